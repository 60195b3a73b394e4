#!/usr/bin/env node
// `pnpm bench:seed [--requests 10000] [--database portal_bench_10000]`: a PostgreSQL database
// with N data access requests for the queue benchmark (bench/suites/queue.mjs). Needs the
// compiled server (`pnpm --filter @portal/cms build:server`).
//
// 1. (re)creates the database and boots the CMS once on it: Strapi creates the schema, the demo
//    seed adds the staff accounts and the datasets;
// 2. bulk-inserts the requests with plain SQL in batches of 1,000 — both formats (40% v1, 60% v2),
//    a realistic spread over the workflow states, 4 staff assignees, 12 datasets, ~N/40
//    applicants, generated titles, three years of submission dates — with their workflow state
//    components, requester, assignee and dataset links, exactly as Strapi stores them, and the
//    event log of each request's path to its state (lib/seed-events.mjs);
// 3. boots the CMS again: its boot backfill writes the queue index for every request (the path an
//    existing database takes on upgrade), timed; then VACUUM ANALYZE.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { pgClient, startCms, startMailCatcher } from './lib/cms-postgres.mjs';
import { insertRequestEvents } from './lib/seed-events.mjs';

const BATCH = 1000;

/**
 * [requestStatus, approvalStatus, weight, assigned?] — a queue a few years into the service.
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

// A deterministic generator: the same N gives the same data.
let state = 0x2f6b4c1d;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
};
/**
 * @template T
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const documentId = () => Array.from(randomBytes(24), (b) => ALPHABET[b % 36]).join('');
const weighted = (() => {
  const total = STATES.reduce((sum, s) => sum + s[2], 0);
  return () => {
    let r = random() * total;
    for (const s of STATES) if ((r -= s[2]) < 0) return s;
    return /** @type {(typeof STATES)[number]} */ (STATES[0]);
  };
})();

/** @typedef {import('../scripts/cms-process.mjs').PgClient} PgClient */

/**
 * `n` fresh ids of `table`, taken from its own sequence so that Strapi's later inserts never collide.
 * @param {PgClient} client
 * @param {string} table
 * @param {number} n
 * @returns {Promise<number[]>}
 */
async function ids(client, table, n) {
  const { rows } = await client.query(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2)`,
    [table, n],
  );
  return rows.map((r) => /** @type {number} */ (r.id));
}

/**
 * @param {PgClient} client
 * @param {string} table
 * @param {readonly string[]} columns
 * @param {readonly unknown[][]} rows
 */
async function insert(client, table, columns, rows) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    /** @type {unknown[]} */
    const values = [];
    const tuples = chunk.map((row) => `(${row.map((v) => (values.push(v), `$${values.length}`)).join(',')})`);
    await client.query(
      `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')}`,
      values,
    );
  }
}

/** @param {string} database */
async function recreate(database) {
  const admin = await pgClient('postgres');
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
}

/**
 * Inserts `count` requests; returns how many of each format.
 * @param {PgClient} client
 * @param {number} count
 */
async function insertRequests(client, count) {
  const roles = Object.fromEntries(
    (await client.query('SELECT id, type FROM up_roles')).rows.map((r) => [r.type, r.id]),
  );
  const staff = (
    await client.query(
      `SELECT u.id FROM up_users u JOIN up_users_role_lnk l ON l.user_id = u.id JOIN up_roles r ON r.id = l.role_id
       WHERE r.type IN ('dag-member', 'dag-chair', 'queue-manager', 'contract-manager') ORDER BY u.id`,
    )
  ).rows.map((r) => /** @type {number} */ (r.id));
  const datasetRows = /** @type {{ id: number, document_id: string, published_at: Date | null }[]} */ (
    (await client.query(`SELECT id, document_id, published_at FROM datasets WHERE locale = 'en'`)).rows
  );
  // Every document id comes from datasetRows, so the fallback `find` always finds one.
  const datasets = [...new Set(datasetRows.map((d) => d.document_id))].map((doc) => ({
    v1: datasetRows.filter((d) => d.document_id === doc).map((d) => d.id),
    v2: /** @type {(typeof datasetRows)[number]} */ (
      datasetRows.find((d) => d.document_id === doc && d.published_at === null) ??
        datasetRows.find((d) => d.document_id === doc)
    ).id,
  }));
  if (staff.length === 0 || datasets.length === 0) throw new Error('The demo seed did not run (no staff or datasets)');

  const now = new Date();
  const applicantCount = Math.max(50, Math.round(count / 40));
  const applicantIds = await ids(client, 'up_users', applicantCount);
  await insert(
    client,
    'up_users',
    [
      'id',
      'document_id',
      'username',
      'email',
      'provider',
      'confirmed',
      'blocked',
      'first_name',
      'last_name',
      'organization',
      'organization_type',
      'country',
      'created_at',
      'updated_at',
      'published_at',
    ],
    applicantIds.map((id, i) => {
      const email = `bench-applicant-${i}@bench.localhost`;
      return [
        id,
        documentId(),
        email,
        email,
        'local',
        true,
        false,
        pick(FIRST),
        pick(LAST),
        pick(ORGS),
        'academic',
        'FR',
        now,
        now,
        now,
      ];
    }),
  );
  await insert(
    client,
    'up_users_role_lnk',
    ['user_id', 'role_id', 'user_ord'],
    applicantIds.map((id) => [id, roles.authenticated, 1]),
  );

  const threeYears = 3 * 365 * 86_400_000;
  const plan = Array.from({ length: count }, (_, i) => {
    const [requestStatus, approvalStatus, , assigned] = weighted();
    const createdAt = new Date(now.getTime() - random() * threeYears);
    const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random() * 200 * 86_400_000));
    const chosen = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(datasets)));
    return {
      format: random() < 0.4 ? 'v1' : 'v2',
      title: `${pick(TOPICS)} and ${pick(OUTCOMES)} in ${pick(PLACES)}${random() < 0.3 ? ` ${2000 + Math.floor(random() * 25)}` : ''} (${i})`,
      requester: pick(applicantIds),
      requestStatus,
      approvalStatus,
      assignee: assigned && random() < 0.9 ? pick(staff) : null,
      datasets: [...chosen],
      createdAt,
      updatedAt,
    };
  });

  const internalIds = await ids(client, 'components_workflow_internals', count);
  await insert(
    client,
    'components_workflow_internals',
    ['id', 'request_status', 'approval_status'],
    plan.map((p, i) => [internalIds[i], p.requestStatus, p.approvalStatus]),
  );
  await insert(
    client,
    'components_workflow_internals_assignee_lnk',
    ['internal_id', 'user_id'],
    plan.flatMap((p, i) => (p.assignee ? [[internalIds[i], p.assignee]] : [])),
  );

  for (const format of ['v1', 'v2']) {
    const mine = plan.map((p, i) => ({ ...p, internal: internalIds[i] })).filter((p) => p.format === format);
    const table = format === 'v1' ? 'dataset_requests' : 'data_access_requests';
    const owner = format === 'v1' ? 'dataset_request_id' : 'data_access_request_id';
    const requestIds = await ids(client, table, mine.length);
    const text = format === 'v1' ? 'project_description' : 'project_summary';
    const columns = ['id', 'document_id', 'project_title', text, 'version', 'created_at', 'updated_at', 'published_at'];
    if (format === 'v2') columns.push('submitted_at');
    await insert(
      client,
      table,
      columns,
      mine.map((p, i) => {
        /** @type {unknown[]} */
        const row = [
          requestIds[i],
          documentId(),
          p.title,
          'Generated for the queue benchmark.',
          0,
          p.createdAt,
          p.updatedAt,
          p.createdAt,
        ];
        if (format === 'v2') row.push(p.createdAt);
        return row;
      }),
    );
    await insert(
      client,
      `${table}_requester_lnk`,
      [owner, 'user_id'],
      mine.map((p, i) => [requestIds[i], p.requester]),
    );
    /** @type {unknown[][]} */
    const cmps = mine.map((p, i) => [requestIds[i], p.internal, 'workflow.internal', 'internal', null]);
    if (format === 'v1') {
      await insert(
        client,
        'dataset_requests_datasets_lnk',
        [owner, 'dataset_id', 'dataset_ord'],
        mine.flatMap((p, i) => p.datasets.flatMap((d, k) => d.v1.map((id) => [requestIds[i], id, k + 1]))),
      );
    } else {
      const links = mine.flatMap((p, i) =>
        p.datasets.map((d, k) => ({ request: requestIds[i], dataset: d.v2, order: k + 1 })),
      );
      const componentIds = await ids(client, 'components_request_requested_datasets', links.length);
      await insert(
        client,
        'components_request_requested_datasets',
        ['id', 'data_level'],
        links.map((_, j) => [componentIds[j], 'Level 1 – Aggregated']),
      );
      await insert(
        client,
        'components_request_requested_datasets_dataset_lnk',
        ['requested_dataset_id', 'dataset_id'],
        links.map((l, j) => [componentIds[j], l.dataset]),
      );
      cmps.push(
        ...links.map((l, j) => [l.request, componentIds[j], 'request.requested-dataset', 'requestedDatasets', l.order]),
      );
    }
    await insert(client, `${table}_cmps`, ['entity_id', 'cmp_id', 'component_type', 'field', 'order'], cmps);
  }
  return { v1: plan.filter((p) => p.format === 'v1').length, v2: plan.filter((p) => p.format === 'v2').length };
}

/**
 * Seeds `database` with `requests` requests; returns timings.
 * @param {{ requests: number, database?: string, log?: (line: string) => void }} options
 */
export async function seedQueueDatabase({ requests, database = `portal_bench_${requests}`, log = console.error }) {
  const started = Date.now();
  await recreate(database);
  const mail = await startMailCatcher();
  try {
    log(`· ${database}: creating the schema and the demo accounts (first boot)`);
    await (await startCms({ database, smtpPort: mail.smtp })).stop();

    log(`· ${database}: inserting ${requests} requests`);
    const insertStarted = Date.now();
    const client = await pgClient(database);
    /** @type {{ v1: number, v2: number }} */
    let counts;
    try {
      await client.query('BEGIN');
      counts = await insertRequests(client, requests);
      // Their event log, for the turnaround reports (bench/suites/reports.mjs).
      await insertRequestEvents(client, { log });
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      await client.end();
    }
    const insertMs = Date.now() - insertStarted;

    log(`· ${database}: second boot (the backfill writes the queue index)`);
    const cms = await startCms({ database, smtpPort: mail.smtp });
    const backfillBootMs = cms.bootMs;
    await cms.stop();
    const check = await pgClient(database);
    const { rows } = await check.query('SELECT count(*)::int AS n FROM portal_queue_entries');
    const entries = /** @type {number} */ (rows[0]?.n);
    await check.query('VACUUM ANALYZE');
    await check.end();
    log(
      `· ${database}: ${counts.v1} v1 + ${counts.v2} v2 inserted in ${insertMs} ms; boot with backfill ${backfillBootMs} ms; ${entries} queue entries; total ${Date.now() - started} ms`,
    );
    return { database, ...counts, insertMs, backfillBootMs, entries };
  } finally {
    await mail.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /**
   * @param {string} name
   * @param {string} fallback
   */
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
  };
  const requests = Number(arg('requests', '10000'));
  if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a positive integer');
  await seedQueueDatabase({ requests, database: arg('database', `portal_bench_${requests}`) });
}
