import { contentRead } from '../../../middlewares/content-read';
import { localeAsState } from '../../../modules/registry';
import { REGISTRY_RELATIONS, REGISTRY_UID } from '../../../modules/registry';

/**
 * GET /api/approved-requests-index?locale= — the registry's compact index: every published
 * entry's table columns and searchable text, in one answer, for the SPA to filter as the user
 * types (docs/decisions.md, "Performance: the registry"). Public and read-only like the registry;
 * cached like it, and dropped from the cache when a linked dataset changes (its titles are in it).
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/approved-requests-index',
      handler: 'approved-request.searchIndex',
      config: { auth: false, middlewares: [contentRead(REGISTRY_UID, REGISTRY_RELATIONS), localeAsState] },
    },
  ],
};
