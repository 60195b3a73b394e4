// The scaled stack as a module: several CMS replicas on one PostgreSQL database and one Redis,
// behind nginx, with shared storage: upload and private-file folders (the default), or the
// buckets of an S3-compatible server. `pnpm stack:scaled` (scripts/stack-scaled.mjs) runs it by
// hand; the `scaled` test suite (tests/scaled) starts and stops it around its checks, on S3;
// bench/load.mjs and bench/fault.mjs load it.
//
// Needs the compiled CMS server (`pnpm --filter @portal/cms build:server`) and the web build
// (`apps/web/dist`): `build: true` builds both first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  CMS_DIR,
  STRAPI_BIN,
  pgClient,
  pgConfig,
  postgresCmsEnv,
  startMailCatcher,
  waitForStatus,
} from '../cms-process.mjs';
import { ROOT, canConnect, run } from '../lib.mjs';

const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');
const TEMPLATE = path.join(ROOT, 'scripts', 'scaled', 'nginx.conf.template');
const WEB_NGINX_CONF = path.join(ROOT, 'apps', 'web', 'nginx.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The demo accounts the stack seeds (apps/cms/src/bootstrap). */
export const DEMO = {
  password: 'DemoPortal2026!',
  applicant: 'applicant@portal.localhost',
  queueManager: 'queue-manager@portal.localhost',
  admin: { email: 'admin@portal.localhost', password: 'DemoAdmin2026!' },
};

const defaultRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Why the stack cannot start here (missing nginx, PostgreSQL or Redis), or null.
 * @param {string} [redisUrl] the Redis the replicas would use (REDIS_URL, else the local one)
 */
export async function missingPrerequisite(redisUrl = defaultRedisUrl()) {
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx)`;
  const pg = pgConfig();
  if (!(await canConnect(pg.port, pg.host))) return `PostgreSQL is not reachable on ${pg.host}:${pg.port}`;
  const redis = new URL(redisUrl);
  if (!(await canConnect(Number(redis.port || 6379), redis.hostname)))
    return `Redis is not reachable at ${redis.host} (REDIS_URL)`;
  return null;
}

/**
 * @template T
 * @param {string} database
 * @param {(client: import('../cms-process.mjs').PgClient) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function withPg(database, fn) {
  const client = await pgClient(database);
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The nginx configuration: the template with its placeholders filled in, and the SPA locations
 * of apps/web/nginx.conf (from its "---- SPA ----" marker to the end of its server block), so
 * both serve the SPA with the same security headers.
 * @param {{ prefix: string, listen: number, upstreams: readonly number[], webRoot?: string,
 *   maxFails?: number, failTimeout?: string }} options
 */
function nginxConfig({ prefix, listen, upstreams, webRoot = WEB_DIST, maxFails = 1, failTimeout = '5s' }) {
  const web = readFileSync(WEB_NGINX_CONF, 'utf8');
  const start = web.indexOf('# ---- SPA ----');
  const end = web.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('apps/web/nginx.conf has no "# ---- SPA ----" section');
  const spa = web
    .slice(start, end)
    .trimEnd()
    .split('\n')
    .map((line) => (line.trim() ? `    ${line}` : ''))
    .join('\n');
  /** @type {Record<string, string>} */
  const values = {
    PREFIX: prefix,
    LISTEN: `127.0.0.1:${listen}`,
    WEB_ROOT: webRoot,
    MAX_FAILS: String(maxFails),
    FAIL_TIMEOUT: failTimeout,
    UPSTREAM_SERVERS: upstreams
      .map((port) => `        server 127.0.0.1:${port} max_fails=${maxFails} fail_timeout=${failTimeout};`)
      .join('\n'),
    SPA_LOCATIONS: spa,
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, /** @type {string} */ name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: unknown placeholder ${match}`);
    return value;
  });
}

/**
 * @typedef {object} LoggedProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} child
 * @property {string[]} lines
 * @property {Promise<unknown>} exited
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop
 * @property {() => boolean} alive
 */

/**
 * A child process whose output is kept (for checks) and, if `echo`, printed with a prefix.
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @param {boolean} echo
 * @returns {LoggedProcess}
 */
function spawnLogged(name, command, args, options, echo) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const lines = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 50_000) lines.splice(0, 10_000);
      if (echo) process.stdout.write(`[${name}] ${line}\n`);
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async (/** @type {NodeJS.Signals} */ signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { name, child, lines, exited, stop, alive: () => child.exitCode === null && child.signalCode === null };
}

/** Builds the compiled CMS server and the web app (turbo caches what did not change). */
export function buildForStack() {
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@portal/web']);
  run('pnpm', ['--filter', '@portal/cms', 'build:server']);
}

/**
 * Where the replicas keep files. `disk`: one uploads folder and one private-files folder that
 * every replica shares. `s3`: the buckets of an S3-compatible server that already exist, reached
 * path-style at `endpoint` with a key pair: the media through Strapi's upload provider
 * (UPLOAD_PROVIDER=aws-s3, public-read objects whose URLs point at the endpoint), the request
 * files in the private bucket (PRIVATE_FILES_STORE=s3); no folder is shared then.
 * @typedef {{ kind: 'disk' } | { kind: 's3', endpoint: string, region?: string, mediaBucket: string,
 *   privateBucket: string, accessKeyId: string, secretAccessKey: string }} StackStorage
 */

/**
 * The replicas' storage variables.
 * @param {StackStorage} storage
 * @param {{ public: string, privateFiles: string | null }} dirs
 * @returns {NodeJS.ProcessEnv}
 */
function storageEnv(storage, dirs) {
  if (storage.kind === 'disk') return { PUBLIC_DIR: dirs.public, PRIVATE_FILES_DIR: dirs.privateFiles ?? undefined };
  return {
    PUBLIC_DIR: dirs.public,
    UPLOAD_PROVIDER: 'aws-s3',
    S3_BUCKET: storage.mediaBucket,
    S3_REGION: storage.region ?? 'us-east-1',
    S3_ENDPOINT: storage.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: storage.accessKeyId,
    S3_SECRET_ACCESS_KEY: storage.secretAccessKey,
    PRIVATE_FILES_STORE: 's3',
    S3_PRIVATE_BUCKET: storage.privateBucket,
  };
}

/**
 * Starts a mail catcher on an SMTP port: `startMailCatcher` by default; a caller that needs more
 * of the mail (the fault benchmark counts every message) passes its own.
 * @typedef {(options: { smtp: number, echo?: boolean }) => Promise<import('../cms-process.mjs').MailCatcher>} MailCatcherFactory
 */

/**
 * Starts the stack. Options: `replicas` (2), `ports` ({ nginx, smtp, cms: [..] }), `env` (added to every
 * replica, e.g. rate limits or HOUSEKEEPING_CRON), `storage` (StackStorage, `disk` by default),
 * `redisUrl` (the Redis of every replica: REDIS_URL, else the local one), `mailCatcher`
 * (MailCatcherFactory), `echo` (print the processes' output), `build`, `database` (its name) and
 * `existingDatabase` (the database is there already, e.g. a benchmark's: neither created nor
 * dropped), `spa` (false: nginx proxies the API only, and the SPA need not be built).
 * Resolves to { url, replicas: [{ name, url, port, lines, stop, alive }], database, dirs, storage,
 * redisUrl, mail, stopMail(), startMail(), stopReplica(i), stop() }; `dirs.privateFiles` is null on
 * S3. `stopMail()` closes the mail catcher (the replicas' sends fail meanwhile), `startMail()`
 * starts it again on the same port, and `mail` is always the current one. `stop()` ends every
 * process and drops the database it created.
 * @param {{ replicas?: number, ports?: { nginx: number, smtp?: number, cms: number[] },
 *   env?: NodeJS.ProcessEnv, storage?: StackStorage, redisUrl?: string, mailCatcher?: MailCatcherFactory,
 *   echo?: boolean, build?: boolean, database?: string, existingDatabase?: boolean, spa?: boolean }} [options]
 */
export async function startScaledStack({
  replicas = 2,
  ports = { nginx: 4401, smtp: 4425, cms: [4411, 4412, 4413, 4414].slice(0, replicas) },
  env = {},
  storage = { kind: 'disk' },
  redisUrl = defaultRedisUrl(),
  mailCatcher = startMailCatcher,
  echo = false,
  build = false,
  database = `portal_scaled_${Date.now()}_${randomBytes(3).toString('hex')}`,
  existingDatabase = false,
  spa = true,
} = {}) {
  const missing = await missingPrerequisite(redisUrl);
  if (missing) throw new Error(`The scaled stack cannot start: ${missing}`);
  if (build) buildForStack();
  if (!existsSync(path.join(CMS_DIR, 'dist', 'src', 'index.js')))
    throw new Error('Build the CMS server first: pnpm --filter @portal/cms build:server');
  if (spa && !existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('Build the web app first: pnpm --filter @portal/web build');

  const dir = mkdtempSync(path.join(tmpdir(), 'portal-scaled-'));
  const onDisk = storage.kind === 'disk';
  const dirs = {
    root: dir,
    // Strapi's public folder; its `uploads` holds the media only on disk.
    public: path.join(dir, 'shared', 'public'),
    privateFiles: onDisk ? path.join(dir, 'shared', 'private-files') : null,
    nginx: path.join(dir, 'nginx'),
  };
  mkdirSync(path.join(dirs.public, onDisk ? 'uploads' : ''), { recursive: true });
  if (dirs.privateFiles) mkdirSync(dirs.privateFiles, { recursive: true });
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dirs.nginx, temp), { recursive: true, mode: 0o777 });
  // nginx's workers drop root for `nobody`: they must reach their temp folders.
  if (process.getuid?.() === 0) {
    chmodSync(dir, 0o755);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      chmodSync(path.join(dirs.nginx, temp), 0o777);
  }

  /** @type {LoggedProcess[]} */
  const processes = [];
  // If the caller dies without stop() (a killed test run), take the children along.
  const killAll = () => processes.forEach((p) => p.alive() && p.child.kill('SIGKILL'));
  process.once('exit', killAll);
  /** @type {import('../cms-process.mjs').MailCatcher | null} */
  let mailServer = null;
  let databaseCreated = false;
  const stop = async () => {
    process.off('exit', killAll);
    await Promise.all(processes.map((p) => p.stop()));
    if (mailServer) await mailServer.close();
    if (databaseCreated)
      await withPg('postgres', (pg) => pg.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch((error) =>
        console.error(`Could not drop ${database}: ${error instanceof Error ? error.message : String(error)}`),
      );
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (!existingDatabase) {
      await withPg('postgres', (pg) => pg.query(`CREATE DATABASE "${database}"`));
      databaseCreated = true;
    }

    // Sign-in codes and other mail go to an in-process mail catcher.
    const smtpPort = ports.smtp ?? 4425;
    mailServer = await mailCatcher({ smtp: smtpPort, echo });

    const url = `http://127.0.0.1:${ports.nginx}`;
    /**
     * @param {number} port
     * @param {boolean} seed
     */
    const replicaEnv = (port, seed) =>
      postgresCmsEnv({
        port,
        database,
        smtpPort,
        env: {
          // Behind nginx: the client address comes from X-Forwarded-For (rate limits).
          IS_PROXIED: 'true',
          WEB_URL: url,
          // Shared by every replica: rate-limit counters, content-cache invalidations, cron lock.
          REDIS_URL: redisUrl,
          CONTENT_CACHE_CHANNEL: `portal-content-cache:${database}`,
          // Shared storage: uploads and private request files, in folders or buckets.
          ...storageEnv(storage, dirs),
          SEED_DEMO: seed ? 'true' : 'false',
          STRAPI_STARTUP_LOG: 'false',
          ...env,
        },
      });
    const startReplica = async (/** @type {number} */ index) => {
      const port = ports.cms[index];
      if (port === undefined) throw new Error(`No CMS port for replica ${index + 1} (ports.cms)`);
      // Only the first replica seeds: two seeds at once would race on the same rows.
      const replica = spawnLogged(
        `cms-${index + 1}`,
        process.execPath,
        [STRAPI_BIN, 'start'],
        { cwd: CMS_DIR, env: replicaEnv(port, index === 0) },
        echo,
      );
      processes.push(replica);
      await waitForStatus(`http://127.0.0.1:${port}/_health`, 200, 600_000, replica.alive);
      return Object.assign(replica, { port, url: `http://127.0.0.1:${port}` });
    };
    const started = [await startReplica(0)];
    started.push(...(await Promise.all(Array.from({ length: replicas - 1 }, (_, i) => startReplica(i + 1)))));

    const conf = path.join(dirs.nginx, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        prefix: dirs.nginx,
        listen: ports.nginx,
        upstreams: ports.cms,
        ...(spa ? {} : { webRoot: dirs.public }),
      }),
    );
    const nginx = spawnLogged('nginx', NGINX, ['-e', 'stderr', '-p', dirs.nginx, '-c', conf], {}, echo);
    processes.push(nginx);
    await waitForStatus(`${url}/_health`, 200, 30_000, nginx.alive);

    return {
      url,
      replicas: started,
      nginx,
      database,
      dirs,
      storage,
      redisUrl,
      /** The running mail catcher (after startMail(), the new one). */
      get mail() {
        if (!mailServer) throw new Error('The mail catcher is stopped (startMail() starts it again)');
        return mailServer;
      },
      /** Closes the mail catcher: the replicas cannot send until startMail(). */
      stopMail: async () => {
        const current = mailServer;
        mailServer = null;
        await current?.close();
      },
      /** Starts the mail catcher again on the same SMTP port. */
      startMail: async () => {
        if (mailServer) return;
        mailServer = await mailCatcher({ smtp: smtpPort, echo });
      },
      /** Ends one replica (`SIGKILL` for a crash); nginx routes around it. */
      stopReplica: (/** @type {number} */ index, /** @type {NodeJS.Signals} */ signal = 'SIGTERM') => {
        const replica = started[index];
        if (!replica) throw new Error(`No replica ${index + 1}`);
        return replica.stop(signal);
      },
      stop,
    };
  } catch (error) {
    const output = processes.flatMap((p) => p.lines.slice(-30).map((line) => `[${p.name}] ${line}`));
    await stop();
    if (output.length && error instanceof Error) error.message += `\n${output.join('\n')}`;
    throw error;
  }
}
