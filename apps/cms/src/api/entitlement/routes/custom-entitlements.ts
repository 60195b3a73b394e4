import { sessionRoute } from '../../../modules/entitlements';

/**
 * GET /api/entitlements (docs/api/entitlements.md): staff see every entitlement, an applicant
 * their own; JSON or CSV. The content type has no other route: rows are written by the access
 * period's commands only.
 */
export default {
  type: 'content-api',
  routes: [sessionRoute('/entitlements', 'entitlements.list')],
};
