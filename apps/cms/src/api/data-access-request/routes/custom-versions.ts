import { ID } from '../../../modules/requests';

/**
 * The versions of a v2 request (docs/api/requests.md, "Versions"): its owner and every internal
 * role. Needs a live session (`global::is-authenticated`: 401 'User is not logged in'); who may
 * read which request (404 alike for "not yours" and "does not exist") is the module's.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: `/data-access-request/${ID}/versions`,
      handler: 'versions.find',
      config: { auth: false as const, policies: ['global::is-authenticated'] },
    },
  ],
};
