import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 */
export async function buildTemplate({
  seed,
}: {
  seed: boolean;
}): Promise<{ info: TemplateInfo; remove: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), seed ? 'portal-template-' : 'portal-schema-'));
  const publicDir = path.join(root, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const postgres = process.env.DATABASE_CLIENT === 'postgres';
  const info: TemplateInfo = postgres
    ? { client: 'postgres', postgresName: uniqueName(seed ? 'portal_tpl' : 'portal_schema'), publicDir }
    : { client: 'sqlite', sqliteFile: path.join(root, 'template.db'), publicDir };
  if (info.postgresName) await createPostgresDatabase(info.postgresName);
  const started = Date.now();
  const { stdout, stderr } = await run(process.execPath, [path.join(__dirname, 'boot-once.cjs')], {
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
  });
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  console.log(`Built the ${seed ? 'seeded' : 'schema'} ${info.client} test template in ${Date.now() - started} ms`);
  return {
    info,
    remove: async () => {
      if (info.postgresName) await dropPostgresDatabase(info.postgresName);
      rmSync(root, { recursive: true, force: true });
    },
  };
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
