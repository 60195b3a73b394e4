import type { Core } from '@strapi/strapi';
import { isPostgres, qualifiedTable, rawRows } from '../../../platform/database/raw-sql';
import { taskPool } from '../../../platform/database/task-pool';
import { eventLog, foldEventRange, foldRequestRange } from './fold';
import { moveHistory } from './history';
import { LAYOUT, MILESTONES_TABLE, STATE_TABLE, dropMilestoneIndexes, ensureMilestoneIndexes, ownTable } from './table';

/**
 * Events per chunk of the backfill: each chunk is one statement (and its own transaction), of
 * thousands of requests.
 */
const chunkEvents = (strapi: Core.Strapi) => (isPostgres(strapi) ? 20_000 : 5_000);

/**
 * Chunks folded at once (PostgreSQL): the work is all in the database, one core per statement,
 * and chunks are disjoint sets of requests.
 */
const PARALLEL_CHUNKS = 2;

/** From this many events, a full fold (PostgreSQL) drops the indexes and builds them after, each in one pass. */
const REBUILD_FROM = 20_000;
const REBUILD_MEMORY = '256MB';

export interface MilestonesBackfill {
  /**
   * `all`: the whole log folded (an empty table, a new layout, or a log that has at least doubled
   * since the last fold); `new`: the events since the last fold.
   */
  mode: 'all' | 'new';
  /** Rows written. */
  rows: number;
  elapsedMs: number;
}

/** The documentId `offset` index entries after `after` in the event log's request order, or null past the end. */
async function boundaryAfter(strapi: Core.Strapi, after: string | null, offset: number): Promise<string | null> {
  const e = eventLog(strapi);
  const rows = rawRows(
    await strapi.db.connection.raw(
      `SELECT ${e.request} AS d FROM ${e.table}${after === null ? '' : ` WHERE ${e.request} > ?`}
        ORDER BY ${e.request} LIMIT 1 OFFSET ?`,
      after === null ? [offset] : [after, offset],
    ),
  ) as Array<{ d: string }>;
  return rows[0]?.d ?? null;
}

/** Every request's whole log, chunk by chunk in documentId order (keyset): never all of it at once. */
async function foldAll(strapi: Core.Strapi): Promise<number> {
  const chunk = chunkEvents(strapi);
  const writers = taskPool(isPostgres(strapi) ? PARALLEL_CHUNKS : 1);
  let rows = 0;
  let after: string | null = null;
  for (;;) {
    const upTo = await boundaryAfter(strapi, after, chunk);
    const from = after;
    await writers.run(async () => {
      // Read after the await: chunks run side by side.
      const written = await foldRequestRange(strapi, strapi.db.connection, from, upTo);
      rows += written;
    });
    if (upTo === null) break;
    after = upTo;
  }
  await writers.drain();
  return rows;
}

/** The events with ids in (after, upTo], chunk by chunk in id order. */
async function foldNew(strapi: Core.Strapi, after: number, upTo: number): Promise<number> {
  const chunk = chunkEvents(strapi);
  let rows = 0;
  for (let from = after; from < upTo; from += chunk) {
    const written = await foldEventRange(strapi, strapi.db.connection, from, Math.min(upTo, from + chunk));
    rows += written;
  }
  return rows;
}

/**
 * Brings the projection level with the event log at boot, set-based. The per-event path
 * (lifecycles.ts) folds every event written through Strapi as it is written; what it cannot see
 * are events written with raw SQL or an import with lifecycles off, and rows lost with the table.
 * So: when the table is empty (a new table, or emptied) or its layout changed, every request's
 * log is folded, in chunks of thousands of requests — on PostgreSQL with the indexes dropped and
 * built again after, and the table vacuumed so its indexes answer alone; otherwise only the
 * requests of events added since the last run (the highest event id folded is kept). Idempotent:
 * on a database in step it costs two lookups.
 */
export async function backfillMilestones(strapi: Core.Strapi): Promise<MilestonesBackfill> {
  const started = Date.now();
  const conn = strapi.db.connection;
  const e = eventLog(strapi);
  const [top] = rawRows(await conn.raw(`SELECT max(${e.id}) AS id FROM ${e.table}`)) as Array<{ id: unknown }>;
  const upTo = Number(top?.id ?? 0);
  const state = (await ownTable(strapi, conn, STATE_TABLE).where('id', 1).first()) as
    { layout: number | string; folded_through: number | string } | undefined;
  const empty = (await ownTable(strapi, conn, MILESTONES_TABLE).select('format').first()) === undefined;
  const relaid = state !== undefined && Number(state.layout) !== LAYOUT;
  // Events added in bulk since the last fold (a generated or imported history at least as long as
  // the one folded): folded like a whole log, in request order with the indexes built after,
  // rather than request by request of each event: at a million requests 6 s instead of 145 s.
  const folded = state ? Number(state.folded_through) : 0;
  const bulk = isPostgres(strapi) && upTo - folded >= REBUILD_FROM && upTo - folded >= folded;
  const all = empty || !state || relaid || bulk;

  let rows = 0;
  if (all) {
    // Rows of an older layout go; rows the per-event path wrote before a first fold stay (merged).
    if (relaid && !empty) await ownTable(strapi, conn, MILESTONES_TABLE).delete();
    const rebuild = isPostgres(strapi) && upTo >= REBUILD_FROM;
    if (rebuild) {
      await dropMilestoneIndexes(strapi);
      // The fold reads the whole log in the order of its request index, which holds every column
      // it needs: on a freshly loaded log (an import, a restore) whose pages are not yet marked
      // all-visible, each of millions of index entries costs a random read of the table instead
      // (chunks of 20,000 events in ~1 s instead of ~10 ms).
      await conn.raw(`VACUUM (ANALYZE) ${e.table}`);
    }
    try {
      rows = await foldAll(strapi);
    } finally {
      if (rebuild) {
        await ensureMilestoneIndexes(strapi, { buildMemory: REBUILD_MEMORY });
        // Marks the pages all-visible (index-only reads) and gives the planner its statistics.
        await conn.raw(`VACUUM ANALYZE ${qualifiedTable(strapi, MILESTONES_TABLE)}`);
      }
    }
  } else if (state) {
    const after = Number(state.folded_through);
    if (upTo > after) rows = await foldNew(strapi, after, upTo);
  }
  await ownTable(strapi, conn, STATE_TABLE)
    .insert({ id: 1, layout: LAYOUT, folded_through: upTo })
    .onConflict('id')
    .merge();
  // Whatever it wrote may be old (an import, a restore): the figures kept of past months go.
  if (rows > 0) await moveHistory(strapi, conn);
  return { mode: all ? 'all' : 'new', rows, elapsedMs: Date.now() - started };
}
