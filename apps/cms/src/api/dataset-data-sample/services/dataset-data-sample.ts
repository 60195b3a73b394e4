import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::dataset-data-sample.dataset-data-sample');
