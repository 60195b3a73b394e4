import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface TestDatabase {
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/** Where the seeded template of this run lives (set by the globalSetup in seed-template.ts). */
export interface TemplateInfo {
  client: 'sqlite' | 'postgres';
  sqliteFile?: string;
  postgresName?: string;
  publicDir: string;
}

export function adminConnection(): Client {
  return new Client({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    user: process.env.DATABASE_USERNAME ?? 'postgres',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: process.env.DATABASE_ADMIN_DB ?? 'postgres',
  });
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
}

export async function createPostgresDatabase(name: string, template?: string): Promise<void> {
  const client = adminConnection();
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    // A test database is thrown away after its file: commits need not wait for the disk (every
    // statement still sees what committed before it; only a crash of the server could lose rows).
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  } finally {
    await client.end();
  }
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  const client = adminConnection();
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function createPostgres(template?: string): Promise<TestDatabase> {
  const name = uniqueName('portal_test');
  await createPostgresDatabase(name, template);
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name, DATABASE_POOL_MIN: '0', DATABASE_POOL_MAX: '5' },
    drop: () => dropPostgresDatabase(name),
  };
}

function createSqlite(template?: string): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-db-'));
  const file = path.join(dir, 'test.db');
  if (template) {
    copyFileSync(template, file);
    if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${file}-wal`);
  }
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The seeded template of this run, if the globalSetup built one. */
export function seededTemplate(): TemplateInfo | undefined {
  const raw = process.env.PORTAL_TEST_TEMPLATE;
  return raw ? (JSON.parse(raw) as TemplateInfo) : undefined;
}

/** The schema-only template of this run (a boot without demo content), if the globalSetup built one. */
export function schemaTemplate(): TemplateInfo | undefined {
  const raw = process.env.PORTAL_TEST_SCHEMA_TEMPLATE;
  return raw ? (JSON.parse(raw) as TemplateInfo) : undefined;
}

/**
 * A fresh database for one test file: empty, or a copy of the run's seeded template (a file
 * copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) so files do not each pay for the seed.
 */
export async function createTestDatabase(fromTemplate?: TemplateInfo): Promise<TestDatabase> {
  if (process.env.DATABASE_CLIENT === 'postgres') return createPostgres(fromTemplate?.postgresName);
  return createSqlite(fromTemplate?.sqliteFile);
}
