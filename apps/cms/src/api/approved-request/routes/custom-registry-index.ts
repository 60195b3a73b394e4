import { contentRead } from '../../../middlewares/content-read';
import { localeAsState } from '../registry/locale-as-state';

/**
 * GET /api/approved-requests-index?locale= — the registry's compact index: every published
 * entry's table columns and searchable text, in one answer, for the SPA to filter as the user
 * types (docs/decisions.md, "Performance: the registry"). Public and read-only like the registry.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/approved-requests-index',
      handler: 'approved-request.searchIndex',
      config: { auth: false, middlewares: [contentRead('api::approved-request.approved-request'), localeAsState] },
    },
  ],
};
