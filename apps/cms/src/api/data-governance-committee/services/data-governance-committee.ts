import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::data-governance-committee.data-governance-committee');
