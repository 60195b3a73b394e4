// Builds and starts the production CMS for a benchmark: compiled server (no admin bundle), demo
// seed on a fresh temporary SQLite database, random free port, random production secrets.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cmsDir = path.join(root, 'apps', 'cms');

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const secret = () => randomBytes(24).toString('base64url');

/**
 * @param {string} dir
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 * @param {((line: string) => void)} [stderr]
 * @param {readonly string[]} [nodeArgs]
 */
function spawnCms(dir, port, env, stderr, nodeArgs = []) {
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
    {
      cwd: cmsDir,
      stdio: ['ignore', 'ignore', stderr ? 'pipe' : 'inherit'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(dir, 'bench.db'),
        PUBLIC_DIR: path.join(dir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        STRAPI_TELEMETRY_DISABLED: 'true',
        WEB_URL: 'http://127.0.0.1:4173',
        ...env,
      },
    },
  );
  if (stderr && child.stderr) createInterface({ input: child.stderr }).on('line', stderr);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const ready = Promise.race([
    waitFor(`${url}/_health`, 300_000),
    exited.then((code) => Promise.reject(new Error(`the CMS exited with code ${code} while starting`))),
  ]);
  return { url, stop, ready };
}

/**
 * `{ url, stop }`. The demo seed refuses to run in production, so the database is seeded by a
 * first boot in development, then the CMS is started again on it with NODE_ENV=production.
 * `env` adds or overrides variables of the production process; `stderr`, if given, receives its
 * stderr line by line (instead of passing it through); `nodeArgs` go to its node (e.g. --cpu-prof).
 * @param {{ build?: boolean, env?: NodeJS.ProcessEnv, stderr?: (line: string) => void,
 *   nodeArgs?: readonly string[] }} [options]
 */
export async function startCms({ build = true, env = {}, stderr, nodeArgs } = {}) {
  if (build) {
    console.error('  building the CMS server (pnpm --filter @portal/cms build:server)…');
    execFileSync('pnpm', ['--filter', '@portal/cms', 'build:server'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    console.error('  seeding the demo content (development boot)…');
    const seeding = spawnCms(dir, await freePort(), { NODE_ENV: 'development', SEED_DEMO: 'true' });
    try {
      await seeding.ready;
    } finally {
      await seeding.stop();
    }
    console.error('  starting the production CMS…');
    const cms = spawnCms(
      dir,
      await freePort(),
      {
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        APP_KEYS: `${secret()},${secret()}`,
        JWT_SECRET: secret(),
        ADMIN_JWT_SECRET: secret(),
        API_TOKEN_SALT: secret(),
        TRANSFER_TOKEN_SALT: secret(),
        ENCRYPTION_KEY: secret(),
        ...env,
      },
      stderr,
      nodeArgs,
    );
    try {
      await cms.ready;
    } catch (error) {
      await cms.stop();
      throw error;
    }
    return {
      url: cms.url,
      async stop() {
        await cms.stop();
        cleanup();
      },
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}
