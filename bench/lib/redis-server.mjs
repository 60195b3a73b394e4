// A Redis of the benchmark's own (redis-server on a free port, nothing written to disk), so that
// stopping it under load never touches the machine's Redis on 6379 nor anyone else's keys.
import { spawn } from 'node:child_process';
import { canConnect, freePort } from '../../scripts/lib.mjs';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

/**
 * @param {() => Promise<boolean>} condition
 * @param {number} timeoutMs
 * @param {string} what
 */
async function waitFor(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

/**
 * Starts redis-server on `port` (a free one by default) without persistence (`--save ''
 * --appendonly no`). `stop()` ends it (SIGTERM: clients see their connections close, as when an
 * operator stops the service), `start()` starts it again on the same port, empty; `close()` ends
 * it for good.
 * @param {{ port?: number }} [options]
 */
export async function startRedis({ port } = {}) {
  const chosen = port ?? /** @type {number} */ (await freePort());
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {string[]} */
  const output = [];

  const start = async () => {
    if (child) return;
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    for (const stream of [started.stdout, started.stderr])
      stream?.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk.toString()));
    let exited = false;
    started.once('exit', () => {
      exited = true;
      if (child === started) child = null;
    });
    started.once('error', (error) => output.push(`spawn ${REDIS_SERVER}: ${error.message}`));
    child = started;
    await waitFor(
      async () => {
        if (exited) throw new Error(`redis-server exited at start: ${output.join('').slice(-500)}`);
        return canConnect(chosen, '127.0.0.1');
      },
      10_000,
      `redis-server did not listen on ${chosen}`,
    );
  };

  const stop = async () => {
    const current = child;
    if (!current) return;
    const gone = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    const timer = setTimeout(() => current.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
    child = null;
  };

  await start();
  process.once('exit', () => child?.kill('SIGKILL'));
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    start,
    stop,
    close: stop,
    running: () => child !== null,
  };
}
