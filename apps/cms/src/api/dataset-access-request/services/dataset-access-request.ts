import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::dataset-access-request.dataset-access-request');
