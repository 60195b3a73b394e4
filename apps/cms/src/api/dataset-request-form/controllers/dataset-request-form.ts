import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::dataset-request-form.dataset-request-form');
