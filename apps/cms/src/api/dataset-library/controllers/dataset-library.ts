import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::dataset-library.dataset-library');
