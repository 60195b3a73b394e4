#!/usr/bin/env node
// Mixed load on the scaled stack (not part of `pnpm test`): 80% public reads, 15% staff queue
// reads, 5% workflow writes (an applicant files a request, draft + submit; the queue manager
// assigns it), for 60 s at 20 connections through nginx. Passes when there are no network
// errors, no 5xx, no hangs, and every accepted write is in the database with exactly one event.
//   node bench/load.mjs [--seconds 60] [--connections 20] [--no-build]
// Needs what `pnpm stack:scaled` needs (nginx, PostgreSQL, Redis). Record results with machine
// and date in docs/performance.md.
import { DEMO, buildForStack, startScaledStack } from '../scripts/scaled/stack.mjs';
import { LOAD_RATE_LIMITS, printMix, requestForm, runMix, signIn, verifyWrites } from './lib/scaled-load.mjs';

/**
 * @param {string} name
 * @param {number} fallback
 */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('--seconds', 60);
const connections = arg('--connections', 20);

if (!process.argv.includes('--no-build')) buildForStack();
console.error('starting the scaled stack (2 replicas, nginx)…');
const stack = await startScaledStack({
  ports: { nginx: 4404, smtp: 4428, cms: [4421, 4422] },
  env: LOAD_RATE_LIMITS,
});
let failed = true;
try {
  const applicant = await signIn(stack.url, stack.mail, DEMO.applicant);
  const staff = await signIn(stack.url, stack.mail, DEMO.queueManager);
  const form = await requestForm(stack.url);
  const result = await runMix({ url: stack.url, seconds, connections, applicant, staff, form });
  printMix(`Mixed load, ${connections} connections`, result);
  const fivexx = Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((n, [, count]) => n + count, 0);
  const verified = await verifyWrites(stack.database, result.writes);
  console.log(`  writes checked in the database: ${verified.checked}, problems: ${verified.problems.length}`);
  for (const problem of verified.problems.slice(0, 20)) console.log(`    ${problem}`);
  failed =
    result.errors > 0 ||
    result.hangs > 0 ||
    fivexx > 0 ||
    verified.problems.length > 0 ||
    (result.statuses[0] ?? 0) > 0;
  console.log(
    failed ? '\n✖ load: errors, 5xx or lost writes (see above)' : '\n✓ load: 0 errors, 0 5xx, every write present once',
  );
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
