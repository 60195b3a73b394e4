import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_ROLE_TYPES, ROLE_TYPES, profileFormSchema, registerFormSchema } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { linkOf, startMailbox, type CapturedMail, type Mailbox } from '../helpers/mail';
import {
  allKeys,
  assertNoPrivateFields,
  assertNoPrivateFieldsIn,
  type CapturedResponse,
  captureResponses,
  createAccount,
  logIn,
  refreshSetCookie,
} from '../helpers/auth';

/**
 * Registration, e-mail confirmation, password reset, the demo accounts and the whole journey of
 * a new user. Boots with the demo seed (content, datasets, demo accounts) and a mail catcher.
 */

let app: TestApp;
let mailbox: Mailbox;
const responses: CapturedResponse[] = [];

const WEB_URL = 'http://portal.test:4173';
const DEMO_PASSWORD = 'DemoPortal2026!';
const USER_UID = 'plugin::users-permissions.user';
/** A bcrypt hash at the cost this run boots with (AUTH_BCRYPT_ROUNDS, tests/helpers/global-setup.ts). */
const HASH_OF_THIS_RUN = new RegExp(`^\\$2[ab]\\$${String(process.env.AUTH_BCRYPT_ROUNDS ?? 10).padStart(2, '0')}\\$`);

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({
    seedDemo: true,
    env: {
      ...mailbox.env,
      WEB_URL,
      IS_PROXIED: 'true',
      AUTH_RATE_REGISTER_IP: '3/3600',
      AUTH_RATE_FORGOT_PASSWORD_IP: '4/900',
      AUTH_RATE_FORGOT_PASSWORD_EMAIL: '2/900',
      AUTH_RATE_RESEND_CONFIRMATION_IP: '4/900',
      AUTH_RATE_RESEND_CONFIRMATION_EMAIL: '2/900',
      AUTH_RATE_RESET_PASSWORD_IP: '6/900',
    },
  });
  captureResponses(app.server, responses);
}, 300_000);
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

let counter = 0;
const newIp = () => {
  counter += 1;
  return `10.2.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};
const uniqueEmail = (label: string) => {
  counter += 1;
  return `${label}.${counter}.${Date.now().toString(36)}@Example.org`;
};

const api = (ip = newIp()) => {
  const agent = request(app.server);
  return {
    post: (path: string, body: unknown = {}) =>
      agent
        .post(path)
        .set('X-Forwarded-For', ip)
        .send(body as object),
    put: (path: string, body: unknown, jwt: string) =>
      agent
        .put(path)
        .set('X-Forwarded-For', ip)
        .set('Authorization', `Bearer ${jwt}`)
        .send(body as object),
    get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
  };
};

function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail('researcher'),
    password: 'Research-2026',
    firstName: 'Marie',
    lastName: 'Curie',
    organization: 'Université de Paris',
    organizationType: 'academic',
    country: 'France',
    ...overrides,
  };
}

/** Follows a link of an e-mail through the API (the link's path and query, on this server). */
const follow = (link: URL) => request(app.server).get(`${link.pathname}${link.search}`);

async function register(
  body: Record<string, unknown>,
  query = '',
): Promise<{ res: request.Response; mail: CapturedMail }> {
  const since = Date.now();
  const res = await api().post(`/api/auth/local/register${query}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await mailbox.waitFor({ to: String(body.email).toLowerCase() }, { since });
  return { res, mail };
}

async function storedUser(email: string): Promise<Record<string, unknown> & { id: number }> {
  return (await app.strapi.db
    .query(USER_UID)
    .findOne({ where: { email: email.toLowerCase() }, populate: ['role'] })) as Record<string, unknown> & {
    id: number;
  };
}

describe('POST /api/auth/local/register', () => {
  it('creates an unconfirmed applicant, sends the confirmation e-mail and returns no session', async () => {
    const body = registration({ receiveNewsAndUpdates: true });
    const { res, mail } = await register(body);
    const email = String(body.email).toLowerCase();
    expect(Object.keys(res.body.data).sort()).toEqual(['emailConfirmationRequired', 'user']);
    expect(res.body.data.emailConfirmationRequired).toBe(true);
    expect(res.body.data.user).toMatchObject({
      email,
      firstName: 'Marie',
      lastName: 'Curie',
      organization: 'Université de Paris',
      organizationType: 'academic',
      country: 'France',
      receiveNewsAndUpdates: true,
      confirmed: false,
      role: { type: 'authenticated' },
      bookmarkedDatasets: [],
    });
    expect(allKeys(res.body).has('jwt')).toBe(false);
    expect(refreshSetCookie(res)).toBeUndefined();
    assertNoPrivateFields(res.body);

    expect(mail.subject).toBe('Confirm your email address');
    const link = linkOf(mail, '/api/auth/email-confirmation');
    expect(link.searchParams.get('locale')).toBe('en');

    const stored = await storedUser(email);
    expect(stored).toMatchObject({
      username: email,
      provider: 'local',
      confirmed: false,
      blocked: false,
      role: { type: 'authenticated' },
    });
    expect(stored.password).not.toBe(body.password);
    expect(stored.password).toMatch(HASH_OF_THIS_RUN);
    expect(stored.confirmationToken).toBe(
      createHash('sha256')
        .update(link.searchParams.get('confirmation') ?? '')
        .digest('hex'),
    );
  });

  it.each([
    'role',
    'confirmed',
    'blocked',
    'provider',
    'username',
    'id',
    'documentId',
    'resetPasswordToken',
    'confirmationToken',
    'bookmarkedDatasets',
    'isAdmin',
  ])('refuses the field %s with 400 naming it, and creates nothing', async (field) => {
    const body = registration({ [field]: field === 'role' ? { type: 'queue-manager' } : true });
    const res = await api().post('/api/auth/local/register', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`Invalid parameters: ${field}`);
    expect(res.body.error.details.errors).toEqual([
      { path: [field], message: `Unknown field: ${field}`, name: 'ValidationError', code: 'validation.unknown_field' },
    ]);
    expect(await storedUser(String(body.email))).toBeNull();
  });

  it('validates with the shared rules and returns every field error', async () => {
    const res = await api().post(
      '/api/auth/local/register',
      registration({ password: 'short', country: '', email: 'not-an-email' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.message).toBe('Please enter a valid email address, for example name@university.ca.');
    const errors = res.body.error.details.errors as Array<{ path: string[]; message: string }>;
    const messagesOf = (field: string) => errors.filter((e) => e.path[0] === field).map((e) => e.message);
    expect(messagesOf('password')).toEqual([
      'Your password must be at least 8 characters long.',
      'Your password must contain at least one digit.',
    ]);
    expect(messagesOf('country')).toEqual(['Please enter the country where you work.']);
    expect(allKeys(res.body).has('value')).toBe(false); // the password is never echoed
  });

  it("refuses a taken e-mail (any case) with Strapi's message", async () => {
    const body = registration();
    await register(body);
    const again = await api().post(
      '/api/auth/local/register',
      registration({ email: String(body.email).toUpperCase() }),
    );
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Email or Username are already taken');
  });

  it('always gives the authenticated role, whatever the default role in the admin settings', async () => {
    const store = app.strapi.store({ type: 'plugin', name: 'users-permissions' });
    const advanced = (await store.get({ key: 'advanced' })) as Record<string, unknown>;
    await store.set({ key: 'advanced', value: { ...advanced, default_role: 'queue-manager' } });
    try {
      const body = registration();
      const { res } = await register(body);
      expect(res.body.data.user.role.type).toBe('authenticated');
    } finally {
      await store.set({ key: 'advanced', value: advanced });
    }
  });

  it('is refused when an administrator disabled sign-ups', async () => {
    const store = app.strapi.store({ type: 'plugin', name: 'users-permissions' });
    const advanced = (await store.get({ key: 'advanced' })) as Record<string, unknown>;
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
    try {
      const res = await api().post('/api/auth/local/register', registration());
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Register action is currently disabled');
    } finally {
      await store.set({ key: 'advanced', value: advanced });
    }
  });

  it('is limited per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1)
      expect((await api(ip).post('/api/auth/local/register', { email: 'bad' })).status).toBe(400);
    const res = await api(ip).post('/api/auth/local/register', registration());
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('the shared schemas agree with the formValidations of the content', () => {
  type Rule = { field: string; rule: string; value: string; message: string };

  const validForm = (): Record<string, unknown> => ({ ...registration(), confirmPassword: 'Research-2026' });

  function failsOn(
    schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } } },
    value: Record<string, unknown>,
    field: string,
  ): boolean {
    const result = schema.safeParse(value);
    return !result.success && (result.error?.issues ?? []).some((issue) => issue.path[0] === field);
  }

  function checkRule(schema: Parameters<typeof failsOn>[0], base: () => Record<string, unknown>, rule: Rule): void {
    const label = `${rule.field} ${rule.rule} ${rule.value}`;
    const withValue = (value: unknown) => ({ ...base(), [rule.field]: value });
    expect(failsOn(schema, base(), rule.field), `${label}: the valid base passes`).toBe(false);
    switch (rule.rule) {
      case 'required':
        expect(failsOn(schema, withValue(''), rule.field), label).toBe(true);
        break;
      case 'minLength': {
        const n = Number(rule.value);
        const short = rule.field === 'password' ? `a1${'b'.repeat(n - 3)}` : 'x'.repeat(n - 1);
        expect(failsOn(schema, withValue(short), rule.field), label).toBe(true);
        const exact = rule.field === 'password' ? `a1${'b'.repeat(n - 2)}` : 'x'.repeat(n);
        const confirm = rule.field === 'password' ? { confirmPassword: exact } : {};
        expect(failsOn(schema, { ...withValue(exact), ...confirm }, rule.field), label).toBe(false);
        break;
      }
      case 'maxLength': {
        const n = Number(rule.value);
        const make = (length: number) =>
          rule.field === 'email'
            ? `${'a'.repeat(length - '@example.org'.length)}@example.org`
            : rule.field === 'password'
              ? `a1${'b'.repeat(length - 2)}`
              : 'x'.repeat(length);
        expect(failsOn(schema, withValue(make(n + 1)), rule.field), label).toBe(true);
        const confirm = rule.field === 'password' ? { confirmPassword: make(n) } : {};
        expect(failsOn(schema, { ...withValue(make(n)), ...confirm }, rule.field), label).toBe(false);
        break;
      }
      case 'pattern': {
        const pattern = new RegExp(rule.value);
        const candidate = ['12345678', 'abcdefgh', 'ABCDEFGH', '!!!!!!!!'].find((c) => !pattern.test(c));
        expect(candidate, label).toBeDefined();
        expect(failsOn(schema, withValue(candidate), rule.field), label).toBe(true);
        break;
      }
      case 'email':
        expect(failsOn(schema, withValue('name-at-university.ca'), rule.field), label).toBe(true);
        break;
      case 'matchesField':
        expect(
          failsOn(schema, { ...base(), [rule.field]: `${String(base()[rule.value])}-different` }, rule.field),
          label,
        ).toBe(true);
        break;
      default:
        throw new Error(`Unknown rule ${rule.rule}`);
    }
  }

  it('create-account: every rule of the content is enforced by registerFormSchema', async () => {
    const res = await api().get('/api/create-account?locale=en');
    expect(res.status).toBe(200);
    const rules = res.body.data.formValidations as Rule[];
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules) checkRule(registerFormSchema, validForm, rule);
    const rulesOf = (field: string) => rules.filter((r) => r.field === field).map((r) => r.rule);
    expect(rulesOf('password')).toEqual(expect.arrayContaining(['required', 'minLength', 'pattern']));
  });

  it('profile: every rule of the content is enforced by profileFormSchema', async () => {
    const res = await api().get('/api/profile?locale=en');
    expect(res.status).toBe(200);
    const rules = res.body.data.formValidations as Rule[];
    expect(rules.length).toBeGreaterThan(0);
    const base = () => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      organization: 'Analytical Society',
      organizationType: 'academic',
      country: 'UK',
      receiveNewsAndUpdates: false,
    });
    for (const rule of rules) checkRule(profileFormSchema, base, rule);
  });
});

describe('e-mail confirmation', () => {
  it(`redirects to ${WEB_URL}/{locale}/login?confirmed=true, then the user can log in; the link works once`, async () => {
    const body = registration();
    const { mail } = await register(body);
    const email = String(body.email).toLowerCase();
    const beforeConfirm = await api().post('/api/auth/local', { identifier: email, password: body.password });
    expect(beforeConfirm.status).toBe(400);
    expect(beforeConfirm.body.error.message).toBe('Your account email is not confirmed');

    const link = linkOf(mail, '/api/auth/email-confirmation');
    const res = await follow(link);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${WEB_URL}/en/login?confirmed=true`);
    expect((await storedUser(email)).confirmed).toBe(true);
    expect((await storedUser(email)).confirmationToken).toBeNull();

    const session = await logIn(app.server, mailbox, email, String(body.password));
    expect(session.user.confirmed).toBe(true);

    const again = await follow(link);
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe(`${WEB_URL}/en/login?confirmed=false`);
  });

  it('keeps the locale of the registration (?locale=fr): French e-mail, French landing page', async () => {
    const body = registration({ firstName: 'Étienne' });
    const { mail } = await register(body, '?locale=fr');
    expect(mail.subject).toBe('Confirmez votre adresse courriel');
    expect(mail.text).toContain('Bonjour Étienne,');
    const res = await follow(linkOf(mail, '/api/auth/email-confirmation'));
    expect(res.headers.location).toBe(`${WEB_URL}/fr/login?confirmed=true`);
  });

  it('sends an unknown code or locale to the default landing page with confirmed=false', async () => {
    const res = await request(app.server).get(
      '/api/auth/email-confirmation?confirmation=nope&locale=https://evil.example',
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${WEB_URL}/en/login?confirmed=false`);
    const none = await request(app.server).get('/api/auth/email-confirmation');
    expect(none.headers.location).toBe(`${WEB_URL}/en/login?confirmed=false`);
  });
});

describe('POST /api/auth/resend-email-confirmation', () => {
  it('answers the same for unknown, confirmed and unconfirmed addresses; only the last gets a new link', async () => {
    const body = registration();
    const { mail: first } = await register(body);
    const email = String(body.email).toLowerCase();
    const confirmed = await createAccount(app.strapi);

    const since = Date.now();
    for (const address of ['nobody-here@example.org', confirmed.email, email]) {
      const res = await api().post('/api/auth/resend-email-confirmation', { email: address });
      expect(res.status, address).toBe(200);
      expect(res.body, address).toEqual({ data: { ok: true } });
    }
    const second = await mailbox.waitFor({ to: email }, { since });
    await mailbox.expectNone({ to: confirmed.email }, 300, since);
    await mailbox.expectNone({ to: 'nobody-here@example.org' }, 0, since);

    // The new link replaces the old one.
    expect((await follow(linkOf(first, '/api/auth/email-confirmation'))).headers.location).toContain('confirmed=false');
    expect((await follow(linkOf(second, '/api/auth/email-confirmation'))).headers.location).toContain('confirmed=true');
  });

  it('is limited per address and per client address', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < 2; i += 1)
      expect((await api().post('/api/auth/resend-email-confirmation', { email })).status).toBe(200);
    const perEmail = await api().post('/api/auth/resend-email-confirmation', { email });
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.error.details.retryAfterSeconds).toBeGreaterThan(0);

    const ip = newIp();
    for (let i = 0; i < 4; i += 1)
      expect((await api(ip).post('/api/auth/resend-email-confirmation', { email: uniqueEmail('ip') })).status).toBe(
        200,
      );
    expect((await api(ip).post('/api/auth/resend-email-confirmation', { email: uniqueEmail('ip') })).status).toBe(429);
  });
});

describe('forgot and reset password', () => {
  async function requestReset(email: string): Promise<{ code: string; link: URL }> {
    const since = Date.now();
    const res = await api().post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
    const link = linkOf(
      await mailbox.waitFor({ to: email.toLowerCase(), subject: 'Reset your password' }, { since }),
      '/reset-password',
    );
    return { code: link.searchParams.get('code') ?? '', link };
  }

  it('answers the same for a known and an unknown address; only the known one gets the link', async () => {
    const account = await createAccount(app.strapi);
    const since = Date.now();
    const known = await api().post('/api/auth/forgot-password', { email: account.email.toUpperCase() });
    const unknown = await api().post('/api/auth/forgot-password', { email: 'ghost@example.org' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ data: { ok: true } });
    const mail = await mailbox.waitFor({ to: account.email }, { since });
    const link = linkOf(mail, '/reset-password');
    expect(`${link.origin}${link.pathname}`).toBe(`${WEB_URL}/en/reset-password`);
    expect(link.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(mail.text).toContain('expires in 60 minutes');
    await mailbox.expectNone({ to: 'ghost@example.org' }, 300, since);
    const stored = await storedUser(account.email);
    expect(stored.resetPasswordToken).toBe(
      createHash('sha256')
        .update(link.searchParams.get('code') ?? '')
        .digest('hex'),
    );
  });

  it('resets with the code (no auto-login), ends every session, and the code works once', async () => {
    const account = await createAccount(app.strapi);
    const session = await logIn(app.server, mailbox, account.email, account.password);
    const { code } = await requestReset(account.email);

    const res = await api().post('/api/auth/reset-password', {
      code,
      password: 'Brand-new-2026',
      passwordConfirmation: 'Brand-new-2026',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
    expect(refreshSetCookie(res)).toBeUndefined();

    expect((await request(app.server).post('/api/auth/refreshToken').set('Cookie', session.cookie)).status).toBe(401);
    expect(
      (await request(app.server).post('/api/user-status').set('Authorization', `Bearer ${session.jwt}`)).status,
    ).toBe(401);

    const oldPassword = await api().post('/api/auth/local', { identifier: account.email, password: account.password });
    expect(oldPassword.status).toBe(400);
    const relogin = await logIn(app.server, mailbox, account.email, 'Brand-new-2026');
    expect(relogin.user.email).toBe(account.email);
    expect((await storedUser(account.email)).password).toMatch(HASH_OF_THIS_RUN);

    const reused = await api().post('/api/auth/reset-password', {
      code,
      password: 'Another-2026',
      passwordConfirmation: 'Another-2026',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('Invalid or expired code');
  });

  it('refuses an expired code', async () => {
    const account = await createAccount(app.strapi);
    const { code } = await requestReset(account.email);
    await app.strapi.db
      .query(USER_UID)
      .update({ where: { id: account.id }, data: { resetPasswordExpiresAt: new Date(Date.now() - 1000) } });
    const res = await api().post('/api/auth/reset-password', {
      code,
      password: 'Brand-new-2026',
      passwordConfirmation: 'Brand-new-2026',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid or expired code');
  });

  it("answers 'Code is required' without a code, and checks the new password", async () => {
    const missing = await api().post('/api/auth/reset-password', {
      password: 'Brand-new-2026',
      passwordConfirmation: 'Brand-new-2026',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Code is required');
    const mismatch = await api().post('/api/auth/reset-password', {
      code: 'abc',
      password: 'Brand-new-2026',
      passwordConfirmation: 'Brand-new-2027',
    });
    expect(mismatch.body.error.message).toBe('Passwords do not match');
    const weak = await api().post('/api/auth/reset-password', {
      code: 'abc',
      password: 'password',
      passwordConfirmation: 'password',
    });
    expect(weak.body.error.message).toBe('Your password must contain at least one digit.');
    const wrong = await api().post('/api/auth/reset-password', {
      code: 'abc',
      password: 'Brand-new-2026',
      passwordConfirmation: 'Brand-new-2026',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Invalid or expired code');
  });

  it('sends the reset link in French with ?locale=fr', async () => {
    const account = await createAccount(app.strapi);
    const since = Date.now();
    await api().post('/api/auth/forgot-password?locale=fr', { email: account.email });
    const mail = await mailbox.waitFor({ to: account.email }, { since });
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(linkOf(mail, '/reset-password').pathname).toBe('/fr/reset-password');
  });

  it('is limited per address and per client address', async () => {
    const email = uniqueEmail('forgetful');
    for (let i = 0; i < 2; i += 1) expect((await api().post('/api/auth/forgot-password', { email })).status).toBe(200);
    const perEmail = await api().post('/api/auth/forgot-password', { email });
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);

    const ip = newIp();
    for (let i = 0; i < 4; i += 1)
      expect((await api(ip).post('/api/auth/forgot-password', { email: uniqueEmail('ip') })).status).toBe(200);
    expect((await api(ip).post('/api/auth/forgot-password', { email: uniqueEmail('ip') })).status).toBe(429);

    const resetIp = newIp();
    for (let i = 0; i < 6; i += 1) expect((await api(resetIp).post('/api/auth/reset-password', {})).status).toBe(400);
    expect((await api(resetIp).post('/api/auth/reset-password', {})).status).toBe(429);
  });
});

describe('demo accounts (SEED_DEMO=true)', () => {
  it('exist, confirmed, for every role, with the documented password', async () => {
    const emails = ROLE_TYPES.map((role) =>
      role === 'authenticated' ? 'applicant@portal.localhost' : `${role}@portal.localhost`,
    );
    const users = (await app.strapi.db
      .query(USER_UID)
      .findMany({ where: { email: { $in: emails } }, populate: ['role'] })) as Array<{
      email: string;
      confirmed: boolean;
      blocked: boolean;
      role: { type: string };
      organizationType: string;
    }>;
    expect(users).toHaveLength(ROLE_TYPES.length);
    const byRole = Object.fromEntries(users.map((u) => [u.role.type, u]));
    for (const role of ROLE_TYPES) {
      expect(byRole[role], role).toBeDefined();
      expect(byRole[role]).toMatchObject({ confirmed: true, blocked: false });
    }
    expect(byRole.authenticated).toMatchObject({ email: 'applicant@portal.localhost', organizationType: 'academic' });
    for (const role of INTERNAL_ROLE_TYPES) expect(byRole[role]?.email).toBe(`${role}@portal.localhost`);
  });

  it('every demo account logs in with the e-mailed code and sees its role', async () => {
    for (const role of ROLE_TYPES) {
      const email = role === 'authenticated' ? 'applicant@portal.localhost' : `${role}@portal.localhost`;
      const session = await logIn(app.server, mailbox, email, DEMO_PASSWORD);
      expect(session.user.role.type, role).toBe(role);
      if (role === 'queue-manager') {
        const staff = await request(app.server)
          .get('/api/users-by-role/?roles=dag-member,dag-chair')
          .set('Authorization', `Bearer ${session.jwt}`);
        expect(staff.status).toBe(200);
        expect((staff.body.data as Array<{ email: string }>).map((u) => u.email)).toEqual(
          expect.arrayContaining(['dag-member@portal.localhost', 'dag-chair@portal.localhost']),
        );
      }
    }
  });

  it('a second boot on the same database creates no duplicate account', async () => {
    const before = await app.strapi.db.query(USER_UID).count();
    app = await app.reboot();
    captureResponses(app.server, responses);
    expect(await app.strapi.db.query(USER_UID).count()).toBe(before);
  }, 120_000);
});

describe('the whole journey of a new user', () => {
  it('register → confirm → log in → code → user-status → profile → bookmark → remove → logout', async () => {
    const body = registration({ firstName: 'Rosalind', lastName: 'Franklin', email: uniqueEmail('rosalind') });
    const email = String(body.email).toLowerCase();
    const { res: registered, mail } = await register(body);
    assertNoPrivateFields(registered.body);

    expect((await follow(linkOf(mail, '/api/auth/email-confirmation'))).headers.location).toBe(
      `${WEB_URL}/en/login?confirmed=true`,
    );

    const session = await logIn(app.server, mailbox, email, String(body.password));
    const auth = { Authorization: `Bearer ${session.jwt}` };

    const status = await request(app.server).post('/api/user-status').set(auth);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({
      loggedIn: true,
      user: {
        email,
        firstName: 'Rosalind',
        confirmed: true,
        role: { type: 'authenticated', name: expect.any(String) },
      },
    });
    assertNoPrivateFields(status.body);

    const profile = await api().put(
      '/api/user',
      { organization: "King's College London", country: 'United Kingdom', receiveNewsAndUpdates: true },
      session.jwt,
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      organization: "King's College London",
      country: 'United Kingdom',
      receiveNewsAndUpdates: true,
    });
    assertNoPrivateFields(profile.body);

    const datasets = await request(app.server).get('/api/datasets?locale=en');
    expect(datasets.status).toBe(200);
    const dataset = (datasets.body.data as Array<{ documentId: string; title: string; slug: string }>)[0];
    expect(dataset).toBeDefined();

    const bookmarked = await request(app.server).post(`/api/bookmark/${dataset!.documentId}`).set(auth);
    expect(bookmarked.status).toBe(200);
    expect(bookmarked.body.data.bookmarkedDatasets).toEqual([
      { documentId: dataset!.documentId, title: dataset!.title, slug: dataset!.slug },
    ]);
    expect(
      (await request(app.server).post('/api/user-status').set(auth)).body.data.user.bookmarkedDatasets,
    ).toHaveLength(1);

    const removed = await request(app.server).post(`/api/remove-bookmark/${dataset!.slug}`).set(auth);
    expect(removed.status).toBe(200);
    expect(removed.body.data.bookmarkedDatasets).toEqual([]);

    const logout = await request(app.server).post('/api/logout').set('Cookie', session.cookie).set(auth);
    expect(logout.body).toEqual({ data: { ok: true } });
    expect((await request(app.server).post('/api/auth/refreshToken').set('Cookie', session.cookie)).status).toBe(401);
    expect((await request(app.server).post('/api/user-status').set(auth)).status).toBe(401);
  });
});

describe('private fields', () => {
  it('no response of this file exposed a password, token, code hash or provider (every body walked)', () => {
    expect(assertNoPrivateFieldsIn(responses)).toBeGreaterThan(20);
  });
});
