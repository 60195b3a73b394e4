// The event log of the benchmark's generated requests (bench/seed-queue.mjs): each request's
// submit event at its creation, then the events of the path to its state with realistic gaps —
// assigned a few days later, decided (approve / deny) after a few days to a few months, the
// contract added, signed and the request completed or published after that — so the turnaround
// reports (bench/suites/reports.mjs) read the volumes and spreads a service has after a few years.
// Plain SQL in batches, like the requests; deterministic: the same database gives the same events.

/** The note that marks generated events (and lets a later run find and replace them). */
const GENERATED_EVENT_NOTE = 'Generated for the report benchmark.';

const DAY = 86_400_000;
const BATCH = 1000;
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
        WHERE r.${text} = 'Generated for the queue benchmark.'
        ORDER BY r.id`,
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
  const { random, documentId } = generator(0x7e57ab1e ^ requests.length);
  /** @type {unknown[][]} */
  let batch = [];
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    /** @type {unknown[]} */
    const values = [];
    const tuples = batch.map((row) => `(${row.map((v) => (values.push(v), `$${values.length}`)).join(',')})`);
    await client.query(
      `INSERT INTO request_events (document_id, request_document_id, format, action, to_request_status,
         to_approval_status, note, created_at, updated_at, published_at) VALUES ${tuples.join(',')}`,
      values,
    );
    total += batch.length;
    batch = [];
  };
  for (const request of requests) {
    for (const [action, toRequestStatus, toApprovalStatus, at] of pathOf(request, random, now)) {
      const when = new Date(at);
      batch.push([
        documentId(),
        request.document_id,
        request.format,
        action,
        toRequestStatus,
        toApprovalStatus,
        GENERATED_EVENT_NOTE,
        when,
        when,
        when,
      ]);
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  log(`· ${total} events for ${requests.length} requests`);
  return total;
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
