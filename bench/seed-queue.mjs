#!/usr/bin/env node
// `pnpm bench:seed <N> [--database portal_bench_<N>]` (or `--requests N`): a PostgreSQL database
// with N data access requests for the queue benchmark (bench/suites/queue.mjs). Needs the
// compiled server (`pnpm --filter @portal/cms build:server`). Prints each phase's time.
//
// 1. (re)creates the database and boots the CMS once on it: Strapi creates the schema, the demo
//    seed adds the staff accounts and the datasets;
// 2. generates the requests in the database itself, in one transaction (lib/seed-requests-sql.mjs:
//    INSERT … SELECT from a seeded plan) — both formats (40% v1, 60% v2), a realistic spread over
//    the workflow states, 4 staff assignees, 12 datasets, ~N/40 applicants, generated titles,
//    three years of submission dates — with their workflow state components, requester, assignee
//    and dataset links, exactly as Strapi stores them, and the event log of each request's path
//    to its state; the tables it fills are indexed once, after (lib/bulk-insert.mjs);
// 3. boots the CMS again: its boot backfills write the queue index for every request before the
//    server answers, and the access periods of the approved ones in the background (the path an
//    existing database takes on upgrade); waits for both; then VACUUM ANALYZE.
import { fileURLToPath } from 'node:url';
import { deferIndexes } from './lib/bulk-insert.mjs';
import { pgClient, startCms, startMailCatcher } from './lib/cms-postgres.mjs';
import { insertGeneratedRequests } from './lib/seed-requests-sql.mjs';

/** @typedef {import('../scripts/cms-process.mjs').PgClient} PgClient */

/** The tables the seed loads (nearly empty before it): indexed once, after the load. */
const LOADED_TABLES = [
  'up_users',
  'up_users_role_lnk',
  'components_workflow_internals',
  'components_workflow_internals_assignee_lnk',
  'dataset_requests',
  'dataset_requests_requester_lnk',
  'dataset_requests_datasets_lnk',
  'dataset_requests_cmps',
  'data_access_requests',
  'data_access_requests_requester_lnk',
  'data_access_requests_cmps',
  'components_request_requested_datasets',
  'components_request_requested_datasets_dataset_lnk',
  'request_events',
];

/** @param {string} database */
async function recreate(database) {
  const admin = await pgClient('postgres');
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
}

/**
 * Approved requests whose access period the background backfill has not written yet.
 * @param {PgClient} client
 */
async function periodsMissing(client) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM portal_queue_entries q
      WHERE q.approval_status = 'approved'
        AND NOT EXISTS (SELECT 1 FROM access_periods p WHERE p.request_document_id = q.document_id AND p.format = q.format)`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Seeds `database` with `requests` requests, printing each phase's time; returns the timings.
 * @param {{ requests: number, database?: string, log?: (line: string) => void }} options
 */
export async function seedQueueDatabase({ requests, database = `portal_bench_${requests}`, log = console.error }) {
  const started = Date.now();
  /** @type {Record<string, number>} */
  const phases = {};
  /**
   * @template T
   * @param {string} name
   * @param {() => Promise<T>} fn
   * @returns {Promise<T>}
   */
  const phase = async (name, fn) => {
    log(`· ${database}: ${name}…`);
    const at = Date.now();
    const result = await fn();
    phases[name] = Date.now() - at;
    log(`· ${database}: ${name} — ${((Date.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };
  await recreate(database);
  const mail = await startMailCatcher();
  try {
    await phase('first boot (schema, demo accounts and content)', async () =>
      (await startCms({ database, smtpPort: mail.smtp })).stop(),
    );

    const client = await pgClient(database);
    const helper = await pgClient(database);
    /** @type {{ v1: number, v2: number }} */
    let counts;
    try {
      for (const c of [client, helper]) {
        // Generated rows are consistent by construction: skip the foreign-key triggers (superuser
        // only; elsewhere they run, which is only slower).
        await c.query('SET session_replication_role = replica').catch((/** @type {Error} */ error) => {
          log(`  foreign-key checks stay on (${error.message})`);
        });
        await c.query(`SET maintenance_work_mem = '256MB'`);
      }
      await client.query('SET synchronous_commit = off');
      await client.query('BEGIN');
      /** @type {(connections: readonly PgClient[]) => Promise<number>} */
      let rebuild;
      try {
        rebuild = await deferIndexes(client, LOADED_TABLES);
        counts = await phase(`inserting ${requests} requests and their events`, () =>
          insertGeneratedRequests(client, requests, log),
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      // Two connections: the tables shared out, a table's indexes built one after the other.
      await phase('indexing the loaded tables', async () => log(`  ${await rebuild([client, helper])} indexes`));
      // Statistics before the boot: the backfills' joins are planned on them.
      await phase('ANALYZE', () => client.query('ANALYZE'));
    } finally {
      await client.end();
      await helper.end();
    }

    // The path an existing database takes on upgrade: the boot backfills write the queue index
    // (before the server answers) and the access periods of approved requests (in the background).
    const cms = await phase('second boot (queue index backfill)', () =>
      startCms({ database, smtpPort: mail.smtp, echo: /Queue index|Access period|Report milestones/ }),
    );
    const check = await pgClient(database);
    try {
      await phase('access period backfill (background)', async () => {
        const deadline = Date.now() + 30 * 60_000;
        while ((await periodsMissing(check)) > 0) {
          if (Date.now() > deadline) throw new Error('the access period backfill did not finish in 30 minutes');
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      });
      await cms.stop();
      await phase('VACUUM ANALYZE', () => check.query('VACUUM ANALYZE'));
      const { rows } = await check.query(
        `SELECT (SELECT count(*) FROM portal_queue_entries)::int AS entries, (SELECT count(*) FROM access_periods)::int AS periods`,
      );
      const { entries, periods } = /** @type {{ entries: number, periods: number }} */ (rows[0]);
      const totalMs = Date.now() - started;
      log(
        `· ${database}: ${counts.v1} v1 + ${counts.v2} v2 requests, ${entries} queue entries, ${periods} access periods; total ${(totalMs / 1000).toFixed(1)} s`,
      );
      return { database, ...counts, entries, periods, phases, totalMs };
    } finally {
      await cms.stop();
      await check.end();
    }
  } finally {
    await mail.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /**
   * @param {string} name
   * @param {string | undefined} fallback
   */
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
  };
  const positional = process.argv.slice(2).find((a, i, all) => /^\d+$/.test(a) && !all[i - 1]?.startsWith('--'));
  const requests = Number(arg('requests', positional ?? '10000'));
  if (!Number.isInteger(requests) || requests < 1) throw new Error('N (or --requests N) must be a positive integer');
  await seedQueueDatabase({ requests, database: arg('database', undefined) ?? `portal_bench_${requests}` });
}
