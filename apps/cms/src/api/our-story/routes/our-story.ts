import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::our-story.our-story', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::our-story.our-story')] } },
});
