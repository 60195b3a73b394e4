// Helpers shared by the quick-start and test scripts. Plain Node (no dependencies), because
// they run before `pnpm install` on a fresh machine.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

/** @param {string} message */
export function log(message) {
  process.stdout.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}

/**
 * Environment for installs and builds on an offline machine (see STACK-NOTES).
 * @param {NodeJS.ProcessEnv} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function buildEnv(extra = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    TURBO_TELEMETRY_DISABLED: '1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...extra,
  };
  // better-sqlite3 has no reachable prebuilt binary: build it against the installed headers.
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

/**
 * Runs a command to completion with inherited output; exits the script when it fails, unless
 * `allowFailure` (then the exit status is returned).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions & { allowFailure?: boolean }} [options]
 * @returns {number}
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    ...options,
    env: buildEnv(options.env),
  });
  if (options.allowFailure) return result.status ?? 1;
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  return 0;
}

/**
 * Runs a command to completion without blocking this process (for suites run side by side): its
 * output goes to `output` (a file) when given, else to this process's. Resolves to the exit
 * status; never rejects.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, output?: string }} [options]
 * @returns {Promise<number>}
 */
export function runAsync(command, args, options = {}) {
  const fd = options.output ? openSync(options.output, 'w') : null;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
      env: buildEnv(options.env),
    });
    const done = (/** @type {number} */ status) => {
      if (fd !== null) closeSync(fd);
      resolve(status);
    };
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}

export function hasPnpm() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === PNPM_VERSION;
}

export function ensurePnpm() {
  if (hasPnpm()) return;
  log(`Installing pnpm ${PNPM_VERSION} with npm`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

/** Installs the workspace unless node_modules is already at least as new as the lockfile. */
export function ensureInstalled({ force = false } = {}) {
  ensurePnpm();
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (!force && existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (pnpm install --frozen-lockfile)');
  run('pnpm', ['install', '--frozen-lockfile']);
}

/** A TCP port free on 127.0.0.1 right now (for a server started next). */
/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function canConnect(port, host = '127.0.0.1', timeout = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    /** @param {boolean} ok */
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeout, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, ok?: (status: number) => boolean }} [options]
 */
export async function waitFor(url, { timeoutMs = 120_000, ok = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (ok(response.status)) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts a long-running command whose output is forwarded line by line with a `[name]` prefix.
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: buildEnv(options.env),
  });
  const prefix = `[${name}] `;
  /**
   * @param {import('node:stream').Readable | null} stream
   * @param {NodeJS.WriteStream} out
   */
  const forward = (stream, out) =>
    stream?.on('data', (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}
