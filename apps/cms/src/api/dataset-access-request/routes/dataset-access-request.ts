import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::dataset-access-request.dataset-access-request', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::dataset-access-request.dataset-access-request')] } },
});
