import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::dataset-request-form.dataset-request-form');
