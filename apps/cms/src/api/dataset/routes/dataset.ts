import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

const UID = 'api::dataset.dataset';

/**
 * GET /api/datasets and GET /api/datasets/:idOrSlug (the SPA's detail route passes the slug).
 * Published documents only; the populate tree is fixed (datasets expose no relations).
 */
export default factories.createCoreRouter(UID, {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: [contentRead(UID)] },
    findOne: { middlewares: [contentRead(UID)] },
  },
});
