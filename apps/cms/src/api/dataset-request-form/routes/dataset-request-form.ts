import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::dataset-request-form.dataset-request-form', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::dataset-request-form.dataset-request-form')] } },
});
