// The staff queue on PostgreSQL (docs/performance.md): the production CMS on databases of 10k,
// 100k and a million requests (both formats; `pnpm bench:seed <N>`), 10 connections, signed in
// as a queue manager. For each view — filters, searches, sorts, the deadline and access filters,
// a deep page — p95 at the reference scale (the first; target ≤ 50 ms), and at each further scale
// against it, in the same run (targets: ≤ 50 ms, and ≤ 1.5× the reference). Scales:
// BENCH_QUEUE_SCALES (default "10000,100000"); a seeded database is reused when it holds the
// right number of generated requests (BENCH_QUEUE_RESEED=1 seeds again). BENCH_QUEUE_SECONDS sets
// the duration of each measurement (default 10); BENCH_QUEUE_VIEWS (comma-separated words)
// measures only the views whose name contains one of them; the word `export` selects the export
// of the whole queue as CSV (rows a second at each scale, against a budget and the reference scale).
import os from 'node:os';
import autocannon from 'autocannon';
import { times } from '../lib/table.mjs';
import { pgClient, signIn, startCms, startMailCatcher } from '../lib/cms-postgres.mjs';
import { GENERATED_TEXT } from '../lib/seed-events.mjs';
import { seedQueueDatabase } from '../seed-queue.mjs';

const TARGET_MS = 50;
const TARGET_RATIO = 1.5;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_QUEUE_SECONDS ?? 10);
const SCALES = (process.env.BENCH_QUEUE_SCALES ?? '10000,100000').split(',').map(Number);

/**
 * The views measured (page 1 of 25 unless said): [name, query string]. The dataset is one of the
 * demo seed's.
 * @type {readonly [string, string][]}
 */
const ALL_VIEWS = [
  ['first page', 'page=1&pageSize=25'],
  ['filtered', 'requestStatus=assigned,inReview&approvalStatus=pending&page=1&pageSize=25'],
  ['search q', 'q=curie&page=1&pageSize=25'],
  ['filtered + search', 'requestStatus=new,assigned,inReview&q=cancer&page=1&pageSize=25'],
  ['assigned to me + search', 'assignee=me&q=diabetes&page=1&pageSize=25'],
  ['dataset', 'dataset=cancer-registry-extract&page=1&pageSize=25'],
  ['sorted by title', 'sort=projectTitle:asc&page=1&pageSize=25'],
  ['sorted by due date', 'sort=dueAt:asc&page=1&pageSize=25'],
  ['overdue', 'overdue=true&page=1&pageSize=25'],
  ['due this week', 'dueThisWeek=true&page=1&pageSize=25'],
  ['access ending soon', 'access=endingSoon&page=1&pageSize=25'],
  ['access ended', 'access=ended&page=1&pageSize=25'],
  ['final report overdue', 'access=closeoutOverdue&page=1&pageSize=25'],
  ['deep page (200)', 'page=200&pageSize=25'],
];
const wanted = (process.env.BENCH_QUEUE_VIEWS ?? '').split(',').filter(Boolean);
const VIEWS = wanted.length === 0 ? ALL_VIEWS : ALL_VIEWS.filter(([name]) => wanted.some((w) => name.includes(w)));
const EXPORT = wanted.length === 0 || wanted.includes('export');
/** The export's budget: a million-request queue within about 17 minutes. */
const EXPORT_BUDGET_ROWS_PER_S = 1000;
const EXPORT_TARGET_RATIO = 1 / TARGET_RATIO;

/**
 * The whole queue as CSV (GET …/queue.csv, default sort), read as it streams: rows a second. One
 * caller, as an export is: the figure says how a read's cost grows with depth, which page numbers
 * made grow with the queue and a cursor keeps flat.
 * @param {string} url
 * @param {string} token
 * @returns {Promise<{ rows: number, seconds: number, failure?: string }>}
 */
async function exportRate(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) return { rows: 0, seconds: 0, failure: `status ${response.status}` };
  let lineEnds = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    for (const byte of chunk.value) if (byte === 0x0a) lineEnds += 1;
  // Every row ends in CRLF; a title may hold a line feed inside quotes, which the generated ones do not.
  return { rows: lineEnds - 1, seconds: (performance.now() - started) / 1000 };
}

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
      [GENERATED_TEXT],
    );
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/**
 * p95 of the response times of `url` under CONNECTIONS connections for SECONDS (after a warm-up).
 * @param {string} url
 * @param {string} token
 * @returns {Promise<{ p95: number, rps: number, failure?: string }>}
 */
async function p95(url, token) {
  const options = { url, connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } };
  await autocannon({ ...options, duration: 2 });
  /** @type {number[]} */
  const latencies = [];
  const instance = autocannon({ ...options, duration: SECONDS });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  // A view that fails or never answers within the run is a missed target, not a 0 ms p95; the
  // other views are still measured.
  if (result.non2xx > 0 || result.errors > 0 || latencies.length === 0)
    return {
      p95: Number.NaN,
      rps: result.requests.average,
      failure: `${result.non2xx} non-2xx, ${result.errors} errors or timeouts, ${latencies.length} answers`,
    };
  latencies.sort((a, b) => a - b);
  return {
    p95: latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ?? Number.NaN,
    rps: result.requests.average,
  };
}

/**
 * @param {number} requests
 * @param {import('../../scripts/cms-process.mjs').MailCatcher} mail
 */
async function measureScale(requests, mail) {
  const database = `portal_bench_${requests}`;
  if (process.env.BENCH_QUEUE_RESEED === '1' || (await generatedCount(database)) !== requests) {
    console.error(`  seeding ${requests} requests into ${database}`);
    await seedQueueDatabase({ requests, database });
  }
  const cms = await startCms({ database, smtpPort: mail.smtp });
  try {
    const token = await signIn(cms.url, mail);
    /** @type {Record<string, { p95: number, rps: number }>} */
    const results = {};
    for (const [name, query] of VIEWS) {
      const result = await p95(`${cms.url}/api/data-access-request/queue?${query}`, token);
      results[name] = result;
      // The machine may be shared: the load during the measurement goes with it.
      console.error(
        `  ${requests}: ${name} ${result.failure ? `failed: ${result.failure}` : `p95 ${result.p95.toFixed(1)} ms`}, ${result.rps.toFixed(0)} req/s, load average ${os.loadavg()[0]?.toFixed(2)}`,
      );
    }
    const exported = EXPORT ? await exportRate(`${cms.url}/api/data-access-request/queue.csv`, token) : undefined;
    if (exported)
      console.error(
        `  ${requests}: export ${exported.failure ? `failed: ${exported.failure}` : `${exported.rows} rows in ${exported.seconds.toFixed(1)} s`}, load average ${os.loadavg()[0]?.toFixed(2)}`,
      );
    return { results, exported };
  } finally {
    await cms.stop();
  }
}

const label = (/** @type {number} */ n) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n);

/** @returns {Promise<import('../lib/table.mjs').Row[]>} */
export async function run() {
  const [small, ...larger] = SCALES;
  if (small === undefined) throw new Error('BENCH_QUEUE_SCALES names no scale');
  const mail = await startMailCatcher();
  /** @type {Map<number, Record<string, { p95: number, rps: number, failure?: string }>>} */
  const byScale = new Map();
  /** @type {Map<number, { rows: number, seconds: number, failure?: string }>} */
  const exports = new Map();
  try {
    for (const scale of SCALES) {
      const { results, exported } = await measureScale(scale, mail);
      byScale.set(scale, results);
      if (exported) exports.set(scale, exported);
    }
  } finally {
    await mail.close();
  }
  /**
   * @param {number} scale
   * @param {string} view
   */
  const p95At = (scale, view) => byScale.get(scale)?.[view]?.p95 ?? Number.NaN;
  /** A p95, or what went wrong instead. */
  const shown = (/** @type {number} */ scale, /** @type {string} */ view) => {
    const result = byScale.get(scale)?.[view];
    return result?.failure ? `failed (${result.failure})` : `${p95At(scale, view).toFixed(1)} ms`;
  };
  const rows = [];
  for (const [name] of VIEWS) {
    const ms = p95At(small, name);
    rows.push({
      metric: `queue ${name}: p95 @${label(small)}`,
      ours: shown(small, name),
      reference: `${TARGET_MS} ms`,
      ratio: times(ms / TARGET_MS),
      target: `≤ ${TARGET_MS} ms`,
      met: ms <= TARGET_MS,
    });
  }
  for (const scale of larger) {
    for (const [name] of VIEWS) {
      const big = p95At(scale, name);
      const ref = p95At(small, name);
      rows.push({
        metric: `queue ${name}: p95 @${label(scale)} vs @${label(small)}`,
        ours: shown(scale, name),
        reference: shown(small, name),
        ratio: times(big / ref),
        target: `≤ ${TARGET_MS} ms, ≤ ${TARGET_RATIO.toFixed(2)}×`,
        met: big <= TARGET_MS && big / ref <= TARGET_RATIO,
      });
    }
  }
  /** Rows a second of the export at `scale`, NaN when it failed or is short of the queue. */
  const rate = (/** @type {number} */ scale) => {
    const exported = exports.get(scale);
    return exported && !exported.failure && exported.rows >= scale ? exported.rows / exported.seconds : Number.NaN;
  };
  const shownRate = (/** @type {number} */ scale) => {
    const exported = exports.get(scale);
    if (exported?.failure) return `failed (${exported.failure})`;
    return `${rate(scale).toFixed(0)} rows/s (${exported?.rows ?? 0} rows)`;
  };
  if (exports.has(small))
    rows.push({
      metric: `queue export (CSV, whole queue) @${label(small)}`,
      ours: shownRate(small),
      reference: `${EXPORT_BUDGET_ROWS_PER_S} rows/s`,
      ratio: times(rate(small) / EXPORT_BUDGET_ROWS_PER_S),
      target: '≥ 1.00×',
      met: rate(small) >= EXPORT_BUDGET_ROWS_PER_S,
    });
  for (const scale of larger) {
    if (!exports.has(scale)) continue;
    const ratio = rate(scale) / rate(small);
    rows.push({
      metric: `queue export (CSV, whole queue) @${label(scale)} vs @${label(small)}`,
      ours: shownRate(scale),
      reference: shownRate(small),
      ratio: times(ratio),
      target: `≥ ${EXPORT_BUDGET_ROWS_PER_S} rows/s, ≥ ${EXPORT_TARGET_RATIO.toFixed(2)}×`,
      met: rate(scale) >= EXPORT_BUDGET_ROWS_PER_S && ratio >= EXPORT_TARGET_RATIO,
    });
  }
  return rows;
}
