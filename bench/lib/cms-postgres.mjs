// Starts the production build of the CMS (`pnpm --filter @portal/cms build:server` first) on
// PostgreSQL and a random port, with a mail catcher for the e-mailed sign-in code; and signs a
// staff member in through both login steps. The process itself is scripts/cms-process.mjs's,
// as for the scaled stack.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../scripts/lib.mjs';
import {
  CMS_DIR,
  STRAPI_BIN,
  pgClient,
  postgresCmsEnv,
  startMailCatcher as startCatcher,
  waitForStatus,
} from '../../scripts/cms-process.mjs';
import { signIn as signInBothSteps } from '../../scripts/scaled/client.mjs';
import { startScaledStack } from '../../scripts/scaled/stack.mjs';
import { startRedis } from './redis-server.mjs';
import { LOAD_RATE_LIMITS } from './scaled-load.mjs';

export { pgClient };

/** The demo staff account the benchmarks sign in as (apps/cms/src/bootstrap/demo-accounts.ts). */
const STAFF_EMAIL = 'queue-manager@portal.localhost';

/** maildev on a random SMTP port; `codeFor(email)` waits for the newest sign-in code sent there. */
export async function startMailCatcher() {
  return startCatcher({ smtp: await freePort() });
}

/**
 * Arguments for the CMS's node from BENCH_CMS_NODE_ARGS (space-separated), e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/profiles` to profile the CMS under a suite's load: node does not
 * take --cpu-prof from NODE_OPTIONS. The profile is written when the suite stops the CMS.
 */
function cmsNodeArgs() {
  return (process.env.BENCH_CMS_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/**
 * `strapi start` on `database` (compiled server, no admin bundle), SEED_DEMO=true so the demo
 * staff accounts exist, the scheduled tasks off. Resolves once /_health answers 200 (the
 * database answers); `stop()` ends it. `log` shows its whole output; `echo` only the lines that
 * match (on stderr).
 * @param {{ database: string, smtpPort?: number, log?: boolean, echo?: RegExp, nodeArgs?: readonly string[] }} options
 */
export async function startCms({ database, smtpPort, log = false, echo, nodeArgs = cmsNodeArgs() }) {
  if (!existsSync(path.join(CMS_DIR, 'dist/src/index.js')))
    throw new Error('Build the server first: pnpm --filter @portal/cms build:server');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const child = spawn(process.execPath, [...nodeArgs, STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    stdio: log ? 'inherit' : ['ignore', echo ? 'pipe' : 'ignore', 'inherit'],
    env: postgresCmsEnv({
      port,
      database,
      smtpPort: smtpPort ?? 2525,
      // No scheduled tasks: a reminder run over a large generated queue would compete with
      // the measurements (and the benchmarks measure the HTTP reads, not the jobs). The log level
      // is the CMS's default (LOG_LEVEL=http, a line per request), as an operator runs it.
      env: { SEED_DEMO: 'true', PUBLIC_DIR: path.join(dir, 'public'), CRON_ENABLED: 'false' },
    }),
  });
  if (echo && child.stdout) {
    // Strip the logger's colours; keep the lines that match.
    createInterface({ input: child.stdout }).on('line', (line) => {
      const plain = line.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
      if (echo.test(plain)) process.stderr.write(`  [cms] ${plain}\n`);
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    await waitForStatus(`${url}/_health`, 200, 600_000, () => child.exitCode === null);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    bootMs: Date.now() - started,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        })
      ),
  };
}

/**
 * Both login steps (password, then the e-mailed code) as a demo account: the access token.
 * @param {string} url
 * @param {Pick<import('../../scripts/cms-process.mjs').MailCatcher, 'codeFor'>} mail
 */
export async function signIn(url, mail, email = STAFF_EMAIL) {
  return (await signInBothSteps(url, mail, email)).token;
}

/**
 * The CMS as an operator runs it on more than one core: `replicas` processes of the production
 * build on `database` behind nginx, sharing a Redis of the benchmark's own (the scaled stack,
 * scripts/scaled/stack.mjs, on an existing database and without the SPA), the scheduled tasks off
 * as in `startCms`. Resolves to { url, mail, stop }: `mail` is the stack's mail catcher.
 * @param {{ database: string, replicas: number }} options
 */
export async function startCmsReplicas({ database, replicas }) {
  const redis = await startRedis();
  const nginx = await freePort();
  const smtp = await freePort();
  /** @type {number[]} */
  const cms = [];
  for (let i = 0; i < replicas; i++) cms.push(await freePort());
  const stack = await startScaledStack({
    replicas,
    ports: { nginx, smtp, cms },
    database,
    existingDatabase: true,
    spa: false,
    redisUrl: redis.url,
    env: { ...LOAD_RATE_LIMITS, CRON_ENABLED: 'false' },
  }).catch(async (error) => {
    await redis.close();
    throw error;
  });
  return {
    url: stack.url,
    mail: stack.mail,
    stop: async () => {
      await stack.stop();
      await redis.close();
    },
  };
}
