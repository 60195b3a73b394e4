import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../helpers/env';
import { userWithSession } from '../helpers/sessions';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * GA4GH visas in production without VISA_PRIVATE_KEY (docs/api/entitlements.md, "Visas"): no key
 * is made up, so nothing is signed — a 503 that says why — and the JWKS publishes nothing. A file
 * of its own: one Strapi per process at a time, booted in production mode.
 */
let app: TestApp;
beforeAll(async () => {
  app = await bootStrapi({ env: PRODUCTION_ENV });
});
afterAll(async () => {
  await app?.stop();
});

it('visas are off: 503 with a clear message, and the JWKS is empty', async () => {
  const user = await userWithSession(app, 'authenticated');
  const res = await request(app.server).get('/api/ga4gh/visas').set('Authorization', user.auth);
  expect(res.status).toBe(503);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.body).toEqual({
    data: null,
    error: {
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'GA4GH visas are not available: no signing key is configured.',
      details: { code: 'visa.unavailable' },
    },
  });
  const keys = await request(app.server).get('/.well-known/jwks.json');
  expect(keys.status).toBe(200);
  expect(keys.body).toEqual({ keys: [] });
  // The list of entitlements does not depend on the key.
  expect((await request(app.server).get('/api/entitlements').set('Authorization', user.auth)).status).toBe(200);
});
