import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::data-governance.data-governance');
