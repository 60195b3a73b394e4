// The machine's floor for a workflow command: a bare node:http server on pg that answers each
// call with the statements an `assign` makes on PostgreSQL (docs/performance.md, "Three
// statements fewer"), in the same order and of the same kinds — the principal, BEGIN, keyed reads
// of the request, its datasets and the new assignee, the version's compare-and-set, the state with
// its assignee link, the event with its actor, the recipients, their notices, the queue entry's
// reads and upsert, COMMIT, the count generation's move — on tables of its own, in a database of
// its own holding as many requests as the scale. No framework, no validation, no mail: what those
// round trips and one committed transaction cost on this machine under the same connections, so
// that the command's figures can be read against what the machine allows.
import http from 'node:http';
import { freePort } from '../../scripts/lib.mjs';
import { pgClient, pgConfig, requireCms } from '../../scripts/cms-process.mjs';

const DATABASE = 'portal_bench_floor';
/** The CMS's pool (DATABASE_POOL_MAX's default, apps/cms/src/platform/env/env-schema.ts). */
const POOL_MAX = 10;
const USERS = 40;
const DATASETS = 12;
/** The staff member the calls come from and the two they assign in turn. */
const CALLER = 1;
const STAFF = [2, 3];

const SCHEMA = `
  CREATE TABLE floor_roles (id serial PRIMARY KEY, type text NOT NULL, name text NOT NULL);
  CREATE TABLE floor_users (id serial PRIMARY KEY, document_id text NOT NULL, email text NOT NULL,
    first_name text, last_name text, organization text, locale text, blocked boolean NOT NULL DEFAULT false,
    role_id int NOT NULL REFERENCES floor_roles (id));
  CREATE TABLE floor_requests (id serial PRIMARY KEY, document_id text NOT NULL UNIQUE, version int NOT NULL,
    updated_at timestamptz NOT NULL, project_title text NOT NULL, summary text NOT NULL, applicant_id int NOT NULL);
  CREATE TABLE floor_states (id serial PRIMARY KEY, request_id int NOT NULL UNIQUE, request_status text NOT NULL,
    approval_status text NOT NULL, status_entered_at timestamptz);
  CREATE TABLE floor_state_assignee (state_id int NOT NULL, user_id int NOT NULL);
  CREATE INDEX ON floor_state_assignee (state_id);
  CREATE TABLE floor_datasets (id serial PRIMARY KEY, document_id text NOT NULL, title text NOT NULL);
  CREATE TABLE floor_request_datasets (request_id int NOT NULL, dataset_id int NOT NULL, data_level text);
  CREATE INDEX ON floor_request_datasets (request_id);
  CREATE TABLE floor_events (id bigserial PRIMARY KEY, document_id text NOT NULL, request_document_id text NOT NULL,
    action text NOT NULL, from_state text, to_state text, details jsonb, created_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX ON floor_events (request_document_id, created_at);
  CREATE TABLE floor_event_actor (event_id bigint NOT NULL, user_id int NOT NULL);
  CREATE INDEX ON floor_event_actor (event_id);
  CREATE TABLE floor_notices (id bigserial PRIMARY KEY, dedupe_key text NOT NULL UNIQUE, email text NOT NULL,
    locale text, message jsonb NOT NULL, status text NOT NULL, next_attempt_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX ON floor_notices (status, id);
  CREATE TABLE floor_queue (request_id int PRIMARY KEY, document_id text NOT NULL, project_title text NOT NULL,
    version int NOT NULL, request_status text NOT NULL, approval_status text NOT NULL, assignee_id int,
    updated_ms bigint NOT NULL);
  CREATE INDEX ON floor_queue (request_status, updated_ms);
  CREATE TABLE floor_queue_datasets (request_id int NOT NULL, dataset text NOT NULL);
  CREATE INDEX ON floor_queue_datasets (request_id);
  CREATE SEQUENCE floor_generation;`;

/** @param {number} requests */
const SEED = (requests) => `
  INSERT INTO floor_roles (type, name) VALUES ('queue_manager', 'Queue manager'), ('dag_member', 'DAG member');
  INSERT INTO floor_users (document_id, email, first_name, last_name, organization, locale, role_id)
    SELECT md5('user' || i), 'user' || i || '@floor.localhost', 'First', 'Last', 'Institute', 'en', 1 + (i % 2)
      FROM generate_series(1, ${USERS}) i;
  INSERT INTO floor_datasets (document_id, title) SELECT md5('dataset' || i), 'Dataset ' || i FROM generate_series(1, ${DATASETS}) i;
  INSERT INTO floor_requests (document_id, version, updated_at, project_title, summary, applicant_id)
    SELECT md5('request' || i), 1, now(), 'Project ' || i, repeat('A summary of the project. ', 20), 4 + (i % ${USERS - 4})
      FROM generate_series(1, ${requests}) i;
  INSERT INTO floor_states (request_id, request_status, approval_status, status_entered_at)
    SELECT id, 'inReview', 'pending', now() FROM floor_requests;
  INSERT INTO floor_state_assignee SELECT id, ${STAFF[0]} FROM floor_states;
  INSERT INTO floor_request_datasets SELECT id, 1 + (id % ${DATASETS}), 'anonymised' FROM floor_requests;
  INSERT INTO floor_request_datasets SELECT id, 1 + ((id + 5) % ${DATASETS}), 'pseudonymised' FROM floor_requests WHERE id % 2 = 0;
  INSERT INTO floor_queue SELECT r.id, r.document_id, r.project_title, r.version, 'inReview', 'pending', ${STAFF[0]}, 0
    FROM floor_requests r;
  INSERT INTO floor_queue_datasets SELECT rd.request_id, d.document_id FROM floor_request_datasets rd
    JOIN floor_datasets d ON d.id = rd.dataset_id;
  ANALYZE;`;

/** Named statements are prepared once per connection, as the CMS's reads are. */
const READS = {
  principal: `SELECT u.id, u.document_id, u.email, u.first_name, u.last_name, u.blocked, r.type AS role
                FROM floor_users u JOIN floor_roles r ON r.id = u.role_id WHERE u.id = $1`,
  request: `SELECT r.*, s.id AS s_id, s.request_status, s.approval_status, s.status_entered_at, a.user_id AS assignee
              FROM floor_requests r JOIN floor_states s ON s.request_id = r.id
              LEFT JOIN floor_state_assignee a ON a.state_id = s.id WHERE r.document_id = $1`,
  datasets: `SELECT rd.request_id, rd.data_level, d.id, d.document_id, d.title
               FROM floor_request_datasets rd JOIN floor_datasets d ON d.id = rd.dataset_id WHERE rd.request_id = $1`,
  queueView: `SELECT r.id, r.document_id, r.project_title, r.version, r.updated_at, s.request_status,
                     s.approval_status, a.user_id AS assignee
                FROM floor_requests r JOIN floor_states s ON s.request_id = r.id
                LEFT JOIN floor_state_assignee a ON a.state_id = s.id WHERE r.document_id = $1`,
  queueDatasets: `SELECT rd.request_id, d.document_id FROM floor_request_datasets rd
                    JOIN floor_datasets d ON d.id = rd.dataset_id WHERE rd.request_id = $1`,
};
const CAS = 'UPDATE floor_requests SET version = $1, updated_at = $2 WHERE document_id = $3 AND version = $4';
const STATE = `WITH state AS (UPDATE floor_states SET status_entered_at = $2 WHERE id = $1),
                    gone AS (DELETE FROM floor_state_assignee WHERE state_id = $1)
               INSERT INTO floor_state_assignee VALUES ($1, $3)`;
const EVENT = `WITH event AS (INSERT INTO floor_events (document_id, request_document_id, action, from_state, to_state, details)
                              VALUES ($1, $2, 'assign', 'inReview/pending', 'inReview/pending', $3) RETURNING id)
               INSERT INTO floor_event_actor SELECT id, $4 FROM event`;
const RECIPIENTS = 'SELECT id, email, first_name, last_name, locale FROM floor_users WHERE id = ANY($1::int[])';
const NOTICES = `INSERT INTO floor_notices (dedupe_key, email, locale, message, status)
                 SELECT $1 || ':' || email, email, locale, $2::jsonb, 'pending' FROM unnest($3::text[], $4::text[]) AS t(email, locale)`;
const UPSERT = `WITH entry AS (
                  INSERT INTO floor_queue VALUES ($1, $2, $3, $4, 'inReview', 'pending', $5, $6)
                  ON CONFLICT (request_id) DO UPDATE SET version = excluded.version, assignee_id = excluded.assignee_id,
                    updated_ms = excluded.updated_ms),
                gone AS (DELETE FROM floor_queue_datasets WHERE request_id = $1)
                INSERT INTO floor_queue_datasets SELECT $1, unnest($7::text[]) RETURNING nextval('floor_generation')`;
/** What the server sends to PostgreSQL per call, BEGIN and COMMIT included (as the command's are counted). */
export const FLOOR_STATEMENTS = 15;

/**
 * Creates the floor's database afresh with `requests` requests and starts the server on a free
 * port. `ids` are the requests' documentIds; a call is `POST /assign` with `{ requestId,
 * assigneeId }`, answered 200 with the request as it is after the call (409 when another call
 * moved its version between the read and the compare-and-set).
 * @param {{ requests: number }} options
 */
export async function startCommandFloor({ requests }) {
  const admin = await pgClient('postgres');
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const setup = await pgClient(DATABASE);
  /** @type {string[]} */
  let ids;
  try {
    await setup.query(SCHEMA);
    await setup.query(SEED(requests));
    ids = (
      await setup.query('SELECT document_id FROM floor_requests ORDER BY md5(document_id || $1)', ['order'])
    ).rows.map((row) => String(row.document_id));
  } finally {
    await setup.end();
  }

  const { Pool } = requireCms('pg');
  const pool = new Pool({ ...pgConfig(), database: DATABASE, max: POOL_MAX });
  /** @type {(client: any, name: keyof typeof READS, values: unknown[]) => Promise<{ rows: any[], rowCount: number }>} */
  const read = (client, name, values) => client.query({ name: `floor_${name}`, text: READS[name], values });

  /** @param {{ requestId: string, assigneeId: number }} input */
  const assign = async ({ requestId, assigneeId }) => {
    await read(pool, 'principal', [CALLER]);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const request = (await read(client, 'request', [requestId])).rows[0];
      if (!request) throw Object.assign(new Error('Not Found'), { status: 404 });
      const datasets = (await read(client, 'datasets', [request.id])).rows;
      await read(client, 'principal', [assigneeId]);
      const now = new Date();
      const moved = await client.query(CAS, [request.version + 1, now, requestId, request.version]);
      if (moved.rowCount === 0) throw Object.assign(new Error('Conflict'), { status: 409 });
      await client.query(STATE, [request.s_id, now, assigneeId]);
      const eventId = `${requestId.slice(0, 12)}${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      await client.query(EVENT, [eventId, requestId, JSON.stringify({ assignee: assigneeId }), CALLER]);
      /** @type {Array<{ email: string, locale: string }>} */
      const told = (await client.query(RECIPIENTS, [[assigneeId, request.assignee, request.applicant_id]])).rows;
      await client.query(NOTICES, [
        eventId,
        JSON.stringify({ subject: `Request ${request.project_title} was assigned`, datasets: datasets.length }),
        told.map((user) => user.email),
        told.map((user) => user.locale),
      ]);
      const view = (await read(client, 'queueView', [requestId])).rows[0];
      const entryDatasets = (await read(client, 'queueDatasets', [request.id])).rows;
      await client.query(UPSERT, [
        view.id,
        view.document_id,
        view.project_title,
        view.version,
        view.assignee,
        now.getTime(),
        entryDatasets.map((row) => row.document_id),
      ]);
      await client.query('COMMIT');
      return { ...view, datasets };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      // Released before the move after the commit, as the CMS's transaction gives its connection
      // back: holding it would let ten calls wait on each other for the pool's last connections.
      client.release();
    }
  };
  /** @param {{ requestId: string, assigneeId: number }} input */
  const call = async (input) => {
    const answer = await assign(input);
    await pool.query("SELECT nextval('floor_generation')");
    return answer;
  };

  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    req.on('end', () => {
      /** @param {number} status @param {unknown} body */
      const send = (status, body) => {
        const bytes = JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(bytes) });
        res.end(bytes);
      };
      Promise.resolve()
        .then(() => call(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
        .then(
          (data) => send(200, { data }),
          (/** @type {any} */ error) => send(error?.status ?? 500, { error: { message: String(error?.message) } }),
        );
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}`,
    ids,
    staff: STAFF,
    async stop() {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await pool.end();
      const cleanup = await pgClient('postgres');
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
