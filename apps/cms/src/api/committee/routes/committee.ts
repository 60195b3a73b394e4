import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

export default factories.createCoreRouter('api::committee.committee', {
  only: ['find'],
  config: { find: { middlewares: [contentRead('api::committee.committee')] } },
});
