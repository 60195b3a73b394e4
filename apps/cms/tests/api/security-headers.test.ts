import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * The registered `strapi::security` (src/platform/http/cached-helmet.ts) must send exactly
 * the headers of Strapi's own for the same configuration, on every kind of path that Strapi
 * treats differently, while building its helmet instances once.
 */

type Factory = (config: object, context: { strapi: Core.Strapi }) => Core.MiddlewareHandler;
type Registered = Factory & { strapiSecurity?: Factory };

let app: TestApp;
let config: object;

beforeAll(async () => {
  app = await bootStrapi();
  const entries = app.strapi.config.get('middlewares') as Array<string | { name: string; config?: object }>;
  const entry = entries.find((item) => typeof item === 'object' && item.name === 'strapi::security');
  if (!entry || typeof entry !== 'object' || !entry.config) throw new Error('strapi::security is not configured');
  config = entry.config;
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

/** The headers a middleware sets for one request (a minimal Koa context over a fake response). */
async function headersFrom(middleware: Core.MiddlewareHandler, method: string, path: string) {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    getHeader: (name: string) => headers[name.toLowerCase()],
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const ctx = { method, path, url: path, req: { method, url: path, headers: {} }, res };
  let nextCalled = false;
  await middleware(ctx as never, async () => {
    nextCalled = true;
  });
  expect(nextCalled).toBe(true);
  return headers;
}

const REQUESTS: Array<[string, string]> = [
  ['GET', '/api/home'],
  ['HEAD', '/api/home'],
  ['POST', '/api/auth/local'],
  ['GET', '/uploads/hero.jpg'],
  ['GET', '/documentation/v1.0.0'],
  ['POST', '/documentation/login'],
  ['GET', '/admin'],
  ['GET', '/admin/content-manager'],
  ['PUT', '/admin/users/me'],
];

describe('strapi::security with cached helmet instances', () => {
  it("replaces Strapi's factory, which it keeps", () => {
    const registered = app.strapi.get('middlewares').get('strapi::security') as Registered;
    expect(typeof registered.strapiSecurity).toBe('function');
    expect(registered.strapiSecurity).not.toBe(registered);
  });

  it.each(REQUESTS)("%s %s: the same headers as Strapi's own", async (method, path) => {
    const registered = app.strapi.get('middlewares').get('strapi::security') as Registered;
    const theirs = registered.strapiSecurity!(config, { strapi: app.strapi });
    const ours = registered(config, { strapi: app.strapi });
    const expected = await headersFrom(theirs, method, path);
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    // Twice: the second request is answered by the instance built for the first.
    expect(await headersFrom(ours, method, path)).toEqual(expected);
    expect(await headersFrom(ours, method, path)).toEqual(expected);
  });

  it('is what the API answers with: the configured CSP, HSTS, no X-Powered-By', async () => {
    const res = await request(app.server).get('/api/i18n/locales');
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https:");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
