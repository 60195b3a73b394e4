// The benchmark's generated requests, written by PostgreSQL itself (bench/seed-queue.mjs): one
// plan row per request drawn from generate_series with a seeded random(), then every table —
// applicants, workflow states, both request formats with their requester, assignee and dataset
// links and components, and each request's event log — filled by INSERT … SELECT from that plan,
// set-based. Nothing crosses the wire but the statements: a million requests are a few minutes of
// the server's time, not of a client's serialisation. Deterministic: the same N gives the same
// data (document ids included).
import { GENERATED_EVENT_NOTE, GENERATED_TEXT } from './seed-events.mjs';

/** @typedef {import('../../scripts/cms-process.mjs').PgClient} PgClient */

/**
 * [requestStatus, approvalStatus, weight (of 100), assigned?] — a queue a few years into the service.
 * @type {readonly [string, string, number, boolean][]}
 */
const STATES = [
  ['new', 'pending', 14, false],
  ['assigned', 'pending', 12, true],
  ['pendingReassignment', 'pending', 2, false],
  ['informationRequested', 'pending', 5, true],
  ['inReview', 'pending', 8, true],
  ['inReview', 'pendingApproval', 7, true],
  ['pendingContract', 'approved', 6, true],
  ['pendingSigning', 'approved', 5, true],
  ['contractSigned', 'approved', 4, true],
  ['complete', 'approved', 17, true],
  ['complete', 'denied', 10, true],
  ['published', 'approved', 10, true],
];

/**
 * Each state's path through the workflow, as its event log records it: [state index, step,
 * action, to requestStatus, to approvalStatus]. Step 0 is the submission at the request's
 * creation; step k happens a gap after step k-1 (the plan's t1…t6).
 * @type {readonly [number, number, string, string, string][]}
 */
const PATHS = STATES.flatMap(([requestStatus, approvalStatus], state) => {
  /** @type {[number, number, string, string, string][]} */
  const steps = [[state, 0, 'submit', 'new', 'pending']];
  const step = (/** @type {string} */ action, /** @type {string} */ to, /** @type {string} */ approval) =>
    steps.push([state, steps.length, action, to, approval]);
  if (requestStatus === 'new') return steps;
  step('assign', 'assigned', 'pending');
  if (requestStatus === 'pendingReassignment') step('unassign', 'pendingReassignment', approvalStatus);
  else if (approvalStatus === 'pending' || approvalStatus === 'pendingApproval') {
    if (requestStatus === 'inReview' || requestStatus === 'informationRequested')
      step('setStatus', requestStatus, 'pending');
    if (approvalStatus === 'pendingApproval') step('recommend', requestStatus, 'pendingApproval');
  } else if (approvalStatus === 'denied') step('deny', 'complete', 'denied');
  else {
    step('approve', 'pendingContract', 'approved');
    if (requestStatus !== 'pendingContract') step('addContract', 'pendingSigning', 'approved');
    if (!['pendingContract', 'pendingSigning'].includes(requestStatus))
      step('signContract', 'contractSigned', 'approved');
    if (['complete', 'published'].includes(requestStatus)) step('complete', 'complete', 'approved');
    if (requestStatus === 'published') step('publish', 'published', 'approved');
  }
  return steps;
});

const TOPICS = [
  'Air pollution',
  'Asthma',
  'Cancer survival',
  'Childhood obesity',
  'Dementia',
  'Diabetes care',
  'Emergency admissions',
  'Heat waves',
  'Hip fractures',
  'Influenza vaccination',
  'Maternal smoking',
  'Mental health',
  'Antibiotic prescribing',
  'Stroke care',
  'Long COVID',
  'Self-harm',
  'Occupational noise',
  'Kidney disease',
  'Cardiac rehabilitation',
  'Sepsis',
  'Screening uptake',
  'Birth weight',
  'Opioid prescribing',
  'Frailty',
];
const OUTCOMES = [
  'mortality',
  'hospital admissions',
  'readmissions',
  'school absence',
  'waiting times',
  'survival',
  'inequalities',
  'costs',
  'prescribing patterns',
  'quality of life',
  'excess deaths',
  'outcomes',
];
const PLACES = [
  'older adults',
  'adolescents',
  'primary care',
  'rural areas',
  'deprived neighbourhoods',
  'care homes',
  'pregnant women',
  'migrants',
  'shift workers',
  'the national cohort',
  'urban schools',
  'veterans',
];
const FIRST = [
  'Ada',
  'Alan',
  'Marie',
  'Grace',
  'Rosalind',
  'Niels',
  'Lise',
  'Emmy',
  'Chien-Shiung',
  'Srinivasa',
  'Hedy',
  'Katherine',
  'Dorothy',
  'Barbara',
  'Mary',
  'Florence',
  'John',
  'Tu',
  'Jagadish',
  'Élise',
];
const LAST = [
  'Lovelace',
  'Turing',
  'Curie',
  'Hopper',
  'Franklin',
  'Bohr',
  'Meitner',
  'Noether',
  'Wu',
  'Ramanujan',
  'Lamarr',
  'Johnson',
  'Hodgkin',
  'McClintock',
  'Anning',
  'Nightingale',
  'Snow',
  'Youyou',
  'Bose',
  'Déry',
];
const ORGS = [
  'University of Leeds',
  'Institut Pasteur',
  'Karolinska Institutet',
  'London School of Hygiene',
  'University of Toronto',
  'Public Health Agency',
  'Wellcome Sanger Institute',
  'Université de Montréal',
  'NHS Digital',
  'Bletchley Research Trust',
];

const DAY_MS = 86_400_000;

/**
 * `n` consecutive fresh ids of `table` reserved from its own sequence (Strapi's later inserts
 * never collide with them); the first one.
 * @param {PgClient} client
 * @param {string} table
 * @param {number} n
 */
async function reserve(client, table, n) {
  if (n === 0) return 0;
  const { rows } = await client.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), nextval(pg_get_serial_sequence($1, 'id')) + $2 - 1) - $2 + 1 AS first`,
    [table, n],
  );
  return Number(rows[0]?.first);
}

/**
 * Inserts `count` generated requests with everything they link to and their event log, in the
 * caller's transaction; returns how many of each format.
 * @param {PgClient} client
 * @param {number} count
 * @param {(line: string) => void} log
 */
export async function insertGeneratedRequests(client, count, log) {
  const roles = Object.fromEntries(
    (await client.query('SELECT id, type FROM up_roles')).rows.map((r) => [r.type, r.id]),
  );
  const staff = (
    await client.query(
      `SELECT u.id FROM up_users u JOIN up_users_role_lnk l ON l.user_id = u.id JOIN up_roles r ON r.id = l.role_id
       WHERE r.type IN ('dag-member', 'dag-chair', 'queue-manager', 'contract-manager') ORDER BY u.id`,
    )
  ).rows.map((r) => Number(r.id));
  // The datasets (English rows): a v1 request links every row of a dataset, a v2 component its draft.
  const datasetRows = /** @type {{ id: number, document_id: string, published_at: Date | null }[]} */ (
    (await client.query(`SELECT id, document_id, published_at FROM datasets WHERE locale = 'en' ORDER BY id`)).rows
  );
  const documents = [...new Set(datasetRows.map((d) => d.document_id))];
  if (staff.length === 0 || documents.length === 0) throw new Error('The demo seed did not run (no staff or datasets)');
  const v2Rows = documents.map(
    (doc) =>
      (
        datasetRows.find((d) => d.document_id === doc && d.published_at === null) ??
        /** @type {(typeof datasetRows)[number]} */ (datasetRows.find((d) => d.document_id === doc))
      ).id,
  );
  const v1Pairs = datasetRows.map((d) => [documents.indexOf(d.document_id), d.id]);

  const timed = async (/** @type {string} */ what, /** @type {string} */ sql, /** @type {unknown[]} */ params) => {
    const started = Date.now();
    const result = await client.query(sql, params);
    log(`  ${what}: ${result.rowCount ?? 0} rows in ${Date.now() - started} ms`);
    return result;
  };

  // The plan: one row per request, every draw in a fixed order from a seeded generator.
  const thresholds = STATES.reduce((acc, [, , weight]) => [...acc, (acc.at(-1) ?? 0) + weight], [0]);
  const approvedOrDenied = STATES.flatMap(([, approval], i) => (['approved', 'denied'].includes(approval) ? [i] : []));
  await client.query('SELECT setseed(0.2718)');
  const now = Date.now();
  await timed(
    'plan',
    `CREATE TEMP TABLE bench_plan ON COMMIT DROP AS
     WITH r AS (
       SELECT i, random() AS r_state, random() AS r_created, random() AS r_updated, random() AS r_k,
              random() AS r_p1, random() AS r_p2, random() AS r_p3, random() AS r_format,
              random() AS r_topic, random() AS r_outcome, random() AS r_place, random() AS r_has_year,
              random() AS r_year, random() AS r_requester, random() AS r_assigned, random() AS r_assignee,
              random() * random() AS u1, random() * random() AS u2, random() * random() AS u3,
              random() * random() AS u4, random() * random() AS u5, random() * random() AS u6,
              substr(md5(random()::text || i::text), 1, 24) AS document_id
         FROM generate_series(0, $1::int - 1) AS i
     ), p AS (
       SELECT i, document_id, width_bucket(r_state * 100, $2::float8[]) - 1 AS state,
              CASE WHEN r_format < 0.4 THEN 'v1' ELSE 'v2' END AS format,
              $3::float8 - r_created * ${3 * 365 * DAY_MS} AS created_ms,
              r_updated, r_k, r_p1, r_p2, r_p3, r_assigned, r_assignee, u1, u2, u3, u4, u5, u6,
              ($4::text[])[1 + floor(r_topic * array_length($4::text[], 1))::int] || ' and '
                || ($5::text[])[1 + floor(r_outcome * array_length($5::text[], 1))::int] || ' in '
                || ($6::text[])[1 + floor(r_place * array_length($6::text[], 1))::int]
                || CASE WHEN r_has_year < 0.3 THEN ' ' || (2000 + floor(r_year * 25))::int ELSE '' END
                || ' (' || i || ')' AS title,
              floor(r_requester * $7::int)::int AS requester
         FROM r
     )
     SELECT p.*,
            row_number() OVER (PARTITION BY format ORDER BY i) - 1 AS format_index,
            least($3::float8, created_ms + r_updated * ${200 * DAY_MS}) AS updated_ms,
            -- Each step a while after the previous one (at most until a minute ago).
            created_ms + (0.2 + u1 * 4.8) * ${DAY_MS} AS c1,
            created_ms + (0.2 + u1 * 4.8) * ${DAY_MS}
              + (CASE WHEN state = ANY($8::int[]) THEN 2 + u2 * 88 ELSE 0.5 + u2 * 9.5 END) * ${DAY_MS} AS c2
       FROM p`,
    [count, thresholds, now, TOPICS, OUTCOMES, PLACES, Math.max(50, Math.round(count / 40)), approvedOrDenied],
  );
  const { rows: formats } = await client.query(
    `SELECT count(*) FILTER (WHERE format = 'v1')::int AS v1, count(*) FILTER (WHERE format = 'v2')::int AS v2 FROM bench_plan`,
  );
  const counts = { v1: Number(formats[0]?.v1), v2: Number(formats[0]?.v2) };
  const applicants = Math.max(50, Math.round(count / 40));
  const base = {
    users: await reserve(client, 'up_users', applicants),
    internals: await reserve(client, 'components_workflow_internals', count),
    v1: await reserve(client, 'dataset_requests', counts.v1),
    v2: await reserve(client, 'data_access_requests', counts.v2),
  };
  const stamp = `to_timestamp($1::float8 / 1000) AT TIME ZONE current_setting('TimeZone')`;
  const at = (/** @type {string} */ ms) => `to_timestamp(round(${ms}) / 1000) AT TIME ZONE current_setting('TimeZone')`;

  await timed(
    'applicants',
    `INSERT INTO up_users (id, document_id, username, email, provider, confirmed, blocked, first_name, last_name,
       organization, organization_type, country, created_at, updated_at, published_at)
     SELECT $2::int + j, substr(md5('applicant' || j), 1, 24), 'bench-applicant-' || j || '@bench.localhost',
            'bench-applicant-' || j || '@bench.localhost', 'local', true, false,
            ($4::text[])[1 + j % array_length($4::text[], 1)], ($5::text[])[1 + (j / 7) % array_length($5::text[], 1)],
            ($6::text[])[1 + (j / 3) % array_length($6::text[], 1)], 'academic', 'FR', ${stamp}, ${stamp}, ${stamp}
       FROM generate_series(0, $3::int - 1) AS j`,
    [now, base.users, applicants, FIRST, LAST, ORGS],
  );
  await timed(
    'applicant roles',
    `INSERT INTO up_users_role_lnk (user_id, role_id, user_ord)
     SELECT $1::int + j, $2::int, 1 FROM generate_series(0, $3::int - 1) AS j`,
    [base.users, roles.authenticated, applicants],
  );
  await timed(
    'workflow states',
    `INSERT INTO components_workflow_internals (id, request_status, approval_status)
     SELECT $1::int + i, ($2::text[])[state + 1], ($3::text[])[state + 1] FROM bench_plan`,
    [base.internals, STATES.map((s) => s[0]), STATES.map((s) => s[1])],
  );
  await timed(
    'assignee links',
    `INSERT INTO components_workflow_internals_assignee_lnk (internal_id, user_id)
     SELECT $1::int + i, ($3::int[])[1 + floor(r_assignee * array_length($3::int[], 1))::int]
       FROM bench_plan WHERE ($2::bool[])[state + 1] AND r_assigned < 0.9`,
    [base.internals, STATES.map((s) => s[3]), staff],
  );

  for (const format of /** @type {const} */ (['v1', 'v2'])) {
    const table = format === 'v1' ? 'dataset_requests' : 'data_access_requests';
    const owner = format === 'v1' ? 'dataset_request_id' : 'data_access_request_id';
    const text = format === 'v1' ? 'project_description' : 'project_summary';
    const requestId = `$2::int + format_index`;
    await timed(
      `${format} requests`,
      `INSERT INTO ${table} (id, document_id, project_title, ${text}, version, created_at, updated_at, published_at
         ${format === 'v2' ? ', submitted_at' : ''})
       SELECT ${requestId}, document_id, title, $3::text, 0, ${at('created_ms')}, ${at('updated_ms')}, ${at('created_ms')}
              ${format === 'v2' ? `, ${at('created_ms')}` : ''}
         FROM bench_plan WHERE format = $1`,
      [format, base[format], GENERATED_TEXT],
    );
    await timed(
      `${format} requester links`,
      `INSERT INTO ${table}_requester_lnk (${owner}, user_id)
       SELECT ${requestId}, $3::int + requester FROM bench_plan WHERE format = $1`,
      [format, base[format], base.users],
    );
    await timed(
      `${format} state links`,
      `INSERT INTO ${table}_cmps (entity_id, cmp_id, component_type, field, "order")
       SELECT ${requestId}, $3::int + i, 'workflow.internal', 'internal', NULL FROM bench_plan WHERE format = $1`,
      [format, base[format], base.internals],
    );
  }

  // The datasets of each request: 1–3 draws among the datasets, each kept once, in draw order.
  await timed(
    'dataset choices',
    `CREATE TEMP TABLE bench_picks ON COMMIT DROP AS
     SELECT i, format, format_index, doc, row_number() OVER (PARTITION BY i ORDER BY first) AS ord
       FROM (SELECT p.i, p.format, p.format_index, d.doc, min(d.n) AS first
               FROM bench_plan p,
                    unnest((ARRAY[floor(p.r_p1 * $1)::int, floor(p.r_p2 * $1)::int, floor(p.r_p3 * $1)::int])[1:1 + floor(p.r_k * 3)::int])
                      WITH ORDINALITY AS d(doc, n)
              GROUP BY p.i, p.format, p.format_index, d.doc) chosen`,
    [documents.length],
  );
  await timed(
    'v1 dataset links',
    `INSERT INTO dataset_requests_datasets_lnk (dataset_request_id, dataset_id, dataset_ord)
     SELECT $1::int + k.format_index, rows.id, k.ord
       FROM bench_picks k JOIN unnest($2::int[], $3::int[]) AS rows(doc, id) ON rows.doc = k.doc
      WHERE k.format = 'v1'`,
    [base.v1, v1Pairs.map((p) => p[0]), v1Pairs.map((p) => p[1])],
  );
  const { rows: pickCount } = await client.query(`SELECT count(*)::int AS n FROM bench_picks WHERE format = 'v2'`);
  const components = await reserve(client, 'components_request_requested_datasets', Number(pickCount[0]?.n));
  await client.query(
    `CREATE TEMP TABLE bench_components ON COMMIT DROP AS
     SELECT $1::int + row_number() OVER (ORDER BY i, ord) - 1 AS id, format_index, doc, ord
       FROM bench_picks WHERE format = 'v2'`,
    [components],
  );
  await timed(
    'v2 requested datasets',
    `INSERT INTO components_request_requested_datasets (id, data_level)
     SELECT id, 'Level 1 – Aggregated' FROM bench_components`,
    [],
  );
  await timed(
    'v2 requested dataset links',
    `INSERT INTO components_request_requested_datasets_dataset_lnk (requested_dataset_id, dataset_id)
     SELECT id, ($1::int[])[doc + 1] FROM bench_components`,
    [v2Rows],
  );
  await timed(
    'v2 component links',
    `INSERT INTO data_access_requests_cmps (entity_id, cmp_id, component_type, field, "order")
     SELECT $1::int + format_index, id, 'request.requested-dataset', 'requestedDatasets', ord FROM bench_components`,
    [base.v2],
  );

  // The event log: each state's path, step k at the plan's time for it.
  await timed(
    'events',
    `INSERT INTO request_events (document_id, request_document_id, format, action, to_request_status,
       to_approval_status, note, created_at, updated_at, published_at)
     SELECT substr(md5(p.document_id || s.step), 1, 24), p.document_id, p.format, s.action, s.to_status,
            s.to_approval, $2::text, t.at, t.at, t.at
       FROM bench_plan p
       JOIN unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::text[]) AS s(state, step, action, to_status, to_approval)
         ON s.state = p.state
       CROSS JOIN LATERAL (
         SELECT ${at(`least($1::float8 - 60000, CASE s.step
              WHEN 0 THEN p.created_ms WHEN 1 THEN p.c1 WHEN 2 THEN p.c2
              WHEN 3 THEN p.c2 + (1 + p.u3 * 19) * ${DAY_MS}
              WHEN 4 THEN p.c2 + (1 + p.u3 * 19 + 2 + p.u4 * 38) * ${DAY_MS}
              WHEN 5 THEN p.c2 + (1 + p.u3 * 19 + 2 + p.u4 * 38 + 0.5 + p.u5 * 9.5) * ${DAY_MS}
              ELSE p.c2 + (1 + p.u3 * 19 + 2 + p.u4 * 38 + 0.5 + p.u5 * 9.5 + 0.5 + p.u6 * 19.5) * ${DAY_MS} END)`)} AS at
       ) t`,
    [
      now,
      GENERATED_EVENT_NOTE,
      PATHS.map((p) => p[0]),
      PATHS.map((p) => p[1]),
      PATHS.map((p) => p[2]),
      PATHS.map((p) => p[3]),
      PATHS.map((p) => p[4]),
    ],
  );
  return counts;
}
