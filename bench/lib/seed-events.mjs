// The event log of the benchmark's generated requests (bench/seed-queue.mjs): each request's
// submit event at its creation, then the events of the path to its state with realistic gaps —
// assigned a few days later, decided (approve / deny) after a few days to a few months, the
// contract added, signed and the request completed or published after that — so the turnaround
// reports (bench/suites/reports.mjs) read the volumes and spreads a service has after a few years.
// Bulk SQL like the requests (lib/bulk-insert.mjs); deterministic: the same database gives the
// same events.
import { insertColumns } from './bulk-insert.mjs';

/** The description of every generated request (how the benchmarks recognise them). */
export const GENERATED_TEXT = 'Generated for the queue benchmark.';

/** The note that marks generated events (and lets a later run find and replace them). */
export const GENERATED_EVENT_NOTE = 'Generated for the report benchmark.';

const DAY = 86_400_000;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** @typedef {import('../../scripts/cms-process.mjs').PgClient} PgClient */

/**
 * A deterministic generator, seeded by the caller.
 * @param {number} seed
 */
function generator(seed) {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  // Document ids from the same generator: the same database gets the same events.
  const documentId = () => Array.from({ length: 24 }, () => ALPHABET[Math.floor(random() * 36)]).join('');
  return { random, documentId };
}

/**
 * @typedef {object} RequestRow
 * @property {string} format
 * @property {string} document_id
 * @property {Date} created_at
 * @property {string | null} request_status
 * @property {string | null} approval_status
 */

/**
 * The events of one request: [action, toRequestStatus, toApprovalStatus, at].
 * @param {RequestRow} request
 * @param {() => number} random
 * @param {number} now
 * @returns {Array<[string, string, string, number]>}
 */
function pathOf(request, random, now) {
  const status = request.request_status ?? 'new';
  const approval = request.approval_status ?? 'pending';
  const events = /** @type {Array<[string, string, string, number]>} */ ([]);
  let at = request.created_at.getTime();
  // Each step a while after the previous one, never in the future.
  const after = (/** @type {number} */ minDays, /** @type {number} */ maxDays) =>
    (at = Math.min(now - 60_000, at + (minDays + random() * random() * (maxDays - minDays)) * DAY));
  events.push(['submit', 'new', 'pending', at]);
  if (status === 'new' && approval === 'pending') return events;
  events.push(['assign', 'assigned', 'pending', after(0.2, 5)]);
  if (status === 'pendingReassignment') {
    events.push(['unassign', 'pendingReassignment', approval, after(0.5, 10)]);
    return events;
  }
  if (approval === 'pending' || approval === 'pendingApproval') {
    if (status === 'inReview' || status === 'informationRequested')
      events.push(['setStatus', status, 'pending', after(0.5, 10)]);
    if (approval === 'pendingApproval') events.push(['recommend', status, 'pendingApproval', after(1, 20)]);
    return events;
  }
  if (approval === 'denied') {
    events.push(['deny', 'complete', 'denied', after(2, 90)]);
    return events;
  }
  events.push(['approve', 'pendingContract', 'approved', after(2, 90)]);
  if (status === 'pendingContract') return events;
  events.push(['addContract', 'pendingSigning', 'approved', after(1, 20)]);
  if (status === 'pendingSigning') return events;
  events.push(['signContract', 'contractSigned', 'approved', after(2, 40)]);
  if (status === 'contractSigned') return events;
  events.push(['complete', 'complete', 'approved', after(0.5, 10)]);
  if (status === 'published') events.push(['publish', 'published', 'approved', after(0.5, 20)]);
  return events;
}

/**
 * The generated requests of both formats with their state.
 * @param {PgClient} client
 * @returns {Promise<RequestRow[]>}
 */
async function generatedRequests(client) {
  /** @type {RequestRow[]} */
  const requests = [];
  /** @type {ReadonlyArray<[format: string, table: string, text: string]>} */
  const sources = [
    ['v1', 'dataset_requests', 'project_description'],
    ['v2', 'data_access_requests', 'project_summary'],
  ];
  for (const [format, table, text] of sources) {
    const { rows } = await client.query(
      `SELECT r.document_id, r.created_at, i.request_status, i.approval_status
         FROM ${table} r
         JOIN ${table}_cmps c ON c.entity_id = r.id AND c.field = 'internal'
         JOIN components_workflow_internals i ON i.id = c.cmp_id
        WHERE r.${text} = $1
        ORDER BY r.id`,
      [GENERATED_TEXT],
    );
    for (const row of rows) requests.push({ format, .../** @type {Omit<RequestRow, 'format'>} */ (row) });
  }
  return requests;
}

/**
 * Writes the event log of every generated request (replacing generated events from an earlier
 * run); returns how many events. Runs in the caller's transaction when it has one open.
 * @param {PgClient} client
 * @param {{ now?: number, log?: (line: string) => void }} [options]
 */
export async function insertRequestEvents(client, { now = Date.now(), log = () => undefined } = {}) {
  await client.query('DELETE FROM request_events WHERE note = $1', [GENERATED_EVENT_NOTE]);
  const requests = await generatedRequests(client);
  const total = await insertEventsOf(client, requests, { now });
  log(`· ${total} events for ${requests.length} requests`);
  return total;
}

/**
 * Writes the event log of these requests; returns how many events.
 * @param {PgClient} client
 * @param {readonly RequestRow[]} requests
 * @param {{ now?: number }} [options]
 */
async function insertEventsOf(client, requests, { now = Date.now() } = {}) {
  const { random, documentId } = generator(0x7e57ab1e ^ requests.length);
  /** @type {{ request: RequestRow, action: string, toRequestStatus: string, toApprovalStatus: string, at: Date }[]} */
  const events = [];
  for (const request of requests) {
    for (const [action, toRequestStatus, toApprovalStatus, at] of pathOf(request, random, now))
      events.push({ request, action, toRequestStatus, toApprovalStatus, at: new Date(at) });
  }
  const at = events.map((event) => event.at);
  return insertColumns(client, 'request_events', [
    { name: 'document_id', type: 'text', values: events.map(() => documentId()) },
    { name: 'request_document_id', type: 'text', values: events.map((event) => event.request.document_id) },
    { name: 'format', type: 'text', values: events.map((event) => event.request.format) },
    { name: 'action', type: 'text', values: events.map((event) => event.action) },
    { name: 'to_request_status', type: 'text', values: events.map((event) => event.toRequestStatus) },
    { name: 'to_approval_status', type: 'text', values: events.map((event) => event.toApprovalStatus) },
    { name: 'note', type: 'text', values: events.map(() => GENERATED_EVENT_NOTE) },
    { name: 'created_at', type: 'timestamp', values: at },
    { name: 'updated_at', type: 'timestamp', values: at },
    { name: 'published_at', type: 'timestamp', values: at },
  ]);
}

/**
 * Whether `client`'s database holds generated events for each of its `requests` generated
 * requests (one submit event each).
 * @param {PgClient} client
 * @param {number} requests
 */
export async function hasRequestEvents(client, requests) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM request_events WHERE note = $1 AND action = 'submit'`,
    [GENERATED_EVENT_NOTE],
  );
  return Number(rows[0]?.n ?? 0) === requests;
}
