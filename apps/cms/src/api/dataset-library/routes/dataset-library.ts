import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::dataset-library.dataset-library', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::dataset-library.dataset-library')] } },
});
