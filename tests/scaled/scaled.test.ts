/**
 * The portal scaled out: two CMS replicas on one PostgreSQL database and one Redis behind nginx
 * (scripts/scaled/stack.mjs, the same stack as `pnpm stack:scaled`), storing on S3: an s3rver
 * started here holds the media bucket (Strapi's upload provider) and the private bucket of the
 * request files. Each check talks to the replicas directly where it matters which one answers,
 * and through nginx otherwise.
 *
 * s3rver accepts any request without a signature, anonymous reads included: it cannot show that
 * the private bucket refuses strangers (a real store's bucket policy does, docs/operations.md).
 * What the portal controls is checked instead: no answer of the CMS names the store or an object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { DEMO, startScaledStack } from '../../scripts/scaled/stack.mjs';
import { requestForm, signIn } from '../../scripts/scaled/client.mjs';
import { SECURITY_HEADERS } from '../../apps/web/security-headers';

type Stack = Awaited<ReturnType<typeof startScaledStack>>;
type Json = Record<string, unknown>;

const MEDIA_BUCKET = 'portal-media';
const PRIVATE_BUCKET = 'portal-private';

let stack: Stack;
let a: string; // replica 1
let b: string; // replica 2
let s3: S3rver | undefined;
let s3Dir: string;
let s3Endpoint: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'portal-scaled-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [MEDIA_BUCKET, PRIVATE_BUCKET].map((name) => ({ name, configs: [] })),
  });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  stack = await startScaledStack({
    // Not the ports of `pnpm stack:scaled`, so the suite runs while a stack is up.
    ports: { nginx: 4402, smtp: 4426, cms: [4415, 4416] },
    storage: {
      kind: 's3',
      endpoint: s3Endpoint,
      mediaBucket: MEDIA_BUCKET,
      privateBucket: PRIVATE_BUCKET,
      // The key pair s3rver knows.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    env: {
      HOUSEKEEPING_CRON: '*/2 * * * * *',
      AUTH_RATE_FORGOT_PASSWORD_EMAIL: '3/900',
      // Every request here comes from 127.0.0.1: room for all of them per address.
      AUTH_RATE_FORGOT_PASSWORD_IP: '1000/900',
      AUTH_RATE_LOGIN_IP: '1000/900',
      AUTH_RATE_OTP_VERIFY_IP: '1000/900',
      AUTH_RATE_REFRESH_IP: '1000/60',
    },
  });
  const [first, second] = stack.replicas.map((replica) => replica.url);
  if (!first || !second) throw new Error('The scaled stack started fewer than two replicas');
  [a, b] = [first, second];
});

afterAll(async () => {
  await stack?.stop();
  await s3?.close();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
}, 60_000);

async function call(base: string, route: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${base}${route}`, { ...init, headers, body, redirect: 'manual' });
  const text = await res.text();
  let json: Json = {};
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {
    // not JSON (the SPA shell)
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** The refresh cookie of a response, as a Cookie header value. */
function refreshCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => !/=;|=\s*;|expires=Thu, 01 Jan 1970/i.test(c));
  if (!cookie) throw new Error(`no refresh cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return cookie.split(';')[0]!;
}

async function adminToken(base: string): Promise<string> {
  const res = await call(base, '/admin/login', { method: 'POST', json: DEMO.admin });
  expect(res.status).toBe(200);
  return (res.json.data as Json).token as string;
}

/** The objects of a bucket as s3rver keeps them on its disk: key → bytes. */
function objectsIn(bucket: string): Map<string, Buffer> {
  const suffix = '._S3rver_object';
  const folder = path.join(s3Dir, bucket);
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith(suffix))
      .map((name) => [name.slice(0, -suffix.length), readFileSync(path.join(folder, name))]),
  );
}

/** What `act` answered, and the one object it added to the private bucket. */
async function withNewPrivateObject<T>(act: () => Promise<T>): Promise<{ result: T; key: string; bytes: Buffer }> {
  const before = objectsIn(PRIVATE_BUCKET);
  const result = await act();
  const added = [...objectsIn(PRIVATE_BUCKET)].filter(([key]) => !before.has(key));
  expect(added).toHaveLength(1);
  const [key, bytes] = added[0]!;
  return { result, key, bytes };
}

/** An answer of the CMS names neither the S3 server nor the private object. */
function expectNoStoreIn(text: string, key: string) {
  expect(text).not.toContain(s3Endpoint);
  expect(text).not.toContain(PRIVATE_BUCKET);
  expect(text).not.toContain(key);
}

describe('the scaled stack', () => {
  it('serves the SPA through nginx with the web app’s security headers', async () => {
    const page = await call(stack.url, '/en/datasets');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(page.headers.get(name)).toBe(value);
    expect((await call(stack.url, '/_health')).json).toMatchObject({ status: 'ok', database: 'up' });
    expect((await call(stack.url, '/api/home?locale=en')).status).toBe(200);
  });

  it('signs in on one replica and refreshes on the other (challenge and sessions in the database)', async () => {
    const challenge = await call(a, '/api/auth/local', {
      method: 'POST',
      json: { identifier: DEMO.applicant, password: DEMO.password },
    });
    expect(challenge.status).toBe(200);
    const otpToken = (challenge.json.otpToken ?? (challenge.json.data as Json | undefined)?.otpToken) as string;
    const verified = await call(b, '/api/auth/verifyOneTimePassword', {
      method: 'POST',
      json: { token: otpToken, oneTimePassword: await stack.mail.codeFor(DEMO.applicant) },
    });
    expect(verified.status).toBe(200);
    let cookie = refreshCookieOf(verified.headers);

    for (const replica of [a, b, a]) {
      const refreshed = await call(replica, '/api/auth/refreshToken', { method: 'POST', headers: { cookie } });
      expect(refreshed.status).toBe(200);
      cookie = refreshCookieOf(refreshed.headers);
      const other = replica === a ? b : a;
      const jwt = (refreshed.json.data as Json).jwt as string;
      const me = await call(other, '/api/users/me', { headers: { authorization: `Bearer ${jwt}` } });
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(DEMO.applicant);
    }
  });

  it('shares rate-limit counters between replicas (Redis)', async () => {
    // 3 per e-mail address per 15 minutes (AUTH_RATE_FORGOT_PASSWORD_EMAIL above).
    const email = `nobody-${Date.now()}@example.org`;
    const ask = (base: string) => call(base, '/api/auth/forgot-password', { method: 'POST', json: { email } });
    expect((await ask(a)).status).toBe(200);
    expect((await ask(b)).status).toBe(200);
    expect((await ask(a)).status).toBe(200);
    // Each replica has seen at most two: only a shared counter refuses the fourth.
    const refused = await ask(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('shows an edit on every replica at once (content cache invalidated through Redis)', async () => {
    const list = async (base: string) =>
      (await call(base, '/api/policies?locale=en')).json.data as Array<{ documentId: string; title: string }>;
    // Fill both replicas' caches.
    const before = await list(a);
    await list(a);
    await list(b);
    await list(b);
    const policy = before[0]!;
    const title = `${policy.title} (edited ${Date.now()})`;

    const token = await adminToken(a);
    const auth = { authorization: `Bearer ${token}` };
    const route = `/content-manager/collection-types/api::policy.policy/${policy.documentId}`;
    expect((await call(a, `${route}?locale=en`, { method: 'PUT', headers: auth, json: { title } })).status).toBe(200);
    expect(
      (await call(a, `${route}/actions/publish?locale=en`, { method: 'POST', headers: auth, json: {} })).status,
    ).toBe(200);

    const titleOn = async (base: string) => (await list(base)).find((p) => p.documentId === policy.documentId)?.title;
    expect(await titleOn(a)).toBe(title);
    // Pub/sub is asynchronous: the other replica drops its entry within moments.
    const deadline = Date.now() + 5000;
    while ((await titleOn(b)) !== title && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await titleOn(b)).toBe(title);
  });

  it('serves a media file uploaded through one replica from the bucket, and lists it on the other', async () => {
    const form = new FormData();
    const content = `scaled stack ${Date.now()}\n`;
    form.append('files', new Blob([content], { type: 'text/plain' }), 'scaled-check.txt');
    const uploaded = await call(a, '/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken(a)}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = (JSON.parse(uploaded.text) as Array<{ id: number; url: string }>)[0]!;
    // The media bucket's own URL (UPLOAD_PROVIDER=aws-s3), the same for every replica.
    expect(file.url.startsWith(`${s3Endpoint}/${MEDIA_BUCKET}/`)).toBe(true);
    const served = await fetch(file.url);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(content);
    expect([...objectsIn(MEDIA_BUCKET).values()].some((bytes) => bytes.toString() === content)).toBe(true);

    const listed = await call(b, '/upload/files?sort=createdAt:DESC&page=1&pageSize=20', {
      headers: { authorization: `Bearer ${await adminToken(b)}` },
    });
    expect(listed.status).toBe(200);
    const results = listed.json.results as Array<{ id: number; url: string }>;
    expect(results.find((entry) => entry.id === file.id)?.url).toBe(file.url);
  });

  it('serves a private attachment stored through one replica from the other, never from the bucket', async () => {
    const { token } = await signIn(a, stack.mail, DEMO.applicant);
    const auth = { authorization: `Bearer ${token}` };
    const draft = await call(a, '/api/data-access-request/create-draft', {
      method: 'POST',
      headers: auth,
      json: await requestForm(a),
    });
    expect(draft.status).toBe(200);
    const submitted = await call(b, `/api/data-access-request/${(draft.json.data as Json).documentId}/publish`, {
      method: 'POST',
      headers: auth,
    });
    expect(submitted.status).toBe(200);
    const requestId = (submitted.json.data as Json).documentId as string;

    const csv = `variable,unit\nscaled,${Date.now()}\n`;
    const form = new FormData();
    form.append('files', new Blob([csv], { type: 'text/csv' }), 'variables.csv');
    const stored = await withNewPrivateObject(() =>
      call(a, `/api/data-access-request/${requestId}/attachments`, { method: 'POST', headers: auth, body: form }),
    );
    expect(stored.result.status).toBe(200);
    // In the private bucket under its random storage key, as uploaded.
    expect(stored.key).toMatch(/^[a-f0-9]{32}$/);
    expect(stored.bytes.toString()).toBe(csv);
    const file = (stored.result.json.data as Array<{ url: string; documentId: string }>)[0]!;
    expect(file.url).toBe(`/api/v2/file-mapping/${requestId}/${file.documentId}`);
    expectNoStoreIn(stored.result.text, stored.key);

    const fromB = await call(b, file.url, { headers: auth });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('location')).toBeNull();
    // CSV attachments are served with CRLF line ends (and formula cells neutralized).
    expect(fromB.text.replace(/\r\n/g, '\n')).toBe(csv);
    for (const base of [a, b, stack.url]) expect((await call(base, file.url)).status).toBe(401);
    const detail = await call(b, `/api/data-access-request/${requestId}`, { headers: auth });
    expect(detail.status).toBe(200);
    expectNoStoreIn(detail.text, stored.key);
  });

  it('serves a contract a staff member uploaded through one replica to the applicant on the other', async () => {
    const staff = await signIn(a, stack.mail, DEMO.queueManager);
    const staffAuth = { authorization: `Bearer ${staff.token}` };
    const queue = await call(a, '/api/data-access-request/queue?requestStatus=pendingContract&format=v2&pageSize=1', {
      headers: staffAuth,
    });
    expect(queue.status).toBe(200);
    const item = (queue.json.data as Array<{ documentId: string; version: number; requester: { email: string } }>)[0];
    if (!item) throw new Error('The demo seed has no v2 request awaiting its contract');

    const pdf = Buffer.from(`%PDF-1.4\n% scaled contract ${Date.now()}\ntrailer\n<< >>\n%%EOF\n`, 'latin1');
    const form = new FormData();
    form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'agreement.pdf');
    form.append('version', String(item.version));
    const stored = await withNewPrivateObject(() =>
      call(a, `/api/data-access-request/${item.documentId}/contract`, {
        method: 'POST',
        headers: staffAuth,
        body: form,
      }),
    );
    expect(stored.result.status, stored.result.text).toBe(200);
    expect(stored.bytes.equals(pdf)).toBe(true);
    expectNoStoreIn(stored.result.text, stored.key);
    const contract = (stored.result.json.data as { file: { url: string; kind: string } }).file;
    expect(contract.kind).toBe('contract');

    const owner = await signIn(b, stack.mail, item.requester.email);
    for (const token of [owner.token, staff.token]) {
      const res = await fetch(`${b}${contract.url}`, {
        headers: { authorization: `Bearer ${token}` },
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    }
    expect((await call(b, contract.url)).status).toBe(401);
  });

  it('runs the cron task on exactly one replica per tick (Redis lock)', async () => {
    const ticks = () => {
      const seen = new Map<string, number>();
      for (const replica of stack.replicas)
        for (const line of replica.lines) {
          const tick = /Cron housekeeping ran for tick (\S+):/.exec(line)?.[1];
          if (tick) seen.set(tick, (seen.get(tick) ?? 0) + 1);
        }
      return seen;
    };
    // Every 2 seconds (HOUSEKEEPING_CRON above): wait for a few ticks.
    const deadline = Date.now() + 20_000;
    while (ticks().size < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    const seen = ticks();
    expect(seen.size).toBeGreaterThanOrEqual(4);
    for (const [tick, runs] of seen) expect({ tick, runs }).toEqual({ tick, runs: 1 });
  });

  it('keeps answering through nginx when a replica dies', async () => {
    await stack.stopReplica(1, 'SIGKILL');
    for (let i = 0; i < 8; i += 1) {
      expect((await call(stack.url, '/api/home?locale=en')).status).toBe(200);
      const email = `after-crash-${Date.now()}-${i}@example.org`;
      const write = await call(stack.url, '/api/auth/forgot-password', { method: 'POST', json: { email } });
      expect(write.status).toBe(200);
    }
  });
});
