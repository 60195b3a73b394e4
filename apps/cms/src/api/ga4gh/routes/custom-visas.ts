import { sessionRoute } from '../../../modules/entitlements';

/**
 * GET /api/ga4gh/visas (docs/api/entitlements.md, "Visas"): the signed-in person's GA4GH Passport
 * visas. Their public keys are at GET /.well-known/jwks.json, outside /api
 * (modules/entitlements registers it on the server's root).
 */
export default {
  type: 'content-api',
  routes: [sessionRoute('/ga4gh/visas', 'visas.passport')],
};
