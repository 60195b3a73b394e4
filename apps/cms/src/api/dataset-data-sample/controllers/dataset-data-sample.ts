import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::dataset-data-sample.dataset-data-sample');
