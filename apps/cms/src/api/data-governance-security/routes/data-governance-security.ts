import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::data-governance-security.data-governance-security', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::data-governance-security.data-governance-security')] } },
});
