import { createRequire } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Server } from 'node:http';
import { resetPortalEnv } from '../../src/platform/env/env';
import { ADMIN_PANEL_SYNCS, loadWithout } from '../../src/platform/strapi/partial-boot';
import { createTestDatabase, schemaTemplate, seededTemplate, type TestDatabase } from './database';
import { awaitTemplate } from './seed-template';

const require = createRequire(import.meta.url);
const APP_DIR = path.resolve(__dirname, '..', '..');

export interface TestApp {
  strapi: Core.Strapi;
  server: Server;
  /** Boots another Strapi on the same database (e.g. to check that a second boot seeds nothing). */
  reboot: () => Promise<TestApp>;
  stop: () => Promise<void>;
}

export interface BootOptions {
  /**
   * Start from the demo content: a copy of the run's seeded template, booted with SEED_DEMO=true
   * (so the seed's idempotency is exercised on every boot). Defaults to false: the schema alone.
   */
  seedDemo?: boolean;
  env?: Record<string, string>;
  /**
   * Boot on a database with no tables at all (a first boot), instead of a copy of the run's
   * schema template. Defaults to false.
   */
  emptyDatabase?: boolean;
}

/** Where a test database came from. */
interface DatabaseOrigin {
  /** A copy of one of the run's templates: its boot leaves out ADMIN_PANEL_SYNCS. */
  fromTemplate?: boolean;
}

async function bootOn(
  database: TestDatabase,
  publicDir: string,
  options: BootOptions,
  { fromTemplate = false }: DatabaseOrigin = {},
): Promise<Core.Strapi> {
  Object.assign(process.env, database.env, {
    NODE_ENV: 'test',
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
    PUBLIC_DIR: publicDir,
    // A scheduled tick firing mid-test (the access task at minute 50, say) races the test's own
    // clock calls; tests run each task directly, and a test of the schedule turns it back on.
    CRON_ENABLED: 'false',
    // The console transport filters by its own level (config/logger.ts): Strapi's logger level
    // alone would still print a line per request.
    LOG_LEVEL: process.env.STRAPI_TEST_LOG_LEVEL ?? 'error',
    ...options.env,
  });
  // The CMS parses its environment once per process; each boot here brings its own variables.
  resetPortalEnv();
  // The CommonJS build: the ESM entry trips over a lodash/fp directory import under vitest.
  const { createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
  const strapi = createStrapi({
    appDir: APP_DIR,
    distDir: path.join(APP_DIR, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  });
  strapi.log.level = process.env.STRAPI_TEST_LOG_LEVEL ?? 'error';
  // On a copy of a template, the admin panel's syncs found nothing to do: the template's own full
  // boot did them (four boots and stops: 6.9 s with them, 3.2 s without). A boot on an empty
  // database or on a restored one, the template's own, the demo and production still run them.
  await loadWithout(strapi, fromTemplate ? ADMIN_PANEL_SYNCS : []);
  strapi.server.mount();
  return strapi;
}

function restoreEnvironment(saved: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  resetPortalEnv();
}

async function destroy(strapi: Core.Strapi): Promise<void> {
  // Strapi.destroy() removes every process listener, which would cut vitest's worker channel.
  const removeAll = process.removeAllListeners;
  process.removeAllListeners = (() => process) as typeof process.removeAllListeners;
  try {
    await strapi.destroy();
  } finally {
    process.removeAllListeners = removeAll;
  }
}

/**
 * Boots a real Strapi on a database and public folder that already exist (e.g. one a restore
 * wrote); `stop()` destroys it, drops the database and removes the folder.
 */
export async function bootOnDatabase(
  database: TestDatabase,
  publicDir: string,
  options: BootOptions = {},
  origin: DatabaseOrigin = {},
): Promise<TestApp> {
  const environment = { ...process.env };
  let strapi: Core.Strapi;
  try {
    strapi = await bootOn(database, publicDir, options, origin);
  } catch (error) {
    // The next file of this worker must not boot with this one's variables.
    restoreEnvironment(environment);
    throw error;
  }
  return {
    strapi,
    server: strapi.server.httpServer,
    reboot: async () => {
      await destroy(strapi);
      return bootOnDatabase(database, publicDir, options, origin);
    },
    stop: async () => {
      await destroy(strapi);
      await database.drop();
      rmSync(publicDir, { recursive: true, force: true });
      // Test files share a worker process (vitest.config.mts): the next boot starts from the
      // environment this one found, not from the variables this one was given.
      restoreEnvironment(environment);
    },
  };
}

/**
 * Boots a real Strapi on a fresh database (SQLite file, or a new PostgreSQL database when
 * DATABASE_CLIENT=postgres): a copy of the run's seeded or schema template, or empty.
 */
export async function bootStrapi(options: BootOptions = {}): Promise<TestApp> {
  const named = options.seedDemo ? seededTemplate() : options.emptyDatabase ? undefined : schemaTemplate();
  const template = named && (await awaitTemplate(named));
  const database = await createTestDatabase(template);
  const publicDir = mkdtempSync(path.join(tmpdir(), 'portal-public-'));
  if (template) cpSync(template.publicDir, publicDir, { recursive: true });
  else mkdirSync(path.join(publicDir, 'uploads'));
  return bootOnDatabase(database, publicDir, options, { fromTemplate: template !== undefined });
}
