// The compiled CMS as a process of its own on PostgreSQL, and the mail catcher its sign-in codes
// go to: shared by the scaled stack (scripts/scaled/stack.mjs) and the benchmarks
// (bench/lib/cms-postgres.mjs). Needs the installed workspace (pg, maildev).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export const CMS_DIR = path.join(ROOT, 'apps', 'cms');
/** `strapi start`'s entry; run with `process.execPath` in CMS_DIR. */
export const STRAPI_BIN = path.join(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js');
/** `require` from the CMS package (pg and its types are dependencies of the CMS, not of the root). */
export const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));
const requireRoot = createRequire(path.join(ROOT, 'package.json'));

export const pgConfig = () => ({
  host: process.env.DATABASE_HOST ?? '127.0.0.1',
  port: Number(process.env.DATABASE_PORT ?? 5432),
  user: process.env.DATABASE_USERNAME ?? 'postgres',
  password: process.env.DATABASE_PASSWORD ?? '',
});

/**
 * The part of pg's Client these scripts use: pg and its types are dependencies of the CMS, not of
 * the root. Rows are whatever the SQL selects.
 * @typedef {object} PgClient
 * @property {(sql: string, values?: unknown[]) => Promise<{ rows: Record<string, any>[], rowCount: number | null }>} query
 * @property {() => Promise<void>} end
 */

/**
 * A connected pg client on `database` (pg is a dependency of the CMS); the caller ends it.
 * @param {string} database
 * @returns {Promise<PgClient>}
 */
export async function pgClient(database) {
  const { Client } = requireCms('pg');
  const client = new Client({ ...pgConfig(), database });
  await client.connect();
  return client;
}

/**
 * The environment of a CMS process on `database`: the compiled server without the admin bundle,
 * telemetry off, mail to the catcher on `smtpPort`. `env` adds to it or overrides it.
 * @param {{ port: number, database: string, smtpPort: number, env?: NodeJS.ProcessEnv }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function postgresCmsEnv({ port, database, smtpPort, env = {} }) {
  const pg = pgConfig();
  return {
    ...process.env,
    // `strapi start` in production mode would require every secret of a real install.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: pg.host,
    DATABASE_PORT: String(pg.port),
    DATABASE_USERNAME: pg.user,
    DATABASE_PASSWORD: pg.password,
    DATABASE_NAME: database,
    SERVE_ADMIN_PANEL: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...env,
  };
}

/**
 * Resolves once `url` answers `status`; rejects after `timeoutMs` or when `alive()` turns false.
 * @param {string} url
 * @param {number} status
 * @param {number} timeoutMs
 */
export async function waitForStatus(url, status, timeoutMs, alive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process behind ${url} exited while starting`);
    try {
      if ((await fetch(url)).status === status) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s`);
}

/**
 * @typedef {object} MailCatcher
 * @property {number} smtp
 * @property {(email: string, timeoutMs?: number) => Promise<string>} codeFor
 * @property {() => Promise<void>} close
 */

/**
 * maildev on `smtp` (no web interface); `codeFor(email)` waits for the newest sign-in code sent
 * to that address. `echo` prints every mail's recipient and subject.
 * @param {{ smtp: number, echo?: boolean }} options
 * @returns {Promise<MailCatcher>}
 */
export async function startMailCatcher({ smtp, echo = false }) {
  const MailDev = requireRoot('maildev');
  const server = new MailDev({ smtp, disableWeb: true, silent: true, ip: '127.0.0.1' });
  /** @type {Map<string, string>} */
  const codes = new Map();
  server.on('new', (/** @type {{ subject: string, text?: string, to?: { address: string }[] }} */ mail) => {
    const code = /\b(\d{6})\b/.exec(`${mail.subject} ${mail.text ?? ''}`)?.[1];
    for (const to of mail.to ?? []) {
      if (code) codes.set(to.address.toLowerCase(), code);
      if (echo) process.stdout.write(`[mail] to ${to.address}: ${mail.subject}${code ? ` (code ${code})` : ''}\n`);
    }
  });
  await new Promise((resolve) => server.listen(resolve));
  return {
    smtp,
    async codeFor(email, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const code = codes.get(email.toLowerCase());
        if (code) {
          codes.delete(email.toLowerCase());
          return code;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No sign-in code for ${email}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
