import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

const UID = 'api::proceeding.proceeding';

export default factories.createCoreRouter(UID, {
  only: ['find', 'findOne'],
  config: {
    find: {
      middlewares: [
        contentRead(UID),
        // Newest first, all in one page, unless the client asks otherwise.
        { name: 'global::list-defaults', config: { sort: 'date:desc' } },
      ],
    },
    findOne: { middlewares: [contentRead(UID)] },
  },
});
