import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::data-provider.data-provider', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::data-provider.data-provider')] } },
});
