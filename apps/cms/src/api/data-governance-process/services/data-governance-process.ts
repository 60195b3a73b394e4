import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::data-governance-process.data-governance-process');
