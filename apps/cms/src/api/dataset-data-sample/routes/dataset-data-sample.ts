import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::dataset-data-sample.dataset-data-sample', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::dataset-data-sample.dataset-data-sample')] } },
});
