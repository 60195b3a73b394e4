#!/usr/bin/env node
// Faults under load on the scaled stack (not part of `pnpm test`):
//   1. PostgreSQL restarted mid-load: the CMS answers 503 (never 500, never a hang) while the
//      database is away and recovers without a restart; no half-applied write.
//   2. One CMS replica killed (SIGKILL) mid-load: nginx routes around it; no accepted write lost.
// It uses a PostgreSQL cluster of its own, created here (`pg_createcluster <version> fault -p 4432`,
// trust authentication), and restarts only that one: never the main cluster.
//   node bench/fault.mjs [--seconds 40] [--connections 20] [--no-build]
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, buildForStack, startScaledStack } from '../scripts/scaled/stack.mjs';
import { LOAD_RATE_LIMITS, printMix, requestForm, runMix, signIn, verifyWrites } from './lib/scaled-load.mjs';

const FAULT_PORT = 4432;
const CLUSTER = 'fault';
/**
 * @param {string} name
 * @param {number} fallback
 */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('--seconds', 40);
const connections = arg('--connections', 20);
const version = process.env.FAULT_PG_VERSION ?? newestPostgres();
const pgctl = (/** @type {string[]} */ ...args) =>
  execFileSync('pg_ctlcluster', [version, CLUSTER, ...args], { stdio: 'inherit' });
// During the load: without blocking the event loop of the load generator.
const pgctlAsync = (/** @type {string[]} */ ...args) =>
  promisify(execFile)('pg_ctlcluster', [version, CLUSTER, ...args]);

function newestPostgres() {
  const newest = readdirSync('/etc/postgresql').sort().at(-1);
  if (!newest)
    throw new Error('No PostgreSQL cluster under /etc/postgresql: install PostgreSQL or set FAULT_PG_VERSION');
  return newest;
}

function ensureCluster() {
  if (!existsSync(`/etc/postgresql/${version}/${CLUSTER}`)) {
    console.error(`creating the PostgreSQL cluster ${version}/${CLUSTER} on port ${FAULT_PORT}…`);
    execFileSync('pg_createcluster', [version, CLUSTER, '-p', String(FAULT_PORT), '--', '-A', 'trust'], {
      stdio: 'inherit',
    });
  }
  try {
    pgctl('start');
  } catch {
    // already running
  }
}

if (!process.argv.includes('--no-build')) buildForStack();
ensureCluster();
// The stack (and verifyWrites) read DATABASE_PORT: everything below uses the fault cluster.
process.env.DATABASE_PORT = String(FAULT_PORT);
console.error('starting the scaled stack on the fault cluster…');
const stack = await startScaledStack({
  ports: { nginx: 4405, smtp: 4429, cms: [4423, 4424] },
  env: { ...LOAD_RATE_LIMITS, DATABASE_POOL_MAX: '10' },
});
let failed = true;
try {
  const applicant = await signIn(stack.url, stack.mail, DEMO.applicant);
  const staff = await signIn(stack.url, stack.mail, DEMO.queueManager);
  const form = await requestForm(stack.url);
  /** @type {{ stopped?: number, down?: number, up?: number, killed?: number }} */
  const events = {};
  const restartAt = Math.round(seconds * 0.25) * 1000;
  const killAt = Math.round(seconds * 0.65) * 1000;
  const result = await runMix({
    url: stack.url,
    seconds,
    connections,
    applicant,
    staff,
    form,
    onSecond: (ms) => {
      if (!events.stopped && ms >= restartAt) {
        events.stopped = ms;
        // Stop, stay away a few seconds, start: the window in which the CMS must answer 503.
        // Off the ticker's call stack; a failed pg_ctlcluster is reported, and the run then fails
        // on its own (no 503 window, or no recovery).
        setImmediate(() => {
          const outage = async () => {
            await pgctlAsync('stop', '-m', 'fast');
            events.down = Date.now();
            await new Promise((r) => setTimeout(r, 4000));
            await pgctlAsync('start');
            events.up = Date.now();
          };
          outage().catch((error) => console.error('pg_ctlcluster failed during the outage:', error));
        });
      }
      if (!events.killed && ms >= killAt) {
        events.killed = ms;
        void stack.stopReplica(1, 'SIGKILL');
      }
    },
  });
  printMix(`Faults under load, ${connections} connections`, result);
  // A write in flight on the replica when it was killed gets a 502: nginx must not resend a
  // non-idempotent request that reached a replica. It was not accepted, and verifyWrites below
  // checks that nothing of it is half-applied; it is reported, not counted as a failure.
  /** @typedef {import('./lib/scaled-load.mjs').MixResult['timeline'][number]} Sample */
  const inFlightAtKill = (/** @type {Sample} */ t) =>
    t.kind === 'write' && t.status === 502 && t.at < killAt && t.at + t.ms >= killAt;
  const timeline = result.timeline.filter((t) => !inFlightAtKill(t));
  const during = timeline.filter((t) => t.at >= restartAt && t.at < restartAt + 8000);
  const after = timeline.filter((t) => t.at >= restartAt + 15_000 && t.at < killAt);
  const afterKill = timeline.filter((t) => t.at >= killAt + 1000);
  /**
   * @param {readonly Sample[]} list
   * @param {(sample: Sample) => boolean} predicate
   */
  const count = (list, predicate) => list.filter(predicate).length;
  const report = {
    '503 while the database was away': count(during, (t) => t.status === 503),
    '500 at any time': count(result.timeline, (t) => t.status === 500),
    '502/504 at any time': count(timeline, (t) => t.status === 502 || t.status === 504),
    'writes in flight on the killed replica (502, not resent)': count(result.timeline, inFlightAtKill),
    // The workload only sends valid credentials: a 401 is the database's failure told as the user's.
    '401 at any time': count(result.timeline, (t) => t.status === 401),
    hangs: result.hangs,
    'OK after the database came back (before the kill)': `${count(after, (t) => t.status < 400)}/${after.length}`,
    'OK after the replica was killed': `${count(afterKill, (t) => t.status < 400)}/${afterKill.length}`,
    'writes accepted after the kill': result.writes.filter((w) => w.at >= killAt).length,
  };
  for (const [label, value] of Object.entries(report)) console.log(`  ${label}: ${value}`);
  const verified = await verifyWrites(stack.database, result.writes, FAULT_PORT);
  console.log(`  writes checked in the database: ${verified.checked}, problems: ${verified.problems.length}`);
  for (const problem of verified.problems.slice(0, 20)) console.log(`    ${problem}`);
  failed =
    report['500 at any time'] > 0 ||
    report['401 at any time'] > 0 ||
    result.hangs > 0 ||
    report['503 while the database was away'] === 0 ||
    count(after, (t) => t.status >= 500) > 0 ||
    count(afterKill, (t) => t.status >= 500 || t.status === 0) > 0 ||
    verified.problems.length > 0;
  // Statuses per 2-second slice: the shape of the outage and of the recovery.
  /** @type {Map<number, Record<number, number>>} */
  const slices = new Map();
  for (const t of result.timeline) {
    const slice = Math.floor(t.at / 2000) * 2;
    const counts = slices.get(slice) ?? {};
    counts[t.status] = (counts[t.status] ?? 0) + 1;
    slices.set(slice, counts);
  }
  console.log(`  restart at ${restartAt / 1000} s, kill at ${killAt / 1000} s; statuses per 2 s:`);
  for (const [slice, counts] of slices) console.log(`    ${String(slice).padStart(3)} s  ${JSON.stringify(counts)}`);
  if (failed) {
    for (const p of [...stack.replicas, stack.nginx])
      for (const line of p.lines.filter((l) => !/\bhttp\b/.test(l)).slice(-60)) console.log(`  [${p.name}] ${line}`);
    // The whole logs, for the error behind a 500 that the last lines no longer show.
    const logs = join(tmpdir(), `fault-${Date.now()}.log`);
    writeFileSync(
      logs,
      [...stack.replicas, stack.nginx].flatMap((p) => p.lines.map((l) => `[${p.name}] ${l}`)).join('\n'),
    );
    console.log(`  full logs: ${logs}`);
  }
  console.log(
    failed ? '\n✖ fault: see above' : '\n✓ fault: 503 while away, recovered, replica loss absorbed, no write lost',
  );
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
