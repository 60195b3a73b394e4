import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::profile.profile', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::profile.profile')] } },
});
