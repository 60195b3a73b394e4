import type { Core } from '@strapi/strapi';
import { isPostgres } from '../../../platform/database/raw-sql';

/**
 * The queue projection: one row per request of either format with what the staff queue filters
 * and sorts on, and the queue item it shows (`view`, JSON: queue-items.ts's QueueItemView)
 * (docs/workflow.md, "The queue index"). Plain tables owned by this module,
 * not content types: Strapi leaves tables it did not create alone, and the admin never shows them.
 */
export const ENTRIES_TABLE = 'portal_queue_entries';
/** The distinct datasets of each request (v1 `datasets`, v2 `requestedDatasets[].dataset`). */
export const DATASETS_TABLE = 'portal_queue_entry_datasets';

/** PostgreSQL: a sequence moved by every change of the index (the count cache's key). */
export const GENERATION_SEQUENCE = 'portal_queue_generation';

/**
 * `due_ms` of an entry whose status has no deadline: the last millisecond of year 9999, so one
 * NOT NULL column sorts "no deadline" after every due date on both databases and never matches
 * "overdue" (due before now).
 */
export const NO_DUE_MS = 253402300799999;

// Re-exported: the modules around the queue index import it from here.
export { isPostgres };

/** A query on one of the queue tables, on `conn` (a transaction or the pool), in Strapi's schema. */
/** The pool or a transaction (a knex transaction is a knex instance). */
export type Conn = Core.Strapi['db']['connection'];

/**
 * An entry's `document_id` (column `ref`) for comparing with a documentId column of another
 * table. On PostgreSQL the entries keep it in the "C" collation (byte order for the sort
 * indexes), while Strapi's tables use the database default: compared as they are, the collations
 * differ and the other table's index cannot serve the match — at a million requests an anti-join
 * on access periods ran for minutes instead of seconds. Equality is the same in both.
 */
export const entryDocumentId = (strapi: Core.Strapi, ref: string): string =>
  isPostgres(strapi) ? `${ref} COLLATE "default"` : ref;

export type QueryBuilder = ReturnType<Conn['queryBuilder']>;

export function queueTable(strapi: Core.Strapi, conn: Conn, name: string): QueryBuilder {
  const schema = strapi.db.getSchemaName();
  return schema ? conn(name).withSchema(schema) : conn(name);
}

/** The filter columns, carried at the end of each sort index (INCLUDE is PostgreSQL-only). */
const FILTERED = ['request_status', 'approval_status', 'assignee_id'];

/**
 * Each sort's index is in the exact order of its default direction and its tie-break (updatedAt
 * desc, documentId, format) and carries the columns the page query reads and filters on, so a
 * page — deep or filtered — is an index-only walk in order that stops after 25 matches.
 */
const INDEXES: Array<[name: string, table: string, columns: string[], unique?: boolean, where?: string]> = [
  ['portal_queue_entries_request_uq', ENTRIES_TABLE, ['format', 'request_id'], true],
  ['portal_queue_entries_updated_ix', ENTRIES_TABLE, ['updated_ms DESC', 'document_id', 'format', ...FILTERED]],
  [
    'portal_queue_entries_created_ix',
    ENTRIES_TABLE,
    ['created_ms DESC', 'updated_ms DESC', 'document_id', 'format', ...FILTERED],
  ],
  [
    'portal_queue_entries_title_ix',
    ENTRIES_TABLE,
    ['title_key', 'updated_ms DESC', 'document_id', 'format', ...FILTERED],
  ],
  [
    'portal_queue_entries_rank_ix',
    ENTRIES_TABLE,
    ['status_rank', 'updated_ms DESC', 'document_id', 'format', ...FILTERED],
  ],
  ['portal_queue_entries_due_ix', ENTRIES_TABLE, ['due_ms', 'updated_ms DESC', 'document_id', 'format', ...FILTERED]],
  // The access filters (access/queue-keys.ts): only entries whose access runs or has run out
  // (a third of the million-request bench). By the key's range (a filter that keeps few: "ending soon"), and in the
  // default order with both keys carried (one that keeps most of them: "ended", "report overdue").
  [
    'portal_queue_entries_access_end_ix',
    ENTRIES_TABLE,
    ['access_end_ms', 'updated_ms DESC', 'document_id', 'format', ...FILTERED],
    false,
    'access_end_ms IS NOT NULL',
  ],
  [
    'portal_queue_entries_report_due_ix',
    ENTRIES_TABLE,
    ['report_due_from_ms', 'updated_ms DESC', 'document_id', 'format', ...FILTERED],
    false,
    'report_due_from_ms IS NOT NULL',
  ],
  [
    'portal_queue_entries_access_updated_ix',
    ENTRIES_TABLE,
    ['updated_ms DESC', 'document_id', 'format', 'access_end_ms', 'report_due_from_ms', ...FILTERED],
    false,
    'access_end_ms IS NOT NULL',
  ],
  // "Access ended" (access/queue-keys.ts): the entries whose end had passed when they were last
  // written or swept, in the page's order (every one matches: the walk stops after 25), and the
  // others by their end (those that ended since, few once the clock has swept them).
  [
    'portal_queue_entries_access_ended_ix',
    ENTRIES_TABLE,
    ['updated_ms DESC', 'document_id', 'format', 'access_ended_ms', ...FILTERED],
    false,
    'access_ended_ms IS NOT NULL',
  ],
  [
    'portal_queue_entries_access_unswept_ix',
    ENTRIES_TABLE,
    ['access_end_ms', 'updated_ms DESC', 'document_id', 'format', ...FILTERED],
    false,
    'access_end_ms IS NOT NULL AND access_ended_ms IS NULL',
  ],
  ['portal_queue_entries_status_ix', ENTRIES_TABLE, ['request_status', 'approval_status', 'updated_ms DESC']],
  ['portal_queue_entries_approval_ix', ENTRIES_TABLE, ['approval_status', 'updated_ms DESC']],
  ['portal_queue_entries_assignee_ix', ENTRIES_TABLE, ['assignee_id', 'updated_ms DESC']],
  ['portal_queue_entries_requester_ix', ENTRIES_TABLE, ['requester_id']],
  // A page's entries by the keys its sort index yields (queue.ts reads their views by these).
  ['portal_queue_entries_document_ix', ENTRIES_TABLE, ['document_id', 'format']],
  ['portal_queue_entry_datasets_uq', DATASETS_TABLE, ['format', 'request_id', 'dataset_document_id'], true],
  ['portal_queue_entry_datasets_dataset_ix', DATASETS_TABLE, ['dataset_document_id', 'format', 'request_id']],
];

/**
 * PostgreSQL only (INCLUDE): "assigned to me" with a word. The assignee's entries in the page's
 * order carry the searched text, so the walk checks each word in the index and never reads a row
 * of the table (at a million requests, one assignee's 190,000 entries: the page in a millisecond
 * instead of a quarter of a second of table reads).
 */
const POSTGRES_INDEXES: Array<[name: string, definition: string]> = [
  [
    'portal_queue_entries_assignee_search_ix',
    `${ENTRIES_TABLE} (assignee_id, updated_ms DESC, document_id, format) INCLUDE (search_text)`,
  ],
];

async function run(strapi: Core.Strapi, sql: string): Promise<void> {
  await strapi.db.connection.raw(sql);
}

/**
 * Creates the tables and their indexes when missing (every boot; idempotent). One index per
 * filter and per sort, each ending in the default tie-break so a filtered page is read in order.
 * Says whether it added the access keys' columns (their values are then still to be written).
 */
export async function ensureQueueTables(strapi: Core.Strapi): Promise<{ accessKeysAdded: boolean }> {
  // A knex schema builder accumulates its statements: a fresh one for each.
  const schema = () => strapi.db.getSchemaConnection();
  const pg = isPostgres(strapi);
  if (!(await schema().hasTable(ENTRIES_TABLE))) {
    await schema().createTable(ENTRIES_TABLE, (table) => {
      table.increments('id');
      table.string('format', 2).notNullable();
      table.integer('request_id').notNullable();
      table.string('document_id', 64).notNullable();
      table.string('request_status', 32).nullable();
      table.integer('status_rank').notNullable();
      table.string('approval_status', 32).nullable();
      table.integer('assignee_id').nullable();
      table.integer('requester_id').nullable();
      table.text('title_key').notNullable();
      table.text('search_text').notNullable();
      table.bigInteger('created_ms').notNullable();
      table.bigInteger('updated_ms').notNullable();
      table.text('view').nullable();
    });
    if (pg) {
      // Byte order, the order titleSortKey is built for (and documentId's tie-break order).
      await run(strapi, `ALTER TABLE ${ENTRIES_TABLE} ALTER COLUMN title_key TYPE text COLLATE "C"`);
      await run(strapi, `ALTER TABLE ${ENTRIES_TABLE} ALTER COLUMN document_id TYPE varchar(64) COLLATE "C"`);
    }
  }
  // Added after the first release of the index: the backfill writes it for existing entries.
  if (!(await schema().hasColumn(ENTRIES_TABLE, 'view')))
    await schema().alterTable(ENTRIES_TABLE, (table) => table.text('view').nullable());
  // Deadlines (docs/workflow.md, "Deadlines"): the backfill writes them for existing entries.
  if (!(await schema().hasColumn(ENTRIES_TABLE, 'due_ms'))) {
    await schema().alterTable(ENTRIES_TABLE, (table) => {
      table.bigInteger('status_entered_ms').nullable();
      table.bigInteger('due_ms').nullable();
    });
  }
  // Access periods (access/queue-keys.ts writes them, for existing entries too).
  const accessKeysAdded = !(await schema().hasColumn(ENTRIES_TABLE, 'access_end_ms'));
  if (accessKeysAdded) {
    await schema().alterTable(ENTRIES_TABLE, (table) => {
      table.bigInteger('access_end_ms').nullable();
      table.bigInteger('report_due_from_ms').nullable();
    });
  }
  // The end of access once it has passed (the boot's and the clock's sweep write it for existing
  // entries: sweepEndedAccess).
  if (!(await schema().hasColumn(ENTRIES_TABLE, 'access_ended_ms')))
    await schema().alterTable(ENTRIES_TABLE, (table) => table.bigInteger('access_ended_ms').nullable());
  if (!(await schema().hasTable(DATASETS_TABLE))) {
    await schema().createTable(DATASETS_TABLE, (table) => {
      table.string('format', 2).notNullable();
      table.integer('request_id').notNullable();
      table.string('dataset_document_id', 64).notNullable();
    });
  }
  if (pg) {
    await run(strapi, `CREATE SEQUENCE IF NOT EXISTS ${GENERATION_SEQUENCE}`);
    // No parallel workers on the entries: each queue read is a short walk, answered while others
    // run, and a worker's start costs more than it saves. The planner, which cannot see that two
    // columns are correlated, once chose two workers for the few entries whose access ended since
    // the last sweep: 55 ms to return none, against 1 ms alone.
    const { rows } = (await strapi.db.connection.raw(
      `SELECT 1 FROM pg_class WHERE oid = to_regclass(?) AND 'parallel_workers=0' = ANY(reloptions)`,
      [ENTRIES_TABLE],
    )) as { rows: unknown[] };
    // Set once, not at every boot of every replica.
    if (rows.length === 0) await run(strapi, `ALTER TABLE ${ENTRIES_TABLE} SET (parallel_workers = 0)`);
  }
  await ensureQueueIndexes(strapi);
  return { accessKeysAdded };
}

const SEARCH_INDEX = 'portal_queue_entries_search_ix';

/**
 * Creates the indexes when missing (IF NOT EXISTS: a later release can add an index to existing
 * databases the same way). `buildMemory` (PostgreSQL): the memory each build may sort in, for
 * a rebuild over a large table.
 */
export async function ensureQueueIndexes(strapi: Core.Strapi, { buildMemory }: { buildMemory?: string } = {}) {
  const pg = isPostgres(strapi);
  const create = async (sql: string) => {
    if (!pg || !buildMemory) return run(strapi, sql);
    await strapi.db.connection.transaction(async (trx) => {
      await trx.raw(`SET LOCAL maintenance_work_mem = '${buildMemory}'`);
      await trx.raw(sql);
    });
  };
  const btrees = async () => {
    for (const [name, table, columns, unique, where] of INDEXES)
      await create(
        `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${name} ON ${table} (${columns.join(', ')})${where ? ` WHERE ${where}` : ''}`,
      );
    if (pg)
      for (const [name, definition] of POSTGRES_INDEXES)
        await create(`CREATE INDEX IF NOT EXISTS ${name} ON ${definition}`);
  };
  // Side by side on PostgreSQL: the trigram index, the longest build and a single process, while
  // the others are built.
  await Promise.all([btrees(), pg ? ensureTrigramIndex(strapi, create) : undefined]);
}

/**
 * Drops the indexes a bulk load need not keep up to date row by row (all but the unique ones,
 * which the writes rely on); ensureQueueIndexes builds them again, each in one pass.
 */
export async function dropQueueIndexes(strapi: Core.Strapi): Promise<void> {
  for (const [name, , , unique] of INDEXES) if (!unique) await run(strapi, `DROP INDEX IF EXISTS ${name}`);
  if (isPostgres(strapi))
    for (const name of [SEARCH_INDEX, ...POSTGRES_INDEXES.map(([index]) => index)])
      await run(strapi, `DROP INDEX IF EXISTS ${name}`);
}

/**
 * `q` is a substring search: on PostgreSQL a trigram index serves it. pg_trgm ships with
 * PostgreSQL (contrib) and is a trusted extension, but a locked-down server may still refuse
 * it: the queue then scans, which is correct, only slower.
 */
async function ensureTrigramIndex(strapi: Core.Strapi, create: (sql: string) => Promise<void>): Promise<void> {
  try {
    await run(strapi, 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await create(`CREATE INDEX IF NOT EXISTS ${SEARCH_INDEX} ON ${ENTRIES_TABLE} USING gin (search_text gin_trgm_ops)`);
  } catch (error) {
    strapi.log.warn(`Queue search index not created (pg_trgm unavailable): ${(error as Error).message}`);
  }
}
