// Strapi's data transfer (the library behind `strapi export` / `strapi import`), run in this
// process on the compiled CMS (apps/cms/dist): one Strapi boot per backup or restore, and no
// TypeScript compile per run as the CLI does. The options are the CLI's for `strapi export
// --no-encrypt` and `strapi import --force` with no filters.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildEnv, log } from '../lib.mjs';
import { BackupError } from './archive.mjs';
import { CMS_DIR, databaseLabel, requireFromCms } from './cms.mjs';

const DIST_DIR = path.join(CMS_DIR, 'dist');
/** What `tsc -p apps/cms/tsconfig.json` compiles into dist (its `include`), and the shared package it imports. */
const SOURCES = [
  path.join(CMS_DIR, 'config'),
  path.join(CMS_DIR, 'src'),
  path.join(CMS_DIR, 'tsconfig.json'),
  path.join(ROOT, 'packages', 'shared', 'src'),
];
/**
 * Not sources of the server build: the admin panel (tsconfig `exclude`), and the API documentation
 * the documentation plugin writes into src/extensions at every boot.
 */
const NOT_SOURCES = [
  path.join(CMS_DIR, 'src', 'admin'),
  path.join(CMS_DIR, 'src', 'extensions', 'documentation', 'documentation'),
].map((dir) => dir + path.sep);

/**
 * The newest modification time of the files under `entry` (0 when there are none).
 * @param {string} entry
 * @param {(file: string) => boolean} [include]
 */
function newestMtime(entry, include = () => true) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return include(entry) ? stat.mtimeMs : 0;
  let newest = 0;
  for (const item of readdirSync(entry, { recursive: true, withFileTypes: true })) {
    const file = path.join(item.parentPath ?? item.path, item.name);
    if (item.isFile() && include(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Why the compiled CMS cannot be booted as it is, or undefined when it can: dist (or the shared
 * package's build) is missing, or a source file was modified after the newest file of dist (a
 * build writes the files of what changed, and its build info, so it leaves dist the newer).
 * @returns {string | undefined}
 */
function staleBuild() {
  if (!existsSync(path.join(DIST_DIR, 'src', 'index.js'))) return 'apps/cms/dist is missing';
  if (!existsSync(path.join(ROOT, 'packages', 'shared', 'dist'))) return 'packages/shared/dist is missing';
  const built = newestMtime(DIST_DIR);
  const changed = Math.max(
    ...SOURCES.map((source) => newestMtime(source, (file) => !NOT_SOURCES.some((dir) => file.startsWith(dir)))),
  );
  return changed > built ? 'its sources changed since the last build' : undefined;
}

/** Builds the CMS server (turbo: @portal/shared, then `tsc` into apps/cms/dist) when it is stale. */
function ensureBuilt() {
  const reason = staleBuild();
  if (!reason) return;
  log(`Building the CMS server (${reason})`);
  const args = ['exec', 'turbo', 'run', 'build:server', '--filter=@portal/cms', '--output-logs=errors-only'];
  const result = spawnSync('pnpm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: buildEnv(),
  });
  if (result.status !== 0)
    throw new BackupError(`Building the CMS server failed (exit ${result.status ?? result.error}); see above`);
}

/**
 * What a boot for a transfer must not do: seed demo content, run the scheduled tasks (a restored
 * outbox would start sending mail from this process) or log more than errors (the CLI's level).
 */
const TRANSFER_BOOT = {
  SEED_DEMO: 'false',
  CRON_ENABLED: 'false',
  LOG_LEVEL: 'error',
  STRAPI_TELEMETRY_DISABLED: 'true',
};

/**
 * Boots the compiled CMS without serving it, as `strapi export`/`import` do: `load()`, no HTTP
 * listener, no admin panel. Without the admin panel's syncs and role creation either: a transfer
 * moves no admin data (Strapi's transfer leaves admin users, roles and permissions out), the
 * content-manager's configuration travels in the configuration stage, and the CMS's own next boot
 * does them all. On an empty database they were half of a restore's boot (some 3,000 statements).
 * @param {NodeJS.ProcessEnv} env
 */
async function bootCms(env) {
  ensureBuilt();
  // As the CLI runs: from the app directory (Strapi reads `.env` from the working directory),
  // with the same variables the scripts read (the environment over apps/cms/.env).
  process.chdir(CMS_DIR);
  Object.assign(process.env, env, TRANSFER_BOOT);
  // The CommonJS build, the one the compiled CMS itself runs against.
  const { createStrapi } = requireFromCms('@strapi/strapi');
  const strapi = createStrapi({ appDir: CMS_DIR, distDir: DIST_DIR, autoReload: false, serveAdminPanel: false });
  /** @type {typeof import('../../apps/cms/src/platform/strapi/partial-boot')} */
  const { ADMIN_PANEL_SYNCS, ADMIN_ROLES_CREATION, loadWithout } = createRequire(import.meta.url)(
    path.join(DIST_DIR, 'src', 'platform', 'strapi', 'partial-boot.js'),
  );
  try {
    await loadWithout(strapi, [...ADMIN_PANEL_SYNCS, ADMIN_ROLES_CREATION]);
  } catch (caught) {
    await strapi.destroy().catch(() => {});
    const error = /** @type {Error} */ (caught);
    throw new BackupError(`The CMS did not start on ${databaseLabel(env)}: ${error.message}`);
  }
  return strapi;
}

/**
 * What a transfer moved, per stage (entities, links, assets, configuration), and how many media
 * files it had to leave out because the file of a record was not there.
 * @typedef {{ stages: Record<string, { count: number, bytes: number }>, missingAssets: number }} TransferTotals
 */

/** A signed URL's query (a bucket with `S3_ACL=private`) is a credential: never printed. */
const withoutQueries = (/** @type {string} */ text) => text.replace(/(https?:\/\/[^\s?]+)\?\S*/g, '$1');

/**
 * Runs one transfer with Strapi booted on the CMS database, printing a line per finished stage
 * and warnings as they come; destroys Strapi afterwards whatever happened.
 * @param {NodeJS.ProcessEnv} env
 * @param {'export' | 'import'} action
 * @param {(strapi: any, transfer: any) => any} createEngine
 * @returns {Promise<TransferTotals>}
 */
async function withTransfer(env, action, createEngine) {
  const transfer = requireFromCms('@strapi/data-transfer');
  const strapi = await bootCms(env);
  /** @type {TransferTotals} */
  const totals = { stages: {}, missingAssets: 0 };
  try {
    const engine = createEngine(strapi, transfer);
    /** @type {string[]} */
    const errors = [];
    engine.diagnostics.onDiagnostic((/** @type {any} */ { kind, details }) => {
      const message = withoutQueries(String(details.message));
      if (kind === 'error') errors.push(message);
      if (kind !== 'warning') return;
      if (message.includes('no corresponding file was found')) totals.missingAssets += 1;
      console.warn(`  warning (${details.origin ?? 'transfer'}): ${message}`);
    });
    engine.progress.stream.on('stage::finish', (/** @type {any} */ { stage, data }) => {
      const { count = 0, bytes = 0 } = data[stage] ?? {};
      totals.stages[stage] = { count, bytes };
      console.log(`  ${stage}: ${count} items (${(bytes / 1024).toFixed(0)} kB)`);
    });
    try {
      await engine.transfer();
    } catch (caught) {
      const error = /** @type {Error} */ (caught);
      throw new BackupError(`Strapi's ${action} failed: ${errors.at(-1) ?? withoutQueries(error.message)}`);
    }
  } finally {
    await strapi.destroy();
  }
  return totals;
}

/**
 * The entities and links Strapi's CLI transfers: every content type except those the official
 * transfer leaves out (content releases).
 * @param {any} transfer
 */
function officialTransforms(transfer) {
  const kept = (/** @type {string} */ uid) => !transfer.strapi.isIgnoredOfficialTransferType(uid);
  return {
    entities: [{ filter: (/** @type {any} */ entity) => kept(entity.type) }],
    links: [{ filter: (/** @type {any} */ link) => kept(link.left.type) && kept(link.right.type) }],
  };
}

/**
 * The Strapi instance as the export sees it, with one change to how it reads the media of a
 * bucket. Strapi's export reads them from their URLs with `strapi.fetch` (a signed URL when the
 * bucket is private), a stat request then the download; here both ask for the bytes as stored
 * (`accept-encoding: identity`: a CDN that compresses would announce a length the decoded body
 * does not have, and the archive entry would not match), and a 404 is a missing file, as a file
 * missing from the public folder is: a warning, and the backup goes on without it instead of
 * stopping every backup on one lost object.
 * @param {any} strapi
 */
function readingMedia(strapi) {
  const fetch = strapi.fetch;
  const read = async (/** @type {string} */ url, /** @type {RequestInit} */ options = {}) => {
    const headers = new Headers(options.headers);
    headers.set('accept-encoding', 'identity');
    const response = await fetch(url, { ...options, headers });
    if (response.status !== 404) return response;
    await response.body?.cancel();
    throw Object.assign(new Error(`${url} answered 404`), { code: 'ENOENT' });
  };
  return new Proxy(strapi, {
    get: (target, property) => (property === 'fetch' ? read : Reflect.get(target, property, target)),
  });
}

/**
 * Exports the CMS database (content, media files, configuration) into `<base>.tar.gz`, Strapi's
 * own archive: gzipped, not encrypted (the portal backup encrypts the whole file). Media in a
 * bucket (UPLOAD_PROVIDER=aws-s3) are read from their URLs and stored in the archive as the files
 * of the public folder are.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} base the archive's path without `.tar.gz`
 * @returns {Promise<TransferTotals>}
 */
export async function exportCms(env, base) {
  return withTransfer(env, 'export', (strapi, transfer) =>
    transfer.engine.createTransferEngine(
      transfer.strapi.providers.createLocalStrapiSourceProvider({
        getStrapi: () => readingMedia(strapi),
        autoDestroy: false,
      }),
      transfer.file.providers.createLocalFileDestinationProvider({
        file: { path: base },
        encryption: { enabled: false },
        compression: { enabled: true },
      }),
      { versionStrategy: 'ignore', schemaStrategy: 'ignore', transforms: officialTransforms(transfer) },
    ),
  );
}

/** @type {Record<string, string>} */
const SCHEMA_DIFF = {
  added: 'is not in the backup',
  deleted: 'is not in this CMS (skipped)',
  modified: 'has another type in this CMS',
};

/**
 * Imports a Strapi export archive (`.tar.gz`) into the CMS database with the `restore` strategy:
 * the content types, media files and configuration it carries replace the target's.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} file
 * @returns {Promise<TransferTotals>}
 */
export async function importCms(env, file) {
  return withTransfer(env, 'import', (strapi, transfer) => {
    const ignored = (/** @type {string} */ uid) => transfer.strapi.isIgnoredOfficialTransferType(uid);
    const destination = transfer.strapi.providers.createLocalStrapiDestinationProvider({
      getStrapi: () => strapi,
      autoDestroy: false,
      strategy: 'restore',
      // What `strapi import` deletes before writing when given no --only/--exclude.
      restore: {
        entities: {
          exclude: [
            ...Object.keys(strapi.contentTypes).filter(ignored),
            ...transfer.strapi.getIgnoredOfficialTransferTypes(),
          ],
        },
        assets: true,
        configuration: { webhook: true, coreStore: true },
      },
    });
    destination.onWarning = (/** @type {string} */ message) => console.warn(`  warning: ${message}`);
    const engine = transfer.engine.createTransferEngine(
      transfer.file.providers.createLocalFileSourceProvider({
        file: { path: file },
        encryption: { enabled: false },
        compression: { enabled: true },
      }),
      destination,
      {
        versionStrategy: transfer.engine.DEFAULT_VERSION_STRATEGY,
        schemaStrategy: transfer.engine.DEFAULT_SCHEMA_STRATEGY,
        transforms: officialTransforms(transfer),
      },
    );
    // `strapi import --force`: schema differences (a backup of another portal version) are
    // reported and the import goes on; fields the current content types lack are skipped.
    engine.onSchemaDiff((/** @type {any} */ context, /** @type {any} */ next) => {
      for (const [uid, diffs] of Object.entries(context.diffs))
        for (const diff of /** @type {any[]} */ (diffs))
          engine.reportWarning(`${[uid, ...diff.path].join('.')} ${SCHEMA_DIFF[diff.kind] ?? diff.kind}`, 'schema');
      context.ignoredDiffs = context.diffs;
      return next(context);
    });
    return engine;
  });
}
