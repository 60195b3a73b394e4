/**
 * GET /api/openapi.json — the OpenAPI 3.1 document of every route the SPA uses
 * (src/modules/openapi, docs/api/openapi.md). Public: it holds no secrets.
 */
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/openapi.json', handler: 'openapi.document', config: { auth: false } }],
};
