import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';
import { localeAsState } from '../registry/locale-as-state';

const UID = 'api::approved-request.approved-request';

/** The registry is public: datasets are shown by title and slug only (never their relations or authors). */
const RELATIONS = { datasets: { fields: ['title', 'slug'] } };

export default factories.createCoreRouter(UID, {
  only: ['find', 'findOne'],
  config: {
    find: {
      middlewares: [
        contentRead(UID, RELATIONS),
        localeAsState,
        // Newest approval first, 100 a page, unless the client asks otherwise.
        { name: 'global::list-defaults', config: { sort: 'approvalDate:desc' } },
      ],
    },
    findOne: { middlewares: [contentRead(UID, RELATIONS), localeAsState] },
  },
});
