import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::data-governance-committee.data-governance-committee');
