// Starts the production build of the CMS (`pnpm --filter @portal/cms build:server` first) the way
// apps/web/e2e/support/start-cms.mjs does, on PostgreSQL and a random port, with a mail catcher
// for the e-mailed sign-in code; and signs a staff member in through both login steps.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cmsDir = path.join(root, 'apps/cms');
const requireCms = createRequire(path.join(cmsDir, 'package.json'));
const requireRoot = createRequire(path.join(root, 'package.json'));

/** The demo staff account the benchmarks sign in as (apps/cms/src/bootstrap/demo-accounts.ts). */
export const STAFF_EMAIL = 'queue-manager@portal.localhost';
export const DEMO_PASSWORD = 'DemoPortal2026!';

export const pgConfig = () => ({
  host: process.env.DATABASE_HOST ?? '127.0.0.1',
  port: Number(process.env.DATABASE_PORT ?? 5432),
  user: process.env.DATABASE_USERNAME ?? 'postgres',
  password: process.env.DATABASE_PASSWORD ?? '',
});

/** A pg client on `database` (pg is a dependency of the CMS). */
export async function pgClient(database) {
  const { Client } = requireCms('pg');
  const client = new Client({ ...pgConfig(), database });
  await client.connect();
  return client;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** maildev on a random SMTP port; `codeFor(email)` waits for the newest sign-in code sent there. */
export async function startMailCatcher() {
  const MailDev = requireRoot('maildev');
  const smtp = await freePort();
  const maildev = new MailDev({ smtp, web: await freePort(), disableWeb: true, silent: true, ip: '127.0.0.1' });
  const codes = new Map();
  maildev.on('new', (mail) => {
    const code = /\b(\d{6})\b/.exec(`${mail.subject} ${mail.text ?? ''}`)?.[1];
    for (const to of mail.to ?? []) if (code) codes.set(to.address.toLowerCase(), code);
  });
  await new Promise((resolve) => maildev.listen(resolve));
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
    close: () => new Promise((resolve) => maildev.close(resolve)),
  };
}

/**
 * `strapi start` on `database` (compiled server, no admin bundle), SEED_DEMO=true so the demo
 * staff accounts exist. Resolves once /_health answers; `stop()` ends it.
 */
export async function startCms({ database, smtpPort, log = false, nodeArgs = [] }) {
  if (!existsSync(path.join(cmsDir, 'dist/src/index.js')))
    throw new Error('Build the server first: pnpm --filter @portal/cms build:server');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const pg = pgConfig();
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
    {
      cwd: cmsDir,
      stdio: log ? 'inherit' : ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_CLIENT: 'postgres',
        DATABASE_HOST: pg.host,
        DATABASE_PORT: String(pg.port),
        DATABASE_USERNAME: pg.user,
        DATABASE_PASSWORD: pg.password,
        DATABASE_NAME: database,
        SEED_DEMO: 'true',
        PUBLIC_DIR: path.join(dir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort ?? 2525),
        STRAPI_TELEMETRY_DISABLED: 'true',
        STRAPI_LOG_LEVEL: 'warn',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The CMS exited with ${child.exitCode}`);
    if (Date.now() - started > 600_000) {
      child.kill('SIGTERM');
      throw new Error('The CMS did not start within 10 minutes');
    }
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    bootMs: Date.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Both login steps (password, then the e-mailed code): the access token. */
export async function signIn(url, mail, email = STAFF_EMAIL, password = DEMO_PASSWORD) {
  const post = async (route, body) => {
    const res = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const challenge = await post('/api/auth/local', { identifier: email, password });
  const token = challenge.data?.otpToken ?? challenge.otpToken;
  const verified = await post('/api/auth/verifyOneTimePassword', {
    token,
    oneTimePassword: await mail.codeFor(email),
  });
  const jwt = verified.data?.jwt ?? verified.jwt;
  if (!jwt) throw new Error(`No access token in ${JSON.stringify(verified)}`);
  return jwt;
}
