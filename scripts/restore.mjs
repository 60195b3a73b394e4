#!/usr/bin/env node
// `pnpm restore <file> [--force]`: loads a `pnpm backup` file into the CMS's configured database
// and media store (Strapi's import, run in this process on the compiled CMS, which writes the
// media through the CMS's upload provider) and private files store (folder or bucket), whichever
// stores the backup came from. The target must be empty (a fresh database, e.g. created with
// `createdb`, or one the CMS has only booted on, and no private files) unless --force, which
// replaces what is there. The CMS is stopped meanwhile. See docs/operations.md, "Backups".
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BackupError,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  PRIVATE_FILES,
  STRAPI_EXPORT,
  decryptFile,
  isEncrypted,
  unpackTar,
} from './backup/archive.mjs';
import { clearQueueIndex, cmsEnv, contentRows, databaseLabel, publicDir } from './backup/cms.mjs';
import { privateFilesStore } from './backup/private-files.mjs';
import { bucketClient, mediaStore, s3Connection } from './backup/s3.mjs';
import { importCms } from './backup/transfer.mjs';
import { log } from './lib.mjs';

const USAGE = 'Usage: pnpm restore <backup file> [--force]   (BACKUP_ENCRYPTION_KEY for an encrypted file)';

/**
 * @param {string} file
 * @param {string} work
 * @param {string | undefined} key
 */
async function unpack(file, work, key) {
  let tarball = file;
  if (isEncrypted(file)) {
    if (!key) throw new BackupError(`${file} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with`);
    tarball = path.join(work, 'backup.tar.gz');
    await decryptFile(file, tarball, key);
  }
  const dir = path.join(work, 'unpacked');
  mkdirSync(dir);
  unpackTar(tarball, dir);
  const manifestFile = path.join(dir, MANIFEST);
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
  if (manifest?.format !== FORMAT || !existsSync(path.join(dir, STRAPI_EXPORT)))
    throw new BackupError(`${file} is not a portal backup (made by \`pnpm backup\`)`);
  if (manifest.version > FORMAT_VERSION)
    throw new BackupError(
      `${file} has backup format ${manifest.version}; this version of the portal reads up to ${FORMAT_VERSION}`,
    );
  return { dir, manifest };
}

/**
 * Refuses to overwrite accounts, requests or private files unless --force.
 * @param {NodeJS.ProcessEnv} env
 * @param {import('./backup/private-files.mjs').PrivateFilesStore} store
 * @param {boolean | undefined} force
 */
async function checkTarget(env, store, force) {
  const rows = Object.entries(await contentRows(env)).filter(([, n]) => n > 0);
  const files = await store.count();
  if (force || (rows.length === 0 && files === 0)) return;
  const found = [
    ...rows.map(([table, n]) => `${n} rows in ${table}`),
    ...(files ? [`${files} files in ${store.label}`] : []),
  ];
  const where = store.name === 's3' ? 'an empty S3_PRIVATE_BUCKET' : 'an empty PRIVATE_FILES_DIR';
  throw new BackupError(
    `The target is not empty (${found.join(', ')}). Restore into a new database and ${where}, or pass --force to replace their content.`,
  );
}

/**
 * The media bucket must exist before the import writes into it: found now, a wrong name stops
 * the restore before the database is touched.
 * @param {NodeJS.ProcessEnv} env
 * @param {ReturnType<typeof mediaStore>} media
 */
async function checkMediaBucket(env, media) {
  if (media.store !== 'aws-s3') return;
  const bucket = bucketClient(s3Connection(env, 'UPLOAD_PROVIDER=aws-s3'), media.bucket);
  try {
    await bucket.probe();
  } finally {
    bucket.close();
  }
}

/**
 * What the backup holds, in a line: its stores (recorded since the buckets are included) or, for
 * a backup made before, its private files.
 * @param {any} manifest
 */
function contents(manifest) {
  const { stores } = manifest;
  if (!stores) return `${manifest.privateFiles.count} private files`;
  const where = (/** @type {any} */ store) => (store.bucket ? `bucket ${store.bucket}` : store.store);
  return `${stores.database.entities} entities from ${stores.database.client}, ${stores.media.count} media files from ${where(stores.media)}, ${stores.privateFiles.count} private files from ${where(stores.privateFiles)}`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  const [given] = positionals;
  if (positionals.length !== 1 || given === undefined) throw new BackupError(USAGE);
  // pnpm runs scripts from the repository root: a relative path is the caller's.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  const env = cmsEnv();
  const media = mediaStore(env);
  const store = privateFilesStore(env);

  const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
  try {
    const { dir, manifest } = await unpack(file, work, env.BACKUP_ENCRYPTION_KEY?.trim());
    console.log(`A backup of ${manifest.createdAt}: ${contents(manifest)}.`);
    // Backups made while private files in a bucket could not be copied say so in their manifest.
    const left = (manifest.notIncluded ?? []).find((/** @type {string} */ item) =>
      item.includes('private request files'),
    );
    if (left) console.log(`It does not hold ${left}: restore them from that store's own backup of the same time.`);
    await checkTarget(env, store, values.force);
    await checkMediaBucket(env, media);

    log(`Importing the CMS database (${databaseLabel(env)}) and the media`);
    // Strapi moves the uploads folder aside while it imports into it.
    if (media.store === 'local') mkdirSync(path.join(publicDir(env), 'uploads'), { recursive: true });
    // The target's content is replaced (Strapi's `restore` strategy): emptiness was checked above.
    // The media files go through the CMS's upload provider, which gives them their new URLs.
    await importCms(env, path.join(dir, STRAPI_EXPORT));
    await clearQueueIndex(env);

    log(`Restoring ${manifest.privateFiles.count} private request files into ${store.label}`);
    const restored = await store.copyIn(path.join(dir, PRIVATE_FILES), { replace: Boolean(values.force) });
    if (restored < manifest.privateFiles.count)
      throw new BackupError(`Only ${restored} of ${manifest.privateFiles.count} private files are in ${store.label}`);

    console.log(`
Restore complete. Start the CMS: its first boot rebuilds the staff queue index.
Not in a backup: admin panel users and API tokens. Create an admin at /admin (or
\`strapi admin:create-user\`) and new API tokens; keep the original .env (ENCRYPTION_KEY, JWT secrets).`);
  } finally {
    store.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Exits explicitly: a timer left by the CMS after its shutdown must not keep the shell waiting.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\n✖ ${error instanceof BackupError ? error.message : (error.stack ?? error)}`);
    process.exit(1);
  },
);
