import type { Core } from '@strapi/strapi';
import { taskPool } from '../../../platform/database/task-pool';
import { REQUEST_UIDS } from '../workflow/constants';
import { bulkChunk, bulkContext, writeQueueEntries } from './bulk';
import { bumpGeneration } from './counts';
import {
  DATASETS_TABLE,
  ENTRIES_TABLE,
  dropQueueIndexes,
  ensureQueueIndexes,
  isPostgres,
  queueTable,
  type Conn,
} from './table';

/**
 * From this many entries to write, when they are at least half of the index (a database from
 * before it, or a bulk import), its indexes are dropped first and built again after
 * (PostgreSQL): one sorted pass per index instead of a dozen index insertions per row, several
 * times faster.
 */
const REBUILD_FROM = 20_000;

/** The memory each index build may sort in, during that rebuild (a one-off, at boot). */
const REBUILD_MEMORY = '256MB';

/**
 * Chunks written at once (PostgreSQL): while one chunk's statements run in the database, the
 * next chunk's rows are computed here — the two halves of the work on the two halves of a
 * two-core machine. Chunks are disjoint sets of requests, each in its own transaction.
 */
const PARALLEL_CHUNKS = 2;

/** The requests of `source` (a format's table) without an entry. */
function missingFrom(strapi: Core.Strapi, conn: Conn, source: string, format: 'v1' | 'v2') {
  return queueTable(strapi, conn, source).whereNotExists(
    queueTable(strapi, conn, ENTRIES_TABLE)
      .select(conn.raw('1'))
      .where('format', format)
      .whereRaw('request_id = ??', [`${source}.id`]),
  );
}

const countOf = async (query: ReturnType<typeof queueTable>) =>
  Number(((await query.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);

/**
 * Brings the queue index level with the request tables at boot: adds an entry for every request
 * that has none (a database from before the index, rows written with raw SQL or an import with
 * lifecycles off) and drops entries whose request is gone, and writes the queue item view of
 * entries that have none (an index from before the views). Set-based (bulk.ts): a chunk of
 * thousands of requests is a handful of statements, so a database of a million requests is
 * indexed in minutes. Idempotent: on a database in step it costs two anti-joins and one null
 * scan per format. Returns how many entries it added, removed and gave a view.
 */
export async function backfillQueueIndex(
  strapi: Core.Strapi,
): Promise<{ added: number; removed: number; refreshed: number }> {
  const conn = strapi.db.connection;
  const chunk = bulkChunk(strapi);
  const started = Date.now();
  let added = 0;
  let removed = 0;
  let refreshed = 0;
  const source = (format: 'v1' | 'v2') => strapi.db.metadata.get(REQUEST_UIDS[format]).tableName;
  const context = await bulkContext(strapi);

  let rebuild = false;
  if (isPostgres(strapi)) {
    // What is missing, roughly (orphans aside): three counts, where the anti-joins would read all.
    const entries = await countOf(queueTable(strapi, conn, ENTRIES_TABLE));
    let requests = 0;
    for (const format of ['v1', 'v2'] as const) requests += await countOf(queueTable(strapi, conn, source(format)));
    const work = requests - entries;
    rebuild = work >= REBUILD_FROM && work >= entries;
    if (rebuild) {
      strapi.log.info(`Queue index: about ${work} entries to write, its indexes are built again after`);
      await dropQueueIndexes(strapi);
    }
  }
  const writers = taskPool(isPostgres(strapi) ? PARALLEL_CHUNKS : 1);
  try {
    for (const format of ['v1', 'v2'] as const) {
      // Chunk by chunk in id order (keyset): never the whole list in memory.
      for (let after = 0; ;) {
        const missing = (await missingFrom(strapi, conn, source(format), format)
          .where('id', '>', after)
          .orderBy('id')
          .limit(chunk)
          .select('id', 'document_id as documentId')) as Array<{ id: number; documentId: string }>;
        if (missing.length === 0) break;
        after = Number(missing[missing.length - 1]?.id);
        await writers.run(() =>
          writeQueueEntries(
            strapi,
            format,
            missing.map((row) => ({ id: Number(row.id), documentId: row.documentId })),
            { context, mode: 'add' },
          ),
        );
        added += missing.length;
      }
      await writers.drain();

      // NOT EXISTS, not NOT IN: an anti-join whatever the sizes (NOT IN over a subquery too large
      // for memory is checked row by row against all of it).
      const gone = (table: string) =>
        queueTable(strapi, conn, table)
          .where('format', format)
          .whereNotExists(
            queueTable(strapi, conn, source(format))
              .select(conn.raw('1'))
              .whereRaw('?? = ??', [`${source(format)}.id`, `${table}.request_id`]),
          )
          .delete();
      removed += Number(await gone(ENTRIES_TABLE));
      await gone(DATASETS_TABLE);

      // Entries written before the index stored the queue item's view.
      for (let after = 0; ;) {
        const viewless = (await queueTable(strapi, conn, ENTRIES_TABLE)
          .where('format', format)
          .whereNull('view')
          .where('request_id', '>', after)
          .orderBy('request_id')
          .limit(chunk)
          .select('request_id as id', 'document_id as documentId')) as Array<{ id: number; documentId: string }>;
        if (viewless.length === 0) break;
        after = Number(viewless[viewless.length - 1]?.id);
        await writers.run(() =>
          writeQueueEntries(
            strapi,
            format,
            viewless.map((row) => ({ id: Number(row.id), documentId: row.documentId })),
            { context },
          ),
        );
        refreshed += viewless.length;
      }
      await writers.drain();
    }
  } finally {
    await writers.drain().catch(() => undefined);
    if (rebuild) {
      const building = Date.now();
      await ensureQueueIndexes(strapi, { buildMemory: REBUILD_MEMORY });
      // Statistics of the new rows, before the first queue page is planned on them.
      await conn.raw(`ANALYZE ${ENTRIES_TABLE}, ${DATASETS_TABLE}`);
      strapi.log.info(`Queue index: indexes built again in ${Date.now() - building} ms`);
    }
  }
  if (removed > 0) await strapi.db.transaction(({ trx, onCommit }) => bumpGeneration(strapi, trx, onCommit));
  if (added > 0 || removed > 0 || refreshed > 0)
    strapi.log.info(
      `Queue index: ${added} entries added, ${removed} removed, ${refreshed} views written in ${Date.now() - started} ms`,
    );
  return { added, removed, refreshed };
}
