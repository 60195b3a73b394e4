import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::home.home', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::home.home')] } },
});
