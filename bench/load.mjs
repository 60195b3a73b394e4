#!/usr/bin/env node
// Mixed load on the scaled stack (not part of `pnpm test`; `pnpm bench scaled-load` runs the same
// code): two CMS replicas behind nginx on PostgreSQL and a Redis of its own, 100 connections for
// 5 minutes by default: 80% public reads, 15% staff reads (the queue, a request's review page),
// 5% workflow writes (an applicant files a request, draft + submit; the queue manager assigns it
// through the command pipeline). Passes when there are no network errors, no 5xx, no hangs, and
// every accepted write is in the database exactly once with exactly one event.
//   node bench/load.mjs [--seconds 300] [--connections 100] [--no-build]
// Needs nginx, PostgreSQL and redis-server (bench/README.md). Record results with machine, date
// and load average in docs/performance.md.
import os from 'node:os';
import { LOAD_DEFAULTS, runLoad } from './lib/mixed-load.mjs';
import { printMix } from './lib/scaled-load.mjs';

/**
 * @param {string} name
 * @param {number} fallback
 */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('--seconds', LOAD_DEFAULTS.seconds);
const connections = arg('--connections', LOAD_DEFAULTS.connections);

const run = await runLoad({ seconds, connections, build: !process.argv.includes('--no-build') });
const { result, verified, reference } = run;
printMix(`Mixed load, ${connections} connections`, result);
console.log(`  5xx: ${run.fivexx}`);
console.log(
  `  writes checked in the database: ${verified.checked}, present exactly once with one event each: ${verified.exactlyOnce}, problems: ${verified.problems.length}`,
);
for (const problem of verified.problems.slice(0, 20)) console.log(`    ${problem}`);
console.log(
  `  reference, the same public reads from bare node:http (same bytes, ${connections} connections): p50 ${reference.p50} ms, p95 ${reference.p95} ms (${reference.count} reads, ${reference.failed} failed)`,
);
const fmt = (/** @type {number[]} */ l) => l.map((x) => x.toFixed(2)).join(' / ');
console.log(
  `  machine: ${os.cpus().length} cores; load average (1/5/15 min) before ${fmt(run.loadBefore)}, after ${fmt(run.loadAfter)}`,
);
if (!run.passed) for (const line of run.warnings.slice(-60)) console.log(`  ${line}`);
console.log(
  run.passed
    ? '\n✓ load: 0 errors, 0 5xx, every write present exactly once'
    : '\n✖ load: errors, 5xx or lost writes (see above)',
);
process.exit(run.passed ? 0 : 1);
