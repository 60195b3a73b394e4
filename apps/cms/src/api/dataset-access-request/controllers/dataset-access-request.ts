import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::dataset-access-request.dataset-access-request');
