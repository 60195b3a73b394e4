import { factories } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';
import { localeAsState } from '../../../modules/registry';

import { REGISTRY_RELATIONS as RELATIONS, REGISTRY_UID as UID } from '../../../modules/registry';

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
