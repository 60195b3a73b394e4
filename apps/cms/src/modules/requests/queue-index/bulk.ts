import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { loadWorkflowSettings, type WorkflowSettings } from '../../settings';
import { REQUEST_UIDS } from '../workflow/constants';
import { bumpGeneration } from './counts';
import { dueMsFor, readEntries, type Entry } from './source-rows';
import { DATASETS_TABLE, ENTRIES_TABLE, isPostgres, queueTable, type Conn } from './table';

/**
 * Requests per chunk of the bulk path: a chunk is a handful of statements and one transaction,
 * whatever its size (SQLite: its bound-parameter limit and shorter write locks).
 */
export const bulkChunk = (strapi: Core.Strapi): number => (isPostgres(strapi) ? 5000 : 1000);

/** Rows per INSERT on SQLite (bound parameters); PostgreSQL binds a chunk as one JSON value. */
const SQLITE_ROWS = 500;

const ENTRY_COLUMNS: Array<[column: keyof Entry, type: string]> = [
  ['format', 'varchar(2)'],
  ['request_id', 'integer'],
  ['document_id', 'varchar(64)'],
  ['request_status', 'varchar(32)'],
  ['status_rank', 'integer'],
  ['approval_status', 'varchar(32)'],
  ['assignee_id', 'integer'],
  ['requester_id', 'integer'],
  ['title_key', 'text'],
  ['search_text', 'text'],
  ['created_ms', 'bigint'],
  ['updated_ms', 'bigint'],
  ['status_entered_ms', 'bigint'],
  ['due_ms', 'bigint'],
  ['view', 'text'],
];

/**
 * Writes the entries: one statement on PostgreSQL (the rows as one JSON value), batches on
 * SQLite. `add` (PostgreSQL): only those that have no entry yet — an entry that appeared
 * meanwhile was written by the write that made it, from fresher data — returning which were
 * added; otherwise every one is upserted.
 */
async function writeEntries(strapi: Core.Strapi, trx: Conn, entries: Entry[], add: boolean): Promise<Set<number>> {
  if (entries.length === 0) return new Set();
  if (!isPostgres(strapi)) {
    for (let i = 0; i < entries.length; i += SQLITE_ROWS)
      await queueTable(strapi, trx, ENTRIES_TABLE)
        .insert(entries.slice(i, i + SQLITE_ROWS))
        .onConflict(['format', 'request_id'])
        .merge();
    return new Set(entries.map((entry) => entry.request_id));
  }
  const schema = strapi.db.getSchemaName();
  const table = schema ? `"${schema}".${ENTRIES_TABLE}` : ENTRIES_TABLE;
  const columns = ENTRY_COLUMNS.map(([column]) => column).join(', ');
  const updates = ENTRY_COLUMNS.filter(([column]) => column !== 'format' && column !== 'request_id')
    .map(([column]) => `${column} = EXCLUDED.${column}`)
    .join(', ');
  const result = (await trx.raw(
    `INSERT INTO ${table} (${columns})
     SELECT ${columns} FROM json_to_recordset(CAST(? AS json))
       AS x(${ENTRY_COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ')})
     ON CONFLICT (format, request_id) DO ${add ? 'NOTHING' : `UPDATE SET ${updates}`}
     RETURNING request_id`,
    [JSON.stringify(entries)],
  )) as { rows: Array<{ request_id: number }> };
  return new Set(result.rows.map((row) => Number(row.request_id)));
}

async function writeLinks(
  strapi: Core.Strapi,
  trx: Conn,
  links: Array<{ format: RequestFormat; request_id: number; dataset_document_id: string }>,
): Promise<void> {
  if (links.length === 0) return;
  if (!isPostgres(strapi)) {
    for (let i = 0; i < links.length; i += SQLITE_ROWS)
      await queueTable(strapi, trx, DATASETS_TABLE).insert(links.slice(i, i + SQLITE_ROWS));
    return;
  }
  const schema = strapi.db.getSchemaName();
  const table = schema ? `"${schema}".${DATASETS_TABLE}` : DATASETS_TABLE;
  await trx.raw(
    `INSERT INTO ${table} (format, request_id, dataset_document_id)
     SELECT format, request_id, dataset_document_id FROM json_to_recordset(CAST(? AS json))
       AS x(format varchar(2), request_id integer, dataset_document_id varchar(64))`,
    [JSON.stringify(links)],
  );
}

/** What every chunk of one bulk run shares: the settings, and the due dates computed so far. */
export interface BulkContext {
  settings: WorkflowSettings;
  due: ReturnType<typeof dueMsFor>;
}

export async function bulkContext(strapi: Core.Strapi): Promise<BulkContext> {
  const settings = await loadWorkflowSettings(strapi);
  return { settings, due: dueMsFor(settings) };
}

/**
 * The bulk path of the queue index (the boot backfill's): writes the entries of these requests
 * from the request tables, set-based — per chunk one statement reads the views
 * (queue-items.ts, the same one the per-write path uses), one the states' status times, one the
 * datasets, and one writes the entries — instead of the query engine's populate per batch. Writes
 * the same rows as syncQueueEntries. Each chunk is one transaction.
 *
 * - `rewrite` (the default): every entry is rewritten and entries of requests that are gone are
 *   removed; on PostgreSQL the request rows are locked first (as the per-write path does), so a
 *   write to one of them meanwhile is never overwritten by an older read.
 * - `add` (requests that had no entry): on PostgreSQL an entry that appeared meanwhile is left as
 *   its writer wrote it, which needs no lock — a million row locks are a million row writes.
 */
export async function writeQueueEntries(
  strapi: Core.Strapi,
  format: RequestFormat,
  requests: Array<{ id: number; documentId: string }>,
  { context, mode = 'rewrite' }: { context?: BulkContext; mode?: 'add' | 'rewrite' } = {},
): Promise<void> {
  if (requests.length === 0) return;
  const { settings, due } = context ?? (await bulkContext(strapi));
  const source = strapi.db.metadata.get(REQUEST_UIDS[format]).tableName;
  const chunk = bulkChunk(strapi);
  const pg = isPostgres(strapi);
  const add = pg && mode === 'add';
  for (let i = 0; i < requests.length; i += chunk) {
    const batch = requests.slice(i, i + chunk);
    const ids = batch.map((request) => request.id);
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      if (pg) {
        // Short statements by the thousand: compiling each (JIT) or splitting it over workers
        // costs more than it saves, and the chunks already run side by side.
        await trx.raw('SET LOCAL jit = off');
        await trx.raw('SET LOCAL max_parallel_workers_per_gather = 0');
      }
      await bumpGeneration(strapi, trx, onCommit);
      if (pg && !add) await queueTable(strapi, trx, source).whereIn('id', ids).forUpdate().select('id');
      const { entries, datasets } = await readEntries(strapi, trx, format, batch, settings, due);
      if (!add) {
        const found = new Set(entries.map((entry) => entry.request_id));
        const gone = ids.filter((id) => !found.has(id));
        if (gone.length > 0)
          await queueTable(strapi, trx, ENTRIES_TABLE).where('format', format).whereIn('request_id', gone).delete();
      }
      const written = [...(await writeEntries(strapi, trx, entries, add))];
      // The dataset links of the entries written (only theirs: another's are its writer's).
      const linked = add ? written : ids;
      if (linked.length > 0)
        await queueTable(strapi, trx, DATASETS_TABLE).where('format', format).whereIn('request_id', linked).delete();
      await writeLinks(
        strapi,
        trx,
        written.flatMap((id) =>
          (datasets.get(id) ?? []).map((dataset) => ({ format, request_id: id, dataset_document_id: dataset })),
        ),
      );
    });
  }
}
