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
 *
 * `pnpm backup` / `pnpm restore` are checked here too, on the stack's data: its database and both
 * buckets into a new database and new buckets (a CMS booted there serves them), into folders, and
 * from those folders into buckets again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { CMS_DIR, STRAPI_BIN, pgClient, postgresCmsEnv, waitForStatus } from '../../scripts/cms-process.mjs';
import { ROOT } from '../../scripts/lib.mjs';
import { DEMO, startScaledStack } from '../../scripts/scaled/stack.mjs';
import { requestForm, signIn } from '../../scripts/scaled/client.mjs';
import { SECURITY_HEADERS } from '../../apps/web/security-headers';

type Stack = Awaited<ReturnType<typeof startScaledStack>>;
type Json = Record<string, unknown>;

const MEDIA_BUCKET = 'portal-media';
const PRIVATE_BUCKET = 'portal-private';
/** Where a backup of the stack is restored: buckets of their own, empty. */
const RESTORED_MEDIA_BUCKET = 'portal-media-restored';
const RESTORED_PRIVATE_BUCKET = 'portal-private-restored';
/** Where a backup of folders is restored. */
const FROM_FOLDERS_MEDIA_BUCKET = 'portal-media-from-folders';
const FROM_FOLDERS_PRIVATE_BUCKET = 'portal-private-from-folders';
/** The port of the CMS booted on a restored database. */
const RESTORED_CMS_PORT = 4417;

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
    configureBuckets: [
      MEDIA_BUCKET,
      PRIVATE_BUCKET,
      RESTORED_MEDIA_BUCKET,
      RESTORED_PRIVATE_BUCKET,
      FROM_FOLDERS_MEDIA_BUCKET,
      FROM_FOLDERS_PRIVATE_BUCKET,
    ].map((name) => ({ name, configs: [] })),
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
  await restoredCms?.stop();
  await stack?.stop();
  if (restoredDatabases.length)
    await withPg('postgres', async (pg) => {
      for (const name of restoredDatabases) await pg.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  await s3?.close();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
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

/** What the checks below stored through the stack, for the backup check to find after a restore. */
const kept: {
  media?: { url: string; content: string };
  attachment?: { url: string; text: string };
  contract?: { url: string; owner: string; bytes: Buffer };
} = {};

/** The stack's stores when its backup was taken. */
let backedUp: { archive: string; privateObjects: Map<string, Buffer>; sourceMedia: Map<string, string> } | undefined;
/** The stack's backup restored into folders. */
let inFolders: { database: string; publicDir: string; privateDir: string; media: Map<string, string> } | undefined;
const backupDir = mkdtempSync(path.join(tmpdir(), 'portal-scaled-backup-'));
const restoredDatabases: string[] = [];
let restoredCms: { url: string; stop: () => Promise<void> } | undefined;
/** The backup's restore into a new database and folders, started beside the one into buckets. */
let restoringIntoFolders: ReturnType<typeof restoreIntoFolders> | undefined;
const run = promisify(execFile);

async function withPg<T>(database: string, work: (pg: Awaited<ReturnType<typeof pgClient>>) => Promise<T>) {
  const pg = await pgClient(database);
  try {
    return await work(pg);
  } finally {
    await pg.end();
  }
}

/** A new, empty PostgreSQL database (dropped after the suite). */
async function newDatabase(): Promise<string> {
  // Named and kept before the first await: two restores may ask for one at the same moment.
  const name = `portal_scaled_restore_${Date.now()}_${restoredDatabases.length}`;
  restoredDatabases.push(name);
  await withPg('postgres', (pg) => pg.query(`CREATE DATABASE "${name}"`));
  return name;
}

/** The CMS settings of a store on the suite's S3 server, as the stack's replicas have them. */
const bucketsEnv = (mediaBucket: string, privateBucket: string) => ({
  UPLOAD_PROVIDER: 'aws-s3',
  S3_BUCKET: mediaBucket,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: s3Endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  PRIVATE_FILES_STORE: 's3',
  S3_PRIVATE_BUCKET: privateBucket,
});

/** A CMS's variables on `database` (the stack's PostgreSQL) with `env` added. */
const cmsEnvOn = (database: string, env: NodeJS.ProcessEnv) =>
  postgresCmsEnv({ port: RESTORED_CMS_PORT, database, smtpPort: stack.mail.smtp, env });

/** `pnpm backup` or `pnpm restore` in a process of its own, as an operator runs them. */
async function portalScript(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const started = Date.now();
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, 'scripts', `${script}.mjs`), ...args], {
      cwd: ROOT,
      env: { ...env, BACKUP_ENCRYPTION_KEY: '' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  } finally {
    console.log(`pnpm ${script} ${path.basename(args[args.length - 1] ?? '')}: ${Date.now() - started} ms`);
  }
}

/** `pnpm restore` of `archive` into a new database, the media in a public folder, the private files in a folder. */
async function restoreIntoFolders(archive: string) {
  const database = await newDatabase();
  const dirs = {
    publicDir: path.join(backupDir, 'folders-public'),
    privateDir: path.join(backupDir, 'folders-private'),
  };
  const restore = await portalScript(
    'restore',
    [archive],
    cmsEnvOn(database, { UPLOAD_PROVIDER: 'local', PUBLIC_DIR: dirs.publicDir, PRIVATE_FILES_DIR: dirs.privateDir }),
  );
  return { database, dirs, restore };
}

/** `strapi start` on a restored database, as an operator starts the CMS after a restore. */
async function startCms(database: string, env: NodeJS.ProcessEnv) {
  const publicDir = path.join(backupDir, `public-${database}`);
  mkdirSync(publicDir, { recursive: true });
  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: cmsEnvOn(database, { SEED_DEMO: 'false', STRAPI_STARTUP_LOG: 'false', PUBLIC_DIR: publicDir, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${RESTORED_CMS_PORT}`;
  try {
    await waitForStatus(`${url}/_health`, 200, 300_000, () => child.exitCode === null);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-3000)}`);
  }
  return { url, stop };
}

/** Every media file of a database and its formats: `<hash> <format>` → URL. */
async function mediaUrls(database: string): Promise<Map<string, string>> {
  const rows = await withPg(database, async (pg) => (await pg.query('SELECT hash, url, formats FROM files')).rows);
  const urls = new Map<string, string>();
  for (const row of rows) {
    urls.set(`${row.hash} original`, row.url as string);
    for (const [name, format] of Object.entries((row.formats ?? {}) as Record<string, { url: string }>))
      urls.set(`${row.hash} ${name}`, format.url);
  }
  return urls;
}

async function bytesAt(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** How many files a folder holds, at any depth. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

/** The backup's manifest, read out of the archive. */
function manifestOf(archive: string): Json {
  const result = spawnSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Json;
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
    kept.media = { url: file.url, content };
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
    kept.attachment = { url: file.url, text: fromB.text };
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
    kept.contract = { url: contract.url, owner: item.requester.email, bytes: pdf };
  });

  it('backs up the database and both buckets, and restores them into a new database and new buckets', async () => {
    const { media, attachment, contract } = kept;
    if (!media || !attachment || !contract) throw new Error('The upload checks above did not run');
    // A backup of the running stack, taken as the replicas keep serving.
    const archive = path.join(backupDir, 'scaled.tar.gz');
    const backup = await portalScript(
      'backup',
      ['--out', archive],
      cmsEnvOn(stack.database, bucketsEnv(MEDIA_BUCKET, PRIVATE_BUCKET)),
    );
    expect(backup.code, backup.output).toBe(0);
    const privateObjects = objectsIn(PRIVATE_BUCKET);
    const sourceMedia = await mediaUrls(stack.database);
    const manifest = manifestOf(archive);
    const stores = manifest.stores as Record<string, Json>;
    expect(stores.media).toMatchObject({ store: 'aws-s3', bucket: MEDIA_BUCKET, count: sourceMedia.size, missing: 0 });
    expect(stores.privateFiles).toMatchObject({
      store: 's3',
      bucket: PRIVATE_BUCKET,
      count: privateObjects.size,
      bytes: [...privateObjects.values()].reduce((n, bytes) => n + bytes.length, 0),
    });
    expect(manifest.privateFiles).toEqual({ count: stores.privateFiles!.count, bytes: stores.privateFiles!.bytes });
    backedUp = { archive, privateObjects, sourceMedia };
    // The same archive goes into folders too (the next test checks it): started now, the two
    // restores share the machine while each waits on PostgreSQL.
    restoringIntoFolders = restoreIntoFolders(archive);

    const database = await newDatabase();
    const target = cmsEnvOn(database, bucketsEnv(RESTORED_MEDIA_BUCKET, RESTORED_PRIVATE_BUCKET));
    const restore = await portalScript('restore', [archive], target);
    expect(restore.code, restore.output).toBe(0);
    // The private objects under the same keys, byte for byte.
    expect(objectsIn(RESTORED_PRIVATE_BUCKET)).toEqual(privateObjects);

    // Every media URL of the restored database (formats included) is in the new bucket and
    // answers with the bytes of the same file of the source.
    const restoredMedia = await mediaUrls(database);
    expect([...restoredMedia.keys()].sort()).toEqual([...sourceMedia.keys()].sort());
    for (const [file, url] of restoredMedia) {
      expect(url.startsWith(`${s3Endpoint}/${RESTORED_MEDIA_BUCKET}/`), url).toBe(true);
      expect((await bytesAt(url)).equals(await bytesAt(sourceMedia.get(file)!)), file).toBe(true);
    }
    const uploaded = [...sourceMedia].find(([, url]) => url === media.url)?.[0];
    expect(uploaded).toBeDefined();
    expect((await bytesAt(restoredMedia.get(uploaded!)!)).toString()).toBe(media.content);

    // A CMS on the restored database and buckets serves the private files to their owners.
    restoredCms = await startCms(database, bucketsEnv(RESTORED_MEDIA_BUCKET, RESTORED_PRIVATE_BUCKET));
    const restored = restoredCms.url;
    // Its content answers name the media at their new URLs, which answer with the source's bytes.
    const byUrl = new Map([...sourceMedia].map(([file, url]) => [restoredMedia.get(file), url]));
    const served = new Set<string>();
    for (const route of ['/api/home?locale=en', '/api/datasets?locale=en', '/api/dataset-library?locale=en']) {
      const answer = await call(restored, route);
      expect(answer.status, route).toBe(200);
      expect(answer.text).not.toContain(`/${MEDIA_BUCKET}/`);
      for (const [url] of answer.text.matchAll(/https?:\/\/[^"\s]+/g)) if (url.startsWith(s3Endpoint)) served.add(url);
    }
    expect(served.size).toBeGreaterThan(0);
    for (const url of served) expect((await bytesAt(url)).equals(await bytesAt(byUrl.get(url)!)), url).toBe(true);
    const applicant = await signIn(restored, stack.mail, DEMO.applicant);
    const file = await call(restored, attachment.url, { headers: { authorization: `Bearer ${applicant.token}` } });
    expect(file.status).toBe(200);
    expect(file.text).toBe(attachment.text);
    const owner = await signIn(restored, stack.mail, contract.owner);
    const signed = await fetch(`${restored}${contract.url}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).equals(contract.bytes)).toBe(true);
    await restoredCms.stop();
    restoredCms = undefined;
  }, 600_000);

  it('restores that backup into a new database and folders', async () => {
    if (!backedUp || !restoringIntoFolders) throw new Error('The backup check above did not run');
    const { privateObjects, sourceMedia } = backedUp;
    const { database, dirs, restore } = await restoringIntoFolders;
    expect(restore.code, restore.output).toBe(0);

    // The media in the public folder, served at /uploads, with the bytes of the bucket's objects.
    const mediaObjects = objectsIn(MEDIA_BUCKET);
    const restoredMedia = await mediaUrls(database);
    expect([...restoredMedia.keys()].sort()).toEqual([...sourceMedia.keys()].sort());
    for (const [file, url] of restoredMedia) {
      expect(url.startsWith('/uploads/'), url).toBe(true);
      const key = sourceMedia.get(file)!.slice(`${s3Endpoint}/${MEDIA_BUCKET}/`.length);
      expect(readFileSync(path.join(dirs.publicDir, url)).equals(mediaObjects.get(key)!), file).toBe(true);
    }
    // The private objects as files under <first two characters>/<key>.
    expect(filesUnder(dirs.privateDir)).toBe(privateObjects.size);
    for (const [key, bytes] of privateObjects)
      expect(readFileSync(path.join(dirs.privateDir, key.slice(0, 2), key)).equals(bytes), key).toBe(true);
    inFolders = { database, ...dirs, media: restoredMedia };
  }, 600_000);

  it('backs up folders, and restores the backup written as format 1 was into new buckets', async () => {
    if (!inFolders || !backedUp) throw new Error('The restore into folders above did not run');
    const { privateObjects } = backedUp;
    const folders = {
      UPLOAD_PROVIDER: 'local',
      PUBLIC_DIR: inFolders.publicDir,
      PRIVATE_FILES_DIR: inFolders.privateDir,
    };
    const made = path.join(backupDir, 'folders.tar.gz');
    const backup = await portalScript('backup', ['--out', made], cmsEnvOn(inFolders.database, folders));
    expect(backup.code, backup.output).toBe(0);
    const stores = manifestOf(made).stores as Record<string, Json>;
    expect(stores.media).toMatchObject({ store: 'local', count: inFolders.media.size, missing: 0 });
    expect(stores.privateFiles).toMatchObject({ store: 'disk', count: privateObjects.size });

    // The archive as the first version of `pnpm backup` wrote it: the same members, a manifest
    // without the record of the stores.
    const unpacked = path.join(backupDir, 'v1');
    mkdirSync(unpacked);
    expect(spawnSync('tar', ['-xzf', made, '-C', unpacked]).status).toBe(0);
    const current = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as Json;
    const { format, createdAt, database: client, privateFiles, notIncluded } = current;
    const v1 = { format, version: 1, createdAt, database: client, privateFiles, notIncluded };
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(v1, null, 2));
    const archive = path.join(backupDir, 'folders-v1.tar.gz');
    const members = ['manifest.json', 'strapi-export.tar.gz', 'private-files'];
    expect(spawnSync('tar', ['-czf', archive, '-C', unpacked, ...members]).status).toBe(0);

    const database = await newDatabase();
    const restore = await portalScript(
      'restore',
      [archive],
      cmsEnvOn(database, bucketsEnv(FROM_FOLDERS_MEDIA_BUCKET, FROM_FOLDERS_PRIVATE_BUCKET)),
    );
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`: ${privateObjects.size} private files.`);
    // Uploaded into the new media bucket, at its URLs, with the bytes of the folder's files.
    const restoredMedia = await mediaUrls(database);
    expect([...restoredMedia.keys()].sort()).toEqual([...inFolders.media.keys()].sort());
    for (const [file, url] of restoredMedia) {
      expect(url.startsWith(`${s3Endpoint}/${FROM_FOLDERS_MEDIA_BUCKET}/`), url).toBe(true);
      const onDisk = readFileSync(path.join(inFolders.publicDir, inFolders.media.get(file)!));
      expect((await bytesAt(url)).equals(onDisk), file).toBe(true);
    }
    expect(objectsIn(FROM_FOLDERS_PRIVATE_BUCKET)).toEqual(privateObjects);
  }, 600_000);

  it('backs up without a media object that is missing from the bucket, with a warning', async () => {
    if (!backedUp) throw new Error('The backup check above did not run');
    // A file of its own (no resized formats): the transfer leaves out a missing original with its
    // formats, so the count below would depend on which file the database happened to list first.
    const [lost] = await withPg(stack.database, async (pg) =>
      (
        await pg.query(
          `SELECT url FROM files WHERE (formats IS NULL OR formats::text IN ('null', '{}')) AND url <> $1 ORDER BY id LIMIT 1`,
          [kept.media?.url ?? ''],
        )
      ).rows.map((row) => String(row.url)),
    );
    if (!lost || ![...backedUp.sourceMedia.values()].includes(lost)) throw new Error('No media file without formats');
    // s3rver takes unsigned requests: the object is gone as if removed by hand.
    expect((await fetch(lost, { method: 'DELETE' })).status).toBe(204);
    const archive = path.join(backupDir, 'scaled-lost.tar.gz');
    const backup = await portalScript(
      'backup',
      ['--out', archive],
      cmsEnvOn(stack.database, bucketsEnv(MEDIA_BUCKET, PRIVATE_BUCKET)),
    );
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`no corresponding file was found to transfer`);
    expect(backup.output).toContain(lost);
    expect(backup.output).toContain('Media files of the database not found in the bucket portal-media, left out: 1');
    const { media } = manifestOf(archive).stores as Record<string, Json>;
    expect(media).toMatchObject({ count: backedUp.sourceMedia.size - 1, missing: 1 });
  }, 600_000);

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
