import { INTERNAL_ROLE_TYPES } from '@portal/shared';

/**
 * Account routes of the signed-in user. Like every custom route (docs/decisions.md, "One way to
 * authenticate custom routes"): `auth: false`, then `global::is-authenticated` (401 'User is not
 * logged in' without a live session) and the role policies the route needs.
 */
const route = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  action: string,
  policies: Array<string | { name: string; config: Record<string, unknown> }> = [],
) => ({
  method,
  path,
  handler: `account.${action}`,
  config: { auth: false as const, policies: ['global::is-authenticated', ...policies] },
});

export default {
  type: 'content-api',
  routes: [
    route('POST', '/user-status', 'userStatus'),
    // The staff directory, to pick assignees.
    route('GET', '/users-by-role', 'usersByRole', [
      { name: 'global::has-role', config: { roles: [...INTERNAL_ROLE_TYPES] } },
    ]),
    route('PUT', '/user', 'updateProfile'),
    route('POST', '/bookmark/:datasetId', 'addBookmark'),
    route('POST', '/remove-bookmark/:datasetId', 'removeBookmark'),
  ],
};
