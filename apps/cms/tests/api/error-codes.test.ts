import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ERROR_CODES, type ErrorCode } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { otpCodeOf, startMailbox, type Mailbox } from '../helpers/mail';
import { userWithSession, type TestUser } from '../helpers/sessions';
import { PREFIX, seedRequest, silenceMail } from '../helpers/workflow';

/**
 * Every error body carries a stable `details.code` (global::error-codes), next to the message
 * and details it always had: one probe per kind of error a client meets. Each test sends from its
 * own client address (X-Forwarded-For, IS_PROXIED=true), so the small login limit below only
 * trips where a test wants it to.
 */

let app: TestApp;
let mailbox: Mailbox;
let applicant: TestUser & { auth: string };
let manager: TestUser & { auth: string };

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({ env: { ...mailbox.env, IS_PROXIED: 'true', AUTH_RATE_LOGIN_IP: '3/900' } });
  applicant = await userWithSession(app, 'authenticated');
  manager = await userWithSession(app, 'queue-manager');
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

let ipCounter = 0;
const newIp = () => {
  ipCounter += 1;
  return `10.9.0.${ipCounter}`;
};
const api = () => request(app.server);

type ErrorBody = {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
};
const errorOf = (res: request.Response) => (res.body as ErrorBody).error;

describe('details.code on every error body', () => {
  it('a wrong password: auth.invalid_credentials, the same message and envelope as before', async () => {
    const res = await api()
      .post('/api/auth/local')
      .set('X-Forwarded-For', newIp())
      .send({ identifier: applicant.email, password: 'Wrong-passw0rd' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid identifier or password',
        details: { code: 'auth.invalid_credentials' },
      },
    });
  });

  it('a wrong one-time password: auth.code_invalid, keeping the reason and the attempts left', async () => {
    const ip = newIp();
    const since = Date.now();
    const login = await api()
      .post('/api/auth/local')
      .set('X-Forwarded-For', ip)
      .send({ identifier: applicant.email, password: applicant.password });
    expect(login.status).toBe(200);
    const code = otpCodeOf(await mailbox.waitFor({ to: applicant.email, subject: /code/i }, { since }));
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await api()
      .post('/api/auth/verifyOneTimePassword')
      .set('X-Forwarded-For', ip)
      .send({ token: login.body.data.otpToken, oneTimePassword: wrong });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid or expired code',
      details: { reason: 'invalid', attemptsRemaining: expect.any(Number), code: 'auth.code_invalid' },
    });

    const unknown = await api()
      .post('/api/auth/verifyOneTimePassword')
      .set('X-Forwarded-For', ip)
      .send({ token: 'x'.repeat(43), oneTimePassword: '123456' });
    expect(errorOf(unknown).details).toEqual({ reason: 'unknown', code: 'auth.code_invalid' });
  });

  it('a malformed body: the first field message’s code, and a code on each field error', async () => {
    const res = await api().post('/api/auth/local').set('X-Forwarded-For', newIp()).send({});
    expect(res.status).toBe(400);
    expect(errorOf(res)).toEqual({
      status: 400,
      name: 'ValidationError',
      message: ACCOUNT_MESSAGES.identifierRequired,
      details: {
        errors: [
          {
            path: ['identifier'],
            message: ACCOUNT_MESSAGES.identifierRequired,
            name: 'ValidationError',
            code: 'account.email_required',
          },
          {
            path: ['password'],
            message: ACCOUNT_MESSAGES.loginPasswordRequired,
            name: 'ValidationError',
            code: 'account.login_password_required',
          },
        ],
        code: 'account.email_required',
      },
    });
  });

  it('an unknown field: validation.unknown_fields, each field named', async () => {
    const res = await api()
      .post('/api/auth/local/register')
      .set('X-Forwarded-For', newIp())
      .send({ email: 'new@example.org', password: 'Research-2026', role: 'admin' });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe('Invalid parameters: role');
    expect(errorOf(res).details.code).toBe('validation.unknown_fields');
    expect(errorOf(res).details.errors).toContainEqual({
      path: ['role'],
      message: 'Unknown field: role',
      name: 'ValidationError',
      code: 'validation.unknown_field',
    });
  });

  it('a body that is not JSON, and one too large: written by body-errors, coded too', async () => {
    const broken = await api()
      .post('/api/auth/local')
      .set('X-Forwarded-For', newIp())
      .set('Content-Type', 'application/json')
      .send('{"identifier":');
    expect(broken.status).toBe(400);
    expect(errorOf(broken)).toEqual({
      status: 400,
      name: 'BadRequestError',
      message: 'The request body is not valid JSON.',
      details: { code: 'validation.invalid_json' },
    });

    const large = await api()
      .post('/api/contact-us/send')
      .set('X-Forwarded-For', newIp())
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(1_100_000) }));
    expect(large.status).toBe(413);
    expect(errorOf(large)).toMatchObject({
      message: 'The request body is too large.',
      details: { code: 'http.payload_too_large' },
    });
  });

  it('an unknown route: http.not_found', async () => {
    const res = await api().get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: { code: 'http.not_found' } },
    });
  });

  it('no session: auth.not_logged_in', async () => {
    const res = await api().post('/api/user-status');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      data: null,
      error: {
        status: 401,
        name: 'UnauthorizedError',
        message: 'User is not logged in',
        details: { code: 'auth.not_logged_in' },
      },
    });
  });

  it('a role that may not: auth.staff_only, keeping the allowed roles', async () => {
    const res = await api().get('/api/data-access-request/queue').set('Authorization', applicant.auth);
    expect(res.status).toBe(403);
    expect(errorOf(res)).toMatchObject({ name: 'PolicyError', message: 'Only internal staff can do this' });
    expect(errorOf(res).details).toEqual({ allowedRoles: expect.any(Array), code: 'auth.staff_only' });
  });

  it('a stale version: request.stale_version, keeping the current version', async () => {
    silenceMail(app);
    const id = await seedRequest(app, { format: 'v2', requester: applicant });
    const res = await api()
      .post(`${PREFIX.v2}/assign`)
      .set('Authorization', manager.auth)
      .send({ requestId: id, assigneeId: manager.documentId, version: 7 });
    expect(res.status).toBe(409);
    expect(errorOf(res)).toEqual({
      status: 409,
      name: 'ConflictError',
      message: 'The request was changed by someone else. Reload and try again.',
      details: { currentVersion: 0, code: 'request.stale_version' },
    });
  });

  it('a request that does not exist: request.not_found', async () => {
    const res = await api()
      .post(`${PREFIX.v2}/assign`)
      .set('Authorization', manager.auth)
      .send({ requestId: 'nosuchrequest1', assigneeId: manager.documentId, version: 0 });
    expect(res.status).toBe(404);
    expect(errorOf(res)).toMatchObject({
      message: 'Dataset request not found',
      details: { code: 'request.not_found' },
    });
  });

  it('too many attempts: http.rate_limited, keeping Retry-After and its details', async () => {
    const ip = newIp();
    const attempt = () =>
      api()
        .post('/api/auth/local')
        .set('X-Forwarded-For', ip)
        .send({ identifier: 'nobody@example.org', password: 'x' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
    const res = await attempt();
    expect(res.status).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(errorOf(res)).toEqual({
      status: 429,
      name: 'RateLimitError',
      message: `Too many attempts. Try again in ${seconds} seconds.`,
      details: { retryAfterSeconds: seconds, limit: 'loginIp', code: 'http.rate_limited' },
    });
  });

  it('a query parameter of the wrong shape: its own code, the parameter named in the message', async () => {
    const res = await api().get('/api/data-access-request/queue?pageSize=abc').set('Authorization', manager.auth);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: 'pageSize must be a positive integer',
      details: { code: 'query.positive_integer' },
    });
  });

  it('an error whose message the table does not know (Strapi’s own): the code of its status', async () => {
    const res = await api().get('/api/datasets?sort=nope:asc');
    expect(res.status).toBe(400);
    expect(errorOf(res).details.code).toBe<ErrorCode>('http.bad_request');
  });

  it('are documented: the OpenAPI error schema lists every code', async () => {
    const res = await api().get('/api/openapi.json');
    const schema = res.body.components.schemas.Error.properties.error.properties.details;
    expect(schema.properties.code.enum).toEqual(ERROR_CODES);
  });
});
