import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, withEnv } from '../helpers/env';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { linkOf, otpCodeOf, startMailbox, type CapturedMail, type Mailbox } from '../helpers/mail';
import {
  allKeys,
  assertNoPrivateFields,
  assertNoPrivateFieldsIn,
  type CapturedResponse,
  captureResponses,
  createAccount,
  refreshCookieFrom,
  refreshSetCookie,
} from '../helpers/auth';

/**
 * The two-step login: password, then the 6-digit code e-mailed to the user (read here from a
 * real SMTP server the test runs). Rate limits are small in this file, and every test sends its
 * requests from its own client address (X-Forwarded-For, IS_PROXIED=true) so limits do not leak
 * between tests.
 */

let app: TestApp;
let mailbox: Mailbox;
const responses: CapturedResponse[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({
    env: {
      ...mailbox.env,
      IS_PROXIED: 'true',
      AUTH_RATE_LOGIN_IP: '8/900',
      AUTH_RATE_LOGIN_ACCOUNT_CLIENT: '3/900',
      AUTH_RATE_LOGIN_ACCOUNT: '5/900',
      AUTH_RATE_OTP_VERIFY_IP: '12/900',
      AUTH_RATE_OTP_VERIFY_TOKEN: '8/600',
      AUTH_RATE_OTP_RESEND_IP: '4/900',
      AUTH_OTP_MAX_RESENDS: '2',
    },
  });
  captureResponses(app.server, responses);
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

let ipCounter = 0;
/** A fresh client address for one test. */
const newIp = () => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const CHALLENGE_UID = 'api::login-challenge.login-challenge';
const INVALID_CODE = 'Invalid or expired code';
const TOO_MANY = 'Too many attempts. Please log in again to receive a new code.';

function client(ip: string) {
  const api = request(app.server);
  return {
    login: (body: Record<string, unknown>) => api.post('/api/auth/local').set('X-Forwarded-For', ip).send(body),
    verify: (token: string, oneTimePassword: string) =>
      api.post('/api/auth/verifyOneTimePassword').set('X-Forwarded-For', ip).send({ token, oneTimePassword }),
    resend: (token: string) => api.post('/api/auth/resendOneTimePassword').set('X-Forwarded-For', ip).send({ token }),
  };
}

async function startLogin(
  ip: string,
  account: { email: string; password: string },
): Promise<{ token: string; code: string; mail: CapturedMail; body: Record<string, unknown> }> {
  const since = Date.now();
  const res = await client(ip).login({ identifier: account.email, password: account.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await mailbox.waitFor({ to: account.email }, { since });
  return { token: res.body.data.otpToken, code: otpCodeOf(mail), mail, body: res.body.data };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function challengeOf(token: string): Promise<Record<string, unknown>> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  return (await app.strapi.db.query(CHALLENGE_UID).findOne({ where: { tokenHash } })) as Record<string, unknown>;
}

async function ageChallenge(token: string, fields: { expiresAt?: Date; lastSentAt?: Date }): Promise<void> {
  const row = await challengeOf(token);
  await app.strapi.db.query(CHALLENGE_UID).update({ where: { id: row.id }, data: fields });
}

describe('POST /api/auth/local (password step)', () => {
  it('returns an otpToken, never a session, and e-mails a 6-digit code', async () => {
    const account = await createAccount(app.strapi, { firstName: 'Grace' });
    const since = Date.now();
    const res = await client(newIp()).login({ identifier: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['expiresAt', 'otpToken', 'resendAvailableInSeconds']);
    expect(res.body.data.otpToken).toMatch(/^[\w-]{43}$/);
    expect(res.body.data.resendAvailableInSeconds).toBe(60);
    const ttl = new Date(res.body.data.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
    expect(refreshSetCookie(res)).toBeUndefined();
    expect(allKeys(res.body).has('jwt')).toBe(false);
    assertNoPrivateFields(res.body);

    const mail = await mailbox.waitFor({ to: account.email }, { since });
    expect(mail.subject).toMatch(/^Your sign-in code: \d{6}$/);
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(otpCodeOf(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(otpCodeOf(mail));
  });

  it('writes the e-mail in French with ?locale=fr', async () => {
    const account = await createAccount(app.strapi, { firstName: 'Élise' });
    const since = Date.now();
    await request(app.server)
      .post('/api/auth/local?locale=fr')
      .set('X-Forwarded-For', newIp())
      .send({ identifier: account.email, password: account.password });
    const mail = await mailbox.waitFor({ to: account.email }, { since });
    expect(mail.subject).toMatch(/^Votre code de connexion : \d{6}$/);
    expect(mail.text).toContain('Bonjour Élise,');
  });

  it('stores the challenge hashed: neither the token nor the code is in the database', async () => {
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(newIp(), account);
    const row = await challengeOf(token);
    expect(row).toBeTruthy();
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(`"${code}"`);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row).toMatchObject({ attempts: 0, resends: 0, state: 'pending', userId: account.id });
  });

  it('the otpToken is not a session: as a Bearer token it gets 401', async () => {
    const account = await createAccount(app.strapi);
    const { token } = await startLogin(newIp(), account);
    for (const res of [
      await request(app.server).post('/api/user-status').set('Authorization', `Bearer ${token}`),
      await request(app.server).put('/api/user').set('Authorization', `Bearer ${token}`).send({ firstName: 'X' }),
      await request(app.server).post('/api/auth/refreshToken').set('Cookie', `portal_refresh=${token}`),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('sends a different random code for each login attempt', async () => {
    const account = await createAccount(app.strapi);
    const ip = newIp();
    const first = await startLogin(ip, account);
    const second = await startLogin(ip, account);
    expect(second.token).not.toBe(first.token);
    expect(second.code === first.code && second.token === first.token).toBe(false);
  });

  it.each([
    [
      'a wrong password',
      async () => ({ identifier: (await createAccount(app.strapi)).email, password: 'Wrong-passw0rd' }),
    ],
    ['an unknown e-mail', async () => ({ identifier: 'nobody@test.localhost', password: 'Whatever-1' })],
  ])("answers 400 'Invalid identifier or password' for %s, and sends nothing", async (_label, body) => {
    const since = Date.now();
    const payload = await body();
    const res = await client(newIp()).login(payload);
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
    await mailbox.expectNone({ to: payload.identifier }, 300, since);
  });

  it('refuses an unconfirmed account with Strapi’s message', async () => {
    const account = await createAccount(app.strapi, { confirmed: false });
    const res = await client(newIp()).login({ identifier: account.email, password: account.password });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Your account email is not confirmed');
  });

  it('refuses a blocked account with Strapi’s message', async () => {
    const account = await createAccount(app.strapi, { blocked: true });
    const res = await client(newIp()).login({ identifier: account.email, password: account.password });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Your account has been blocked by an administrator');
  });

  it('validates the body', async () => {
    const ip = newIp();
    const missing = await client(ip).login({ password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please enter your email address.');
    const noPassword = await client(ip).login({ identifier: 'a@b.ca' });
    expect(noPassword.body.error.message).toBe('Please enter your password.');
  });
});

describe('POST /api/auth/verifyOneTimePassword', () => {
  it('returns the session: access token, PublicUser and the httpOnly refresh cookie', async () => {
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(newIp(), account);
    const res = await client(newIp()).verify(token, code);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['jwt', 'user']);
    expect(res.body.data.user).toMatchObject({ id: account.id, email: account.email, role: { type: 'authenticated' } });
    expect(res.headers['cache-control']).toBe('no-store');
    assertNoPrivateFields(res.body);
    const cookie = refreshSetCookie(res) ?? '';
    expect(cookie.toLowerCase()).toMatch(/httponly/);
    expect(cookie.toLowerCase()).toMatch(/samesite=lax/);
    const status = await request(app.server)
      .post('/api/user-status')
      .set('Authorization', `Bearer ${res.body.data.jwt}`);
    expect(status.status).toBe(200);
    expect(
      (await request(app.server).post('/api/auth/refreshToken').set('Cookie', refreshCookieFrom(res))).status,
    ).toBe(200);
  });

  it('works once: the same code again is refused', async () => {
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(newIp(), account);
    const ip = newIp();
    expect((await client(ip).verify(token, code)).status).toBe(200);
    const again = await client(ip).verify(token, code);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ message: INVALID_CODE, details: { reason: 'unknown' } });
  });

  it('allows 5 wrong codes, then the challenge is dead (even for the right code)', async () => {
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(newIp(), account);
    const ip = newIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await client(ip).verify(token, wrongCode(code));
      expect(res.status, `attempt ${attempt}`).toBe(400);
      expect(res.body.error.message).toBe(INVALID_CODE);
      expect(res.body.error.details).toEqual({
        reason: 'invalid',
        attemptsRemaining: 5 - attempt,
        code: 'auth.code_invalid',
      });
    }
    const fifth = await client(ip).verify(token, wrongCode(code));
    expect(fifth.status).toBe(400);
    expect(fifth.body.error).toMatchObject({ message: TOO_MANY, details: { reason: 'locked' } });
    const sixth = await client(ip).verify(token, code);
    expect(sixth.status).toBe(400);
    expect(sixth.body.error.message).toBe(TOO_MANY);
    expect(refreshSetCookie(sixth)).toBeUndefined();
    expect(await challengeOf(token)).toMatchObject({ state: 'locked', attempts: 5 });
    // A dead challenge cannot be revived with a new code either.
    const resend = await client(ip).resend(token);
    expect(resend.status).toBe(400);
  });

  it('counts parallel wrong guesses atomically (never more than 5)', async () => {
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(newIp(), account);
    const results = await Promise.all(
      Array.from({ length: 7 }, (_v, i) => client(`10.9.9.${i + 1}`).verify(token, wrongCode(code))),
    );
    expect(results.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    const row = await challengeOf(token);
    expect(row.attempts).toBeLessThanOrEqual(5);
    expect((await client(newIp()).verify(token, code)).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(newIp(), account);
    await ageChallenge(token, { expiresAt: new Date(Date.now() - 1000) });
    const res = await client(newIp()).verify(token, code);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: INVALID_CODE, details: { reason: 'expired' } });
  });

  it('binds the code to its login attempt: the code of another attempt is refused', async () => {
    const account = await createAccount(app.strapi);
    const ip = newIp();
    const first = await startLogin(ip, account);
    const second = await startLogin(ip, account);
    const other = await createAccount(app.strapi);
    const third = await startLogin(ip, other);
    const verifyIp = newIp();
    if (second.code !== first.code) {
      const crossed = await client(verifyIp).verify(first.token, second.code);
      expect(crossed.status).toBe(400);
      expect(crossed.body.error.message).toBe(INVALID_CODE);
    }
    if (third.code !== second.code) {
      const otherUser = await client(verifyIp).verify(second.token, third.code);
      expect(otherUser.status).toBe(400);
    }
    const own = await client(verifyIp).verify(second.token, second.code);
    expect(own.status).toBe(200);
    expect(own.body.data.user.email).toBe(account.email);
    const thirdOwn = await client(verifyIp).verify(third.token, third.code);
    expect(thirdOwn.body.data.user.email).toBe(other.email);
  });

  it('refuses an unknown token and malformed input', async () => {
    const ip = newIp();
    const unknown = await client(ip).verify('x'.repeat(43), '123456');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(INVALID_CODE);
    const badCode = await client(ip).verify('x'.repeat(43), '12ab56');
    expect(badCode.status).toBe(400);
    expect(badCode.body.error.message).toBe('Enter the 6-digit code from the email.');
    const noToken = await request(app.server)
      .post('/api/auth/verifyOneTimePassword')
      .set('X-Forwarded-For', ip)
      .send({ oneTimePassword: '123456' });
    expect(noToken.status).toBe(400);
  });

  it('refuses the code when the account was blocked between the two steps', async () => {
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(newIp(), account);
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: account.id }, data: { blocked: true } });
    const res = await client(newIp()).verify(token, code);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/blocked|Invalid or expired code/);
    expect(refreshSetCookie(res)).toBeUndefined();
  });
});

describe('POST /api/auth/resendOneTimePassword', () => {
  it('enforces the cooldown, then sends a new code for the same challenge; the old code stops working', async () => {
    const account = await createAccount(app.strapi);
    const ip = newIp();
    const first = await startLogin(ip, account);

    const early = await client(ip).resend(first.token);
    expect(early.status).toBe(429);
    expect(early.body.error.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    expect(early.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(early.body.error.details.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(early.headers['retry-after'])).toBe(early.body.error.details.retryAfterSeconds);

    await ageChallenge(first.token, { lastSentAt: new Date(Date.now() - 61_000) });
    const since = Date.now();
    const resent = await client(ip).resend(first.token);
    expect(resent.status).toBe(200);
    expect(resent.body.data.otpToken).toBe(first.token);
    expect(resent.body.data.resendAvailableInSeconds).toBe(60);
    const code = otpCodeOf(await mailbox.waitFor({ to: account.email }, { since }));

    if (code !== first.code) {
      const old = await client(ip).verify(first.token, first.code);
      expect(old.status).toBe(400);
    }
    const ok = await client(ip).verify(first.token, code);
    expect(ok.status).toBe(200);
  });

  it('renews an expired code', async () => {
    const account = await createAccount(app.strapi);
    const ip = newIp();
    const { token } = await startLogin(ip, account);
    await ageChallenge(token, { expiresAt: new Date(Date.now() - 1000), lastSentAt: new Date(Date.now() - 700_000) });
    const since = Date.now();
    expect((await client(ip).resend(token)).status).toBe(200);
    const code = otpCodeOf(await mailbox.waitFor({ to: account.email }, { since }));
    expect((await client(ip).verify(token, code)).status).toBe(200);
  });

  it('limits the number of new codes per challenge', async () => {
    const account = await createAccount(app.strapi);
    const ip = newIp();
    const { token } = await startLogin(ip, account);
    for (let i = 0; i < 2; i += 1) {
      await ageChallenge(token, { lastSentAt: new Date(Date.now() - 61_000) });
      expect((await client(ip).resend(token)).status).toBe(200);
    }
    await ageChallenge(token, { lastSentAt: new Date(Date.now() - 61_000) });
    const res = await client(ip).resend(token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Too many codes were requested for this login attempt. Please log in again.');
  });

  it('refuses an unknown or used challenge', async () => {
    const ip = newIp();
    const res = await client(ip).resend('y'.repeat(43));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This login attempt has expired. Please log in again.');
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(ip, account);
    await client(ip).verify(token, code);
    expect((await client(ip).resend(token)).status).toBe(400);
  });
});

describe('rate limits', () => {
  function expectTooMany(res: request.Response): void {
    expect(res.status).toBe(429);
    expect(res.body.data).toBeNull();
    expect(res.body.error.name).toBe('RateLimitError');
    expect(res.body.error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    const wait = res.body.error.details.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(res.body.error.message).toContain(`in ${wait} seconds`);
    expect(Number(res.headers['retry-after'])).toBe(wait);
  }

  it('login per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i += 1) expect((await client(ip).login({})).status).toBe(400);
    expectTooMany(await client(ip).login({}));
    // Another address is not affected.
    expect((await client(newIp()).login({})).status).toBe(400);
  });

  const wrong = (account: { email: string }) => ({ identifier: account.email, password: 'Wrong-passw0rd' });
  const right = (account: { email: string; password: string }) => ({
    identifier: account.email,
    password: account.password,
  });

  it("wrong passwords lock one client out of one account, not the owner's other clients", async () => {
    const account = await createAccount(app.strapi);
    const attacker = newIp();
    for (let i = 0; i < 3; i += 1) expect((await client(attacker).login(wrong(account))).status).toBe(400);
    // Even the right password from that client now waits (it could be the attacker's lucky guess).
    expectTooMany(await client(attacker).login(right(account)));
    // The owner, elsewhere, signs in as usual; so does the attacker's client for another account.
    expect((await client(newIp()).login(right(account))).status).toBe(200);
    const other = await createAccount(app.strapi);
    expect((await client(attacker).login(right(other))).status).toBe(200);
  });

  it('the right password does not count against an account (only failures do)', async () => {
    const account = await createAccount(app.strapi);
    const ip = newIp();
    for (let i = 0; i < 7; i += 1) expect((await client(ip).login(right(account))).status).toBe(200);
  });

  it('wrong passwords from many clients slow the account down with growing waits, never a lock, and e-mail the owner once', async () => {
    const account = await createAccount(app.strapi, { firstName: 'Ines' });
    const since = Date.now();
    for (let i = 0; i < 5; i += 1) expect((await client(newIp()).login(wrong(account))).status).toBe(400);
    // The fifth failure (the threshold) starts a 1 s wait for every client without a device cookie.
    const waiting = await client(newIp()).login(right(account));
    expectTooMany(waiting);
    expect(waiting.body.error.details.retryAfterSeconds).toBeLessThanOrEqual(1);
    const mail = await mailbox.waitFor({ to: account.email, subject: /sign-in attempts/ }, { since });
    expect(mail.text).toContain('Hello Ines,');
    expect(mail.text).toContain('5 times');
    expect(linkOf(mail, '/api/auth/unlock-account').searchParams.get('token')).toMatch(/^\d+\.\d+\.[0-9a-f]{64}$/);
    // After the wait the owner gets in; one more failure doubles the wait (2 s), still no lock.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await client(newIp()).login(wrong(account))).status).toBe(400);
    const longer = await client(newIp()).login(right(account));
    expectTooMany(longer);
    expect(longer.body.error.details.retryAfterSeconds).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await client(newIp()).login(right(account))).status).toBe(200);
    // One e-mail per window, not one per failure.
    const alerts = mailbox.messages().filter((m) => m.to.includes(account.email) && /sign-in attempts/.test(m.subject));
    expect(alerts).toHaveLength(1);
  });

  it("the e-mail's link lifts the slowdown; a forged or expired link does not", async () => {
    const account = await createAccount(app.strapi);
    const since = Date.now();
    for (let i = 0; i < 5; i += 1) await client(newIp()).login(wrong(account));
    await client(newIp()).login(wrong(account));
    expectTooMany(await client(newIp()).login(right(account)));
    const link = linkOf(
      await mailbox.waitFor({ to: account.email, subject: /sign-in attempts/ }, { since }),
      '/unlock-account',
    );
    const token = link.searchParams.get('token') as string;

    const forged = token.replace(/^\d+/, (id) => String(Number(id) + 1));
    const refused = await request(app.server).get(
      `/api/auth/unlock-account?token=${encodeURIComponent(forged)}&locale=fr`,
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.location).toMatch(/\/fr\/login\?unlocked=false$/);
    expectTooMany(await client(newIp()).login(right(account)));

    const res = await request(app.server).get(`${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/\/en\/login\?unlocked=true$/);
    expect((await client(newIp()).login(right(account))).status).toBe(200);
  });

  it('a browser that signed in before is not slowed down by other clients', async () => {
    const account = await createAccount(app.strapi);
    const home = newIp();
    const { token, code } = await startLogin(home, account);
    const verified = await client(home).verify(token, code);
    expect(verified.status).toBe(200);
    const device = (verified.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('portal_device='));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Strict/i);
    expect(device).toMatch(/path=\/api\/auth/i);
    for (let i = 0; i < 6; i += 1) await client(newIp()).login(wrong(account));
    expectTooMany(await client(newIp()).login(right(account)));
    const withDevice = await request(app.server)
      .post('/api/auth/local')
      .set('X-Forwarded-For', home)
      .set('Cookie', (device as string).split(';')[0] as string)
      .send(right(account));
    expect(withDevice.status).toBe(200);
    // A cookie made for another account does not help.
    const other = await createAccount(app.strapi);
    for (let i = 0; i < 6; i += 1) await client(newIp()).login(wrong(other));
    const borrowed = await request(app.server)
      .post('/api/auth/local')
      .set('X-Forwarded-For', newIp())
      .set('Cookie', (device as string).split(';')[0] as string)
      .send(right(other));
    expectTooMany(borrowed);
  });

  it('code verification per login attempt', async () => {
    const account = await createAccount(app.strapi);
    const { token, code } = await startLogin(newIp(), account);
    for (let i = 0; i < 8; i += 1) expect((await client(newIp()).verify(token, wrongCode(code))).status).toBe(400);
    expectTooMany(await client(newIp()).verify(token, code));
  });

  it('code verification per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < 12; i += 1)
      expect((await client(ip).verify(`${'z'.repeat(40)}${i}aa`, '000000')).status).toBe(400);
    expectTooMany(await client(ip).verify('z'.repeat(43), '000000'));
  });

  it('new codes per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i += 1) expect((await client(ip).resend(`${'w'.repeat(40)}${i}aa`)).status).toBe(400);
    expectTooMany(await client(ip).resend('w'.repeat(43)));
  });
});

describe('demo accounts', () => {
  it('are not created without SEED_DEMO, and never in production even when asked', async () => {
    const demoUsers = () =>
      app.strapi.db
        .query('plugin::users-permissions.user')
        .count({ where: { email: { $endsWith: '@portal.localhost' } } });
    expect(await demoUsers()).toBe(0);
    const { ensureDemoAccounts } = createRequire(import.meta.url)(
      '../../dist/src/bootstrap/demo-accounts.js',
    ) as typeof import('../../src/bootstrap/demo-accounts');
    await withEnv(PRODUCTION_ENV, () => ensureDemoAccounts(app.strapi));
    expect(await demoUsers()).toBe(0);
  });
});

describe('e-mail delivery failure', () => {
  it('answers 503 with a clear message and keeps no login attempt when the code cannot be sent', async () => {
    const account = await createAccount(app.strapi);
    const service = app.strapi.plugin('email').service('email') as { send: (...args: unknown[]) => Promise<unknown> };
    const send = service.send;
    const level = app.strapi.log.level;
    app.strapi.log.level = 'crit';
    service.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    let res: request.Response;
    try {
      res = await client(newIp()).login({ identifier: account.email, password: account.password });
    } finally {
      service.send = send;
      app.strapi.log.level = level;
    }
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'We could not send the e-mail. Please try again in a few minutes.',
        details: { code: 'mail.delivery_failed' },
      },
    });
    expect(await app.strapi.db.query(CHALLENGE_UID).count({ where: { userId: account.id } })).toBe(0);
  });
});

describe('private fields', () => {
  it('no response of this file exposed a password, token, code hash or provider (every body walked)', () => {
    expect(assertNoPrivateFieldsIn(responses)).toBeGreaterThan(20);
  });
});
