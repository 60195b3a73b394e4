import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface TestDatabase {
  env: Record<string, string>;
  drop: () => Promise<void>;
}

function adminConnection(): Client {
  return new Client({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    user: process.env.DATABASE_USERNAME ?? 'postgres',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: process.env.DATABASE_ADMIN_DB ?? 'postgres',
  });
}

async function createPostgres(): Promise<TestDatabase> {
  const name = `portal_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = adminConnection();
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name, DATABASE_POOL_MIN: '0', DATABASE_POOL_MAX: '5' },
    drop: async () => {
      const admin = adminConnection();
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function createSqlite(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-db-'));
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'test.db') },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A fresh, empty database for one test file. */
export function createTestDatabase(): Promise<TestDatabase> {
  return process.env.DATABASE_CLIENT === 'postgres' ? createPostgres() : createSqlite();
}
