import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../helpers/s3';

/**
 * The stores of `pnpm backup` / `pnpm restore` (scripts/backup/private-files.mjs) against a real
 * S3 protocol server, without a CMS: private files copied from a folder into a bucket and back
 * under the same keys, a bucket emptied by --force, and what `pnpm restore` refuses before it
 * boots anything. The database and media side, on buckets, is checked by the scaled suite
 * (tests/scaled), which backs up and restores its stack.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const run = promisify(execFile);

interface PrivateFilesStore {
  name: 'disk' | 's3';
  label: string;
  count(): Promise<number>;
  copyOut(target: string): Promise<{ count: number; bytes: number }>;
  copyIn(source: string, options: { replace: boolean }): Promise<number>;
  close(): void;
}
type StoreModule = { privateFilesStore: (env: NodeJS.ProcessEnv) => PrivateFilesStore };

const BUCKETS = { a: 'private-a', b: 'private-b', odd: 'private-odd', media: 'media' };
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-stores-'));
let s3: TestS3;
let privateFilesStore: StoreModule['privateFilesStore'];
/** Three files as the CMS stores them: 32 hex characters, under their first two. */
const files = new Map(Array.from({ length: 3 }, (_, i) => [randomBytes(16).toString('hex'), randomBytes(1000 + i)]));

/** Every file under `dir` (path relative to it → bytes). */
function tree(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file)] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const layout = (entries: Map<string, Buffer>) =>
  new Map([...entries].map(([key, bytes]) => [path.join(key.slice(0, 2), key), bytes]));

async function bucket(name: string): Promise<Map<string, Buffer>> {
  const keys = (await s3.keys(name)).sort();
  return new Map(await Promise.all(keys.map(async (key) => [key, (await s3.read(name, key))!] as const)));
}

/** `pnpm restore` in a process of its own; only refusals here, which come before any boot. */
async function restore(file: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, 'scripts', 'restore.mjs'), file], {
      cwd: ROOT,
      env: {
        ...process.env,
        BACKUP_ENCRYPTION_KEY: '',
        // No database yet: nothing there to count.
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(work, 'none.db'),
        ...env,
      },
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A backup file with `manifest` and the given private files (its Strapi export is never read here). */
async function archive(name: string, manifest: object, privateFiles: Map<string, Buffer>): Promise<string> {
  const dir = path.join(work, `archive-${name}`);
  for (const [file, bytes] of layout(privateFiles)) {
    mkdirSync(path.dirname(path.join(dir, 'private-files', file)), { recursive: true });
    writeFileSync(path.join(dir, 'private-files', file), bytes);
  }
  mkdirSync(path.join(dir, 'private-files'), { recursive: true });
  writeFileSync(path.join(dir, 'strapi-export.tar.gz'), '');
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const file = path.join(work, `${name}.tar.gz`);
  await run('tar', ['-czf', file, '-C', dir, 'manifest.json', 'strapi-export.tar.gz', 'private-files']);
  return file;
}

beforeAll(async () => {
  s3 = await startS3(Object.values(BUCKETS));
  const module = (await import(
    pathToFileURL(path.join(ROOT, 'scripts', 'backup', 'private-files.mjs')).href
  )) as StoreModule;
  privateFilesStore = module.privateFilesStore;
});

afterAll(async () => {
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('the private files stores of pnpm backup / pnpm restore', () => {
  it('copies a folder into a bucket and a bucket into a folder under the same keys', async () => {
    const source = path.join(work, 'disk-source');
    for (const [file, bytes] of layout(files)) {
      mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
      writeFileSync(path.join(source, file), bytes);
    }
    // An upload the CMS is still writing: not a file yet.
    writeFileSync(path.join(source, `${[...files.keys()][0]!.slice(0, 2)}`, 'partial.1234.tmp'), 'half');
    const bytes = [...files.values()].reduce((n, b) => n + b.length, 0);

    const disk = privateFilesStore({ PRIVATE_FILES_DIR: source });
    expect(disk.name).toBe('disk');
    const fromDisk = path.join(work, 'from-disk');
    expect(await disk.copyOut(fromDisk)).toEqual({ count: 3, bytes });
    expect(tree(fromDisk)).toEqual(layout(files));

    const a = privateFilesStore(s3.privateStoreEnv(BUCKETS.a));
    expect(a.label).toContain(BUCKETS.a);
    expect(await a.count()).toBe(0);
    expect(await a.copyIn(fromDisk, { replace: false })).toBe(3);
    expect(await bucket(BUCKETS.a)).toEqual(files);
    // Written as the CMS writes them: never a type a browser would render.
    expect((await s3.head(BUCKETS.a, [...files.keys()][0]!))?.type).toBe('application/octet-stream');

    const fromBucket = path.join(work, 'from-bucket');
    expect(await a.copyOut(fromBucket)).toEqual({ count: 3, bytes });
    expect(tree(fromBucket)).toEqual(layout(files));
    const b = privateFilesStore(s3.privateStoreEnv(BUCKETS.b));
    expect(await b.copyIn(fromBucket, { replace: false })).toBe(3);
    expect(await bucket(BUCKETS.b)).toEqual(files);

    const target = path.join(work, 'disk-target');
    const restored = privateFilesStore({ PRIVATE_FILES_STORE: ' ', PRIVATE_FILES_DIR: target });
    expect(await restored.copyIn(fromBucket, { replace: false })).toBe(3);
    expect(tree(target)).toEqual(layout(files));
    for (const store of [disk, a, b, restored]) store.close();
  });

  it('empties a bucket before copying when replacing, and keeps keys that are paths', async () => {
    const a = privateFilesStore(s3.privateStoreEnv(BUCKETS.a));
    await s3.write(BUCKETS.a, 'stray', Buffer.from('left from another portal'));
    expect(await a.count()).toBe(4);
    expect(await a.copyIn(path.join(work, 'from-disk'), { replace: true })).toBe(3);
    expect(await bucket(BUCKETS.a)).toEqual(files);

    // Objects the CMS never writes: a key with folders keeps them, a "folder" object is no file.
    const odd = privateFilesStore(s3.privateStoreEnv(BUCKETS.odd));
    await s3.write(BUCKETS.odd, 'ab/cd/nested', Buffer.from('nested'));
    await s3.write(BUCKETS.odd, 'folder/', Buffer.alloc(0));
    const out = path.join(work, 'odd');
    expect(await odd.copyOut(out)).toEqual({ count: 1, bytes: 6 });
    expect(tree(out)).toEqual(new Map([[path.join('ab', 'ab', 'cd', 'nested'), Buffer.from('nested')]]));
    await s3.remove(BUCKETS.odd, 'folder/');
    await s3.remove(BUCKETS.odd, 'ab/cd/nested');
    expect(await odd.copyIn(out, { replace: false })).toBe(1);
    expect(await s3.keys(BUCKETS.odd)).toEqual(['ab/cd/nested']);
    for (const store of [a, odd]) store.close();
  });

  it('reads the settings the CMS reads, and names what is missing', () => {
    const s3Env = s3.privateStoreEnv(BUCKETS.a);
    const refused = (env: NodeJS.ProcessEnv) => () => privateFilesStore(env);
    expect(refused({ PRIVATE_FILES_STORE: 's3' })).toThrow('S3_PRIVATE_BUCKET must be set when PRIVATE_FILES_STORE=s3');
    expect(refused({ ...s3Env, S3_REGION: ' ' })).toThrow('S3_REGION must be set when PRIVATE_FILES_STORE=s3');
    expect(refused({ ...s3Env, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE must be true or false');
    expect(refused({ ...s3Env, S3_SECRET_ACCESS_KEY: '' })).toThrow('set together, or neither');
    expect(refused({ ...s3Env, S3_ENDPOINT: 'ftp://store' })).toThrow('S3_ENDPOINT must be an absolute http(s) URL');
    expect(refused({ PRIVATE_FILES_STORE: 'nfs' })).toThrow('PRIVATE_FILES_STORE must be "disk" or "s3"');
  });

  it('refuses a restore into a bucket that has files, or a media bucket that does not exist', async () => {
    const manifest = {
      format: 'open-data-access-portal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: 'sqlite',
      privateFiles: { count: files.size, bytes: 0 },
      notIncluded: ['admin panel users', 'API tokens', 'the .env secrets'],
    };
    const file = await archive('v1', manifest, files);

    const busy = await restore(file, s3.privateStoreEnv(BUCKETS.a));
    expect(busy.code, busy.output).not.toBe(0);
    expect(busy.output).toContain(`A backup of ${manifest.createdAt}: 3 private files.`);
    expect(busy.output).toContain(
      `The target is not empty (3 files in the bucket ${BUCKETS.a} (S3_PRIVATE_BUCKET)). Restore into a new database and an empty S3_PRIVATE_BUCKET`,
    );

    const noPrivate = await restore(file, s3.privateStoreEnv('no-such-private-bucket'));
    expect(noPrivate.code).not.toBe(0);
    expect(noPrivate.output).toContain('The bucket no-such-private-bucket does not exist');

    // An empty private bucket passes; the media bucket is checked before the database is touched.
    await s3.remove(BUCKETS.odd, 'ab/cd/nested');
    const wrongMedia = await restore(file, {
      ...s3.privateStoreEnv(BUCKETS.odd),
      UPLOAD_PROVIDER: 'aws-s3',
      S3_BUCKET: 'no-such-media-bucket',
    });
    expect(wrongMedia.code).not.toBe(0);
    expect(wrongMedia.output).toContain('The bucket no-such-media-bucket does not exist');
  });

  it('says when a backup made before the buckets were included has no private files', async () => {
    const left = 'the private request files (PRIVATE_FILES_STORE=s3)';
    const manifest = {
      format: 'open-data-access-portal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: 'postgres',
      privateFiles: { count: 0, bytes: 0 },
      notIncluded: ['admin panel users', 'API tokens', 'the .env secrets', left],
    };
    const file = await archive('v1-bucket', manifest, new Map());
    // Into the bucket that has files: refused after the notice.
    const answer = await restore(file, s3.privateStoreEnv(BUCKETS.a));
    expect(answer.code).not.toBe(0);
    expect(answer.output).toContain(`It does not hold ${left}: restore them from that store's own backup`);
  });
});
