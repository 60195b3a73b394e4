import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::contact-us.contact-us', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::contact-us.contact-us')] } },
});
