/**
 * The applicant's answer to an information request on a v2 request (docs/api/requests.md,
 * "Amend"). Needs a live session (`global::is-authenticated`: 401 'User is not logged in');
 * ownership (404), role (403) and state (409) are checked by the service.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'PATCH',
      path: '/data-access-request/:id([A-Za-z0-9]{10,64})/amend',
      handler: 'amend.amend',
      config: { auth: false as const, policies: ['global::is-authenticated'] },
    },
  ],
};
