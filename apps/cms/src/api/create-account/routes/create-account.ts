import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::create-account.create-account', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::create-account.create-account')] } },
});
