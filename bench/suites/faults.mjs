// Faults of every shared service under the mixed load (bench/lib/faults.mjs, also
// `node bench/fault.mjs`): PostgreSQL restarted, Redis stopped and started, the mail server
// stopped, a replica killed. Per fault: its requests, its 5xx (0; the allowed ones counted apart),
// p95, its writes checked in the database, and its own checks (recovery, notices delivered once).
// BENCH_FAULT_SECONDS (per fault, default 40), BENCH_FAULT_CONNECTIONS (20), BENCH_FAULTS (a
// comma-separated subset of postgres,redis,mail,replica); BENCH_SCALED_BUILD=0 skips the builds.
import { FAULT_DEFAULTS, FAULTS, printPhase, runFaults } from '../lib/faults.mjs';

/** @returns {Promise<import('../lib/table.mjs').Row[]>} */
export async function run() {
  const wanted = (process.env.BENCH_FAULTS ?? FAULTS.join(',')).split(',');
  const run = await runFaults({
    seconds: Number(process.env.BENCH_FAULT_SECONDS ?? FAULT_DEFAULTS.seconds),
    connections: Number(process.env.BENCH_FAULT_CONNECTIONS ?? FAULT_DEFAULTS.connections),
    build: process.env.BENCH_SCALED_BUILD !== '0',
    faults: FAULTS.filter((f) => wanted.includes(f)),
  });
  for (const phase of run.phases) printPhase(phase);
  return run.phases.flatMap((phase) => {
    const { result, verified } = phase;
    const p95 = Object.values(result.summary)
      .map((s) => s.p95)
      .join(' / ');
    return [
      {
        metric: `${phase.label}: requests (p95 ms public / staff / write)`,
        ours: `${phase.requests} (${p95})`,
        reference: '—',
        ratio: '—',
        target: 'reported',
        met: true,
      },
      {
        metric: `5xx during ${phase.label}`,
        ours: String(phase.fivexx),
        reference: '0',
        ratio: '—',
        target: '0',
        met: phase.fivexx === 0,
      },
      ...Object.entries(phase.allowed).map(([reason, count]) => ({
        metric: `${phase.label}: ${reason}`,
        ours: String(count),
        reference: '—',
        ratio: '—',
        target: 'counted apart',
        met: true,
      })),
      {
        metric: `${phase.label}: network errors + hangs`,
        ours: String(result.errors + result.hangs),
        reference: '0',
        ratio: '—',
        target: '0',
        met: result.errors + result.hangs === 0,
      },
      {
        metric: `${phase.label}: writes present exactly once`,
        ours: `${verified.exactlyOnce} of ${verified.checked}`,
        reference: `${verified.checked} accepted`,
        ratio: '—',
        target: 'all, no orphan',
        met: verified.problems.length === 0,
      },
      ...phase.checks.map((c) => ({
        metric: `${phase.label}: ${c.label}`,
        ours: c.detail,
        reference: '—',
        ratio: '—',
        target: 'yes',
        met: c.ok,
      })),
    ];
  });
}
