#!/usr/bin/env node
// Faults of every shared service under load on the scaled stack (not part of `pnpm test`;
// `pnpm bench faults` runs the same code, bench/lib/faults.mjs): PostgreSQL restarted, Redis
// stopped and started, the mail server stopped, a replica killed, one after the other, each under
// the mixed load for --seconds. Each phase prints its requests, network errors, 5xx (must be 0; a
// 503 while the database is away and a write in flight on the killed replica are counted apart),
// p95 per class, its checks and the verification of its writes. It uses a PostgreSQL cluster of
// its own (`pg_createcluster <version> fault -p 4432`, trust authentication) and a Redis of its
// own on a free port: never the main cluster nor the machine's Redis.
//   node bench/fault.mjs [--seconds 40] [--connections 20] [--only postgres,redis,mail,replica] [--no-build]
import { FAULT_DEFAULTS, FAULTS, printPhase, runFaults } from './lib/faults.mjs';

/**
 * @param {string} name
 * @param {number} fallback
 */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : [...FAULTS];
const unknown = only.filter((f) => !(/** @type {readonly string[]} */ (FAULTS).includes(f)));
if (unknown.length > 0) {
  console.error(`--only: unknown fault(s) ${unknown.join(', ')}; known: ${FAULTS.join(', ')}`);
  process.exit(2);
}

const run = await runFaults({
  seconds: arg('--seconds', FAULT_DEFAULTS.seconds),
  connections: arg('--connections', FAULT_DEFAULTS.connections),
  build: !process.argv.includes('--no-build'),
  faults: FAULTS.filter((f) => only.includes(f)),
});
for (const phase of run.phases) printPhase(phase);
for (const line of run.logs) console.log(`  ${line}`);
console.log(
  run.passed
    ? '\n✓ faults: 0 × 5xx beyond the allowed, nothing half-applied, nothing lost, every service recovered'
    : '\n✖ faults: see above',
);
process.exit(run.passed ? 0 : 1);
