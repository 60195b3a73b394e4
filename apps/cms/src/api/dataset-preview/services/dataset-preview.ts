import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::dataset-preview.dataset-preview');
