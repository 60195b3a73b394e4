// The mixed workload of the load and fault benchmarks (bench/lib/mixed-load.mjs,
// bench/lib/faults.mjs) against the scaled stack (scripts/scaled/stack.mjs): public reads, staff
// reads (the queue, a request's review page), and workflow writes (an applicant files a request:
// draft + submit; the queue manager assigns it). Every accepted write is kept so that it can be
// checked in the database afterwards.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';
import { pgConfig } from '../../scripts/cms-process.mjs';

export { requestForm, signIn } from '../../scripts/scaled/client.mjs';

const requireCms = createRequire(path.join(ROOT, 'apps', 'cms', 'package.json'));

/** Generous limits: every request of the load comes from 127.0.0.1 and the same two accounts. */
export const LOAD_RATE_LIMITS = Object.fromEntries(
  [
    'AUTH_RATE_LOGIN_IP',
    'AUTH_RATE_LOGIN_ACCOUNT_CLIENT',
    'AUTH_RATE_LOGIN_ACCOUNT',
    'AUTH_RATE_OTP_VERIFY_IP',
    'AUTH_RATE_OTP_VERIFY_TOKEN',
    'AUTH_RATE_REFRESH_IP',
  ].map((name) => [name, '1000000/60']),
);

/** The public reads of the mix: what the SPA loads on its content pages. */
export const PUBLIC_READS = [
  '/api/home?locale=en',
  '/api/datasets?locale=en',
  '/api/policies?locale=en',
  '/api/our-story?locale=en',
  '/api/data-governance?locale=en',
];

/**
 * @param {readonly number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Count and percentiles of a list of durations (ms).
 * @param {readonly number[]} list
 * @returns {KindSummary}
 */
export function summarize(list) {
  const sorted = [...list].sort((x, y) => x - y);
  return {
    count: list.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

/**
 * @typedef {'public' | 'staff' | 'write'} Kind
 * @typedef {{ requestId: string, title: string, assigned: boolean, at: number }} AcceptedWrite
 * @typedef {{ count: number, p50: number, p95: number, p99: number, max: number }} KindSummary
 * @typedef {{ token: string, documentId: string }} Account
 * @typedef {{ at: number, kind: Kind, route: string, method: string, status: number, ms: number }} Sample
 * @typedef {object} MixResult
 * @property {number} seconds
 * @property {Record<string, KindSummary>} summary per class: public, staff, write
 * @property {Record<string, KindSummary>} routes per route label (`staff: queue`, `write: assign` …)
 * @property {Record<string, number>} statuses
 * @property {number} errors
 * @property {number} hangs
 * @property {AcceptedWrite[]} writes
 * @property {Sample[]} timeline
 * @property {Record<string, string>} samples
 */

/**
 * Runs the mix for `seconds` at `connections` concurrent clients:
 * - 80% public reads (content pages, datasets, policies);
 * - 15% staff reads by the queue manager: the queue's first page (half of them), or a request's
 *   review page, i.e. its staff detail (a third) or its event log (a sixth), of a request the
 *   queue showed or the run filed;
 * - 5% workflow writes: the applicant files a request (create-draft, then submit); the queue
 *   manager opens it (a staff read) and assigns it to `assigneeId` through the command pipeline.
 * Each filed request has a title of its own (`titlePrefix` and a number), so that its mails can
 * be told apart. Returns the per-class and per-route figures, the accepted writes and a timeline
 * for fault analysis. A request that does not answer within `timeoutMs` (30 s: twice what a write
 * takes at 100 connections on two busy cores, half of nginx's proxy_read_timeout) counts as a hang.
 * @param {{ url: string, seconds: number, connections: number, applicant: Account, staff: Account,
 *   form: Record<string, unknown>, assigneeId?: string, titlePrefix?: string, timeoutMs?: number,
 *   onSecond?: (elapsedMs: number) => void }} options
 * @returns {Promise<MixResult>}
 */
export async function runMix({
  url,
  seconds,
  connections,
  applicant,
  staff,
  form,
  assigneeId = staff.documentId,
  titlePrefix = `Load ${Date.now().toString(36)}`,
  timeoutMs = 30_000,
  onSecond,
}) {
  const started = Date.now();
  const deadline = started + seconds * 1000;
  /** @type {Record<Kind, number[]>} */
  const stats = { public: [], staff: [], write: [] };
  /** @type {Map<string, number[]>} */
  const byRoute = new Map();
  /** @type {Map<number, number>} */
  const statuses = new Map();
  /** @type {Sample[]} */
  const timeline = [];
  /** @type {AcceptedWrite[]} */
  const writes = [];
  /** @type {Map<string, string>} */
  const samples = new Map();
  /** Requests whose review page the staff reads open: from the queue, then the run's own. */
  /** @type {string[]} */
  const known = [];
  let errors = 0;
  let hangs = 0;
  let filed = 0;

  /**
   * The response body is only read where the API's shape is known (documentId, version).
   * @param {Kind} kind
   * @param {string} label
   * @param {string} route
   * @param {RequestInit} [init]
   * @returns {Promise<{ status: number, json: any }>}
   */
  const timed = async (kind, label, route, init = {}) => {
    const t = Date.now();
    let status = 0;
    /** @type {any} */
    let json = null;
    try {
      const res = await fetch(`${url}${route}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      status = res.status;
      json = await res.json().catch(() => null);
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') hangs += 1;
      else errors += 1;
    }
    const method = init.method ?? 'GET';
    // The first refusal of each route and status, to tell why (printed by printMix).
    const sampleKey = `${method} ${route.replace(/[a-z0-9]{24}/g, ':id')} → ${status}`;
    if (status >= 400 && !samples.has(sampleKey)) samples.set(sampleKey, JSON.stringify(json?.error ?? json));
    const ms = Date.now() - t;
    stats[kind].push(ms);
    const routeKey = `${kind}: ${label}`;
    const list = byRoute.get(routeKey) ?? [];
    list.push(ms);
    byRoute.set(routeKey, list);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    timeline.push({ at: t - started, kind, route: label, method, status, ms });
    return { status, json };
  };
  const auth = (/** @type {string} */ token) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });

  const write = async () => {
    filed += 1;
    const title = `${titlePrefix} #${filed}`;
    const draft = await timed('write', 'create-draft', '/api/data-access-request/create-draft', {
      method: 'POST',
      headers: auth(applicant.token),
      body: JSON.stringify({ ...form, projectTitle: title }),
    });
    if (draft.status !== 200) return;
    const submitted = await timed('write', 'submit', `/api/data-access-request/${draft.json.data.documentId}/publish`, {
      method: 'POST',
      headers: auth(applicant.token),
    });
    if (submitted.status !== 200) return;
    const request = submitted.json.data;
    const record = { requestId: request.documentId, title, assigned: false, at: Date.now() - started };
    writes.push(record);
    known.push(request.documentId);
    // The applicant's view has no version: the queue manager opens the request, then assigns it.
    const opened = await timed('staff', 'request detail', `/api/data-access-request/${request.documentId}`, {
      headers: auth(staff.token),
    });
    if (opened.status !== 200) return;
    const assigned = await timed('write', 'assign', '/api/data-access-request/assign', {
      method: 'POST',
      headers: auth(staff.token),
      body: JSON.stringify({ requestId: request.documentId, assigneeId, version: opened.json.data.version }),
    });
    record.assigned = assigned.status === 200;
  };

  const staffRead = async () => {
    const pick = Math.random();
    const requestId = known[Math.floor(Math.random() * known.length)];
    if (pick < 0.5 || !requestId) {
      const queue = await timed('staff', 'queue', '/api/data-access-request/queue?page=1&pageSize=25', {
        headers: auth(staff.token),
      });
      // The queue's rows are what a reviewer opens next (the new format's: their detail route).
      if (known.length < 25 && Array.isArray(queue.json?.data))
        for (const row of queue.json.data)
          if (row?.format === 'v2' && typeof row.documentId === 'string' && !known.includes(row.documentId))
            known.push(row.documentId);
      return;
    }
    if (pick < 0.83)
      await timed('staff', 'request detail', `/api/data-access-request/${requestId}`, { headers: auth(staff.token) });
    else
      await timed('staff', 'request events', `/api/data-access-request/${requestId}/events`, {
        headers: auth(staff.token),
      });
  };

  const worker = async () => {
    while (Date.now() < deadline) {
      const pick = Math.random();
      if (pick < 0.8)
        await timed('public', 'content', PUBLIC_READS[Math.floor(Math.random() * PUBLIC_READS.length)] ?? '/');
      else if (pick < 0.95) await staffRead();
      else await write();
    }
  };
  const ticker = onSecond ? setInterval(() => onSecond(Date.now() - started), 1000) : null;
  await Promise.all(Array.from({ length: connections }, worker));
  if (ticker) clearInterval(ticker);

  return {
    seconds: (Date.now() - started) / 1000,
    summary: Object.fromEntries(Object.entries(stats).map(([kind, list]) => [kind, summarize(list)])),
    routes: Object.fromEntries([...byRoute].sort(([x], [y]) => x.localeCompare(y)).map(([k, l]) => [k, summarize(l)])),
    statuses: Object.fromEntries([...statuses].sort(([x], [y]) => x - y)),
    errors,
    hangs,
    writes,
    timeline,
    samples: Object.fromEntries(samples),
  };
}

/**
 * Answers of 500 or more in a list of samples.
 * @param {readonly Sample[]} timeline
 */
export const serverErrors = (timeline) => timeline.filter((t) => t.status >= 500).length;

/**
 * Checks the accepted writes in the database: each request is there exactly once (one row of its
 * documentId, one request with its title) with exactly one event per accepted write (submit,
 * plus assign when it was accepted), and no recent request exists without its submit event (a
 * half-applied write). `exactlyOnce` counts the writes that pass every check.
 * @param {string} database
 * @param {readonly AcceptedWrite[]} writes
 * @param {number} [port]
 * @returns {Promise<{ checked: number, exactlyOnce: number, problems: string[] }>}
 */
export async function verifyWrites(database, writes, port) {
  const { Client } = requireCms('pg');
  const client = new Client({ ...pgConfig(), ...(port ? { port } : {}), database });
  await client.connect();
  try {
    /** @type {string[]} */
    const problems = [];
    const ids = writes.map((w) => w.requestId);
    const rows = await client.query(
      'select document_id as id, count(*)::int as n from data_access_requests where document_id = any($1) group by 1',
      [ids],
    );
    const rowsOf = new Map(rows.rows.map((/** @type {{ id: string, n: number }} */ r) => [r.id, r.n]));
    const titles = await client.query(
      'select project_title as title, count(*)::int as n from data_access_requests where project_title = any($1) group by 1',
      [writes.map((w) => w.title)],
    );
    const titled = new Map(titles.rows.map((/** @type {{ title: string, n: number }} */ r) => [r.title, r.n]));
    const events = await client.query(
      'select request_document_id as id, action, count(*)::int as n from request_events where request_document_id = any($1) group by 1, 2',
      [ids],
    );
    const byRequest = new Map();
    for (const row of events.rows) byRequest.set(`${row.id}:${row.action}`, row.n);
    let exactlyOnce = 0;
    for (const w of writes) {
      const before = problems.length;
      const copies = rowsOf.get(w.requestId) ?? 0;
      if (copies !== 1) problems.push(`${w.requestId}: accepted, ${copies} rows in the database`);
      const sameTitle = titled.get(w.title) ?? 0;
      if (sameTitle !== 1) problems.push(`${w.requestId}: ${sameTitle} requests titled "${w.title}"`);
      const submits = byRequest.get(`${w.requestId}:submit`) ?? 0;
      if (submits !== 1) problems.push(`${w.requestId}: ${submits} submit events`);
      const assigns = byRequest.get(`${w.requestId}:assign`) ?? 0;
      if (assigns !== (w.assigned ? 1 : 0))
        problems.push(`${w.requestId}: ${assigns} assign events (assign ${w.assigned ? 'accepted' : 'refused'})`);
      if (problems.length === before) exactlyOnce += 1;
    }
    const orphans = await client.query(
      `select r.document_id from data_access_requests r
        where not exists (select 1 from request_events e where e.request_document_id = r.document_id and e.action = 'submit')
          and r.document_id <> all($1) and r.created_at > now() - interval '1 hour'`,
      [ids],
    );
    for (const row of orphans.rows) problems.push(`${row.document_id}: a request without its submit event`);
    return { checked: writes.length, exactlyOnce, problems };
  } finally {
    await client.end();
  }
}

/**
 * @param {string} title
 * @param {MixResult} result
 */
export function printMix(title, result) {
  const total = Object.values(result.summary).reduce((n, s) => n + s.count, 0);
  console.log(
    `\n${title} (${result.seconds.toFixed(1)} s, ${total} requests, ${(total / result.seconds).toFixed(0)}/s)`,
  );
  for (const [kind, s] of Object.entries(result.summary))
    console.log(
      `  ${kind.padEnd(22)} ${String(s.count).padStart(6)} requests  p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms`,
    );
  for (const [route, s] of Object.entries(result.routes))
    console.log(`    ${route.padEnd(20)} ${String(s.count).padStart(6)} requests  p50 ${s.p50} ms  p95 ${s.p95} ms`);
  console.log(`  statuses ${JSON.stringify(result.statuses)}  network errors ${result.errors}  hangs ${result.hangs}`);
  for (const [key, body] of Object.entries(result.samples)) console.log(`  first ${key}: ${body.slice(0, 300)}`);
  console.log(
    `  accepted writes: ${result.writes.length} requests, ${result.writes.filter((w) => w.assigned).length} assigned`,
  );
}
