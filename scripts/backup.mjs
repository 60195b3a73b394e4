#!/usr/bin/env node
// `pnpm backup [--out <file>]`: one file with everything the portal needs back after a loss —
// Strapi's export of the CMS database (content in every locale, users with their password
// hashes, requests, events, file records, media, configuration), taken in this process on the
// compiled CMS while the portal keeps running, and the private request files.
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
import { privateFilesStore, privateStoreName } from './backup/private-files.mjs';
import { exportCms } from './backup/transfer.mjs';
import { ROOT, log } from './lib.mjs';

const USAGE = 'Usage: pnpm backup [--out <file>]   (BACKUP_ENCRYPTION_KEY set: the file is encrypted)';

/** @param {boolean} encrypted */
function defaultOut(encrypted) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(ROOT, 'backups', `portal-${stamp}.tar.gz${encrypted ? '.enc' : ''}`);
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

  const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  try {
    log(`Exporting the CMS database (${databaseLabel(env)})`);
    // Unencrypted here: the whole backup file is encrypted below, private files included.
    await exportCms(env, path.join(work, 'strapi-export'));
    if (!existsSync(path.join(work, STRAPI_EXPORT))) throw new BackupError(`Strapi's export wrote no ${STRAPI_EXPORT}`);

    const store = privateFilesStore(env);
    const notIncluded = ['admin panel users', 'API tokens', 'the .env secrets'];
    let privateFiles = { count: 0, bytes: 0 };
    if (store) {
      log(`Copying the private request files (${store.label})`);
      privateFiles = store.copyOut(path.join(work, PRIVATE_FILES));
    } else {
      // An empty folder: the archive keeps its layout, and a restore knows there is nothing to copy.
      mkdirSync(path.join(work, PRIVATE_FILES));
      notIncluded.push(`the private request files (PRIVATE_FILES_STORE=${privateStoreName(env)})`);
    }
    const manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: (env.DATABASE_CLIENT ?? 'sqlite') === 'postgres' ? 'postgres' : 'sqlite',
      privateFiles,
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
    console.log(
      `\nBackup written: ${out} (${mb} MB, ${manifest.privateFiles.count} private files, ${key ? 'encrypted' : 'not encrypted'})`,
    );
    console.log(`Not included: ${notIncluded.join(', ')}. Keep .env in a secret store.`);
    if (!store)
      console.log(
        `The private request files are in the ${privateStoreName(env)} store: back it up with the store's own tools, at the same time.`,
      );
  } finally {
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
