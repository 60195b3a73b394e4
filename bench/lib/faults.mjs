// Faults of every shared service under load, as a function: `node bench/fault.mjs` prints it,
// the `faults` suite of `pnpm bench` turns it into rows. One scaled stack (two CMS replicas behind
// nginx) on a PostgreSQL cluster of its own (bench/lib/fault-cluster.mjs), a Redis of its own
// (bench/lib/redis-server.mjs) and a counting mail catcher (bench/lib/mail-counter.mjs); then,
// each under the mix of bench/lib/scaled-load.mjs for `seconds`:
//   postgres — the cluster stopped for 4 s and started: 503 while it is away (never 500, never a
//              hang), recovery without a restart;
//   redis    — Redis stopped for 12 s and started: rate limits, content-cache invalidation and the
//              cron lock degrade without a 5xx, and work again once it is back;
//   mail     — the mail catcher stopped for 10 s while submits and assignments go on: once it is
//              back the outbox delivers every notice exactly once;
//   replica  — the second replica killed (SIGKILL): nginx routes around it.
// Every phase checks its accepted writes in the database (present exactly once, one event each).
import { DEMO, buildForStack, startScaledStack } from '../../scripts/scaled/stack.mjs';
import { ensureFaultCluster, FAULT_PG_PORT } from './fault-cluster.mjs';
import { countingMailCatcher } from './mail-counter.mjs';
import { ASSIGNEE, replicaWarnings, signInMix } from './mixed-load.mjs';
import { checkNotifications } from './outbox-check.mjs';
import { startRedis } from './redis-server.mjs';
import { LOAD_RATE_LIMITS, requestForm, runMix, signIn, verifyWrites } from './scaled-load.mjs';
import {
  editPolicy,
  forgotPasswordStatuses,
  policies,
  policyTitle,
  seesTitle,
  subscribers,
  watchLines,
} from './stack-probes.mjs';

export const FAULT_DEFAULTS = { seconds: 40, connections: 20 };
/** In the order they run: the killed replica stays down, so it comes last. */
export const FAULTS = /** @type {const} */ (['postgres', 'redis', 'mail', 'replica']);
/** @typedef {(typeof FAULTS)[number]} Fault */

const FAULT_LABELS = {
  postgres: 'PostgreSQL restarted',
  redis: 'Redis stopped and started',
  mail: 'mail server stopped',
  replica: 'a replica killed',
};

/**
 * @typedef {{ label: string, ok: boolean, detail: string }} Check
 * @typedef {import('./scaled-load.mjs').Sample} Sample
 * @typedef {object} PhaseReport
 * @property {Fault} fault
 * @property {string} label
 * @property {import('./scaled-load.mjs').MixResult} result
 * @property {number} requests
 * @property {number} fivexx 5xx answers, the allowed ones left out
 * @property {Record<string, number>} allowed the 5xx left out, by reason
 * @property {Awaited<ReturnType<typeof verifyWrites>>} verified
 * @property {Check[]} checks
 * @property {Record<number, Record<number, number>>} slices statuses per 2 s of the phase
 * @property {Record<string, number>} events when the fault was injected and lifted, s into the phase
 * @property {boolean} passed
 */

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Statuses per 2-second slice: the shape of an outage and of the recovery.
 * @param {readonly Sample[]} timeline
 */
function slicesOf(timeline) {
  /** @type {Record<number, Record<number, number>>} */
  const slices = {};
  for (const t of timeline) {
    const slice = Math.floor(t.at / 2000) * 2;
    const counts = (slices[slice] ??= {});
    counts[t.status] = (counts[t.status] ?? 0) + 1;
  }
  return slices;
}

/**
 * @param {string} label
 * @param {boolean} ok
 * @param {string} detail
 * @returns {Check}
 */
const check = (label, ok, detail) => ({ label, ok, detail });

/** Runs `work` off the ticker's call stack; its failure becomes a failed check, never a crash. */
function background(
  /** @type {() => Promise<void>} */ work,
  /** @type {Check[]} */ checks,
  /** @type {string} */ what,
) {
  /** @type {Promise<void>} */
  const done = new Promise((resolve) => {
    setImmediate(() => {
      work()
        .catch((error) => checks.push(check(what, false, error instanceof Error ? error.message : String(error))))
        .finally(() => resolve());
    });
  });
  return done;
}

/**
 * @param {{ seconds?: number, connections?: number, build?: boolean, faults?: readonly Fault[],
 *   log?: (line: string) => void }} [options]
 * @returns {Promise<{ phases: PhaseReport[], passed: boolean, logs: string[] }>}
 */
export async function runFaults({
  seconds = FAULT_DEFAULTS.seconds,
  connections = FAULT_DEFAULTS.connections,
  build = true,
  faults = FAULTS,
  log = (line) => console.error(line),
} = {}) {
  if (build) buildForStack();
  const pgctl = ensureFaultCluster(log);
  // The stack (and the database checks) read DATABASE_PORT: everything here uses the fault cluster.
  const previousPort = process.env.DATABASE_PORT;
  process.env.DATABASE_PORT = String(FAULT_PG_PORT);
  const redis = await startRedis();
  const mail = countingMailCatcher();
  /** @type {Awaited<ReturnType<typeof startScaledStack>> | null} */
  let stack = null;
  try {
    log(`starting the scaled stack on the fault cluster (port ${FAULT_PG_PORT}), Redis on ${redis.port}…`);
    stack = await startScaledStack({
      ports: { nginx: 4405, smtp: 4429, cms: [4423, 4424] },
      env: {
        ...LOAD_RATE_LIMITS,
        DATABASE_POOL_MAX: '10',
        // The cron lock is taken every 5 s, so a Redis outage of 12 s spans ticks.
        OUTBOX_CRON: '*/5 * * * * *',
        // A limit the probes count across replicas; the load itself never asks for a reset.
        AUTH_RATE_FORGOT_PASSWORD_EMAIL: '3/900',
        AUTH_RATE_FORGOT_PASSWORD_IP: '1000000/60',
      },
      redisUrl: redis.url,
      mailCatcher: mail.start,
    });
    const live = stack;
    const cron = watchLines(live.replicas, /Cron notification-outbox( ran for tick|: tick .* skipped)/);
    const accounts = await signInMix(live);
    const form = await requestForm(live.url);
    const runId = Date.now().toString(36);

    /**
     * One phase: the mix for `seconds`, `inject` called each second with the elapsed ms.
     * @param {Fault} fault
     * @param {(ms: number) => void} onSecond
     */
    const mix = (fault, onSecond) => {
      phaseStart = Date.now();
      events = {};
      return runMix({
        url: live.url,
        seconds,
        connections,
        form,
        ...accounts,
        titlePrefix: `Fault ${fault} ${runId}`,
        onSecond,
      });
    };

    /** When the current phase's mix started, and what happened since (seconds into it). */
    let phaseStart = 0;
    /** @type {Record<string, number>} */
    let events = {};
    const mark = (/** @type {string} */ what) => {
      events[what] = Math.round((Date.now() - phaseStart) / 100) / 10;
    };

    /** @type {Record<Fault, () => Promise<Omit<PhaseReport, 'fault' | 'label' | 'requests' | 'verified' | 'slices' | 'passed' | 'events'>>>} */
    const phases = {
      async postgres() {
        /** @type {{ stopped?: number, up?: number }} */
        const at = {};
        /** @type {Check[]} */
        const checks = [];
        /** @type {Promise<void> | null} */
        let outage = null;
        const stopAt = Math.round(seconds * 0.25) * 1000;
        const result = await mix('postgres', (ms) => {
          if (outage || ms < stopAt) return;
          // Times here are ms since the mix started, like its timeline.
          at.stopped = ms;
          outage = background(
            async () => {
              mark('stop asked');
              await pgctl('stop', '-m', 'fast');
              mark('stopped');
              await sleep(4000);
              await pgctl('start');
              mark('started');
              at.up = Date.now() - phaseStart;
            },
            checks,
            'pg_ctlcluster stop and start',
          );
        });
        await outage;
        const stopped = at.stopped ?? stopAt;
        const up = at.up ?? stopped + 6000;
        // Answered from the stop until a few seconds after it is back (the pools reconnect).
        const away = (/** @type {Sample} */ t) => t.at + t.ms >= stopped && t.at + t.ms < up + 10_000;
        const allowed503 = result.timeline.filter((t) => t.status === 503 && away(t)).length;
        const after = result.timeline.filter((t) => t.at >= up + 10_000);
        checks.push(
          check('503 while the database was away', allowed503 > 0, `${allowed503} × 503`),
          check(
            '401 at any time (valid credentials only)',
            !result.timeline.some((t) => t.status === 401),
            `${result.timeline.filter((t) => t.status === 401).length}`,
          ),
          check(
            'OK after the database came back',
            after.length > 0 && after.every((t) => t.status > 0 && t.status < 400),
            `${after.filter((t) => t.status > 0 && t.status < 400).length}/${after.length}`,
          ),
        );
        return {
          result,
          fivexx: result.timeline.filter((t) => t.status >= 500 && !(t.status === 503 && away(t))).length,
          allowed: { '503 while the database was away': allowed503 },
          checks,
        };
      },

      async redis() {
        const [a, b] = live.replicas.map((r) => r.url);
        if (!a || !b) throw new Error('the Redis phase needs two replicas');
        const channel = `portal-content-cache:${live.database}`;
        const policy = (await policies(a))[0];
        if (!policy) throw new Error('the demo seed has no policy');
        /** @type {Check[]} */
        const checks = [];
        /** @type {{ down?: number, up?: number }} */
        const at = {};
        /** @type {Promise<void> | null} */
        let outage = null;
        const stopAt = Math.round(seconds * 0.25) * 1000;
        const editedWhileDown = `${policy.title} (edited while Redis was down ${runId})`;
        const editedAfter = `${policy.title} (edited after Redis came back ${runId})`;
        const result = await mix('redis', (ms) => {
          if (outage || ms < stopAt) return;
          outage = background(
            async () => {
              await redis.stop();
              mark('stopped');
              at.down = Date.now();
              const ends = at.down + 12_000;
              // While it is away: a sign-in, a rate limit, an editor's change.
              try {
                await signIn(live.url, live.mail, DEMO.applicant);
                checks.push(check('sign-in while Redis was down', true, 'both steps 200'));
              } catch (error) {
                checks.push(check('sign-in while Redis was down', false, String(error)));
              }
              const limited = await forgotPasswordStatuses([a, b], 8);
              checks.push(
                check(
                  'rate limit while Redis was down (per-replica memory: 3 each, no 5xx)',
                  limited.every((s) => s === 200 || s === 429) && limited.includes(429),
                  limited.join(' '),
                ),
              );
              await editPolicy(a, policy.documentId, editedWhileDown);
              checks.push(
                check(
                  'the edit shows on the other replica while Redis is down (served uncached)',
                  await seesTitle(b, policy.documentId, editedWhileDown),
                  `${await policyTitle(b, policy.documentId)}`,
                ),
              );
              await sleep(Math.max(0, ends - Date.now()));
              await redis.start();
              mark('started');
              at.up = Date.now();
              // Both replicas resubscribe to the invalidations (then empty their caches).
              const deadline = Date.now() + 15_000;
              let count = 0;
              while ((count = await subscribers(redis.url, channel)) < 2 && Date.now() < deadline) await sleep(200);
              mark('resubscribed');
              checks.push(check('both replicas resubscribed to the cache channel', count >= 2, `${count} subscribers`));
              checks.push(
                check(
                  'the edit made while Redis was down shows on the other replica after recovery',
                  await seesTitle(b, policy.documentId, editedWhileDown),
                  `${await policyTitle(b, policy.documentId)}`,
                ),
              );
              // The cache serves again and is invalidated across replicas again: fill it, edit, read.
              await policyTitle(b, policy.documentId);
              await policyTitle(b, policy.documentId);
              await editPolicy(a, policy.documentId, editedAfter);
              checks.push(
                check(
                  'an edit after recovery shows on the other replica (pub/sub again)',
                  await seesTitle(b, policy.documentId, editedAfter),
                  `${await policyTitle(b, policy.documentId)}`,
                ),
              );
              const shared = await forgotPasswordStatuses([a, b], 4);
              checks.push(
                check(
                  'rate limit counted across replicas again (3 per address: the 4th refused)',
                  shared.join(' ') === '200 200 200 429',
                  shared.join(' '),
                ),
              );
              const tickDeadline = Date.now() + 15_000;
              while (cron.between(at.up).every((s) => !/ran for tick/.test(s.line)) && Date.now() < tickDeadline)
                await sleep(250);
              const ran = cron.between(at.up).filter((s) => /ran for tick/.test(s.line)).length;
              mark('probes done');
              checks.push(check('cron ticks run again under the lock', ran > 0, `${ran} outbox tick(s) ran`));
            },
            checks,
            'the Redis outage',
          );
        });
        await outage;
        if (!redis.running()) await redis.start();
        const skipped = at.down ? cron.between(at.down, at.up).filter((s) => /skipped/.test(s.line)).length : 0;
        checks.push(
          check('cron ticks skipped while Redis was down (not run twice, no crash)', skipped > 0, `${skipped} skipped`),
        );
        checks.push(
          check(
            '401 at any time (valid credentials only)',
            !result.timeline.some((t) => t.status === 401),
            `${result.timeline.filter((t) => t.status === 401).length}`,
          ),
        );
        return { result, fivexx: result.timeline.filter((t) => t.status >= 500).length, allowed: {}, checks };
      },

      async mail() {
        /** @type {Check[]} */
        const checks = [];
        /** @type {Promise<void> | null} */
        let outage = null;
        let sentWhileDown = 0;
        const stopAt = Math.round(seconds * 0.25) * 1000;
        const result = await mix('mail', (ms) => {
          if (outage || ms < stopAt) return;
          outage = background(
            async () => {
              await live.stopMail();
              mark('stopped');
              const before = mail.received.length;
              await sleep(10_000);
              sentWhileDown = mail.received.length - before;
              await live.startMail();
              mark('started');
            },
            checks,
            'the mail outage',
          );
        });
        await outage;
        const writesDuringOutage = result.writes.filter((w) => w.at >= stopAt && w.at < stopAt + 10_000).length;
        checks.push(
          check('writes accepted while the mail server was down', writesDuringOutage > 0, `${writesDuringOutage}`),
        );
        checks.push(check('no mail arrived while it was down', sentWhileDown === 0, `${sentWhileDown}`));
        log('mail: waiting for the outbox to deliver what it could not send…');
        const delivered = await checkNotifications({
          database: live.database,
          writes: result.writes,
          received: mail.received,
          applicant: DEMO.applicant,
          assignee: ASSIGNEE,
        });
        checks.push(
          check(
            'every notice delivered exactly once',
            delivered.problems.length === 0 && delivered.once === delivered.notices,
            `${delivered.once} of ${delivered.notices} (lost ${delivered.lost}, duplicated ${delivered.duplicated}; outbox ${JSON.stringify(delivered.statuses)}; drained ${(delivered.drainedAfterMs / 1000).toFixed(0)} s after the load)`,
          ),
        );
        for (const problem of delivered.problems.slice(0, 10)) checks.push(check('notification', false, problem));
        return { result, fivexx: result.timeline.filter((t) => t.status >= 500).length, allowed: {}, checks };
      },

      async replica() {
        /** @type {Check[]} */
        const checks = [];
        const killAt = Math.round(seconds * 0.5) * 1000;
        let killed = false;
        const result = await mix('replica', (ms) => {
          if (killed || ms < killAt) return;
          killed = true;
          mark('killed');
          void live.stopReplica(1, 'SIGKILL');
        });
        // A write in flight on the replica when it was killed gets a 502: nginx must not resend a
        // non-idempotent request that reached a replica. It was not accepted, and verifyWrites
        // checks that nothing of it is half-applied; it is counted apart.
        const inFlight = (/** @type {Sample} */ t) =>
          t.method === 'POST' && t.status === 502 && t.at < killAt + 1000 && t.at + t.ms >= killAt;
        const afterKill = result.timeline.filter((t) => t.at >= killAt + 1000);
        checks.push(
          check(
            'OK after the replica was killed',
            afterKill.every((t) => t.status > 0 && t.status < 400),
            `${afterKill.filter((t) => t.status > 0 && t.status < 400).length}/${afterKill.length}`,
          ),
          check(
            'writes accepted after the kill',
            result.writes.some((w) => w.at >= killAt),
            `${result.writes.filter((w) => w.at >= killAt).length}`,
          ),
        );
        return {
          result,
          fivexx: result.timeline.filter((t) => t.status >= 500 && !inFlight(t)).length,
          allowed: {
            'writes in flight on the killed replica (502, not resent)': result.timeline.filter(inFlight).length,
          },
          checks,
        };
      },
    };

    /** @type {PhaseReport[]} */
    const reports = [];
    for (const fault of FAULTS.filter((f) => faults.includes(f))) {
      log(`fault: ${FAULT_LABELS[fault]}, ${connections} connections for ${seconds} s…`);
      const phase = await phases[fault]();
      const { result } = phase;
      const verified = await verifyWrites(live.database, result.writes, FAULT_PG_PORT);
      const requests = Object.values(result.summary).reduce((n, s) => n + s.count, 0);
      const passed =
        phase.fivexx === 0 &&
        result.errors === 0 &&
        result.hangs === 0 &&
        verified.problems.length === 0 &&
        phase.checks.every((c) => c.ok);
      reports.push({
        fault,
        label: FAULT_LABELS[fault],
        requests,
        verified,
        slices: slicesOf(result.timeline),
        events,
        passed,
        ...phase,
      });
    }
    const logs = reports.every((r) => r.passed) ? [] : replicaWarnings([...live.replicas, live.nginx]).slice(-80);
    return { phases: reports, passed: reports.every((r) => r.passed), logs };
  } finally {
    await stack?.stop();
    await redis.close();
    mail.dispose();
    if (previousPort === undefined) delete process.env.DATABASE_PORT;
    else process.env.DATABASE_PORT = previousPort;
  }
}

/**
 * Prints one phase's figures.
 * @param {PhaseReport} phase
 */
export function printPhase(phase) {
  const { result, verified } = phase;
  console.log(`\n● ${phase.label} (${result.seconds.toFixed(1)} s): ${phase.passed ? 'passed' : 'FAILED'}`);
  console.log(
    `  ${Object.entries(phase.events)
      .map(([what, at]) => `${what} at ${at} s`)
      .join(', ')}`,
  );
  console.log(
    `  requests ${phase.requests}, network errors ${result.errors}, hangs ${result.hangs}, 5xx ${phase.fivexx}`,
  );
  for (const [reason, count] of Object.entries(phase.allowed))
    console.log(`  allowed, counted apart: ${reason}: ${count}`);
  console.log(
    `  p95: ${Object.entries(result.summary)
      .map(([kind, s]) => `${kind} ${s.p95} ms`)
      .join(', ')}; statuses ${JSON.stringify(result.statuses)}`,
  );
  console.log(
    `  writes: ${verified.checked} accepted, ${verified.exactlyOnce} present exactly once with one event each, problems ${verified.problems.length}`,
  );
  for (const problem of verified.problems.slice(0, 10)) console.log(`    ${problem}`);
  for (const c of phase.checks) console.log(`  ${c.ok ? '✓' : '✖'} ${c.label}: ${c.detail}`);
  for (const [key, body] of Object.entries(result.samples)) console.log(`  first ${key}: ${body.slice(0, 200)}`);
  console.log(
    `  statuses per 2 s: ${Object.entries(phase.slices)
      .map(
        ([slice, counts]) =>
          `${slice}s ${Object.entries(counts)
            .map(([s, n]) => `${s}×${n}`)
            .join(',')}`,
      )
      .join(' | ')}`,
  );
}
