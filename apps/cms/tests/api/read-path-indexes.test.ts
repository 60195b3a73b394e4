import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { indexColumns } from '../helpers/indexes';

/**
 * The indexes under the lookups every signed-in call, every request page and every command make
 * (docs/performance.md, "Indexes under every call"): present after boot, with their columns, and
 * chosen by the database for the statement the code sends. Tables that keep growing (notices,
 * sessions, files, rounds) would otherwise be scanned whole on each call.
 */
let app: TestApp;
beforeAll(async () => {
  app = await bootStrapi();
});
afterAll(async () => {
  await app?.stop();
});

const EXPECTED: Array<{ table: string; index: string; columns: string[]; query: string }> = [
  {
    table: 'notifications',
    index: 'portal_notifications_dedupe_ix',
    columns: ['dedupe_key'],
    query: "SELECT dedupe_key FROM notifications WHERE dedupe_key IN ('a:b:c', 'd:e:f')",
  },
  {
    table: 'notifications',
    index: 'portal_notifications_claim_ix',
    columns: ['status', 'id'],
    // The outbox worker's claim of the next page of due notices (deliver.ts).
    query:
      "SELECT * FROM notifications WHERE status = 'pending' AND next_attempt_at <= CURRENT_TIMESTAMP AND id > 0 ORDER BY id LIMIT 50",
  },
  {
    table: 'strapi_sessions',
    index: 'portal_sessions_session_ix',
    columns: ['session_id'],
    query: "SELECT id FROM strapi_sessions WHERE session_id = 'abc'",
  },
  {
    table: 'request_files',
    index: 'portal_request_files_request_ix',
    columns: ['request_document_id', 'format'],
    query: "SELECT id FROM request_files WHERE request_document_id = 'abc' AND format = 'v2'",
  },
  {
    table: 'recommendation_rounds',
    index: 'portal_recommendation_rounds_request_ix',
    columns: ['request_document_id', 'format', 'created_at'],
    query:
      "SELECT id FROM recommendation_rounds WHERE request_document_id = 'abc' AND format = 'v2' ORDER BY created_at DESC LIMIT 1",
  },
  {
    table: 'recommendations',
    index: 'portal_recommendations_request_ix',
    columns: ['request_document_id', 'format'],
    query: "SELECT id FROM recommendations WHERE request_document_id = 'abc' AND format = 'v2'",
  },
];

/** The plan of `query` as text. On PostgreSQL with scans off: an empty table makes a scan cheapest. */
async function planOf(query: string): Promise<string> {
  const knex = app.strapi.db.connection;
  if (app.strapi.db.dialect.client === 'sqlite') {
    const steps = (await knex.raw(`EXPLAIN QUERY PLAN ${query}`)) as Array<{ detail: string }>;
    return steps.map((step) => step.detail).join('\n');
  }
  return knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    const { rows } = (await trx.raw(`EXPLAIN ${query}`)) as { rows: Array<{ 'QUERY PLAN': string }> };
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

it.each(EXPECTED)(
  '$table has $index on ($columns), and the lookup uses it',
  async ({ table, index, columns, query }) => {
    expect((await indexColumns(app, table))[index]).toEqual(columns);
    expect(await planOf(query)).toContain(index);
  },
);

it('a second boot finds them there, creates nothing twice and drops the outbox index they supersede', async () => {
  await app.strapi.db.connection.raw(
    'CREATE INDEX IF NOT EXISTS portal_notifications_due_ix ON notifications (status, next_attempt_at)',
  );
  expect(Object.keys(await indexColumns(app, 'notifications'))).toContain('portal_notifications_due_ix');
  const again = await app.reboot();
  app = again;
  for (const { table, index, columns } of EXPECTED) expect((await indexColumns(app, table))[index]).toEqual(columns);
  expect(Object.keys(await indexColumns(app, 'notifications'))).not.toContain('portal_notifications_due_ix');
});
