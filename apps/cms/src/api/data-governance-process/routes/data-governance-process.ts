import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::data-governance-process.data-governance-process', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::data-governance-process.data-governance-process')] } },
});
