import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentedOperations,
  toOpenApiPath,
  undocumentedRoutes,
  type OpenApiDocument,
} from '../../src/modules/openapi';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { userWithSession } from '../helpers/sessions';

/**
 * The OpenAPI document (GET /api/openapi.json, src/modules/openapi): valid OpenAPI 3.1, every
 * route the running Strapi exposes under /api is in it (and nothing else), its error messages and
 * codes are the ones the code answers, and the admin's documentation plugin receives it.
 */

interface StrapiRoute {
  method: string;
  path: string;
  handler: string;
  config?: { auth?: unknown };
  info?: { apiName?: string; pluginName?: string };
}

/** The action a users-permissions grant names for a route (`api::account.account.userStatus`). */
function actionOf(route: StrapiRoute): string {
  if (route.handler.includes('::')) return route.handler;
  const origin = route.info?.pluginName ? `plugin::${route.info.pluginName}` : `api::${route.info?.apiName}`;
  return `${origin}.${route.handler}`;
}

/**
 * What the portal exposes under /api, from Strapi's own route registry: public routes
 * (`auth: false`) and routes whose action some users-permissions role is granted.
 */
async function exposedRoutes(app: TestApp): Promise<StrapiRoute[]> {
  const map = (await app.strapi.contentAPI.getRoutesMap()) as Record<string, StrapiRoute[]>;
  const permissions = (await app.strapi.db
    .query('plugin::users-permissions.permission')
    .findMany({ select: ['action'] })) as Array<{ action: string }>;
  const granted = new Set(permissions.map((permission) => permission.action));
  return Object.values(map)
    .flat()
    .filter((route) => route.path.startsWith('/api/'))
    .filter((route) => route.config?.auth === false || granted.has(actionOf(route)));
}

/**
 * What the portal serves outside /api, on the server's root router (the visas' JWKS): in the
 * document too, though Strapi's route registry knows only its APIs' routes.
 */
function rootRoutes(app: TestApp): string[] {
  const layers = app.strapi.server.listRoutes() as unknown as Array<{ path: string; methods: string[] }>;
  return layers
    .filter((layer) => layer.path.startsWith('/.well-known/'))
    .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`));
}

type DocumentedError = { message: string; details: { code: string } };

/** Every error (message and details) the document gives as an example of `status` for an operation. */
function documentedErrors(document: OpenApiDocument, method: string, path: string, status: number): DocumentedError[] {
  const response = document.paths[path]?.[method.toLowerCase() as 'get']?.responses[String(status)];
  const examples = response?.content?.['application/json']?.examples ?? {};
  return Object.values(examples).map((example) => (example.value as { error: DocumentedError }).error);
}

let app: TestApp;
let docsDir: string;
let document: OpenApiDocument;

beforeAll(async () => {
  docsDir = mkdtempSync(path.join(tmpdir(), 'portal-docs-'));
  app = await bootStrapi({ env: { DOCUMENTATION_OUTPUT_DIR: docsDir } });
  const res = await request(app.server).get('/api/openapi.json');
  expect(res.status).toBe(200);
  document = res.body as OpenApiDocument;
});

afterAll(async () => {
  await app?.stop();
  rmSync(docsDir, { recursive: true, force: true });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the validator does refuse a broken document (the check above can fail)', async () => {
    const broken = structuredClone(document);
    broken.paths['/api/home']!.get!.parameters![0]!.in = 'body' as 'query';
    expect((await new Validator().validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
  });

  it('is public and cacheable: ETag, Cache-Control, 304 on If-None-Match, no secrets', async () => {
    const res = await request(app.server).get('/api/openapi.json');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await request(app.server).get('/api/openapi.json').set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
    const text = JSON.stringify(document);
    for (const secret of ['JWT_SECRET', 'APP_KEYS', 'ADMIN_JWT_SECRET', 'password":"'])
      expect(text).not.toContain(secret);
  });

  it('documents every route Strapi exposes under /api, with its method and path', async () => {
    const exposed = await exposedRoutes(app);
    const keys = exposed.map((route) => `${route.method} ${route.path}`);
    // The registry really is read: custom, core content, users-permissions and i18n routes.
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/local',
        'GET /api/users/me',
        'GET /api/i18n/locales',
        'GET /api/datasets/:id',
        'PATCH /api/data-access-request/:id([A-Za-z0-9]{10,64})/amend',
        'GET /api/openapi.json',
      ]),
    );
    expect(exposed.length).toBeGreaterThan(70);
    expect(undocumentedRoutes(exposed, document)).toEqual([]);
  });

  it('documents no route that does not exist', async () => {
    const exposed = await exposedRoutes(app);
    const root = rootRoutes(app);
    expect(root).toContain('GET /.well-known/jwks.json');
    const registered = new Set([...exposed.map((route) => `${route.method} ${toOpenApiPath(route.path)}`), ...root]);
    expect([...documentedOperations(document)].filter((operation) => !registered.has(operation))).toEqual([]);
  });

  it('gives every operation a security requirement, a tag and an id', () => {
    for (const [p, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.security, `${method} ${p}`).toBeDefined();
        expect(op.tags.length, `${method} ${p}`).toBeGreaterThan(0);
        expect(op.operationId, `${method} ${p}`).toBeTruthy();
      }
    }
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      refreshCookie: { type: 'apiKey', in: 'cookie', name: 'portal_refresh' },
    });
  });
});

describe('documented errors are the ones the code answers', () => {
  // [label, method, documented path, send] — each answers an error whose status and message the
  // document must list for that operation.
  type Send = (auth: { applicant: string; staff: string }) => request.Test;
  const probes: Array<[string, string, string, Send]> = [
    ['no session', 'POST', '/api/user-status', () => request(app.server).post('/api/user-status')],
    [
      'no session (staff)',
      'POST',
      '/api/data-access-request/assign',
      () => request(app.server).post('/api/data-access-request/assign').send({}),
    ],
    [
      'no session (files)',
      'GET',
      '/api/v2/file-mapping/{requestId}/{fileId}',
      () => request(app.server).get('/api/v2/file-mapping/abc/def'),
    ],
    ['users/me without a session', 'GET', '/api/users/me', () => request(app.server).get('/api/users/me')],
    [
      'users/me with a bad token',
      'GET',
      '/api/users/me',
      () => request(app.server).get('/api/users/me').set('Authorization', 'Bearer not-a-token'),
    ],
    ['no refresh cookie', 'POST', '/api/auth/refreshToken', () => request(app.server).post('/api/auth/refreshToken')],
    ['empty login', 'POST', '/api/auth/local', () => request(app.server).post('/api/auth/local').send({})],
    [
      'wrong password',
      'POST',
      '/api/auth/local',
      () =>
        request(app.server).post('/api/auth/local').send({ identifier: 'nobody@example.org', password: 'Wrong-2026' }),
    ],
    [
      'malformed JSON',
      'POST',
      '/api/auth/local',
      () => request(app.server).post('/api/auth/local').set('Content-Type', 'application/json').send('{"identifier":'),
    ],
    [
      'malformed code',
      'POST',
      '/api/auth/verifyOneTimePassword',
      () =>
        request(app.server)
          .post('/api/auth/verifyOneTimePassword')
          .send({ token: 'x'.repeat(43), oneTimePassword: '12' }),
    ],
    [
      'no reset code',
      'POST',
      '/api/auth/reset-password',
      () =>
        request(app.server)
          .post('/api/auth/reset-password')
          .send({ code: '', password: 'Research-2026', passwordConfirmation: 'Research-2026' }),
    ],
    [
      'unknown register field',
      'POST',
      '/api/auth/local/register',
      () => request(app.server).post('/api/auth/local/register').send({ role: 'x' }),
    ],
    ['populate', 'GET', '/api/home', () => request(app.server).get('/api/home?populate=*')],
    ['drafts', 'GET', '/api/home', () => request(app.server).get('/api/home?status=draft')],
    ['unknown locale', 'GET', '/api/home', () => request(app.server).get('/api/home?locale=xx')],
    ['page size', 'GET', '/api/datasets', () => request(app.server).get('/api/datasets?pagination[pageSize]=500')],
    [
      'empty contact form',
      'POST',
      '/api/contact-us/send',
      () => request(app.server).post('/api/contact-us/send').send({}),
    ],
    [
      'applicant in the queue',
      'GET',
      '/api/data-access-request/queue',
      ({ applicant }) => request(app.server).get('/api/data-access-request/queue').set('Authorization', applicant),
    ],
    [
      'applicant in the reports',
      'GET',
      '/api/request-management/reports',
      ({ applicant }) => request(app.server).get('/api/request-management/reports').set('Authorization', applicant),
    ],
    [
      'reversed report range',
      'GET',
      '/api/request-management/reports',
      ({ staff }) =>
        request(app.server)
          .get('/api/request-management/reports?from=2026-03-01&to=2026-02-01')
          .set('Authorization', staff),
    ],
    [
      'applicant in the staff directory',
      'GET',
      '/api/users-by-role',
      ({ applicant }) => request(app.server).get('/api/users-by-role?roles=dag-member').set('Authorization', applicant),
    ],
    [
      'no roles',
      'GET',
      '/api/users-by-role',
      ({ staff }) => request(app.server).get('/api/users-by-role').set('Authorization', staff),
    ],
    [
      'command without requestId',
      'POST',
      '/api/data-access-request/approve',
      ({ staff }) =>
        request(app.server).post('/api/data-access-request/approve').set('Authorization', staff).send({ version: 0 }),
    ],
    [
      'empty profile update',
      'PUT',
      '/api/user',
      ({ applicant }) => request(app.server).put('/api/user').set('Authorization', applicant).send({}),
    ],
    ['no session (entitlements)', 'GET', '/api/entitlements', () => request(app.server).get('/api/entitlements')],
    [
      'bad activeOn',
      'GET',
      '/api/entitlements',
      ({ staff }) => request(app.server).get('/api/entitlements?activeOn=tomorrow').set('Authorization', staff),
    ],
    [
      'applicant naming another user',
      'GET',
      '/api/entitlements',
      ({ applicant }) => request(app.server).get('/api/entitlements?user=someoneElse1').set('Authorization', applicant),
    ],
    ['no session (visas)', 'GET', '/api/ga4gh/visas', () => request(app.server).get('/api/ga4gh/visas')],
    [
      'unknown bookmark',
      'POST',
      '/api/bookmark/{datasetId}',
      ({ applicant }) => request(app.server).post('/api/bookmark/nosuchdataset1').set('Authorization', applicant),
    ],
  ];

  let auth: { applicant: string; staff: string };
  beforeAll(async () => {
    auth = {
      applicant: (await userWithSession(app, 'authenticated')).auth,
      staff: (await userWithSession(app, 'queue-manager')).auth,
    };
  });

  it.each(probes)('%s', async (_label, method, documentedPath, send) => {
    const res = await send(auth);
    expect(res.status).toBeGreaterThanOrEqual(400);
    const error = (res.body as { error?: DocumentedError }).error;
    const message = error?.message;
    const documented = documentedErrors(document, method, documentedPath, res.status);
    // Messages with a variable part are documented with a placeholder (`xx`, `N`).
    const normalized = message?.replace(/Locale not found: .*/, 'Locale not found: xx');
    const label = `${method} ${documentedPath} → ${res.status} ${message}`;
    expect(
      documented.map((item) => item.message),
      label,
    ).toContain(normalized);
    // …with the code the response carries.
    expect(documented.find((item) => item.message === normalized)?.details.code, label).toBe(error?.details.code);
  });
});

describe('admin documentation (@strapi/plugin-documentation)', () => {
  it('generates an OpenAPI 3.0 document with the content types and every custom route, outside the source tree', async () => {
    const file = path.join(docsDir, '1.0.0', 'full_documentation.json');
    const generated = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
    expect(generated.openapi).toBe('3.0.0');
    const result = await new Validator().validate(generated as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    // Generated by the plugin from the content types…
    expect(generated.components.schemas).toHaveProperty('DatasetListResponse');
    // …and every path of our document, relative to the plugin's …/api server.
    for (const p of Object.keys(document.paths).filter((path) => path.startsWith('/api/')))
      expect(generated.paths, p).toHaveProperty([p.replace(/^\/api/, '')]);
  });

  it('serves the Swagger UI page from that document, without writing a file', async () => {
    const res = await request(app.server).get('/documentation/v1.0.0');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('SwaggerUIBundle');
    expect(res.text).toContain('"/data-access-request/queue"');
    expect(res.text).not.toContain('<%=spec%>');
    expect((await request(app.server).get('/documentation/v9.9.9')).status).toBe(404);
  });
});
