import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminConnection } from '../helpers/database';
import { RECENT_CONNECTION_ERROR_MS } from '../../src/middlewares/database-unavailable';
import { userWithSession } from '../helpers/sessions';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * What an operator and a load balancer rely on: `/_health` tells whether the database answers,
 * and while the database is away requests answer 503 with Retry-After (never a 500), then
 * recover without a restart.
 */

let app: TestApp;
let failing: false | 'connection' | 'unknown' = false;

beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true });
  // A switchable fault in the Document Service: the error a dropped connection raises.
  app.strapi.documents.use(async (_ctx, next) => {
    if (failing === 'connection')
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111 });
    // An error that does not say it is about the connection (what a transaction raises when its
    // client was closed under it).
    if (failing === 'unknown') throw new Error('something the database layer did not expect');
    return next();
  });
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

describe('GET /_health', () => {
  it('answers 200 when the database answers, for GET and HEAD, never cached', async () => {
    const res = await request(app.server).get('/_health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', notifications: { failed: 0, retrying: 0 } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await request(app.server).head('/_health')).status).toBe(200);
  });

  it('answers 503 when the database does not', async () => {
    const raw = vi.spyOn(app.strapi.db.connection, 'raw').mockRejectedValueOnce(new Error('Connection terminated'));
    const res = await request(app.server).get('/_health');
    raw.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'down' });
  });
});

describe('while the database is away', () => {
  it('answers 503 with Retry-After and a message, then recovers', async () => {
    failing = 'connection';
    const down = await request(app.server).get('/api/home?locale=en');
    failing = false;
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body.error).toMatchObject({
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'The service is temporarily unavailable. Please try again in a few seconds.',
    });
    expect((await request(app.server).get('/api/home?locale=en')).status).toBe(200);
  });

  it('answers 503, not 401, when authentication fails because the database is away', async () => {
    // users-permissions turns any error of its token, session and permission checks into 401:
    // the middleware asks the database, and answers 503 when it does not reply (the SPA would
    // sign out on a 401).
    const token = 'Bearer not.a.valid-token';
    const raw = vi.spyOn(app.strapi.db.connection, 'raw').mockRejectedValue(new Error('Connection terminated'));
    const signedIn = await request(app.server).get('/api/users/me').set('Authorization', token);
    const visitor = await request(app.server).get('/api/data-access-request/queue');
    raw.mockRestore();
    expect(signedIn.status).toBe(503);
    expect(signedIn.headers['retry-after']).toBe('5');
    expect(visitor.status).toBe(503);
    // With the database up, a bad token and a missing one are still 401.
    expect((await request(app.server).get('/api/users/me').set('Authorization', token)).status).toBe(401);
    expect((await request(app.server).get('/api/data-access-request/queue')).status).toBe(401);
  });

  it('answers 503, not 401, just after a query failed for want of a connection (the database coming back)', async () => {
    const token = 'Bearer not.a.valid-token';
    // Other failed queries (a constraint, a syntax error) say nothing about the connection.
    app.strapi.db.connection.emit('query-error', Object.assign(new Error('duplicate key'), { code: '23505' }), {});
    expect((await request(app.server).get('/api/users/me').set('Authorization', token)).status).toBe(401);

    // What knex emits when a pooled connection died with the server: the database answers again.
    app.strapi.db.connection.emit(
      'query-error',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      {},
    );
    // Read after the emit, so that the clock mocked below is past the window whatever the
    // machine's load made the emit cost (read before it, a 2 ms emit kept the window open).
    const failedAt = Date.now();
    const justAfter = await request(app.server).get('/api/users/me').set('Authorization', token);
    expect(justAfter.status).toBe(503);
    expect(justAfter.headers['retry-after']).toBe('5');

    // Once the window has passed, a bad token is a 401 again.
    const now = vi.spyOn(Date, 'now').mockReturnValue(failedAt + RECENT_CONNECTION_ERROR_MS + 1);
    const later = await request(app.server).get('/api/users/me').set('Authorization', token);
    now.mockRestore();
    expect(later.status).toBe(401);
  });

  it('answers 503, not 401, just after the pool failed to open a connection', async () => {
    const token = 'Bearer not.a.valid-token';
    const pool = (app.strapi.db.connection.client as { pool?: { emitter: NodeJS.EventEmitter } }).pool;
    expect(pool).toBeDefined();
    pool!.emitter.emit(
      'createFail',
      1,
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const failedAt = Date.now();
    expect((await request(app.server).get('/api/users/me').set('Authorization', token)).status).toBe(503);
    const now = vi.spyOn(Date, 'now').mockReturnValue(failedAt + RECENT_CONNECTION_ERROR_MS + 1);
    const later = await request(app.server).get('/api/users/me').set('Authorization', token);
    now.mockRestore();
    expect(later.status).toBe(401);
  });

  it('answers 503 for an unexpected error while the database is away, and keeps it a 500 while it answers', async () => {
    // Distinct queries: the response cache must not answer in place of the failing database.
    // Past the window of the connection errors the tests above simulated.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + RECENT_CONNECTION_ERROR_MS + 1);
    failing = 'unknown';
    try {
      const up = await request(app.server).get('/api/datasets?locale=en&pagination[page]=7');
      expect(up.status).toBe(500);
      const raw = vi.spyOn(app.strapi.db.connection, 'raw').mockRejectedValue(new Error('Connection terminated'));
      const away = await request(app.server).get('/api/datasets?locale=en&pagination[page]=8');
      raw.mockRestore();
      expect(away.status).toBe(503);
      expect(away.headers['retry-after']).toBe('5');
    } finally {
      failing = false;
      now.mockRestore();
    }
    // A client error stays what it is, even while the database does not answer.
    const raw = vi.spyOn(app.strapi.db.connection, 'raw').mockRejectedValue(new Error('Connection terminated'));
    const notFound = await request(app.server).get('/api/datasets/no-such-dataset-either?locale=en');
    raw.mockRestore();
    expect(notFound.status).toBe(404);
  });

  it('keeps other errors as they were (a 404 stays a 404)', async () => {
    expect((await request(app.server).get('/api/datasets/no-such-dataset?locale=en')).status).toBe(404);
  });

  it("asks the database nothing more when a request is refused (Strapi's own 400, 403, 404)", async () => {
    const raw = vi.spyOn(app.strapi.db.connection, 'raw');
    try {
      const refused = [
        await request(app.server).get('/api/datasets/not-there-either?locale=en'),
        await request(app.server).post('/api/contact-us/send').send({ name: '' }),
        await request(app.server)
          .get('/api/data-access-request/queue')
          .set('Authorization', (await userWithSession(app, 'authenticated')).auth),
      ];
      expect(refused.map((res) => res.status)).toEqual([404, 400, 403]);
      expect(raw.mock.calls.map(([sql]) => String(sql))).not.toContain('select 1');
    } finally {
      raw.mockRestore();
    }
  });

  // A real fault, where there is a database server to drop connections (the PostgreSQL run).
  if (process.env.DATABASE_CLIENT === 'postgres')
    it('survives PostgreSQL dropping every connection (pg_terminate_backend): 503 or 200, never 500, then 200', async () => {
      const database = app.strapi.db.connection.client.config.connection.database as string;
      const admin = adminConnection();
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
      } finally {
        await admin.end();
      }
      const during = await request(app.server).get('/api/home?locale=en');
      expect([200, 503]).toContain(during.status);
      let after = during;
      for (let i = 0; i < 5 && after.status !== 200; i += 1)
        after = await request(app.server).get('/api/home?locale=en');
      expect(after.status).toBe(200);
    });
});
