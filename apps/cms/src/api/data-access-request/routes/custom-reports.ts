/**
 * Turnaround reports (docs/api/reports.md): every internal role, read-only included (401 without
 * a session, 403 for applicants). JSON, or one table as CSV with `format=csv&table=…`.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/request-management/reports',
      handler: 'reports.read',
      config: { auth: false as const, policies: ['global::is-authenticated', 'global::is-internal'] },
    },
  ],
};
