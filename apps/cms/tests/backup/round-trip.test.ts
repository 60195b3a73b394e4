import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../helpers/auth';
import { connectionTo, createPostgresDatabase, dropPostgresDatabase, uniqueName } from '../helpers/database';
import { startMailbox, type Mailbox } from '../helpers/mail';
import { api, applicant, FIXTURES, submitRequest, v1Request, type Json, type Session } from '../helpers/requests';
import { bootOnDatabase, bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * `pnpm backup` / `pnpm restore` end to end (docs/operations.md, "Backups"): the demo content
 * plus a fresh applicant with a v1 and a v2 request, their events and a private attachment, on
 * SQLite → encrypted backup → restore into a new PostgreSQL database → the same content, logins
 * and file bytes; then that PostgreSQL database backed up again, and the restores refused.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const run = promisify(execFile);
const DEMO_APPLICANT = { email: 'applicant@portal.localhost', password: 'DemoPortal2026!' };
const KEY = 'correct horse battery staple';
const EVENT_UID = 'api::request-event.request-event';
const FILE_UID = 'api::request-file.request-file';
const VERSION_UID = 'api::request-version.request-version';
/** Content types outside api:: whose rows a backup must carry. */
const PLUGIN_UIDS = [
  'plugin::users-permissions.user',
  'plugin::users-permissions.role',
  'plugin::users-permissions.permission',
  'plugin::upload.file',
  'plugin::i18n.locale',
];
/** Admin users are not exported by Strapi: the author fields come back empty. */
const NOT_CARRIED = new Set(['id', 'createdBy', 'updatedBy']);

interface Snapshot {
  counts: Record<string, number>;
  samples: Record<string, unknown>;
}

let mailbox: Mailbox;
let source: TestApp | undefined;
let restored: TestApp | undefined;
let alice: Session;
let v1Id: string;
let v2Id: string;
let attachmentId: string;
let expected: Snapshot;
let expectedGraphs: { v1: unknown; v2: unknown };
let expectedFileCount: number;
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
const databases: string[] = [];

function contentUids(strapi: Core.Strapi): string[] {
  return [...Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::')), ...PLUGIN_UIDS].sort();
}

/** A media file's `related` (a morph relation) has no order of its own. */
const UNORDERED = new Set(['related']);

const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/** Values as both databases can agree on them: no ids, dates as ISO text, keys sorted. */
function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !NOT_CARRIED.has(key))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, v]) => {
          const normal = normalize(v);
          return [key, UNORDERED.has(key) && Array.isArray(normal) ? normal.sort(byJson) : normal];
        }),
    );
  return value;
}

/**
 * Rows per content type, locale and draft/published state, and for each content type its first
 * three documents (every locale and state) with their relations, media and components.
 */
async function snapshot(strapi: Core.Strapi): Promise<Snapshot> {
  const counts: Record<string, number> = {};
  const samples: Record<string, unknown> = {};
  for (const uid of contentUids(strapi)) {
    const attributes = strapi.contentTypes[uid as keyof typeof strapi.contentTypes].attributes as Record<
      string,
      unknown
    >;
    const fields = ['documentId', ...['locale', 'publishedAt'].filter((f) => f in attributes)];
    const rows = (await strapi.db.query(uid as never).findMany({ select: fields })) as Json[];
    for (const row of rows) {
      const key = `${uid} ${row.locale ?? '-'} ${'publishedAt' in attributes ? (row.publishedAt ? 'published' : 'draft') : ''}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    const ids = [...new Set(rows.map((row) => row.documentId as string))].sort().slice(0, 3);
    const sample = (await strapi.db.query(uid as never).findMany({
      where: { documentId: { $in: ids } },
      populate: true,
    })) as Json[];
    samples[uid] = (normalize(sample) as Json[]).map((row) => withoutDeliveryState(uid, row)).sort(byJson);
  }
  return { counts, samples };
}

/**
 * The notification outbox keeps delivering while the source runs (its worker and cron tick), so
 * where a notice stands in its delivery is not what a backup must keep: the notice itself is.
 */
const DELIVERY_FIELDS = ['status', 'attempts', 'nextAttemptAt', 'claimedUntil', 'lastError', 'sentAt', 'updatedAt'];
function withoutDeliveryState(uid: string, row: Json): Json {
  if (uid !== 'api::notification.notification') return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !DELIVERY_FIELDS.includes(key)));
}

/** A request with its requester, workflow state, events, files and versions, as the portal links them. */
async function requestGraph(strapi: Core.Strapi, format: 'v1' | 'v2', documentId: string): Promise<unknown> {
  const uid = format === 'v1' ? 'api::dataset-request.dataset-request' : 'api::data-access-request.data-access-request';
  const request = await strapi.db.query(uid as never).findOne({
    where: { documentId },
    populate: { requester: { select: ['email'] }, internal: { populate: ['assignee'] } },
  });
  const events = await strapi.db.query(EVENT_UID as never).findMany({
    where: { requestDocumentId: documentId },
    populate: { actor: { select: ['email'] } },
    orderBy: [{ createdAt: 'asc' }, { documentId: 'asc' }],
  });
  const files = await strapi.db.query(FILE_UID as never).findMany({
    where: { requestDocumentId: documentId },
    populate: { uploadedBy: { select: ['email'] } },
    orderBy: { documentId: 'asc' },
  });
  const versions = await strapi.db.query(VERSION_UID as never).findMany({
    where: { requestDocumentId: documentId },
    populate: { submittedBy: { select: ['email'] } },
    orderBy: { number: 'asc' },
  });
  return normalize({ request, events, files, versions });
}

function cliEnv(database: Record<string, string>, dirs: { publicDir: string; privateDir: string }, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    BACKUP_ENCRYPTION_KEY: '',
    ...database,
    PUBLIC_DIR: dirs.publicDir,
    PRIVATE_FILES_DIR: dirs.privateDir,
    ...extra,
  };
}

async function pnpm(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const started = Date.now();
  try {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts', `${script}.mjs`), ...args], {
      cwd: ROOT,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  } finally {
    // Where the suite's time goes: a run that transfers is one Strapi boot plus the transfer.
    console.log(`pnpm ${script} ${args.map((arg) => path.basename(arg)).join(' ')}: ${Date.now() - started} ms`);
  }
}

async function newPostgres(): Promise<Record<string, string>> {
  const name = uniqueName('portal_backup');
  await createPostgresDatabase(name);
  databases.push(name);
  return { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name, DATABASE_POOL_MIN: '0', DATABASE_POOL_MAX: '5' };
}

function dirsFor(label: string) {
  return { publicDir: path.join(work, label, 'public'), privateDir: path.join(work, label, 'private') };
}

/** Boots the CMS on a restored database (its first boot rebuilds the queue index). */
async function bootRestored(database: Record<string, string>, dirs: { publicDir: string; privateDir: string }) {
  return bootOnDatabase(
    { env: database, drop: () => dropPostgresDatabase(database.DATABASE_NAME as string) },
    dirs.publicDir,
    { env: { ...mailbox.env, PRIVATE_FILES_DIR: dirs.privateDir } },
  );
}

/** Everything a restore must bring back, checked on the booted restored CMS. */
async function expectSameContent(app: TestApp, privateDir: string, publicDir: string): Promise<void> {
  const actual = await snapshot(app.strapi);
  expect(actual.counts).toEqual(expected.counts);
  expect(actual.samples).toEqual(expected.samples);
  expect(await requestGraph(app.strapi, 'v1', v1Id)).toEqual(expectedGraphs.v1);
  expect(await requestGraph(app.strapi, 'v2', v2Id)).toEqual(expectedGraphs.v2);

  // Every private file record has its bytes, unchanged.
  const files = (await app.strapi.db.query(FILE_UID as never).findMany({})) as Json[];
  expect(files.length).toBe(expectedFileCount);
  for (const file of files) {
    const bytes = readFileSync(path.join(privateDir, file.storageKey.slice(0, 2), file.storageKey));
    expect(createHash('sha256').update(bytes).digest('hex'), file.name).toBe(file.sha256);
  }
  // Every media file is in the restored public folder.
  const media = (await app.strapi.db.query('plugin::upload.file').findMany({})) as Json[];
  for (const file of media) expect(existsSync(path.join(publicDir, file.url)), file.url).toBe(true);

  // The queue index was rebuilt at boot: one entry per request of either format.
  const requests =
    (await app.strapi.db.query('api::dataset-request.dataset-request').count({})) +
    (await app.strapi.db.query('api::data-access-request.data-access-request').count({}));
  const entries = (await app.strapi.db.connection('portal_queue_entries').count({ n: '*' })) as Array<{ n: unknown }>;
  expect(Number(entries[0]?.n)).toBe(requests);

  // Password hashes survived: both accounts log in (password, then the e-mailed code)...
  const session = await logIn(app.server, mailbox, alice.email, alice.password);
  await logIn(app.server, mailbox, DEMO_APPLICANT.email, DEMO_APPLICANT.password);
  // ...and the applicant downloads the attachment through the API.
  const download = await api(app)
    .get(`/api/v2/file-mapping/${v2Id}/${attachmentId}`)
    .set('Authorization', `Bearer ${session.jwt}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(download.status).toBe(200);
  expect(Buffer.compare(download.body as Buffer, FIXTURES.pdf)).toBe(0);
}

beforeAll(async () => {
  mailbox = await startMailbox();
  const dirs = dirsFor('source');
  source = await bootStrapi({ seedDemo: true, env: { ...mailbox.env, PRIVATE_FILES_DIR: dirs.privateDir } });
  alice = await applicant(source, 'Backup');
  v2Id = await submitRequest(source, alice);
  v1Id = await v1Request(source, alice);
  const uploaded = await api(source)
    .post(`/api/data-access-request/${v2Id}/attachments`)
    .set('Authorization', alice.auth)
    .attach('files', FIXTURES.pdf, 'Protocol.pdf');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  attachmentId = uploaded.body.data[0].documentId as string;
  const v1Upload = await api(source)
    .post(`/api/dataset-request/${v1Id}/attachments`)
    .set('Authorization', alice.auth)
    .attach('files', FIXTURES.csv, 'codes.csv');
  expect(v1Upload.status, JSON.stringify(v1Upload.body)).toBe(200);

  expected = await snapshot(source.strapi);
  expectedGraphs = {
    v1: await requestGraph(source.strapi, 'v1', v1Id),
    v2: await requestGraph(source.strapi, 'v2', v2Id),
  };
  expectedFileCount = await source.strapi.db.query(FILE_UID as never).count({});
  // What the comparison rests on: content in both locales, the requests' events and files.
  const v2Graph = expectedGraphs.v2 as { events: unknown[]; files: unknown[] };
  expect(v2Graph.events.length).toBeGreaterThan(0);
  expect(v2Graph.files).toHaveLength(1);
  expect((expectedGraphs.v1 as { events: unknown[] }).events.length).toBeGreaterThan(0);
  expect(Object.keys(expected.counts).some((key) => key.startsWith('api::home.home fr published'))).toBe(true);
});

afterAll(async () => {
  await source?.stop();
  await restored?.stop();
  for (const name of databases) await dropPostgresDatabase(name);
  await mailbox?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The tables of a PostgreSQL database of this suite. */
async function tablesOf(name: string): Promise<string[]> {
  const client = connectionTo(name);
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return rows.map((row: { table_name: string }) => row.table_name);
  } finally {
    await client.end();
  }
}

/** The manifest of an unencrypted backup, read out of the archive. */
function manifestOf(file: string): Json {
  const result = spawnSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Json;
}

describe('pnpm backup / pnpm restore', () => {
  let encrypted: string;
  let restoredDirs: { publicDir: string; privateDir: string };

  it('round-trips SQLite → PostgreSQL encrypted: content in every locale, users, requests, events and files', async () => {
    const from = source as TestApp;
    const sqlite = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: process.env.DATABASE_FILENAME as string };
    encrypted = path.join(work, 'from-sqlite.tar.gz.enc');
    // The source CMS keeps running: a backup is taken from a live portal.
    const backup = await pnpm(
      'backup',
      ['--out', encrypted],
      cliEnv(
        sqlite,
        { publicDir: process.env.PUBLIC_DIR as string, privateDir: dirsFor('source').privateDir },
        { BACKUP_ENCRYPTION_KEY: KEY },
      ),
    );
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('encrypted');
    expect(backup.output).not.toContain('not encrypted');
    expect(readFileSync(encrypted).subarray(0, 9).toString()).toBe('PORTALBK1');
    await from.stop();
    source = undefined;

    const database = await newPostgres();
    restoredDirs = dirsFor('postgres-a');
    const restore = await pnpm('restore', [encrypted], cliEnv(database, restoredDirs, { BACKUP_ENCRYPTION_KEY: KEY }));
    expect(restore.code, restore.output).toBe(0);
    restored = await bootRestored(database, restoredDirs);
    await expectSameContent(restored, restoredDirs.privateDir, restoredDirs.publicDir);
  });

  // The PostgreSQL side of a restore is checked above; a PostgreSQL source, restored into new
  // buckets and folders, by the scaled suite (tests/scaled). Here: a restored database backs up
  // again with everything it holds, and what `pnpm restore` refuses before it touches anything.
  it('backs up the restored PostgreSQL database whole, and refuses a wrong key or a non-empty target', async () => {
    const from = restored as TestApp;
    const fromDatabase = { DATABASE_CLIENT: 'postgres', DATABASE_NAME: process.env.DATABASE_NAME as string };
    const file = path.join(work, 'from-postgres.tar.gz');
    const backup = await pnpm('backup', ['--out', file], cliEnv(fromDatabase, restoredDirs));
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('not encrypted');
    const { stores } = manifestOf(file) as { stores: Record<string, Json> };
    // Every media file and private file the restored CMS has, none missing.
    const media = (await from.strapi.db.query('plugin::upload.file').findMany({})) as Json[];
    const formats = media.reduce((n, file) => n + Object.keys((file.formats ?? {}) as Json).length, 0);
    expect(stores.media).toMatchObject({ store: 'local', count: media.length + formats, missing: 0 });
    expect(stores.privateFiles).toMatchObject({ store: 'disk', count: expectedFileCount });
    // Every row of the content types the comparison above covers is an entity of the export.
    const rows = Object.values((await snapshot(from.strapi)).counts).reduce((n, count) => n + count, 0);
    expect(stores.database).toMatchObject({ client: 'postgres' });
    expect(stores.database!.entities as number).toBeGreaterThanOrEqual(rows);

    const database = await newPostgres();
    const dirs = dirsFor('postgres-b');
    // Refused before anything is touched, each in its own process (so side by side): the running
    // portal's database is not empty (restoring into it needs --force), no key, a wrong key, no file.
    const [busy, noKey, wrongKey, missing] = await Promise.all([
      pnpm('restore', [file], cliEnv(fromDatabase, restoredDirs)),
      pnpm('restore', [encrypted], cliEnv(database, dirs)),
      pnpm('restore', [encrypted], cliEnv(database, dirs, { BACKUP_ENCRYPTION_KEY: 'not the key' })),
      pnpm('restore', [path.join(work, 'nothing.tar.gz')], cliEnv(database, dirs)),
    ]);
    expect(busy.code).not.toBe(0);
    expect(busy.output).toMatch(/target is not empty \(\d+ rows in up_users/);
    expect(noKey.code).not.toBe(0);
    expect(noKey.output).toContain('is encrypted: set BACKUP_ENCRYPTION_KEY');
    expect(wrongKey.code).not.toBe(0);
    expect(wrongKey.output).toContain('wrong BACKUP_ENCRYPTION_KEY');
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain('No backup file at');
    // Nothing was written into the target the refusals named.
    expect(await tablesOf(database.DATABASE_NAME as string)).toEqual([]);
  });
});
