import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::dataset-preview.dataset-preview');
