import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_ROLE_TYPES, ROLE_TYPES } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { startMailbox, type Mailbox } from '../helpers/mail';
import {
  allKeys,
  assertNoPrivateFields,
  assertNoPrivateFieldsIn,
  type CapturedResponse,
  captureResponses,
  createAccount,
  REFRESH_COOKIE,
  refreshCookieFrom,
  refreshSetCookie,
  type Session,
} from '../helpers/auth';
import { createRequire } from 'node:module';

// The compiled policies, exactly as Strapi loads them.
const requireDist = createRequire(import.meta.url);
const policy = <T>(name: string): T => (requireDist(`../../dist/src/policies/${name}.js`) as { default: T }).default;
const hasRole = policy<typeof import('../../src/policies/has-role').default>('has-role');
const isAuthenticated = policy<typeof import('../../src/policies/is-authenticated').default>('is-authenticated');
const isInternal = policy<typeof import('../../src/policies/is-internal').default>('is-internal');

/**
 * Sessions, the signed-in user's endpoints, roles and bookmarks. This file boots with the second
 * login step switched off (AUTH_OTP_REQUIRED=false), so POST /api/auth/local answers with the
 * session directly; the two-step login itself is covered by auth-login.test.ts.
 */

let app: TestApp;
let mailbox: Mailbox;
const responses: CapturedResponse[] = [];

const PUBLIC_USER_KEYS = [
  'bookmarkedDatasets',
  'confirmed',
  'country',
  'documentId',
  'email',
  'firstName',
  'id',
  'lastName',
  'locale',
  'notificationFrequency',
  'organization',
  'organizationType',
  'receiveNewsAndUpdates',
  'role',
].sort();

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({
    env: {
      ...mailbox.env,
      AUTH_OTP_REQUIRED: 'false',
      AUTH_RATE_LOGIN_IP: '1000/60',
      AUTH_RATE_LOGIN_ACCOUNT_CLIENT: '1000/60',
      AUTH_RATE_LOGIN_ACCOUNT: '1000/60',
      AUTH_REFRESH_REUSE_GRACE_SECONDS: '5',
      WEB_URL: 'http://portal.test',
    },
  });
  captureResponses(app.server, responses);
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

const api = () => request(app.server);
const bearer = (session: Session) => ({ Authorization: `Bearer ${session.jwt}` });

async function login(email: string, password: string): Promise<Session> {
  const res = await api().post('/api/auth/local').send({ identifier: email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { jwt: res.body.data.jwt, cookie: refreshCookieFrom(res), user: res.body.data.user };
}

async function newSession(
  role = 'authenticated',
): Promise<Session & { account: Awaited<ReturnType<typeof createAccount>> }> {
  const account = await createAccount(app.strapi, { role });
  return { ...(await login(account.email, account.password)), account };
}

const refresh = (cookie: string) => api().post('/api/auth/refreshToken').set('Cookie', cookie);
const userStatus = (session: Session) => api().post('/api/user-status').set(bearer(session));

function decode(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function moveRotationBack(sessionCookie: string, seconds: number): Promise<void> {
  // The parent of this cookie's session was rotated when its child was created: age the child.
  const payload = decode(sessionCookie.slice(`${REFRESH_COOKIE}=`.length));
  const child = (await app.strapi.db.query('admin::session').findOne({ where: { sessionId: payload.sessionId } })) as {
    childId: string;
  };
  const meta = app.strapi.db.metadata.get('admin::session') as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  await app.strapi.db
    .connection(meta.tableName)
    .where({ [meta.attributes.sessionId?.columnName ?? 'session_id']: child.childId })
    .update({ [meta.attributes.createdAt?.columnName ?? 'created_at']: new Date(Date.now() - seconds * 1000) });
}

async function createDataset(slug: string, title: string, frTitle?: string): Promise<string> {
  const documents = app.strapi.documents('api::dataset.dataset' as never) as unknown as {
    create: (p: Record<string, unknown>) => Promise<{ documentId: string }>;
    update: (p: Record<string, unknown>) => Promise<unknown>;
    publish: (p: Record<string, unknown>) => Promise<unknown>;
  };
  const created = await documents.create({ data: { title, slug }, locale: 'en' });
  await documents.publish({ documentId: created.documentId, locale: 'en' });
  if (frTitle) {
    await documents.update({ documentId: created.documentId, locale: 'fr', data: { title: frTitle, slug } });
    await documents.publish({ documentId: created.documentId, locale: 'fr' });
  }
  return created.documentId;
}

describe('login without the second step (AUTH_OTP_REQUIRED=false)', () => {
  it('answers with the session: access token, PublicUser and the refresh cookie', async () => {
    const account = await createAccount(app.strapi);
    const res = await api()
      .post('/api/auth/local')
      .send({ identifier: account.email.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['jwt', 'user']);
    expect(Object.keys(res.body.data.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(res.body.data.user).toMatchObject({
      email: account.email,
      role: { type: 'authenticated' },
      confirmed: true,
      bookmarkedDatasets: [],
    });
    expect(res.headers['cache-control']).toBe('no-store');
    assertNoPrivateFields(res.body);
    const cookie = refreshSetCookie(res) ?? '';
    expect(cookie).toMatch(/^portal_refresh=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    expect(cookie.toLowerCase()).toContain('path=/api;');
    expect(cookie.toLowerCase()).not.toContain('secure'); // Secure only in production (or AUTH_COOKIE_SECURE=true)
    expect(mailbox.messages()).toHaveLength(0);
  });

  it('issues access tokens that live at most 15 minutes (600 s by default)', async () => {
    const session = await newSession();
    const claims = decode(session.jwt);
    expect(claims.type).toBe('access');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600);
  });
});

describe('POST /api/user-status', () => {
  it('returns the signed-in user', async () => {
    const session = await newSession();
    const res = await userStatus(session);
    expect(res.status).toBe(200);
    expect(res.body.data.loggedIn).toBe(true);
    expect(res.body.data.user).toEqual(session.user);
    expect(Object.keys(res.body.data.user).sort()).toEqual(PUBLIC_USER_KEYS);
    assertNoPrivateFields(res.body);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { Authorization: 'Bearer not-a-jwt' }],
    [
      'a token signed with another secret',
      {
        Authorization:
          'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VySWQiOiIxIiwic2Vzc2lvbklkIjoieCIsInR5cGUiOiJhY2Nlc3MifQ.c2lnbmF0dXJl',
      },
    ],
    ['a Basic header', { Authorization: 'Basic dXNlcjpwYXNz' }],
  ])("answers 401 'User is not logged in' with %s", async (_label, headers) => {
    const res = await api()
      .post('/api/user-status')
      .set(headers as Record<string, string>);
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

  it('refuses a refresh token used as a Bearer access token', async () => {
    const session = await newSession();
    const res = await api()
      .post('/api/user-status')
      .set('Authorization', `Bearer ${session.cookie.split('=')[1]}`);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not logged in');
  });

  it('works for every role', async () => {
    for (const role of ROLE_TYPES) {
      const session = await newSession(role);
      const res = await userStatus(session);
      expect(res.status, role).toBe(200);
      expect(res.body.data.user.role.type, role).toBe(role);
    }
  });
});

describe('POST /api/auth/refreshToken', () => {
  it('rotates the cookie and returns a new access token; the old access token keeps working until it expires', async () => {
    const session = await newSession();
    const res = await refresh(session.cookie);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['jwt']);
    const rotated = refreshCookieFrom(res);
    expect(rotated).not.toBe(session.cookie);
    expect(res.body.data.jwt).not.toBe(session.jwt);
    expect((await userStatus({ ...session, jwt: res.body.data.jwt })).status).toBe(200);
    expect((await userStatus(session)).status).toBe(200);
    // The rotated cookie rotates again.
    const again = await refresh(rotated);
    expect(again.status).toBe(200);
    assertNoPrivateFields(again.body);
  });

  it.each([
    ['no cookie', ''],
    ['an empty cookie', `${REFRESH_COOKIE}=`],
    ['garbage', `${REFRESH_COOKIE}=abc.def.ghi`],
  ])("answers 401 'Invalid refresh token' with %s", async (_label, cookie) => {
    const req = api().post('/api/auth/refreshToken');
    const res = await (cookie ? req.set('Cookie', cookie) : req);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ status: 401, message: 'Invalid refresh token' });
  });

  it('refuses an access token sent as the refresh cookie', async () => {
    const session = await newSession();
    const res = await refresh(`${REFRESH_COOKIE}=${session.jwt}`);
    expect(res.status).toBe(401);
  });

  it('gives a concurrent tab (same old cookie within the grace window) the current token, not a new family', async () => {
    const session = await newSession();
    const first = await refresh(session.cookie);
    const second = await refresh(session.cookie);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(refreshCookieFrom(second)).toBe(refreshCookieFrom(first));
    expect((await userStatus({ ...session, jwt: second.body.data.jwt })).status).toBe(200);
    expect((await refresh(refreshCookieFrom(second))).status).toBe(200);
  });

  it('two tabs refreshing at the same instant both stay signed in', async () => {
    const session = await newSession();
    const results = await Promise.all([refresh(session.cookie), refresh(session.cookie), refresh(session.cookie)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const res of results) expect((await userStatus({ ...session, jwt: res.body.data.jwt })).status).toBe(200);
    expect((await refresh(refreshCookieFrom(results[2]!))).status).toBe(200);
  });

  it('treats reuse of a rotated token after the grace window as theft: the whole family is revoked', async () => {
    const session = await newSession();
    const first = await refresh(session.cookie);
    const newer = refreshCookieFrom(first);
    const newerJwt = first.body.data.jwt as string;
    await moveRotationBack(session.cookie, 60);

    const reuse = await refresh(session.cookie);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.message).toBe('Invalid refresh token');
    expect(refreshSetCookie(reuse)).toMatch(/^portal_refresh=;/); // cleared

    // The newer token (held by whoever rotated first) is dead too, and so are the access tokens.
    expect((await refresh(newer)).status).toBe(401);
    expect((await userStatus({ ...session, jwt: newerJwt })).status).toBe(401);
    expect((await userStatus(session)).status).toBe(401);
    const remaining = await app.strapi.db
      .query('admin::session')
      .count({ where: { userId: String(session.account.id) } });
    expect(remaining).toBe(0);
  });

  it('revokes only the reused family: another login of the same user stays signed in', async () => {
    const account = await createAccount(app.strapi);
    const laptop = await login(account.email, account.password);
    const phone = await login(account.email, account.password);
    await refresh(laptop.cookie);
    await moveRotationBack(laptop.cookie, 60);
    expect((await refresh(laptop.cookie)).status).toBe(401);
    expect((await userStatus(phone)).status).toBe(200);
    expect((await refresh(phone.cookie)).status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session on the server and clears the cookie; refresh then fails', async () => {
    const session = await newSession();
    const res = await api().post('/api/logout').set('Cookie', session.cookie).set(bearer(session));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
    const cleared = refreshSetCookie(res) ?? '';
    expect(cleared).toMatch(/^portal_refresh=;/);
    expect(cleared.toLowerCase()).toContain('path=/api');
    expect(cleared.toLowerCase()).toContain('expires=thu, 01 jan 1970');

    const after = await refresh(session.cookie);
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('Invalid refresh token');
    expect((await userStatus(session)).status).toBe(401);
  });

  it('ends the session with only the cookie (no Bearer), or with only the Bearer (no cookie)', async () => {
    const a = await newSession();
    expect((await api().post('/api/logout').set('Cookie', a.cookie)).status).toBe(200);
    expect((await userStatus(a)).status).toBe(401);
    const b = await newSession();
    expect((await api().post('/api/logout').set(bearer(b))).status).toBe(200);
    expect((await refresh(b.cookie)).status).toBe(401);
  });

  it('is idempotent: 200 without any session, and a second logout still answers 200', async () => {
    expect((await api().post('/api/logout')).body).toEqual({ data: { ok: true } });
    const session = await newSession();
    expect((await api().post('/api/logout').set('Cookie', session.cookie)).status).toBe(200);
    expect((await api().post('/api/logout').set('Cookie', session.cookie)).status).toBe(200);
    expect((await api().post('/api/logout').set('Cookie', `${REFRESH_COOKIE}=garbage`)).status).toBe(200);
  });

  it('after a rotation, the old cookie still ends the family', async () => {
    const session = await newSession();
    const rotated = refreshCookieFrom(await refresh(session.cookie));
    expect((await api().post('/api/logout').set('Cookie', session.cookie)).status).toBe(200);
    expect((await refresh(rotated)).status).toBe(401);
  });
});

describe('blocking a user ends their sessions', () => {
  it('refresh and access both answer 401 once an administrator sets blocked', async () => {
    const session = await newSession();
    const other = await login(session.account.email, session.account.password);
    await app.strapi
      .documents('plugin::users-permissions.user')
      .update({ documentId: session.account.documentId, data: { blocked: true } as never });
    expect((await refresh(session.cookie)).status).toBe(401);
    expect((await refresh(other.cookie)).status).toBe(401);
    expect((await userStatus(session)).status).toBe(401);
    const relogin = await api()
      .post('/api/auth/local')
      .send({ identifier: session.account.email, password: session.account.password });
    expect(relogin.status).toBe(400);
    expect(relogin.body.error.message).toBe('Your account has been blocked by an administrator');
  });

  it('a password change by an administrator ends the sessions too', async () => {
    const session = await newSession();
    await app.strapi
      .plugin('users-permissions')
      .service('user')
      .edit(session.account.id, { password: 'An0ther-password' });
    expect((await refresh(session.cookie)).status).toBe(401);
    expect((await userStatus(session)).status).toBe(401);
  });

  it('a blocked user whose session record survived still cannot refresh', async () => {
    const session = await newSession();
    // Bypass the lifecycle hook (a raw update), as if the block happened outside Strapi.
    const meta = app.strapi.db.metadata.get('plugin::users-permissions.user') as { tableName: string };
    await app.strapi.db.connection(meta.tableName).where({ id: session.account.id }).update({ blocked: true });
    expect((await refresh(session.cookie)).status).toBe(401);
    expect((await userStatus(session)).status).toBe(401);
  });
});

describe('GET /api/users-by-role', () => {
  let staff: Record<string, { id: number; email: string }>;
  beforeAll(async () => {
    staff = {};
    for (const role of INTERNAL_ROLE_TYPES)
      staff[role] = await createAccount(app.strapi, { role, firstName: 'Staff', lastName: role });
    await createAccount(app.strapi, { role: 'dag-member', blocked: true, lastName: 'Blocked member' });
  });

  it('lists non-blocked users of the requested roles, with only the fields staff need', async () => {
    const session = await newSession('queue-manager');
    const res = await api().get('/api/users-by-role?roles=dag-member,dag-chair').set(bearer(session));
    expect(res.status).toBe(200);
    const users = res.body.data as Array<Record<string, unknown>>;
    expect(users.length).toBeGreaterThanOrEqual(2);
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual(['documentId', 'email', 'firstName', 'id', 'lastName', 'role']);
      expect(Object.keys(user.role as object).sort()).toEqual(['name', 'type']);
      expect(['dag-member', 'dag-chair']).toContain((user.role as { type: string }).type);
      expect(user.lastName).not.toBe('Blocked member');
    }
    expect(users.map((u) => u.email)).toEqual(
      expect.arrayContaining([staff['dag-member']!.email, staff['dag-chair']!.email]),
    );
    assertNoPrivateFields(res.body);
  });

  it('answers with the trailing slash too, for every internal role', async () => {
    for (const role of INTERNAL_ROLE_TYPES) {
      const session = await newSession(role);
      const res = await api().get('/api/users-by-role/?roles=contract-manager').set(bearer(session));
      expect(res.status, role).toBe(200);
      expect(
        (res.body.data as Array<{ role: { type: string } }>).every((u) => u.role.type === 'contract-manager'),
        role,
      ).toBe(true);
    }
  });

  it('is forbidden to an applicant (authenticated role)', async () => {
    const session = await newSession('authenticated');
    const res = await api().get('/api/users-by-role?roles=dag-member').set(bearer(session));
    expect(res.status).toBe(403);
    expect(res.body.data).toBeNull();
    expect(allKeys(res.body).has('email')).toBe(false);
  });

  it("answers 401 'User is not logged in' without a session", async () => {
    const res = await api().get('/api/users-by-role?roles=dag-member');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not logged in');
  });

  it.each([
    ['', 'roles is required'],
    ['?roles=', 'roles is required'],
    ['?roles=admin', 'Unknown or non-internal role: admin'],
    ['?roles=dag-member,public', 'Unknown or non-internal role: public'],
    ['?roles=authenticated', 'Unknown or non-internal role: authenticated'],
  ])('answers 400 for %j', async (query, message) => {
    const session = await newSession('dag-chair');
    const res = await api().get(`/api/users-by-role${query}`).set(bearer(session));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });

  it('accepts roles[]= lists', async () => {
    const session = await newSession('dag-chair');
    const res = await api().get('/api/users-by-role?roles[]=dag-member&roles[]=readonly-user').set(bearer(session));
    expect(res.status).toBe(200);
  });
});

describe('PUT /api/user', () => {
  it('updates the profile fields and returns the PublicUser', async () => {
    const session = await newSession();
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      organization: 'Analytical Society',
      organizationType: 'academic / non-profit',
      country: 'United Kingdom',
      receiveNewsAndUpdates: true,
    };
    const res = await api().put('/api/user').set(bearer(session)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(body);
    expect(Object.keys(res.body.data).sort()).toEqual(PUBLIC_USER_KEYS);
    assertNoPrivateFields(res.body);
    expect((await userStatus(session)).body.data.user).toMatchObject(body);
  });

  it('accepts a partial update', async () => {
    const session = await newSession();
    const res = await api().put('/api/user').set(bearer(session)).send({ country: 'France' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ country: 'France', firstName: session.user.firstName });
  });

  it.each([
    ['role', { type: 'queue-manager' }],
    ['role', 3],
    ['blocked', false],
    ['confirmed', true],
    ['email', 'new@example.org'],
    ['password', 'N3w-password'],
    ['provider', 'github'],
    ['username', 'someone'],
    ['bookmarkedDatasets', []],
    ['id', 1],
  ])('refuses %s with 400 naming the field, and changes nothing', async (field, value) => {
    const session = await newSession();
    const res = await api()
      .put('/api/user')
      .set(bearer(session))
      .send({ firstName: 'Mallory', [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`Invalid parameters: ${field}`);
    expect(res.body.error.details.errors).toEqual([
      { path: [field], message: `Unknown field: ${field}`, name: 'ValidationError', code: 'validation.unknown_field' },
    ]);
    const stored = (await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: session.account.id }, populate: ['role'] })) as {
      firstName: string;
      role: { type: string };
      blocked: boolean;
      email: string;
    };
    expect(stored.firstName).toBe('Test');
    expect(stored.role.type).toBe('authenticated');
    expect(stored.email).toBe(session.account.email);
  });

  it('validates the fields with the shared rules', async () => {
    const session = await newSession();
    const res = await api()
      .put('/api/user')
      .set(bearer(session))
      .send({ firstName: '  ', country: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please enter your first name.');
    expect(res.body.error.details.errors.map((e: { path: string[] }) => e.path[0])).toEqual(['firstName', 'country']);
    expect((await api().put('/api/user').set(bearer(session)).send({})).status).toBe(400);
  });

  it("answers 401 'User is not logged in' without a session", async () => {
    const res = await api().put('/api/user').send({ firstName: 'X' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not logged in');
  });

  it('works for every role', async () => {
    for (const role of ROLE_TYPES) {
      const session = await newSession(role);
      const res = await api()
        .put('/api/user')
        .set(bearer(session))
        .send({ organization: `Org of ${role}` });
      expect(res.status, role).toBe(200);
      expect(res.body.data.role.type).toBe(role);
    }
  });
});

describe('bookmarks', () => {
  let genomics: string;
  let cohort: string;
  let draftOnly: string;
  beforeAll(async () => {
    genomics = await createDataset('population-genomics', 'Population genomics', 'Génomique des populations');
    cohort = await createDataset('birth-cohort', 'Birth cohort');
    const documents = app.strapi.documents('api::dataset.dataset' as never) as unknown as {
      create: (p: Record<string, unknown>) => Promise<{ documentId: string }>;
    };
    draftOnly = (await documents.create({ data: { title: 'Unreleased', slug: 'unreleased' }, locale: 'en' }))
      .documentId;
  });

  it('bookmarks by documentId and by slug, idempotently, and removes', async () => {
    const session = await newSession();
    const add = await api().post(`/api/bookmark/${genomics}`).set(bearer(session));
    expect(add.status).toBe(200);
    expect(add.body).toEqual({
      data: {
        bookmarkedDatasets: [{ documentId: genomics, title: 'Population genomics', slug: 'population-genomics' }],
      },
    });

    const again = await api().post(`/api/bookmark/${genomics}`).set(bearer(session));
    expect(again.body.data.bookmarkedDatasets).toHaveLength(1);

    const bySlug = await api().post('/api/bookmark/birth-cohort').set(bearer(session));
    expect(bySlug.body.data.bookmarkedDatasets.map((d: { documentId: string }) => d.documentId)).toEqual(
      expect.arrayContaining([genomics, cohort]),
    );
    expect(bySlug.body.data.bookmarkedDatasets).toHaveLength(2);

    const status = await userStatus(session);
    expect(status.body.data.user.bookmarkedDatasets).toHaveLength(2);
    const french = await api().post('/api/user-status?locale=fr').set(bearer(session));
    expect(french.body.data.user.bookmarkedDatasets).toEqual(
      expect.arrayContaining([
        { documentId: genomics, title: 'Génomique des populations', slug: 'population-genomics' },
        { documentId: cohort, title: 'Birth cohort', slug: 'birth-cohort' },
      ]),
    );

    const remove = await api().post(`/api/remove-bookmark/${genomics}`).set(bearer(session));
    expect(remove.status).toBe(200);
    expect(remove.body).toEqual({
      data: { bookmarkedDatasets: [{ documentId: cohort, title: 'Birth cohort', slug: 'birth-cohort' }] },
    });
    const removeAgain = await api().post(`/api/remove-bookmark/${genomics}`).set(bearer(session));
    expect(removeAgain.status).toBe(200);
    expect(removeAgain.body.data.bookmarkedDatasets).toHaveLength(1);
    assertNoPrivateFields(removeAgain.body);
  });

  it("answers 404 'Dataset not found' for an unknown or unpublished dataset", async () => {
    const session = await newSession();
    for (const id of ['does-not-exist', 'x'.repeat(24), draftOnly]) {
      const res = await api().post(`/api/bookmark/${id}`).set(bearer(session));
      expect(res.status, id).toBe(404);
      expect(res.body.error).toMatchObject({ status: 404, message: 'Dataset not found' });
    }
    const res = await api().post('/api/remove-bookmark/does-not-exist').set(bearer(session));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Dataset not found');
  });

  it("answers 401 'User is not logged in' without a session", async () => {
    for (const path of [`/api/bookmark/${genomics}`, `/api/remove-bookmark/${genomics}`]) {
      const res = await api().post(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.message).toBe('User is not logged in');
    }
  });

  it('keeps bookmarks per user and works for every role', async () => {
    const sessions: Session[] = [];
    for (const role of ROLE_TYPES) {
      const session = await newSession(role);
      const res = await api().post(`/api/bookmark/${cohort}`).set(bearer(session));
      expect(res.status, role).toBe(200);
      expect(res.body.data.bookmarkedDatasets, role).toHaveLength(1);
      sessions.push(session);
    }
    const fresh = await newSession();
    expect((await userStatus(fresh)).body.data.user.bookmarkedDatasets).toEqual([]);
  });

  it('drops a bookmark from the list when the dataset is unpublished, and shows it again when republished', async () => {
    const id = await createDataset('temporary-release', 'Temporary release');
    const session = await newSession();
    await api().post(`/api/bookmark/${id}`).set(bearer(session));
    const documents = app.strapi.documents('api::dataset.dataset' as never) as unknown as {
      unpublish: (p: Record<string, unknown>) => Promise<unknown>;
      publish: (p: Record<string, unknown>) => Promise<unknown>;
    };
    await documents.unpublish({ documentId: id, locale: 'en' });
    expect((await userStatus(session)).body.data.user.bookmarkedDatasets).toEqual([]);
    await documents.publish({ documentId: id, locale: 'en' });
    expect((await userStatus(session)).body.data.user.bookmarkedDatasets).toEqual([
      { documentId: id, title: 'Temporary release', slug: 'temporary-release' },
    ]);
  });
});

describe('roles and grants', () => {
  it('grants no custom route: account routes are guarded by policies, like the request routes', async () => {
    for (const type of ['public', ...ROLE_TYPES]) {
      const role = await app.strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type }, populate: ['permissions'] });
      const actions = new Set((role.permissions as Array<{ action: string }>).map((p) => p.action));
      for (const action of ['userStatus', 'updateProfile', 'addBookmark', 'removeBookmark', 'usersByRole']) {
        expect(actions.has(`api::account.account.${action}`), `${type} ${action}`).toBe(false);
      }
    }
  });
});

describe('global policies', () => {
  const ctxFor = (role?: string) => ({ state: { user: role ? { role: { type: role } } : undefined } });

  it('has-role allows the listed roles and refuses others with the allowed set', () => {
    expect(hasRole(ctxFor('dag-chair'), { roles: ['dag-chair', 'queue-manager'] })).toBe(true);
    expect(() => hasRole(ctxFor('dag-member'), { roles: ['dag-chair'] })).toThrowError(
      expect.objectContaining({ name: 'PolicyError', details: { allowedRoles: ['dag-chair'] } }),
    );
    expect(() => hasRole(ctxFor(), { roles: ['dag-chair'] })).toThrowError(
      expect.objectContaining({ name: 'UnauthorizedError', message: 'User is not logged in' }),
    );
    expect(() => hasRole(ctxFor('dag-chair'), {})).toThrowError(/config.roles/);
  });

  it('is-internal allows every internal role and refuses applicants', () => {
    for (const role of INTERNAL_ROLE_TYPES) expect(isInternal(ctxFor(role))).toBe(true);
    expect(() => isInternal(ctxFor('authenticated'))).toThrowError(expect.objectContaining({ name: 'PolicyError' }));
    expect(() => isInternal(ctxFor())).toThrowError(expect.objectContaining({ name: 'UnauthorizedError' }));
  });

  it('is-authenticated authenticates a Bearer token itself (for auth:false routes)', async () => {
    const session = await newSession('readonly-user');
    const ctx = {
      state: {} as Record<string, unknown>,
      request: { header: { authorization: `Bearer ${session.jwt}` } },
    };
    expect(await isAuthenticated(ctx, {}, { strapi: app.strapi })).toBe(true);
    expect((ctx.state.user as { id: number }).id).toBe(session.account.id);
    await expect(
      isAuthenticated({ state: {}, request: { header: {} } }, {}, { strapi: app.strapi }),
    ).rejects.toMatchObject({ name: 'UnauthorizedError', message: 'User is not logged in' });
    await api().post('/api/logout').set('Cookie', session.cookie);
    await expect(
      isAuthenticated(
        { state: {}, request: { header: { authorization: `Bearer ${session.jwt}` } } },
        {},
        { strapi: app.strapi },
      ),
    ).rejects.toMatchObject({ name: 'UnauthorizedError' });
  });
});

describe('the signed-in user of is-authenticated routes (one statement: session, user, role)', () => {
  const authenticate = async (authorization: string) => {
    const ctx = { state: {} as Record<string, unknown>, request: { header: { authorization } } };
    await isAuthenticated(ctx, {}, { strapi: app.strapi });
    return ctx.state;
  };
  const sessions = () => app.strapi.db.query('admin::session');

  it('carries the user, its role and the session, and no secret', async () => {
    const session = await newSession('dag-chair');
    const state = await authenticate(`Bearer ${session.jwt}`);
    const user = state.user as Record<string, unknown>;
    expect(user).toMatchObject({
      id: session.account.id,
      documentId: expect.any(String),
      email: session.account.email,
      confirmed: true,
      blocked: false,
      role: { id: expect.any(Number), type: 'dag-chair', name: expect.any(String) },
    });
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken'])
      expect(user).not.toHaveProperty(secret);
    expect(state.session).toEqual({ id: decode(session.jwt).sessionId });
  });

  it('refuses an expired session record and deletes it, as Strapi’s own check does', async () => {
    const session = await newSession();
    const { sessionId } = decode(session.jwt) as { sessionId: string };
    await sessions().update({ where: { sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(authenticate(`Bearer ${session.jwt}`)).rejects.toMatchObject({ name: 'UnauthorizedError' });
    expect(await sessions().findOne({ where: { sessionId } })).toBeNull();
  });

  it('refuses a session record of another user or origin, and an unconfirmed user', async () => {
    const session = await newSession();
    const { sessionId } = decode(session.jwt) as { sessionId: string };
    const record = (await sessions().findOne({ where: { sessionId } })) as { userId: string; origin: string };
    await sessions().update({ where: { sessionId }, data: { userId: String(session.account.id + 100000) } });
    await expect(authenticate(`Bearer ${session.jwt}`)).rejects.toMatchObject({ name: 'UnauthorizedError' });
    await sessions().update({ where: { sessionId }, data: { userId: record.userId, origin: 'admin' } });
    await expect(authenticate(`Bearer ${session.jwt}`)).rejects.toMatchObject({ name: 'UnauthorizedError' });
    await sessions().update({ where: { sessionId }, data: { origin: record.origin } });
    expect((await authenticate(`Bearer ${session.jwt}`)).user).toBeTruthy();
    const users = app.strapi.db.query('plugin::users-permissions.user');
    await users.update({ where: { id: session.account.id }, data: { confirmed: false } });
    await expect(authenticate(`Bearer ${session.jwt}`)).rejects.toMatchObject({ name: 'UnauthorizedError' });
  });

  it('refuses malformed Authorization headers', async () => {
    const session = await newSession();
    for (const header of ['', 'Bearer', `Basic ${session.jwt}`, `Bearer ${session.jwt} extra`, 'Bearer not-a-jwt'])
      await expect(authenticate(header)).rejects.toMatchObject({ name: 'UnauthorizedError' });
  });
});

describe('built-in users-permissions routes', () => {
  it.each([
    ['post', '/api/auth/refresh'],
    ['post', '/api/auth/logout'],
    ['post', '/api/auth/send-email-confirmation'],
    ['post', '/api/auth/change-password'],
    ['get', '/api/auth/sessions'],
    ['get', '/api/connect/github'],
    ['get', '/api/auth/local/callback'],
  ] as const)('%s %s is gone (the portal replaces or drops it)', async (method, path) => {
    const res = await api()[method](path).send({});
    expect([404, 405]).toContain(res.status);
  });

  it('/api/users/me exposes no private field', async () => {
    const session = await newSession();
    const res = await api().get('/api/users/me').set(bearer(session));
    expect(res.status).toBe(200);
    assertNoPrivateFields(res.body);
    // The one public user shape of docs/api/auth.md: the same keys as /api/user-status's user.
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(res.body).toEqual(session.user);
    expect(res.body).not.toHaveProperty('username');
    expect(res.body).not.toHaveProperty('blocked');
  });

  it('/api/users/me without a session is 401', async () => {
    const res = await api().get('/api/users/me');
    expect([401, 403]).toContain(res.status);
  });
});

describe('private fields', () => {
  it('no response of this file exposed a password, token, code hash or provider (every body walked)', () => {
    expect(assertNoPrivateFieldsIn(responses)).toBeGreaterThan(20);
  });
});
