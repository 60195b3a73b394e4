#!/usr/bin/env node
// `pnpm backup [--out <file>]`: one file with everything the portal needs back after a loss —
// Strapi's export of the CMS database (content in every locale, users with their password
// hashes, requests, events, file records, configuration) with the media files, from the public
// folder or the media bucket, taken in this process on the compiled CMS while the portal keeps
// running, and the private request files, from their folder or their bucket.
// BACKUP_ENCRYPTION_KEY set: the file is encrypted (AES-256-GCM). See docs/operations.md, "Backups".
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  encryptFile,
  packTar,
} from './backup/archive.mjs';
import { cmsEnv, databaseLabel, sqliteFile } from './backup/cms.mjs';
import { privateFilesStore } from './backup/private-files.mjs';
import { mediaStore } from './backup/s3.mjs';
import { exportCms } from './backup/transfer.mjs';
import { ROOT, log } from './lib.mjs';

const USAGE = 'Usage: pnpm backup [--out <file>]   (BACKUP_ENCRYPTION_KEY set: the file is encrypted)';

/** @param {boolean} encrypted */
function defaultOut(encrypted) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(ROOT, 'backups', `portal-${stamp}.tar.gz${encrypted ? '.enc' : ''}`);
}

/** @param {ReturnType<typeof mediaStore>} media */
function mediaLabel(media) {
  return media.store === 'local'
    ? 'PUBLIC_DIR/uploads'
    : `the bucket ${media.bucket}${media.rootPath ? `/${media.rootPath}` : ''}`;
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(USAGE);
  const env = cmsEnv();
  const key = env.BACKUP_ENCRYPTION_KEY?.trim();
  // pnpm runs scripts from the repository root: a relative --out is the caller's.
  const out = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : defaultOut(Boolean(key));
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose another --out`);
  // Strapi would create an empty database there and export nothing.
  if ((env.DATABASE_CLIENT ?? 'sqlite') === 'sqlite' && !existsSync(sqliteFile(env)))
    throw new BackupError(`No SQLite database at ${sqliteFile(env)} (DATABASE_FILENAME)`);

  mkdirSync(path.dirname(out), { recursive: true });

  const media = mediaStore(env);
  const store = privateFilesStore(env);
  const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  try {
    // A private store that cannot be read (a wrong bucket, no permission) stops the backup now,
    // not after the export.
    await store.count();
    log(`Exporting the CMS database (${databaseLabel(env)}) and the media (${mediaLabel(media)})`);
    // Unencrypted here: the whole backup file is encrypted below, private files included.
    const exported = await exportCms(env, path.join(work, 'strapi-export'));
    if (!existsSync(path.join(work, STRAPI_EXPORT))) throw new BackupError(`Strapi's export wrote no ${STRAPI_EXPORT}`);

    log(`Copying the private request files (${store.label})`);
    const privateFiles = await store.copyOut(path.join(work, PRIVATE_FILES));
    const notIncluded = ['admin panel users', 'API tokens', 'the .env secrets'];
    const counted = (/** @type {string} */ stage) => exported.stages[stage] ?? { count: 0, bytes: 0 };
    const manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: (env.DATABASE_CLIENT ?? 'sqlite') === 'postgres' ? 'postgres' : 'sqlite',
      // As every version of the format has it: what a restore copies back into the private store.
      privateFiles,
      // Where each part came from and what the archive holds of it.
      stores: {
        database: {
          client: (env.DATABASE_CLIENT ?? 'sqlite') === 'postgres' ? 'postgres' : 'sqlite',
          entities: counted('entities').count,
          links: counted('links').count,
          configuration: counted('configuration').count,
          bytes: counted('entities').bytes + counted('links').bytes + counted('configuration').bytes,
        },
        // Files of Strapi's export (each image format counts as one), read from the store's URLs.
        media: { ...media, ...counted('assets'), missing: exported.missingAssets },
        privateFiles: { ...store.describe, ...privateFiles },
      },
      notIncluded,
    };
    writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');

    const plain = path.join(work, 'backup.tar.gz');
    packTar(work, [MANIFEST, STRAPI_EXPORT, PRIVATE_FILES], plain);
    const partial = `${out}.partial`;
    if (key) await encryptFile(plain, partial, key);
    else renameSync(plain, partial);
    // Renamed at the end: a file with the final name is always a complete backup.
    renameSync(partial, out);
    const mb = (statSync(out).size / 1024 / 1024).toFixed(1);
    const { media: mediaFiles } = manifest.stores;
    console.log(
      `\nBackup written: ${out} (${mb} MB, ${mediaFiles.count} media files, ${privateFiles.count} private files, ${key ? 'encrypted' : 'not encrypted'})`,
    );
    if (mediaFiles.missing > 0)
      console.log(
        `Media files of the database not found in ${mediaLabel(media)}, left out: ${mediaFiles.missing} (see the warnings above).`,
      );
    console.log(`Not included: ${notIncluded.join(', ')}. Keep .env in a secret store.`);
  } finally {
    store.close();
    rmSync(work, { recursive: true, force: true });
    rmSync(`${out}.partial`, { force: true });
  }
}

// Exits explicitly: a timer left by the CMS after its shutdown must not keep a cron job waiting.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\n✖ ${error instanceof BackupError ? error.message : (error.stack ?? error)}`);
    process.exit(1);
  },
);
