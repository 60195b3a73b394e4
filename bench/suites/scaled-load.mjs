// The mixed load on the scaled stack (bench/lib/mixed-load.mjs, also `node bench/load.mjs`): two
// CMS replicas behind nginx on PostgreSQL and Redis, 80% public reads, 15% staff reads, 5%
// workflow writes. The public reads' p95 is set against the same reads from a bare node:http
// server replaying the same bytes at the same concurrency, and against the 50 ms budget.
// BENCH_LOAD_SECONDS (default 300), BENCH_LOAD_CONNECTIONS (100), BENCH_LOAD_REFERENCE_SECONDS
// (10); BENCH_SCALED_BUILD=0 skips the builds.
import { LOAD_DEFAULTS, runLoad } from '../lib/mixed-load.mjs';
import { printMix } from '../lib/scaled-load.mjs';
import { times } from '../lib/table.mjs';

const BUDGET_MS = 50;

/** @returns {Promise<import('../lib/table.mjs').Row[]>} */
export async function run() {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? LOAD_DEFAULTS.seconds);
  const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? LOAD_DEFAULTS.connections);
  const load = await runLoad({
    seconds,
    connections,
    referenceSeconds: Number(process.env.BENCH_LOAD_REFERENCE_SECONDS ?? LOAD_DEFAULTS.referenceSeconds),
    build: process.env.BENCH_SCALED_BUILD !== '0',
  });
  const { result, verified, reference } = load;
  printMix(`Mixed load, ${connections} connections`, result);
  const at = `${connections} conn., ${seconds} s`;
  const p95 = (/** @type {string} */ kind) => result.summary[kind]?.p95 ?? 0;
  const total = Object.values(result.summary).reduce((n, s) => n + s.count, 0);
  return [
    {
      metric: `mixed load (${at}): requests`,
      ours: `${total} (${(total / result.seconds).toFixed(0)}/s)`,
      reference: '—',
      ratio: '—',
      target: 'reported',
      met: true,
    },
    {
      metric: 'mixed load: public reads p95 (ms)',
      ours: String(p95('public')),
      reference: `${reference.p95} bare node:http, same bytes`,
      ratio: reference.p95 > 0 ? times(p95('public') / reference.p95) : '—',
      target: `≤ ${BUDGET_MS} ms`,
      met: p95('public') <= BUDGET_MS,
    },
    {
      metric: 'mixed load: staff reads p95 (ms; queue, review page)',
      ours: String(p95('staff')),
      reference: `${BUDGET_MS} queue budget (10 conn.)`,
      ratio: times(p95('staff') / BUDGET_MS),
      target: 'reported',
      met: true,
    },
    {
      metric: 'mixed load: workflow writes p95 (ms; draft, submit, assign)',
      ours: String(p95('write')),
      reference: '—',
      ratio: '—',
      target: 'reported',
      met: true,
    },
    {
      metric: 'mixed load: 5xx',
      ours: String(load.fivexx),
      reference: '0',
      ratio: '—',
      target: '0',
      met: load.fivexx === 0,
    },
    {
      metric: 'mixed load: network errors + hangs',
      ours: String(result.errors + result.hangs),
      reference: '0',
      ratio: '—',
      target: '0',
      met: result.errors + result.hangs === 0,
    },
    {
      metric: 'mixed load: writes present exactly once, one event each',
      ours: `${verified.exactlyOnce} of ${verified.checked}`,
      reference: `${verified.checked} accepted`,
      ratio: '—',
      target: 'all, no orphan',
      met: verified.problems.length === 0 && verified.checked > 0,
    },
  ];
}
