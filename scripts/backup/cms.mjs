// What the backup scripts need to know about the CMS: its environment (the same variables and
// defaults as apps/cms/config/database.ts and src/modules/requests/files/private-files.ts) and its
// database (emptiness check, the derived queue tables).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ROOT } from '../lib.mjs';
import { BackupError } from './archive.mjs';

export const CMS_DIR = path.join(ROOT, 'apps', 'cms');
/** The CMS's own dependencies (pg, better-sqlite3, Strapi), resolved from its package. */
export const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

/** The derived queue index (modules/requests/queue-index): rebuilt by the CMS at boot. */
const QUEUE_TABLES = ['portal_queue_entry_datasets', 'portal_queue_entries'];
/** Tables whose rows make a database "in use": accounts and requests of either format. */
const CONTENT_TABLES = ['up_users', 'dataset_requests', 'data_access_requests', 'data_access_request_drafts'];

/**
 * The process environment over apps/cms/.env, as Strapi itself reads it (dotenv does not override).
 * @returns {NodeJS.ProcessEnv}
 */
export function cmsEnv() {
  const file = path.join(CMS_DIR, '.env');
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...process.env };
}

/** @param {NodeJS.ProcessEnv} env */
export function privateFilesDir(env) {
  const configured = env.PRIVATE_FILES_DIR?.trim();
  return path.resolve(CMS_DIR, configured ? configured : path.join('.tmp', 'private-files'));
}

/**
 * Strapi's public folder (server.ts `dirs.public`), where the import writes the media files.
 * @param {NodeJS.ProcessEnv} env
 */
export function publicDir(env) {
  return path.resolve(CMS_DIR, env.PUBLIC_DIR ?? 'public');
}

/** @param {NodeJS.ProcessEnv} env */
export function databaseLabel(env) {
  const client = env.DATABASE_CLIENT ?? 'sqlite';
  if (client === 'postgres')
    return env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : `PostgreSQL ${env.DATABASE_NAME ?? 'portal'} on ${env.DATABASE_HOST ?? '127.0.0.1'}:${env.DATABASE_PORT ?? 5432}`;
  return `SQLite ${sqliteFile(env)}`;
}

/** @param {NodeJS.ProcessEnv} env */
export function sqliteFile(env) {
  return path.resolve(CMS_DIR, env.DATABASE_FILENAME ?? '.tmp/data.db');
}

/**
 * The few operations the backup scripts need, on either database.
 * @typedef {object} CmsDatabase
 * @property {() => Promise<string[]>} tables
 * @property {(table: string) => Promise<number>} count
 * @property {(table: string) => Promise<unknown>} clear
 */

/**
 * Runs `work` against the CMS database. Returns undefined when there is nothing to open yet (a
 * SQLite file that does not exist).
 * @template T
 * @param {NodeJS.ProcessEnv} env
 * @param {(db: CmsDatabase) => Promise<T>} work
 * @returns {Promise<T | undefined>}
 */
async function withDatabase(env, work) {
  if ((env.DATABASE_CLIENT ?? 'sqlite') === 'postgres') {
    const { Client } = requireFromCms('pg');
    const ssl = env.DATABASE_SSL === 'true' && { rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED !== 'false' };
    const client = new Client(
      env.DATABASE_URL
        ? { connectionString: env.DATABASE_URL, ssl }
        : {
            host: env.DATABASE_HOST ?? '127.0.0.1',
            port: Number(env.DATABASE_PORT ?? 5432),
            database: env.DATABASE_NAME ?? 'portal',
            user: env.DATABASE_USERNAME ?? 'postgres',
            password: env.DATABASE_PASSWORD ?? '',
            ssl,
          },
    );
    try {
      await client.connect();
    } catch (caught) {
      const error = /** @type {Error & { code?: string }} */ (caught);
      // The two mistakes an operator makes first, named; anything else as the driver says it.
      if (error.code === '3D000')
        throw new BackupError(`${databaseLabel(env)} does not exist: create it first (e.g. createdb)`);
      if (error.code === 'ECONNREFUSED') throw new BackupError(`Cannot reach ${databaseLabel(env)}`);
      throw new BackupError(`Cannot connect to ${databaseLabel(env)}: ${error.message}`);
    }
    const schema = env.DATABASE_SCHEMA ?? 'public';
    try {
      return await work({
        tables: async () =>
          (
            await client.query('SELECT table_name FROM information_schema.tables WHERE table_schema = $1', [schema])
          ).rows.map((/** @type {{ table_name: string }} */ r) => r.table_name),
        count: async (/** @type {string} */ table) =>
          Number((await client.query(`SELECT count(*) AS n FROM "${schema}"."${table}"`)).rows[0].n),
        clear: async (/** @type {string} */ table) => client.query(`DELETE FROM "${schema}"."${table}"`),
      });
    } finally {
      await client.end();
    }
  }
  const file = sqliteFile(env);
  if (!existsSync(file)) return undefined;
  const Database = requireFromCms('better-sqlite3');
  const db = new Database(file);
  try {
    return await work({
      tables: async () =>
        db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
          .all()
          .map((/** @type {{ name: string }} */ r) => r.name),
      count: async (/** @type {string} */ table) => db.prepare(`SELECT count(*) AS n FROM "${table}"`).get().n,
      clear: async (/** @type {string} */ table) => db.prepare(`DELETE FROM "${table}"`).run(),
    });
  } finally {
    db.close();
  }
}

/**
 * Row counts of the tables that hold accounts and requests (missing tables count as empty).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<Record<string, number>>}
 */
export async function contentRows(env) {
  return (
    (await withDatabase(env, async (db) => {
      const present = new Set(await db.tables());
      /** @type {Record<string, number>} */
      const counts = {};
      for (const table of CONTENT_TABLES) if (present.has(table)) counts[table] = await db.count(table);
      return counts;
    })) ?? {}
  );
}

/**
 * Empties the queue index so the next boot of the CMS rebuilds it from the restored requests
 * (the import writes with lifecycles off and new ids, so the index would be stale otherwise).
 * @param {NodeJS.ProcessEnv} env
 */
export async function clearQueueIndex(env) {
  await withDatabase(env, async (db) => {
    const present = new Set(await db.tables());
    for (const table of QUEUE_TABLES) if (present.has(table)) await db.clear(table);
  });
}

/** @param {string} dir */
export function filesIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}
