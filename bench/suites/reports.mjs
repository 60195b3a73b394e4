// The turnaround reports on PostgreSQL (docs/performance.md): GET /api/request-management/reports
// on the benchmark's databases (`pnpm bench:seed`, both formats, each request with its event log:
// lib/seed-events.mjs), signed in as a queue manager. The figures are read from the report
// milestones (apps/cms/src/modules/reports/milestones), which the CMS's first boot on a database
// folds from the whole event log: the boot's time is printed, and whether it did. For each scale,
// p95 of the JSON report (target ≤ 200 ms): the default period (the last twelve months) read
// again and again, as staff opening the page do (the CMS keeps a computed report until a request
// changes, a minute at most), and reports computed on every read (each request another period),
// of 12 and of 60 months. Scales: BENCH_REPORTS_SCALES (default "10000,100000"), connections:
// BENCH_REPORTS_CONNECTIONS (default 2: a few staff reading reports at once), duration of each
// measurement: BENCH_REPORTS_SECONDS (default 10). A database seeded before the events existed
// gets them here.
import autocannon from 'autocannon';
import { times } from '../lib/table.mjs';
import { pgClient, signIn, startCms, startMailCatcher } from '../lib/cms-postgres.mjs';
import { hasRequestEvents, insertRequestEvents } from '../lib/seed-events.mjs';
import { seedQueueDatabase } from '../seed-queue.mjs';

const TARGET_MS = 200;
const CONNECTIONS = Number(process.env.BENCH_REPORTS_CONNECTIONS ?? 2);
const SECONDS = Number(process.env.BENCH_REPORTS_SECONDS ?? 10);
const SCALES = (process.env.BENCH_REPORTS_SCALES ?? '10000,100000').split(',').map(Number);

const DAY = 86_400_000;
const isoDate = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * A new period for every request, so that none is answered from the cache, and each over the
 * data: `months` long, ending on one of the last 365 days and starting on one of the first 28
 * days of its first month — ten thousand periods before one comes again.
 * @param {number} months
 */
function everyTimeAnother(months) {
  let count = 0;
  return (/** @type {{ path: string }} */ request) => {
    count += 1;
    const end = Date.now() - ((count % 365) + 1) * DAY;
    const to = new Date(end);
    const first = Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - (months - 1), 1);
    const from = Math.min(first + (Math.floor(count / 365) % 28) * DAY, end);
    return { ...request, path: `/api/request-management/reports?from=${isoDate(from)}&to=${isoDate(end)}` };
  };
}

/** Before them, one read of the last sixty months on a CMS just started, when no month is kept. */
const FIRST_READ = '60 months, first read (nothing kept)';

/**
 * The reads measured: the default report read again and again (after the first, from the cache
 * until something changes), and reports of another period every time, of 12 and of 60 months (no
 * period comes from the cache; the past months they share are kept, modules/reports/months.ts).
 * @type {ReadonlyArray<[name: string, setupRequest: ((request: { path: string }) => { path: string }) | null]>}
 */
const VIEWS = [
  ['12 months, read again', null],
  ['12 months, computed', everyTimeAnother(12)],
  ['60 months, computed', everyTimeAnother(60)],
];

/** @param {string} database */
async function generatedCount(database) {
  let client;
  try {
    client = await pgClient(database);
  } catch {
    return 0;
  }
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM dataset_requests WHERE project_description = $1)
            + (SELECT count(*) FROM data_access_requests WHERE project_summary = $1) AS n`,
      ['Generated for the queue benchmark.'],
    );
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/**
 * Seeds the database when it does not hold `requests` generated requests, and their events when
 * it was seeded before they were.
 * @param {number} requests
 * @param {string} database
 */
async function ensureSeeded(requests, database) {
  if ((await generatedCount(database)) !== requests) {
    console.error(`  seeding ${requests} requests into ${database}`);
    await seedQueueDatabase({ requests, database });
    return;
  }
  const client = await pgClient(database);
  try {
    if (await hasRequestEvents(client, requests)) return;
    console.error(`  adding the event log of ${requests} requests to ${database}`);
    await client.query('BEGIN');
    await insertRequestEvents(client, { log: (line) => console.error(`  ${line}`) });
    // Milestones folded from the events just replaced would outlive them: the next boot folds the new ones.
    const { rows } = await client.query(`SELECT to_regclass('portal_request_milestones') IS NOT NULL AS present`);
    if (rows[0]?.present) await client.query('DELETE FROM portal_request_milestones');
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE request_events');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * p95 of the response times of `url` under CONNECTIONS connections for SECONDS (after a warm-up);
 * `setupRequest` changes each request's path.
 * @param {string} url
 * @param {string} token
 * @param {((request: { path: string }) => { path: string }) | null} setupRequest
 * @returns {Promise<{ p95: number, rps: number }>}
 */
async function p95(url, token, setupRequest) {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { authorization: `Bearer ${token}` },
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  };
  await autocannon({ ...options, duration: 2 });
  /** @type {number[]} */
  const latencies = [];
  const instance = autocannon({ ...options, duration: SECONDS });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  latencies.sort((a, b) => a - b);
  return {
    p95: latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ?? 0,
    rps: result.requests.average,
  };
}

/**
 * Whether the database holds report milestones already (else the next boot folds the whole event
 * log).
 * @param {string} database
 */
async function hasMilestones(database) {
  const client = await pgClient(database);
  try {
    const { rows } = await client.query(`SELECT to_regclass('portal_request_milestones') IS NOT NULL AS present`);
    if (!rows[0]?.present) return false;
    const { rows: any } = await client.query('SELECT EXISTS (SELECT 1 FROM portal_request_milestones) AS some');
    return Boolean(any[0]?.some);
  } finally {
    await client.end();
  }
}

/**
 * @param {number} requests
 * @param {import('../../scripts/cms-process.mjs').MailCatcher} mail
 */
async function measureScale(requests, mail) {
  const database = `portal_bench_${requests}`;
  await ensureSeeded(requests, database);
  const folded = await hasMilestones(database);
  const cms = await startCms({ database, smtpPort: mail.smtp });
  console.error(
    `  ${requests}: CMS up in ${(cms.bootMs / 1000).toFixed(1)} s${
      folded ? '' : ', its boot folding the whole event log into the report milestones'
    }`,
  );
  try {
    const token = await signIn(cms.url, mail);
    // The first read of sixty months after a boot: no month is kept yet, every one is computed.
    const today = new Date();
    const sixtyBack = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 59, 1));
    const started = performance.now();
    const cold = await fetch(
      `${cms.url}/api/request-management/reports?from=${isoDate(sixtyBack.getTime())}&to=${isoDate(today.getTime())}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!cold.ok) throw new Error(`${database}: sixty months answered ${cold.status}`);
    await cold.arrayBuffer();
    const firstRead = performance.now() - started;
    console.error(`  ${requests}: 60 months, first read (nothing kept) ${firstRead.toFixed(1)} ms`);
    // The figures are real: a report of the default period counts what the seed wrote.
    const check = await fetch(`${cms.url}/api/request-management/reports`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = /** @type {{ data: { monthly: Array<{ received: number }> } }} */ (await check.json());
    const received = body.data.monthly.reduce((sum, month) => sum + month.received, 0);
    if (received === 0) throw new Error(`${database}: the report counts no request received in twelve months`);
    console.error(`  ${requests}: ${received} requests received in the last twelve months`);
    /** @type {Record<string, { p95: number, rps: number }>} */
    const results = { [FIRST_READ]: { p95: firstRead, rps: 0 } };
    for (const [name, setupRequest] of VIEWS) {
      const result = await p95(`${cms.url}/api/request-management/reports`, token, setupRequest);
      results[name] = result;
      console.error(`  ${requests}: ${name} p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(1)} req/s`);
    }
    return results;
  } finally {
    await cms.stop();
  }
}

const label = (/** @type {number} */ n) => (n >= 1000 ? `${n / 1000}k` : String(n));

/** @returns {Promise<import('../lib/table.mjs').Row[]>} */
export async function run() {
  const mail = await startMailCatcher();
  const rows = [];
  try {
    for (const scale of SCALES) {
      const results = await measureScale(scale, mail);
      for (const name of [FIRST_READ, ...VIEWS.map(([view]) => view)]) {
        const ms = results[name]?.p95 ?? Number.NaN;
        rows.push({
          metric:
            name === FIRST_READ
              ? `reports JSON, ${name} @${label(scale)} (one request)`
              : `reports JSON, ${name}: p95 @${label(scale)} (${CONNECTIONS} conn.)`,
          ours: `${ms.toFixed(1)} ms`,
          reference: `${TARGET_MS} ms`,
          ratio: times(ms / TARGET_MS),
          target: `≤ ${TARGET_MS} ms`,
          met: ms <= TARGET_MS,
        });
      }
    }
  } finally {
    await mail.close();
  }
  return rows;
}
