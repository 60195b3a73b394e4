import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, bootRequestsApp, staff, type RequestsApp, type Session } from '../helpers/requests';

/**
 * Bad input never reaches a 500: malformed bodies, content types and ids sent to every mutating
 * route as a visitor, an applicant and a staff member get a 4xx with a message, and a 4xx leaves
 * the database as it was. Routes are read from Strapi's router, so a new route is fuzzed too.
 */

let app: RequestsApp;
let sessions: Record<'anonymous' | 'applicant' | 'staff', Session | null>;

type Route = { method: string; path: string };

function mutatingRoutes(): Route[] {
  const layers = app.strapi.server.listRoutes() as Array<{ methods: string[]; path: string }>;
  const routes = layers.flatMap((layer) =>
    layer.methods
      .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
      .map((method) => ({ method, path: layer.path })),
  );
  // Admin-panel and content-type-builder routes are the admin's, behind their own auth.
  const seen = new Set<string>();
  return routes
    .filter((r) => r.path.startsWith('/api/'))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

/** Every model's row count: a 4xx must leave all of them unchanged. One statement for all tables. */
async function fingerprint(): Promise<Record<string, number>> {
  const knex = app.strapi.db.connection;
  const tables = [...new Set([...app.strapi.db.metadata.values()].map((meta) => meta.tableName))];
  const [first, ...rest] = tables.map((table) =>
    knex(table)
      .select(knex.raw('? as t', [table]))
      .count({ n: '*' }),
  );
  if (!first) return {};
  const union = rest.length > 0 ? first.unionAll(rest) : first;
  const { sql, bindings } = union.toSQL();
  type Row = { t: string; n: number | string };
  // PostgreSQL: a named prepared statement, planned once per connection. Planning the union of
  // some 180 counts was most of each step's time (48 ms a fingerprint, hundreds of them).
  const rows: Row[] =
    app.strapi.db.dialect.client === 'postgres'
      ? (
          (await knex.raw(sql, [...bindings]).options({ name: 'portal_test_fingerprint' })) as {
            rows: Row[];
          }
        ).rows
      : ((await union) as Row[]);
  return Object.fromEntries(rows.sort((x, y) => x.t.localeCompare(y.t)).map((row) => [row.t, Number(row.n)]));
}

type Input = { type?: string; body: string | Buffer; encoding?: string };

const BAD_BODIES: Input[] = [
  { type: 'multipart/form-data', body: 'no boundary here' },
  { type: 'multipart/form-data; boundary=abc', body: '--zzz\r\nContent-Disposition: form-data\r\n\r\nx' },
  {
    type: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="files"; filename="a.csv"\r\n\r\n',
  },
  { type: 'application/json', body: '{"unterminated": ' },
  { type: 'application/json', body: '[1,2,' },
  { type: 'application/json; charset=klingon', body: '{}' },
  { type: 'application/x-www-form-urlencoded', body: '%%%&=&a[b][c][d][e][f][g]=1' },
  { type: 'text/plain', body: 'plain words' },
  { type: 'application/octet-stream', body: Buffer.from([0, 255, 1, 254]) },
  { type: 'application/json', body: '{}', encoding: 'gzip' },
  { body: 'no content type at all' },
];

/** Real ids too, so a malformed body also meets routes past their 404. */
const realIds: string[] = [];
const idArbitrary = () =>
  fc.oneof(
    fc.constantFrom(...realIds),
    fc.constantFrom(
      '0',
      '-1',
      'null',
      'undefined',
      '%2e%2e%2f',
      'a'.repeat(300),
      '1e309',
      '{}',
      '[]',
      'zzzzzzzzzzzzzzzzzzzzzzzz',
    ),
    fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  );

const bodyArbitrary: fc.Arbitrary<Input> = fc.oneof<fc.Arbitrary<Input>[]>(
  fc.constantFrom(...BAD_BODIES),
  fc.jsonValue().map((value) => ({ type: 'application/json', body: JSON.stringify(value) ?? 'null' })),
  fc.string({ maxLength: 200 }).map((body) => ({ type: 'application/json', body })),
);

/** A fixed seed per route and caller: reproducible, yet each route meets different inputs. */
function seedOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

function fill(path: string, id: string): string {
  return path.replace(/:[A-Za-z]+(\([^)]*\))?/g, id);
}

beforeAll(async () => {
  app = await bootRequestsApp();
  for (const uid of [
    'api::data-access-request.data-access-request',
    'api::dataset-request.dataset-request',
    'api::dataset.dataset',
  ]) {
    const row = (await app.strapi.db.query(uid as never).findOne({ select: ['documentId'] })) as {
      documentId: string;
    } | null;
    if (row) realIds.push(row.documentId);
  }
  sessions = { anonymous: null, applicant: await applicant(app, 'Fuzz'), staff: await staff(app, 'queue-manager') };
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

describe('malformed bodies', () => {
  it.each([
    [
      'multipart without a boundary',
      'multipart/form-data',
      'xx',
      400,
      'The request body is not valid multipart/form-data (check its boundary).',
    ],
    [
      'multipart with the wrong boundary',
      'multipart/form-data; boundary=abc',
      '--zzz\r\nfoo',
      400,
      'The request body is not valid multipart/form-data (check its boundary).',
    ],
    ['malformed JSON', 'application/json', '{bad', 400, 'The request body is not valid JSON.'],
  ])('%s answers %i with a message on a public route', async (_label, type, body, status, message) => {
    const res = await request(app.server).post('/api/contact-us/send').set('Content-Type', type).send(body);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ status, message });
  });

  it('a body over the limit answers 413', async () => {
    const res = await request(app.server)
      .post('/api/contact-us/send')
      .set('Content-Type', 'application/json')
      .send(`{"message":"${'x'.repeat(1_100_000)}"}`);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The request body is too large.');
  });

  it('an error thrown after parsing keeps its own status (not mistaken for a parse error)', async () => {
    const res = await request(app.server).post('/api/contact-us/send').send({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
  });

  it('no response says what the server runs', async () => {
    const res = await request(app.server).get('/api/home?locale=en');
    expect(res.status).toBe(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('fuzz: every mutating route, every kind of caller', () => {
  it('finds the routes to fuzz, and counts every table', async () => {
    expect(realIds).toHaveLength(3);
    const tables = new Set([...app.strapi.db.metadata.values()].map((meta) => meta.tableName));
    expect(Object.keys(await fingerprint()).sort()).toEqual([...tables].sort());
    const routes = mutatingRoutes();
    // The workflow, drafts, files, bookmarks, account and auth routes at least.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/contact-us/send']));
  });

  it('answers no 5xx and changes nothing on a 4xx', async () => {
    const failures: string[] = [];
    const tally: string[] = [];
    // The state after one route and caller is the state before the next (nothing else writes in
    // between): one fingerprint per step.
    let before = await fingerprint();
    for (const route of mutatingRoutes()) {
      for (const [who, session] of Object.entries(sessions)) {
        let statuses: number[] = [];
        await fc.assert(
          fc.asyncProperty(idArbitrary(), bodyArbitrary, async (id, input) => {
            let call = request(app.server)[route.method.toLowerCase() as 'post'](fill(route.path, id));
            if (session) call = call.set('Authorization', session.auth);
            if (input.type) call = call.set('Content-Type', input.type);
            if (input.encoding) call = call.set('Content-Encoding', input.encoding);
            const res = await call.send(input.body);
            statuses.push(res.status);
            if (res.status >= 500)
              failures.push(
                `${route.method} ${route.path} as ${who}: ${res.status} for ${String(input.type)} ${String(input.body).slice(0, 60)}`,
              );
            return res.status < 500;
          }),
          { numRuns: 10, seed: seedOf(`${route.method} ${route.path} ${who}`), endOnFailure: true },
        );
        const after = await fingerprint();
        if (statuses.every((s) => s >= 400 && s < 500) && JSON.stringify(after) !== JSON.stringify(before))
          failures.push(`${route.method} ${route.path} as ${who}: state changed on ${statuses.join(',')}`);
        before = after;
        tally.push(`${route.method} ${route.path} ${who}: ${statuses.join(',')}`);
        statuses = [];
      }
    }
    // Every caller reached every route: anonymous calls are refused, signed-in ones get past auth.
    expect(tally.length).toBe(mutatingRoutes().length * 3);
    expect(failures).toEqual([]);
  }, 600_000);
});
