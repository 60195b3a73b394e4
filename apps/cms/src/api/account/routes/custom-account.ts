import { sessionStrategy } from '../../../utils/auth/session-strategy';

/**
 * Account routes of the signed-in user. Each route authenticates with the session strategy
 * (401 'User is not logged in' without a live session) and is authorized by the role's grant
 * of `api::account.account.<action>` (src/bootstrap/permission-grants.ts) plus its policies.
 * A fresh `auth` object per route: Strapi writes the route's scope into it.
 */
const route = (method: 'GET' | 'POST' | 'PUT', path: string, action: string, policies: string[] = []) => ({
  method,
  path,
  handler: `account.${action}`,
  config: { auth: { strategies: [sessionStrategy] }, policies },
});

export default {
  type: 'content-api',
  routes: [
    route('POST', '/user-status', 'userStatus'),
    route('GET', '/users-by-role', 'usersByRole', ['global::is-internal']),
    route('PUT', '/user', 'updateProfile'),
    route('POST', '/bookmark/:datasetId', 'addBookmark'),
    route('POST', '/remove-bookmark/:datasetId', 'removeBookmark'),
  ],
};
