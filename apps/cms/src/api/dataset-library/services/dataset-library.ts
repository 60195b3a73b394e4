import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::dataset-library.dataset-library');
