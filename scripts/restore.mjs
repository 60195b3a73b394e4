#!/usr/bin/env node
// `pnpm restore <file> [--force]`: loads a `pnpm backup` file into the CMS's configured database
// (`strapi import`) and private files folder. The target must be empty (a fresh database, e.g.
// created with `createdb`, or one the CMS has only booted on) unless --force, which replaces
// what is there. The CMS is stopped meanwhile. See docs/operations.md, "Backups".
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
import {
  clearQueueIndex,
  cmsEnv,
  contentRows,
  databaseLabel,
  filesIn,
  privateFilesDir,
  publicDir,
  strapiCli,
} from './backup/cms.mjs';
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
 * @param {string} privateDir
 * @param {boolean | undefined} force
 */
async function checkTarget(env, privateDir, force) {
  const rows = Object.entries(await contentRows(env)).filter(([, n]) => n > 0);
  const files = filesIn(privateDir);
  if (force || (rows.length === 0 && files.length === 0)) return;
  const found = [
    ...rows.map(([table, n]) => `${n} rows in ${table}`),
    ...(files.length ? [`${files.length} files in ${privateDir}`] : []),
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
  const privateDir = privateFilesDir(env);

  const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
  try {
    const { dir, manifest } = await unpack(file, work, env.BACKUP_ENCRYPTION_KEY?.trim());
    await checkTarget(env, privateDir, values.force);

    log(`Importing the CMS database (${databaseLabel(env)}) from a backup of ${manifest.createdAt}`);
    mkdirSync(path.join(publicDir(env), 'uploads'), { recursive: true });
    // --force answers Strapi's own "this deletes the existing content" prompt: emptiness was checked above.
    const status = strapiCli(['import', '--force', '--file', path.join(dir, STRAPI_EXPORT)], env);
    if (status !== 0) throw new BackupError(`strapi import failed (exit ${status}); see its messages above`);
    await clearQueueIndex(env);

    log(`Restoring ${manifest.privateFiles.count} private request files into ${privateDir}`);
    if (values.force) rmSync(privateDir, { recursive: true, force: true });
    mkdirSync(privateDir, { recursive: true, mode: 0o700 });
    cpSync(path.join(dir, PRIVATE_FILES), privateDir, { recursive: true });
    const restored = filesIn(privateDir).length;
    if (restored < manifest.privateFiles.count)
      throw new BackupError(`Only ${restored} of ${manifest.privateFiles.count} private files are in ${privateDir}`);

    console.log(`
Restore complete. Start the CMS: its first boot rebuilds the staff queue index.
Not in a backup: admin panel users and API tokens. Create an admin at /admin (or
\`strapi admin:create-user\`) and new API tokens; keep the original .env (ENCRYPTION_KEY, JWT secrets).`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\n✖ ${error instanceof BackupError ? error.message : (error.stack ?? error)}`);
  process.exit(1);
});
