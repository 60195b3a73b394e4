import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::dataset-preview.dataset-preview', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::dataset-preview.dataset-preview')] } },
});
