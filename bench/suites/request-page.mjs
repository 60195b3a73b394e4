// A request's review page on PostgreSQL (docs/performance.md): the production CMS on the queue
// benchmark's databases (`pnpm bench:seed <N>`, both formats over every workflow state, each
// request with its event log), signed in as the demo queue manager, 10 connections. For each
// scale, p95 of each call the staff SPA makes to open a request's review page
// (apps/web/src/features/queue: the staff detail, the event log with the recommendations, the
// conversation, and the answers' versions of a new-format request), each call on another of
// thousands of generated requests (both formats, every state) so that no row stays hot; and p95
// of a workflow command through the command pipeline: `assign`, moving the assignee of requests
// under review between the demo DAG member and chair, each call on another request while there
// are enough. Targets: ≤ 50 ms at the reference scale (the first), and at each further scale
// ≤ 50 ms and ≤ 1.5× the reference. Scales: BENCH_REQUEST_SCALES (default "10000,100000");
// duration of each measurement: BENCH_REQUEST_SECONDS (default 10, after a 2 s warm-up); calls in
// flight: BENCH_REQUEST_CONNECTIONS (default 10); only some calls: BENCH_REQUEST_ONLY (names,
// comma-separated: "staff detail", "event log", "conversation", "versions (v2)", "assign"); CMS
// processes: BENCH_REQUEST_REPLICAS (default 1, the CMS alone; 2 or more: that many replicas
// behind nginx with a Redis, as an operator runs the CMS on more than one core).
//
// The commands leave the states as they were: afterwards every request the bench assigned gets
// its first assignee back, through the same command. What stays is what a command cannot undo:
// the requests' versions, their `assign` events and the notices sent for them (the generated
// requests are still recognised by their description, as the queue benchmark counts them).
import os from 'node:os';
import autocannon from 'autocannon';
import { pct, times } from '../lib/table.mjs';
import { pgClient, signIn, startCms, startCmsReplicas, startMailCatcher } from '../lib/cms-postgres.mjs';
import { FLOOR_STATEMENTS, startCommandFloor } from '../lib/command-floor.mjs';
import { GENERATED_TEXT } from '../lib/seed-events.mjs';
import { seedQueueDatabase } from '../seed-queue.mjs';

/** @typedef {import('../../scripts/cms-process.mjs').PgClient} PgClient */
/** @typedef {'v1' | 'v2'} Format */
/** @typedef {{ documentId: string, format: Format }} RequestRef */

const TARGET_MS = 50;
const TARGET_RATIO = 1.5;
/** The command's rate against the bare server making its statements: the public reads' share of a bare server. */
const FLOOR_SHARE = 0.5;
/**
 * Calls in flight at once (BENCH_REQUEST_CONNECTIONS, default 10): at 10 a p95 is mostly the wait
 * for the CMS's one core (a throughput figure); at 1 it is what one staff member's call takes.
 */
const CONNECTIONS = Number(process.env.BENCH_REQUEST_CONNECTIONS ?? 10);
/** CMS processes (BENCH_REQUEST_REPLICAS): 1 is the CMS alone, more are replicas behind nginx. */
const REPLICAS = Number(process.env.BENCH_REQUEST_REPLICAS ?? 1);
const WARM_UP_SECONDS = 2;
const SECONDS = Number(process.env.BENCH_REQUEST_SECONDS ?? 10);
const SCALES = (process.env.BENCH_REQUEST_SCALES ?? '10000,100000').split(',').map(Number);
/** Requests read per (format, request status, approval status): 24 groups, some 6,000 requests. */
const PER_STATE = 250;
/** At most this many requests take the commands (more than a measurement sends at this speed). */
const COMMAND_POOL = 5000;
/** The demo staff the commands assign in turn (apps/cms/src/bootstrap/demo-accounts.ts). */
const ASSIGNEES = ['dag-member@portal.localhost', 'dag-chair@portal.localhost'];

/** Each format's base path (apps/web/src/config/api-paths.ts). */
const BASE = { v1: '/api/dataset-request', v2: '/api/data-access-request' };

/**
 * The calls of the review page (apps/web/src/features/queue/components/request-review-page.tsx),
 * as the SPA makes them for a request it opens from the queue (which tells it the format).
 * @type {ReadonlyArray<{ name: string, formats: readonly Format[], path: (request: RequestRef) => string }>}
 */
const READS = [
  {
    name: 'staff detail',
    formats: ['v1', 'v2'],
    path: ({ format, documentId }) =>
      format === 'v1' ? `/api/dataset-requests/${documentId}` : `/api/data-access-request/${documentId}`,
  },
  {
    name: 'event log',
    formats: ['v1', 'v2'],
    path: ({ format, documentId }) => `${BASE[format]}/${documentId}/events`,
  },
  {
    name: 'conversation',
    formats: ['v1', 'v2'],
    path: ({ format, documentId }) => `${BASE[format]}/${documentId}/messages`,
  },
  {
    name: 'versions (v2)',
    formats: ['v2'],
    path: ({ documentId }) => `/api/data-access-request/${documentId}/versions`,
  },
];
const COMMAND = 'assign (command pipeline)';
/** The command's reference: a bare node:http + pg server making the same statements (bench/lib/command-floor.mjs). */
const FLOOR = 'assign floor';
/** The tables an `assign` writes: the request rows, their state, the event log, the outbox, the queue index. */
const CHURNED_TABLES = [
  'dataset_requests',
  'data_access_requests',
  'components_workflow_internals',
  'components_workflow_internals_assignee_lnk',
  'request_events',
  'request_events_actor_lnk',
  'notifications',
  'portal_queue_entries',
  'portal_queue_entry_datasets',
];
/** The calls measured (BENCH_REQUEST_ONLY; default every call): a name measures the calls it starts. */
const ONLY = (process.env.BENCH_REQUEST_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const measured = (/** @type {string} */ name) => ONLY.length === 0 || ONLY.some((only) => name.startsWith(only));

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
 * The generated requests of the queue index with their request row (the description tells the
 * generated ones; the demo seed's requests are left alone).
 */
const GENERATED = `
  FROM portal_queue_entries q
  LEFT JOIN dataset_requests d ON q.format = 'v1' AND d.id = q.request_id
  LEFT JOIN data_access_requests a ON q.format = 'v2' AND a.id = q.request_id
 WHERE coalesce(d.project_description, a.project_summary) = $1`;

/**
 * Up to PER_STATE generated requests of each format and state, in an order of their own (a hash
 * of the documentId, so the same database gives the same requests), the groups interleaved.
 * @param {PgClient} client
 * @returns {Promise<Array<RequestRef & { state: string }>>}
 */
async function sampleRequests(client) {
  const { rows } = await client.query(
    `SELECT document_id, format, state FROM (
       SELECT q.document_id, q.format, q.request_status || '/' || q.approval_status AS state,
              row_number() OVER (PARTITION BY q.format, q.request_status, q.approval_status
                                 ORDER BY md5(q.document_id)) AS k
       ${GENERATED}) s
      WHERE k <= $2
      ORDER BY k, format, state`,
    [GENERATED_TEXT, PER_STATE],
  );
  return rows.map((r) => ({ documentId: String(r.document_id), format: r.format, state: String(r.state) }));
}

/**
 * A request the commands move, as the database has it now.
 * @typedef {RequestRef & { version: number, assignee: number }} Assignable
 */

/**
 * Generated requests under review (assigned or in review, not decided) assigned to one of `staff`:
 * the queue manager may assign them to either, and the state stays as it is.
 * @param {PgClient} client
 * @param {readonly number[]} staff
 * @returns {Promise<Assignable[]>}
 */
async function assignableRequests(client, staff) {
  const { rows } = await client.query(
    `SELECT q.document_id, q.format, coalesce(d.version, a.version) AS version, q.assignee_id
     ${GENERATED}
       AND q.request_status IN ('assigned', 'inReview') AND q.approval_status IN ('pending', 'pendingApproval')
       AND q.assignee_id = ANY($2::int[])
     ORDER BY md5(q.document_id)
     LIMIT $3`,
    [GENERATED_TEXT, staff, COMMAND_POOL],
  );
  return rows.map((r) => ({
    documentId: String(r.document_id),
    format: r.format,
    version: Number(r.version),
    assignee: Number(r.assignee_id),
  }));
}

/**
 * The version and assignee of `requests` now (after a run: what its last commands left).
 * @param {PgClient} client
 * @param {readonly Assignable[]} requests
 */
async function refresh(client, requests) {
  const { rows } = await client.query(
    `SELECT q.document_id, q.format, coalesce(d.version, a.version) AS version, q.assignee_id
       FROM portal_queue_entries q
       LEFT JOIN dataset_requests d ON q.format = 'v1' AND d.id = q.request_id
       LEFT JOIN data_access_requests a ON q.format = 'v2' AND a.id = q.request_id
      WHERE q.document_id = ANY($1::text[])`,
    [requests.map((r) => r.documentId)],
  );
  const now = new Map(rows.map((r) => [`${r.format}:${r.document_id}`, r]));
  for (const request of requests) {
    const row = now.get(`${request.format}:${request.documentId}`);
    if (!row) throw new Error(`${request.format} ${request.documentId} left the queue index`);
    request.version = Number(row.version);
    request.assignee = Number(row.assignee_id);
  }
}

/**
 * Waits until the commands a run cut off (sent, their answers no longer read) are over: no other
 * session of the database in a transaction and the versions of `requests` the same for two
 * seconds (at most a minute); then `refresh`.
 * @param {PgClient} client
 * @param {Assignable[]} requests
 */
async function settle(client, requests) {
  const snapshot = () => requests.map((r) => r.version).join(',');
  const started = Date.now();
  let last = '';
  let stableSince = Date.now();
  for (;;) {
    await refresh(client, requests);
    const now = snapshot();
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    }
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
    );
    const quiet = Number(rows[0]?.n) === 0;
    if ((quiet && Date.now() - stableSince >= 2000) || Date.now() - started > 60_000) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * @typedef {object} Measured
 * @property {number} p95
 * @property {number} rps
 * @property {number} count answers measured
 * @property {Map<string, number>} refused non-2xx answers (warm-up included), by status and message
 * @property {number} errors connection errors and timeouts (warm-up included)
 */

/**
 * p95 of the answers under CONNECTIONS connections for SECONDS after a warm-up; each request is
 * set up by `setupRequest`, its answer seen by `onResponse`. Non-2xx answers are counted (by
 * status and message), not thrown: the suite prints them and fails the row.
 * @param {string} url
 * @param {string | null} token the session's access token; null: calls without one
 * @param {object} request
 * @param {string} [request.method]
 * @param {(request: import('autocannon').Request, context: import('autocannon').Context) => import('autocannon').Request} request.setupRequest
 * @param {(status: number, body: string, context: import('autocannon').Context) => void} [request.onResponse]
 * @param {() => Promise<void>} [between] after the warm-up, before the measurement
 * @returns {Promise<Measured>}
 */
async function measure(url, token, { method = 'GET', setupRequest, onResponse }, between) {
  /** @type {Map<string, number>} */
  const refused = new Map();
  const count = (/** @type {string} */ key) => refused.set(key, (refused.get(key) ?? 0) + 1);
  const options = {
    url,
    connections: CONNECTIONS,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    requests: [
      {
        method,
        setupRequest,
        onResponse: (
          /** @type {number} */ status,
          /** @type {string} */ body,
          /** @type {import('autocannon').Context} */ context,
        ) => {
          if (status < 200 || status >= 300) {
            /** @type {string} */
            let message = '';
            try {
              message = JSON.parse(body)?.error?.message ?? '';
            } catch {
              message = body.slice(0, 80);
            }
            count(`${status} ${message}`.trim());
          }
          onResponse?.(status, body, context);
        },
      },
    ],
  };
  const warmUp = await autocannon({ ...options, duration: WARM_UP_SECONDS });
  await between?.();
  /** @type {number[]} */
  const latencies = [];
  const instance = autocannon({ ...options, duration: SECONDS });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p95: latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ?? Number.NaN,
    rps: result.requests.average,
    count: latencies.length,
    refused,
    errors: warmUp.errors + result.errors,
  };
}

/**
 * Calls `fn` on each item with `concurrency` at once.
 * @template T
 * @param {readonly T[]} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<void>} fn
 */
async function eachLimited(items, concurrency, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = /** @type {T} */ (items[next++]);
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Every read of the page answers for a request of each format, with what the page shows: so that
 * a fast 404 or an empty answer is never taken for a fast read.
 * @param {string} url
 * @param {string} token
 * @param {readonly (RequestRef & { state: string })[]} sample
 */
async function checkReads(url, token, sample) {
  for (const format of /** @type {const} */ (['v1', 'v2'])) {
    const request = sample.find((r) => r.format === format && r.state.startsWith('complete'));
    if (!request) throw new Error(`no generated ${format} request to read`);
    const said = [];
    for (const read of READS.filter((r) => r.formats.includes(format))) {
      const response = await fetch(`${url}${read.path(request)}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200)
        throw new Error(`${read.name} of ${format} ${request.documentId}: ${response.status}`);
      const body = /** @type {{ data: unknown }} */ (await response.json());
      if (read.name === 'staff detail') {
        const data = /** @type {{ documentId?: string, allowedActions?: unknown[] }} */ (body.data);
        if (data.documentId !== request.documentId) throw new Error(`${format} detail: another request answered`);
        said.push(`detail with ${data.allowedActions?.length ?? 0} allowed actions`);
      } else {
        if (!Array.isArray(body.data)) throw new Error(`${read.name} of ${format}: no list`);
        if (read.name === 'event log' && body.data.length === 0) throw new Error(`${format}: an empty event log`);
        said.push(
          `${body.data.length} ${read.name === 'event log' ? 'events' : read.name === 'conversation' ? 'messages' : 'versions'}`,
        );
      }
    }
    console.error(`  ${format} ${request.documentId} (${request.state}): ${said.join(', ')}`);
  }
}

/**
 * `assign` on `pool` in turn: each call gives the request the other of `staff`, with the version
 * it has (followed from the answers; read again from the database between runs, since a run's
 * last calls are cut off unanswered). A request comes round again only after the whole pool, so
 * two calls never race on one.
 * @param {PgClient} client
 * @param {Assignable[]} pool
 * @param {readonly [number, number]} staff
 */
function assignInTurn(client, pool, staff) {
  let cursor = 0;
  return {
    method: 'POST',
    /** @type {(request: import('autocannon').Request, context: import('autocannon').Context) => import('autocannon').Request} */
    setupRequest: (request, context) => {
      const target = /** @type {Assignable} */ (pool[cursor++ % pool.length]);
      const assigneeId = target.assignee === staff[0] ? staff[1] : staff[0];
      context.target = target;
      context.assigneeId = assigneeId;
      return {
        ...request,
        path: `${BASE[target.format]}/assign`,
        body: JSON.stringify({ requestId: target.documentId, version: target.version, assigneeId }),
      };
    },
    /** @type {(status: number, body: string, context: import('autocannon').Context) => void} */
    onResponse: (status, body, context) => {
      const target = /** @type {Assignable} */ (context.target);
      if (status >= 200 && status < 300) {
        target.version += 1;
        target.assignee = /** @type {number} */ (context.assigneeId);
        return;
      }
      try {
        const current = JSON.parse(body)?.error?.details?.currentVersion;
        if (typeof current === 'number') target.version = current;
      } catch {
        // Not JSON: counted by status already.
      }
    },
    /** Once the cut-off calls are over, what they did. */
    resync: () => settle(client, pool),
  };
}

/**
 * Gives every request of `pool` whose assignee changed its first one back (`first`: documentId →
 * assignee), through the same command, once the cut-off calls are over (a few rounds, should one
 * of them land after a round read the state); returns how many, those refused, and how many
 * still have another assignee.
 * @param {string} url
 * @param {string} token
 * @param {PgClient} client
 * @param {Assignable[]} pool
 * @param {Map<string, number>} first
 */
async function restoreAssignees(url, token, client, pool, first) {
  let moved = 0;
  /** @type {string[]} */
  const failed = [];
  for (let round = 0; round < 3; round++) {
    await settle(client, pool);
    const wrong = pool.filter((r) => r.assignee !== first.get(r.documentId));
    if (wrong.length === 0) break;
    moved += wrong.length;
    await eachLimited(wrong, 4, async (request) => {
      const response = await fetch(`${url}${BASE[request.format]}/assign`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          requestId: request.documentId,
          version: request.version,
          assigneeId: first.get(request.documentId),
        }),
      });
      if (!response.ok) failed.push(`${request.format} ${request.documentId}: ${response.status}`);
      else await response.arrayBuffer();
    });
  }
  await settle(client, pool);
  const still = pool.filter((r) => r.assignee !== first.get(r.documentId)).length;
  return { moved, failed, still };
}

/** @param {Measured} result */
const refusals = (result) =>
  [
    ...[...result.refused].map(([what, n]) => `${n} × ${what}`),
    ...(result.errors > 0 ? [`${result.errors} errors`] : []),
  ].join('; ') || 'none';

/**
 * @param {number} requests
 * @param {import('../../scripts/cms-process.mjs').MailCatcher} mail
 * @returns {Promise<Record<string, Measured>>}
 */
async function measureScale(requests, mail) {
  const database = `portal_bench_${requests}`;
  if ((await generatedCount(database)) !== requests) {
    console.error(`  seeding ${requests} requests into ${database}`);
    await seedQueueDatabase({ requests, database });
  }
  const client = await pgClient(database);
  try {
    const started = Date.now();
    const sample = await sampleRequests(client);
    const { rows: staffRows } = await client.query('SELECT id, email FROM up_users WHERE email = ANY($1::text[])', [
      ASSIGNEES,
    ]);
    const staff = /** @type {[number, number]} */ (
      ASSIGNEES.map((email) => Number(staffRows.find((r) => r.email === email)?.id))
    );
    if (staff.some((id) => !Number.isInteger(id)))
      throw new Error(`${database}: the demo DAG member or chair is missing`);
    const pool = await assignableRequests(client, staff);
    if (pool.length < CONNECTIONS * 2) throw new Error(`${database}: only ${pool.length} requests to assign`);
    const first = new Map(pool.map((r) => [r.documentId, r.assignee]));
    const formats = (/** @type {readonly RequestRef[]} */ list) =>
      `${list.filter((r) => r.format === 'v1').length} v1, ${list.filter((r) => r.format === 'v2').length} v2`;
    console.error(
      `  ${requests}: reading ${sample.length} requests (${formats(sample)}, ${new Set(sample.map((r) => r.state)).size} states), ` +
        `assigning ${pool.length} (${formats(pool)}), picked in ${Date.now() - started} ms`,
    );

    /** @type {Record<string, Measured>} */
    const results = {};
    const report = (/** @type {string} */ name, /** @type {Measured} */ result) =>
      // The machine may be shared: the load during the measurement goes with it.
      console.error(
        `  ${requests}: ${name} p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(0)} req/s, ` +
          `non-2xx: ${refusals(result)}, ${result.count} measured, load average ${os.loadavg()[0]?.toFixed(2)}`,
      );
    const cms =
      REPLICAS > 1
        ? await startCmsReplicas({ database, replicas: REPLICAS })
        : { ...(await startCms({ database, smtpPort: mail.smtp })), mail };
    try {
      const token = await signIn(cms.url, cms.mail);
      await checkReads(cms.url, token, sample);
      for (const read of READS.filter((r) => measured(r.name))) {
        const ids = sample.filter((r) => read.formats.includes(r.format));
        let cursor = 0;
        const result = await measure(cms.url, token, {
          setupRequest: (request) => ({
            ...request,
            path: read.path(/** @type {RequestRef} */ (ids[cursor++ % ids.length])),
          }),
        });
        results[read.name] = result;
        report(read.name, result);
      }
      if (!measured(COMMAND)) return results;
      // Notices an earlier run wrote and never sent (its CMS stopped with a backlog, and the
      // outbox's tick is off here) would be sent during this measurement, by the same core.
      const leftover = await client.query(
        `UPDATE notifications SET status = 'failed', last_error = 'left by an earlier benchmark run' WHERE status = 'pending'`,
      );
      if ((leftover.rowCount ?? 0) > 0)
        console.error(`  ${requests}: ${leftover.rowCount} unsent notices of earlier runs given up before measuring`);
      // What earlier runs' commands churned, vacuumed as autovacuum would have: a CI machine's
      // PostgreSQL may run without it, and then every run measures on the dead rows of the last.
      await client.query(`VACUUM ANALYZE ${CHURNED_TABLES.join(', ')}`);
      const assign = assignInTurn(client, pool, staff);
      let still = 0;
      const commandsFrom = new Date();
      try {
        const result = await measure(cms.url, token, assign, assign.resync);
        results[COMMAND] = result;
        report(COMMAND, result);
        // Each assign tells its assignees by e-mail, through the outbox, after the answer.
        const { rows } = await client.query(
          `SELECT status, count(*)::int AS n FROM notifications WHERE created_at >= $1 GROUP BY status`,
          [commandsFrom],
        );
        const told = Object.fromEntries(rows.map((row) => [row.status, row.n]));
        const seconds = (Date.now() - commandsFrom.getTime()) / 1000;
        console.error(
          `  ${requests}: the commands' notices by the end of the measurement: ${told.sent ?? 0} sent ` +
            `(${((told.sent ?? 0) / seconds).toFixed(0)}/s), ${told.pending ?? 0} waiting in the outbox`,
        );
      } finally {
        // Even after a failed run: the next one finds the states the seed wrote.
        const restored = await restoreAssignees(cms.url, token, client, pool, first);
        still = restored.still;
        console.error(
          `  ${requests}: ${restored.moved} requests given their first assignee back` +
            (restored.failed.length > 0 ? `; refused: ${restored.failed.slice(0, 5).join(', ')}` : '') +
            (still > 0 ? `; ${still} still with another assignee` : ''),
        );
      }
      if (still > 0) throw new Error(`${database}: ${still} requests keep the bench's assignee`);
    } finally {
      await cms.stop();
    }
    // Measured with the CMS stopped, as the CMS was with the floor not yet started.
    results[FLOOR] = await measureFloor(requests);
    report(`${FLOOR} (bare node:http + pg, ${FLOOR_STATEMENTS} statements)`, results[FLOOR]);
    return results;
  } finally {
    await client.end();
  }
}

/**
 * The command's reference at this scale: the same connections, warm-up and seconds against the
 * bare server, each call on another of its requests, assigning the two staff in turn.
 * @param {number} requests
 */
async function measureFloor(requests) {
  const floor = await startCommandFloor({ requests });
  try {
    let cursor = 0;
    // The bare server checks no session: its calls carry no token.
    return await measure(floor.url, null, {
      method: 'POST',
      setupRequest: (request) => {
        const k = cursor++;
        return {
          ...request,
          path: '/assign',
          body: JSON.stringify({ requestId: floor.ids[k % floor.ids.length], assigneeId: floor.staff[k % 2] }),
        };
      },
    });
  } finally {
    await floor.stop();
  }
}

/** How the CMS ran, after the connections in a row's name. */
const served = REPLICAS > 1 ? `, ${REPLICAS} replicas behind nginx` : '';

const label = (/** @type {number} */ n) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n);

/** @returns {Promise<import('../lib/table.mjs').Row[]>} */
export async function run() {
  const [small, ...larger] = SCALES;
  if (small === undefined) throw new Error('BENCH_REQUEST_SCALES names no scale');
  const mail = await startMailCatcher();
  /** @type {Map<number, Record<string, Measured>>} */
  const byScale = new Map();
  try {
    for (const scale of SCALES) byScale.set(scale, await measureScale(scale, mail));
  } finally {
    await mail.close();
  }
  const names = [...READS.map((r) => r.name), COMMAND].filter(measured);
  /**
   * @param {number} scale
   * @param {string} name
   */
  const at = (scale, name) => byScale.get(scale)?.[name];
  const clean = (/** @type {Measured | undefined} */ m) => m !== undefined && m.refused.size === 0 && m.errors === 0;
  const rows = [];
  for (const name of names) {
    const m = at(small, name);
    const ms = m?.p95 ?? Number.NaN;
    rows.push({
      metric: `review page ${name}: p95 @${label(small)}, ${CONNECTIONS} conn.${served}`,
      ours: `${ms.toFixed(1)} ms`,
      reference: `${TARGET_MS} ms`,
      ratio: times(ms / TARGET_MS),
      target: `≤ ${TARGET_MS} ms, every answer 2xx`,
      met: ms <= TARGET_MS && clean(m),
    });
  }
  for (const scale of larger) {
    for (const name of names) {
      const m = at(scale, name);
      const big = m?.p95 ?? Number.NaN;
      const ref = at(small, name)?.p95 ?? Number.NaN;
      rows.push({
        metric: `review page ${name}: p95 @${label(scale)} vs @${label(small)}, ${CONNECTIONS} conn.${served}`,
        ours: `${big.toFixed(1)} ms`,
        reference: `${ref.toFixed(1)} ms`,
        ratio: times(big / ref),
        target: `≤ ${TARGET_MS} ms, ≤ ${TARGET_RATIO.toFixed(2)}×, every answer 2xx`,
        met: big <= TARGET_MS && big / ref <= TARGET_RATIO && clean(m),
      });
    }
  }
  for (const scale of SCALES) {
    const floor = at(scale, FLOOR);
    const command = at(scale, COMMAND);
    if (!floor || !command) continue;
    rows.push(
      {
        metric: `review page ${FLOOR}: a bare node:http + pg server, the command's ${FLOOR_STATEMENTS} statements, p95 @${label(scale)}, ${CONNECTIONS} conn.`,
        ours: `${floor.p95.toFixed(1)} ms`,
        reference: `${TARGET_MS} ms`,
        ratio: times(floor.p95 / TARGET_MS),
        target: `≤ ${TARGET_MS} ms: the machine allows the command's target`,
        met: floor.p95 <= TARGET_MS && clean(floor),
      },
      {
        // As the public reads are held to half of a bare server's rate: what the CMS adds per command.
        metric: `review page ${COMMAND}: rate against the bare server's @${label(scale)}, ${CONNECTIONS} conn.${served}`,
        ours: `${command.rps.toFixed(0)}/s`,
        reference: `${floor.rps.toFixed(0)}/s`,
        ratio: pct(command.rps / floor.rps),
        target: `≥ ${pct(FLOOR_SHARE)}`,
        met: command.rps / floor.rps >= FLOOR_SHARE && clean(command),
      },
    );
  }
  for (const scale of SCALES) {
    const m = at(scale, COMMAND);
    const n = [...(m?.refused.values() ?? [])].reduce((sum, k) => sum + k, 0) + (m?.errors ?? 0);
    rows.push({
      metric: `review page ${COMMAND}: non-2xx and errors @${label(scale)}${served}`,
      ours: m ? String(n) : '—',
      reference: '0',
      ratio: '—',
      target: '0',
      met: m !== undefined && n === 0,
    });
  }
  return rows;
}
