#!/usr/bin/env node
// `pnpm restore <file> [--force]`: loads a `pnpm backup` file into the CMS's configured database
// (Strapi's import, run in this process on the compiled CMS) and private files folder. The target
// must be empty (a fresh database, e.g. created with `createdb`, or one the CMS has only booted
// on) unless --force, which replaces what is there. The CMS is stopped meanwhile. See
// docs/operations.md, "Backups".
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
import { privateFilesStore, privateStoreName } from './backup/private-files.mjs';
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
 * @param {import('./backup/private-files.mjs').PrivateFilesStore | undefined} store
 * @param {boolean | undefined} force
 */
async function checkTarget(env, store, force) {
  const rows = Object.entries(await contentRows(env)).filter(([, n]) => n > 0);
  const files = store?.count() ?? 0;
  if (force || (rows.length === 0 && files === 0)) return;
  const found = [
    ...rows.map(([table, n]) => `${n} rows in ${table}`),
    ...(store && files ? [`${files} files in ${store.label}`] : []),
  ];
  throw new BackupError(
    `The target is not empty (${found.join(', ')}). Restore into a new database and an empty PRIVATE_FILES_DIR, or pass --force to replace their content.`,
  );
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
  const store = privateFilesStore(env);

  const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
  try {
    const { dir, manifest } = await unpack(file, work, env.BACKUP_ENCRYPTION_KEY?.trim());
    if (!store && manifest.privateFiles.count > 0)
      throw new BackupError(
        `The backup holds ${manifest.privateFiles.count} private files, and PRIVATE_FILES_STORE=${privateStoreName(env)} is a store pnpm restore cannot write to: restore with PRIVATE_FILES_STORE=disk, then move the files into the store.`,
      );
    await checkTarget(env, store, values.force);

    log(`Importing the CMS database (${databaseLabel(env)}) from a backup of ${manifest.createdAt}`);
    mkdirSync(path.join(publicDir(env), 'uploads'), { recursive: true });
    // The target's content is replaced (Strapi's `restore` strategy): emptiness was checked above.
    await importCms(env, path.join(dir, STRAPI_EXPORT));
    await clearQueueIndex(env);

    if (store) {
      log(`Restoring ${manifest.privateFiles.count} private request files into ${store.label}`);
      const restored = store.copyIn(path.join(dir, PRIVATE_FILES), { replace: Boolean(values.force) });
      if (restored < manifest.privateFiles.count)
        throw new BackupError(`Only ${restored} of ${manifest.privateFiles.count} private files are in ${store.label}`);
    }

    console.log(`
Restore complete. Start the CMS: its first boot rebuilds the staff queue index.
Not in a backup: admin panel users and API tokens. Create an admin at /admin (or
\`strapi admin:create-user\`) and new API tokens; keep the original .env (ENCRYPTION_KEY, JWT secrets).`);
  } finally {
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
