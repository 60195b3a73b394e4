import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodeOf, startMailbox, type Mailbox } from '../helpers/mail';
import { REFRESH_COOKIE, refreshCookieFrom, refreshSetCookie } from '../helpers/auth';
import { userWithSession, type TestUser } from '../helpers/sessions';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * Sign-in over plain HTTP while the session cookies are `Secure` (production's default), behind a
 * proxy the CMS trusts (docs/decisions.md, "Sign-in over plain HTTP"): the routes that set or
 * clear the cookies answer 403 with a message before doing anything, instead of a 500 after the
 * code was spent; over HTTPS (the proxy's `X-Forwarded-Proto`) the whole sign-in works.
 */
const MESSAGE = 'Signing in needs a secure connection: open the portal over https://.';
const HTTPS = { 'X-Forwarded-Proto': 'https' };

let app: TestApp;
let mailbox: Mailbox;
let user: TestUser;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({ env: { ...mailbox.env, AUTH_COOKIE_SECURE: 'true', IS_PROXIED: 'true' } });
  user = await userWithSession(app, 'authenticated');
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  request(app.server).post(path).set(headers).send(body);

function expectRefused(res: request.Response): void {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.error).toMatchObject({ status: 403, name: 'PolicyError', message: MESSAGE });
  expect(refreshSetCookie(res)).toBeUndefined();
}

describe('sign-in over plain HTTP with Secure cookies', () => {
  it('refuses the password step before checking anything, and sends no code', async () => {
    const since = Date.now();
    expectRefused(await post('/api/auth/local', { identifier: user.email, password: user.password }));
    // Wrong credentials get the same answer: nothing is checked, or counted, on this channel.
    expectRefused(await post('/api/auth/local', { identifier: user.email, password: 'not-the-password' }));
    await mailbox.expectNone({ to: user.email }, 500, since);
  });

  it('signs in over HTTPS, and refuses to verify, resend, refresh or log out over plain HTTP', async () => {
    const since = Date.now();
    const step = await post('/api/auth/local', { identifier: user.email, password: user.password }, HTTPS);
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    const token = step.body.data.otpToken as string;
    const code = otpCodeOf(await mailbox.waitFor({ to: user.email, subject: /code/i }, { since }));

    // Over plain HTTP the code is neither checked nor spent, and no other one is sent.
    expectRefused(await post('/api/auth/verifyOneTimePassword', { token, oneTimePassword: code }));
    expectRefused(await post('/api/auth/resendOneTimePassword', { token }));

    const verified = await post('/api/auth/verifyOneTimePassword', { token, oneTimePassword: code }, HTTPS);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(refreshSetCookie(verified)).toMatch(/;\s*secure/i);
    const cookie = refreshCookieFrom(verified);
    expect(cookie.startsWith(`${REFRESH_COOKIE}=`)).toBe(true);

    expectRefused(await post('/api/auth/refreshToken', {}, { Cookie: cookie }));
    expectRefused(await post('/api/logout', {}, { Cookie: cookie }));
    const refreshed = await post('/api/auth/refreshToken', {}, { ...HTTPS, Cookie: cookie });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(typeof refreshed.body.data.jwt).toBe('string');
  });

  it('leaves the routes that set no session cookie alone', async () => {
    const res = await post('/api/auth/forgot-password', { email: user.email });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
