import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase, type TemplateInfo, uniqueName } from './database';

/**
 * Seeds the demo content once per run into a template database and public folder; test files
 * that boot with `seedDemo: true` start from a copy (seconds saved per file, on both databases).
 */
export async function buildSeededTemplate(): Promise<{ info: TemplateInfo; remove: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  const publicDir = path.join(root, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const postgres = process.env.DATABASE_CLIENT === 'postgres';
  const info: TemplateInfo = postgres
    ? { client: 'postgres', postgresName: uniqueName('portal_tpl'), publicDir }
    : { client: 'sqlite', sqliteFile: path.join(root, 'template.db'), publicDir };
  if (info.postgresName) await createPostgresDatabase(info.postgresName);
  const started = Date.now();
  execFileSync(process.execPath, [path.join(__dirname, 'boot-once.cjs')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_STARTUP_LOG: 'false',
      PUBLIC_DIR: publicDir,
      ...(info.postgresName
        ? { DATABASE_CLIENT: 'postgres', DATABASE_NAME: info.postgresName, DATABASE_POOL_MIN: '0' }
        : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: info.sqliteFile }),
    },
  });
  console.log(`Seeded the ${info.client} test template in ${Date.now() - started} ms`);
  return {
    info,
    remove: async () => {
      if (info.postgresName) await dropPostgresDatabase(info.postgresName);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
