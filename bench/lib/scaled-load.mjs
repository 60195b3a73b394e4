// The mixed workload of bench/load.mjs and bench/fault.mjs against the scaled stack
// (scripts/scaled/stack.mjs): public reads, staff queue reads, and workflow writes (an applicant
// files a request: draft + submit; the queue manager assigns it). Every accepted write is kept
// so that it can be checked in the database afterwards.
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

const PUBLIC_READS = [
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
 * @typedef {'public' | 'staff' | 'write'} Kind
 * @typedef {{ requestId: string, assigned: boolean, at: number }} AcceptedWrite
 * @typedef {{ count: number, p50: number, p95: number, p99: number }} KindSummary
 * @typedef {{ token: string, documentId: string }} Account
 * @typedef {object} MixResult
 * @property {number} seconds
 * @property {Record<string, KindSummary>} summary
 * @property {Record<string, number>} statuses
 * @property {number} errors
 * @property {number} hangs
 * @property {AcceptedWrite[]} writes
 * @property {{ at: number, kind: Kind, status: number, ms: number }[]} timeline
 * @property {Record<string, string>} samples
 */

/**
 * Runs the mix for `seconds` at `connections` concurrent clients. Returns the per-class figures,
 * the accepted writes ({ requestId, assigned }) and a timeline of { at, kind, status } for
 * fault analysis. A request that does not answer within `timeoutMs` counts as a hang.
 * @param {{ url: string, seconds: number, connections: number, applicant: Account, staff: Account,
 *   form: unknown, timeoutMs?: number, onSecond?: (elapsedMs: number) => void }} options
 * @returns {Promise<MixResult>}
 */
export async function runMix({ url, seconds, connections, applicant, staff, form, timeoutMs = 15_000, onSecond }) {
  const started = Date.now();
  const deadline = started + seconds * 1000;
  /** @type {Record<Kind, number[]>} */
  const stats = { public: [], staff: [], write: [] };
  /** @type {Map<number, number>} */
  const statuses = new Map();
  /** @type {MixResult['timeline']} */
  const timeline = [];
  /** @type {AcceptedWrite[]} */
  const writes = [];
  /** @type {Map<string, string>} */
  const samples = new Map();
  let errors = 0;
  let hangs = 0;

  /**
   * The response body is only read where the API's shape is known (documentId, version).
   * @param {Kind} kind
   * @param {string} route
   * @param {RequestInit} [init]
   * @returns {Promise<{ status: number, json: any }>}
   */
  const timed = async (kind, route, init = {}) => {
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
    // The first refusal of each route and status, to tell why (printed by printMix).
    const sampleKey = `${init.method ?? 'GET'} ${route.replace(/[a-z0-9]{24}/g, ':id')} → ${status}`;
    if (status >= 400 && !samples.has(sampleKey)) samples.set(sampleKey, JSON.stringify(json?.error ?? json));
    const ms = Date.now() - t;
    stats[kind].push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    timeline.push({ at: t - started, kind, status, ms });
    return { status, json };
  };
  const auth = (/** @type {string} */ token) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });

  const write = async () => {
    const draft = await timed('write', '/api/data-access-request/create-draft', {
      method: 'POST',
      headers: auth(applicant.token),
      body: JSON.stringify(form),
    });
    if (draft.status !== 200) return;
    const submitted = await timed('write', `/api/data-access-request/${draft.json.data.documentId}/publish`, {
      method: 'POST',
      headers: auth(applicant.token),
    });
    if (submitted.status !== 200) return;
    const request = submitted.json.data;
    const record = { requestId: request.documentId, assigned: false, at: Date.now() - started };
    writes.push(record);
    // The applicant's view has no version: the queue manager opens the request, then assigns it.
    const opened = await timed('staff', `/api/data-access-request/${request.documentId}`, {
      headers: auth(staff.token),
    });
    if (opened.status !== 200) return;
    const assigned = await timed('write', '/api/data-access-request/assign', {
      method: 'POST',
      headers: auth(staff.token),
      body: JSON.stringify({
        requestId: request.documentId,
        assigneeId: staff.documentId,
        version: opened.json.data.version,
      }),
    });
    record.assigned = assigned.status === 200;
  };

  const worker = async () => {
    while (Date.now() < deadline) {
      const pick = Math.random();
      if (pick < 0.8) await timed('public', PUBLIC_READS[Math.floor(Math.random() * PUBLIC_READS.length)] ?? '/');
      else if (pick < 0.95)
        await timed('staff', '/api/data-access-request/queue?page=1&pageSize=25', { headers: auth(staff.token) });
      else await write();
    }
  };
  const ticker = onSecond ? setInterval(() => onSecond(Date.now() - started), 1000) : null;
  await Promise.all(Array.from({ length: connections }, worker));
  if (ticker) clearInterval(ticker);

  const summary = Object.fromEntries(
    Object.entries(stats).map(([kind, list]) => {
      const sorted = [...list].sort((x, y) => x - y);
      return [
        kind,
        { count: list.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) },
      ];
    }),
  );
  return {
    seconds: (Date.now() - started) / 1000,
    summary,
    statuses: Object.fromEntries([...statuses].sort(([x], [y]) => x - y)),
    errors,
    hangs,
    writes,
    timeline,
    samples: Object.fromEntries(samples),
  };
}

/**
 * Checks the accepted writes in the database: each request exists and has exactly one event per
 * accepted write (submit, plus assign when it was accepted), and no request of the applicant
 * exists without its submit event (a half-applied write). Returns a list of problems.
 * @param {string} database
 * @param {readonly AcceptedWrite[]} writes
 * @param {number} [port]
 */
export async function verifyWrites(database, writes, port) {
  const { Client } = requireCms('pg');
  const client = new Client({ ...pgConfig(), ...(port ? { port } : {}), database });
  await client.connect();
  try {
    /** @type {string[]} */
    const problems = [];
    const ids = writes.map((w) => w.requestId);
    const requests = await client.query(
      'select document_id from data_access_requests where document_id = any($1) group by document_id',
      [ids],
    );
    const present = new Set(requests.rows.map((/** @type {{ document_id: string }} */ r) => r.document_id));
    const events = await client.query(
      'select request_document_id as id, action, count(*)::int as n from request_events where request_document_id = any($1) group by 1, 2',
      [ids],
    );
    const byRequest = new Map();
    for (const row of events.rows) byRequest.set(`${row.id}:${row.action}`, row.n);
    for (const w of writes) {
      if (!present.has(w.requestId)) problems.push(`${w.requestId}: accepted, not in the database`);
      const submits = byRequest.get(`${w.requestId}:submit`) ?? 0;
      if (submits !== 1) problems.push(`${w.requestId}: ${submits} submit events`);
      const assigns = byRequest.get(`${w.requestId}:assign`) ?? 0;
      if (assigns !== (w.assigned ? 1 : 0))
        problems.push(`${w.requestId}: ${assigns} assign events (assign ${w.assigned ? 'accepted' : 'refused'})`);
    }
    const orphans = await client.query(
      `select r.document_id from data_access_requests r
        where not exists (select 1 from request_events e where e.request_document_id = r.document_id and e.action = 'submit')
          and r.document_id <> all($1) and r.created_at > now() - interval '1 hour'`,
      [ids],
    );
    for (const row of orphans.rows) problems.push(`${row.document_id}: a request without its submit event`);
    return { checked: writes.length, problems };
  } finally {
    await client.end();
  }
}

/**
 * @param {string} title
 * @param {MixResult} result
 */
export function printMix(title, result) {
  console.log(`\n${title} (${result.seconds.toFixed(1)} s)`);
  for (const [kind, s] of Object.entries(result.summary))
    console.log(
      `  ${kind.padEnd(7)} ${String(s.count).padStart(6)} requests  p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms`,
    );
  console.log(`  statuses ${JSON.stringify(result.statuses)}  network errors ${result.errors}  hangs ${result.hangs}`);
  for (const [key, body] of Object.entries(result.samples)) console.log(`  first ${key}: ${body.slice(0, 300)}`);
  console.log(
    `  accepted writes: ${result.writes.length} requests, ${result.writes.filter((w) => w.assigned).length} assigned`,
  );
}
