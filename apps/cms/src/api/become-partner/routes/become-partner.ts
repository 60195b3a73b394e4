import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::become-partner.become-partner', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::become-partner.become-partner')] } },
});
