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
  /** Written when the template's boot has finished (tests/helpers/seed-template.ts, awaitTemplate). */
  readyFile?: string;
}

export function adminConnection(): Client {
  return connectionTo(process.env.DATABASE_ADMIN_DB ?? 'postgres');
}

/** A client (not connected yet) of the test server's database `name`. */
export function connectionTo(name: string): Client {
  return new Client({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    user: process.env.DATABASE_USERNAME ?? 'postgres',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: name,
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

/**
 * The prefix of this run's test databases on PostgreSQL, when the globalSetup will drop them all at
 * the end (`dropRunDatabases`); unset when a file runs without it.
 */
const RUN_DATABASES = 'PORTAL_TEST_RUN_DATABASES';

/**
 * Names this run's test databases and returns the prefix for `dropRunDatabases`: the workers
 * inherit it from the globalSetup's environment.
 */
export function nameRunDatabases(): string {
  const prefix = uniqueName('portal_run');
  process.env[RUN_DATABASES] = prefix;
  return prefix;
}

/** Drops every database whose name starts with `prefix` (the run's, named by `nameRunDatabases`). */
export async function dropRunDatabases(prefix: string): Promise<void> {
  const client = adminConnection();
  await client.connect();
  let names: string[];
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [`${prefix}_`],
    );
    names = rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  // Side by side: the checkpoints that concurrent drops ask for are merged into one.
  const queue = [...names];
  const dropNext = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) await dropPostgresDatabase(name);
  };
  await Promise.all(Array.from({ length: 8 }, dropNext));
}

/** The prefixes `uniqueName` gives the test databases (the run's, a file's, the templates, a backup's). */
const TEST_DATABASE_PREFIXES = ['portal_run', 'portal_test', 'portal_tpl', 'portal_schema', 'portal_backup'];

/** A run that started longer ago than this is over: no suite of the portal runs for that long. */
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Drops the test databases runs left behind when they were killed before their teardown (each
 * named by `uniqueName`, so by the time it was made): those older than ABANDONED_AFTER_MS. A run
 * still going on the same server is younger than that, so it keeps its databases. The prefixes are
 * listed, not matched by shape: `pnpm stack:scaled` names its database the same way
 * (`portal_scaled_…`), and a stack a developer left running must keep it.
 */
export async function dropAbandonedTestDatabases(): Promise<string[]> {
  const now = Date.now();
  const client = adminConnection();
  await client.connect();
  let names: string[];
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database`);
    names = rows
      .map((row) => row.datname)
      .filter((name) => {
        const match = /^([a-z_]+?)_(\d{13})_[0-9a-f]{6}(?:_|$)/.exec(name);
        return (
          match !== null &&
          TEST_DATABASE_PREFIXES.includes(match[1] as string) &&
          now - Number(match[2]) > ABANDONED_AFTER_MS
        );
      });
  } finally {
    await client.end();
  }
  for (const name of names) await dropPostgresDatabase(name);
  return names;
}

async function createPostgres(template?: string): Promise<TestDatabase> {
  const runPrefix = process.env[RUN_DATABASES];
  const name = runPrefix ? `${runPrefix}_${randomBytes(4).toString('hex')}` : uniqueName('portal_test');
  await createPostgresDatabase(name, template);
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name, DATABASE_POOL_MIN: '0', DATABASE_POOL_MAX: '5' },
    // PostgreSQL's DROP DATABASE forces an immediate checkpoint, which writes out and syncs every
    // other worker's dirty pages while they run: a database of the run is dropped with the others
    // when the run ends (the globalSetup's teardown), when nothing else is writing.
    drop: runPrefix ? async () => {} : () => dropPostgresDatabase(name),
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
