/**
 * CSV export of the staff queue (docs/workflow.md, "Queue export"): internal roles only
 * (401 without a session, 403 for applicants), the same query string as GET …/queue.
 * The path has a dot, so the applicant routes' `:id([A-Za-z0-9]{10,64})` never takes it.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/data-access-request/queue.csv',
      handler: 'queue-csv.download',
      config: { auth: false as const, policies: ['global::is-authenticated', 'global::is-internal'] },
    },
  ],
};
