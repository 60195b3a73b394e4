import type { Core } from '@strapi/strapi';
import { REQUEST_UIDS } from '../workflow/constants';
import { bumpGeneration } from './counts';
import { SYNC_BATCH, syncQueueEntries } from './sync';
import { DATASETS_TABLE, ENTRIES_TABLE, queueTable } from './table';

/**
 * Brings the queue index level with the request tables at boot: adds an entry for every request
 * that has none (a database from before the index, rows written with raw SQL or an import with
 * lifecycles off) and drops entries whose request is gone, and writes the queue item view of
 * entries that have none (an index from before the views). Idempotent: on a database in step it
 * costs two anti-joins and one null scan per format. Returns how many entries it added, removed
 * and gave a view.
 */
export async function backfillQueueIndex(
  strapi: Core.Strapi,
): Promise<{ added: number; removed: number; refreshed: number }> {
  const conn = strapi.db.connection;
  let added = 0;
  let removed = 0;
  let refreshed = 0;
  for (const format of ['v1', 'v2'] as const) {
    const source = strapi.db.metadata.get(REQUEST_UIDS[format]).tableName;
    const missing = (await queueTable(strapi, conn, source)
      .whereNotExists(
        queueTable(strapi, conn, ENTRIES_TABLE)
          .select(conn.raw('1'))
          .where('format', format)
          .whereRaw('request_id = ??', [`${source}.id`]),
      )
      .orderBy('id')
      .pluck('id')) as number[];
    for (let i = 0; i < missing.length; i += SYNC_BATCH) {
      await syncQueueEntries(strapi, format, missing.slice(i, i + SYNC_BATCH));
    }
    added += missing.length;

    const sourceIds = queueTable(strapi, conn, source).select('id');
    removed += Number(
      await queueTable(strapi, conn, ENTRIES_TABLE)
        .where('format', format)
        .whereNotIn('request_id', sourceIds)
        .delete(),
    );
    await queueTable(strapi, conn, DATASETS_TABLE).where('format', format).whereNotIn('request_id', sourceIds).delete();

    // Entries written before the index stored the queue item's view.
    const viewless = (await queueTable(strapi, conn, ENTRIES_TABLE)
      .where('format', format)
      .whereNull('view')
      .orderBy('request_id')
      .pluck('request_id')) as number[];
    for (let i = 0; i < viewless.length; i += SYNC_BATCH) {
      await syncQueueEntries(strapi, format, viewless.slice(i, i + SYNC_BATCH).map(Number));
    }
    refreshed += viewless.length;
  }
  if (removed > 0) await strapi.db.transaction(({ trx, onCommit }) => bumpGeneration(strapi, trx, onCommit));
  if (added > 0 || removed > 0 || refreshed > 0)
    strapi.log.info(`Queue index: ${added} entries added, ${removed} removed, ${refreshed} views written`);
  return { added, removed, refreshed };
}
