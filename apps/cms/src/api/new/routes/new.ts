import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::new.new', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::new.new')] } },
});
