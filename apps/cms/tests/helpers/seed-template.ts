import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { createPostgresDatabase, dropPostgresDatabase, type TemplateInfo, uniqueName } from './database';

const run = promisify(execFile);

/**
 * A database and public folder booted once per run, that test files start from as a copy (a file
 * copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL): with the demo content (`seed`), or
 * with only what any boot writes (the schema, roles and permissions, locales, the queue's tables).
 * Booting on a copy runs the whole bootstrap again, so each file still checks that a boot on an
 * existing database is idempotent; what it saves is Strapi creating every table, a few seconds of
 * every boot on both databases.
 *
 * Returns as soon as the boot has started: `info` names where the template will be, `built`
 * settles when it is there. The boot then writes `info.readyFile` (or, when it failed, the error),
 * which is how a test worker, another process, learns it may copy the template (`awaitTemplate`).
 */
export async function startTemplate({ seed }: { seed: boolean }): Promise<{
  info: TemplateInfo;
  built: Promise<void>;
  remove: () => Promise<void>;
}> {
  const root = mkdtempSync(path.join(tmpdir(), seed ? 'portal-template-' : 'portal-schema-'));
  const publicDir = path.join(root, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const postgres = process.env.DATABASE_CLIENT === 'postgres';
  const readyFile = path.join(root, 'ready');
  const info: TemplateInfo = postgres
    ? { client: 'postgres', postgresName: uniqueName(seed ? 'portal_tpl' : 'portal_schema'), publicDir, readyFile }
    : { client: 'sqlite', sqliteFile: path.join(root, 'template.db'), publicDir, readyFile };
  if (info.postgresName) await createPostgresDatabase(info.postgresName);
  const started = Date.now();
  const built = run(process.execPath, [path.join(__dirname, 'boot-once.cjs')], {
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: seed ? 'true' : 'false',
      CRON_ENABLED: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_STARTUP_LOG: 'false',
      PUBLIC_DIR: publicDir,
      ...(info.postgresName
        ? { DATABASE_CLIENT: 'postgres', DATABASE_NAME: info.postgresName, DATABASE_POOL_MIN: '0' }
        : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: info.sqliteFile }),
    },
  }).then(
    ({ stdout, stderr }) => {
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      writeFileSync(readyFile, READY);
      console.log(`Built the ${seed ? 'seeded' : 'schema'} ${info.client} test template in ${Date.now() - started} ms`);
    },
    (error: Error) => {
      writeFileSync(readyFile, `The ${seed ? 'seeded' : 'schema'} test template could not be built: ${error.message}`);
      throw error;
    },
  );
  return {
    info,
    built,
    remove: async () => {
      if (info.postgresName) await dropPostgresDatabase(info.postgresName);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const READY = 'ready';

/**
 * Waits until the template's boot has finished (`startTemplate`), for a test worker about to copy
 * it; throws the boot's error when it failed. A kept template has no marker: it is complete.
 */
export async function awaitTemplate(info: TemplateInfo, timeoutMs = 300_000): Promise<TemplateInfo> {
  const { readyFile } = info;
  if (!readyFile) return info;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(readyFile)) {
      const state = readFileSync(readyFile, 'utf8');
      if (state === READY) return info;
      throw new Error(state);
    }
    if (Date.now() > deadline) throw new Error(`The test template was not built within ${timeoutMs / 1000} s`);
    await delay(100);
  }
}

/**
 * Copies the seeded SQLite template to `dir` (`template.db` and `public/`), where a later suite
 * of the same run starts from it instead of seeding again: `pnpm test` hands it to the e2e CMS
 * (apps/web/e2e/support/start-cms.mjs), whose boot then only checks the demo content.
 */
export function keepSeeded(info: TemplateInfo, dir: string | undefined): void {
  if (!dir || !info.sqliteFile) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(info.sqliteFile, path.join(dir, 'template.db'));
  if (existsSync(`${info.sqliteFile}-wal`)) cpSync(`${info.sqliteFile}-wal`, path.join(dir, 'template.db-wal'));
  cpSync(info.publicDir, path.join(dir, 'public'), { recursive: true });
}

/**
 * The seeded template `keepSeeded` left in `dir`, as a template a later suite of the same run
 * copies (the backup suite's seeded source), or undefined when there is none.
 */
export function keptSeeded(dir: string | undefined): TemplateInfo | undefined {
  if (!dir || !existsSync(path.join(dir, 'template.db'))) return undefined;
  return { client: 'sqlite', sqliteFile: path.join(dir, 'template.db'), publicDir: path.join(dir, 'public') };
}
