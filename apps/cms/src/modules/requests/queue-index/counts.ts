import type { Core } from '@strapi/strapi';
import { GENERATION_SEQUENCE, isPostgres, type Conn } from './table';

/**
 * Exact totals without counting on every view (PostgreSQL): a count is cached under the index's
 * generation, a sequence moved by every change of the index — once inside the writing
 * transaction and once after it commits, so a count read while the change was not yet visible is
 * never filed under the final generation. A sequence takes no row lock (writers never wait on
 * each other for it) and lives in the database, so every replica sees the same generation. On
 * SQLite every view counts (it need not meet the figures).
 */
const cache = new Map<string, number>();
const MAX_ENTRIES = 1000;

/** Drops every cached count: a stopped instance's figures mean nothing to the next one in this process. */
export function forgetQueueCounts(): void {
  cache.clear();
  running.clear();
}

/** The current generation, or null where counts are not cached. */
export async function generation(strapi: Core.Strapi): Promise<string | null> {
  if (!isPostgres(strapi)) return null;
  const { rows } = (await strapi.db.connection.raw(`SELECT last_value, is_called FROM ${GENERATION_SEQUENCE}`)) as {
    rows: Array<{ last_value: string; is_called: boolean }>;
  };
  const row = rows[0];
  return row ? `${row.last_value}:${row.is_called}` : null;
}

/** The statement that moves the generation (also a RETURNING expression: sync.ts). */
export const NEXT_GENERATION = `nextval('${GENERATION_SEQUENCE}')`;

/** Moves the generation now (in `trx`) and again after the surrounding transaction commits. */
export async function bumpGeneration(
  strapi: Core.Strapi,
  trx: Conn,
  onCommit: (callback: () => void) => void,
): Promise<void> {
  if (!isPostgres(strapi)) return;
  await trx.raw(`SELECT ${NEXT_GENERATION}`);
  bumpGenerationOnCommit(strapi, onCommit);
}

/**
 * The move after the commit alone: for a writer that moves the generation inside its transaction
 * with a statement it runs anyway (the queue entries' upsert, sync.ts).
 */
export function bumpGenerationOnCommit(strapi: Core.Strapi, onCommit: (callback: () => void) => void): void {
  if (!isPostgres(strapi)) return;
  onCommit(() => {
    strapi.db.connection
      .raw(`SELECT ${NEXT_GENERATION}`)
      .catch((error: Error) => strapi.log.warn(`Queue count cache not invalidated: ${error.message}`));
  });
}

/**
 * Counts running now, by cache key: views asked for at once while their total is not cached (the
 * first reads after a change, or as a clock-bound total expires under load) share one statement
 * instead of each running it — at a million requests such a count takes a tenth of a second.
 */
const running = new Map<string, Promise<number>>();

/** The count of `key` at `gen` from the cache, else `count()` (remembered; one at a time per key). */
export async function cachedCount(gen: string | null, key: string, count: () => Promise<number>): Promise<number> {
  if (gen === null) return count();
  const cacheKey = `${gen}|${key}`;
  const hit = cache.get(cacheKey);
  if (hit !== undefined) return hit;
  const pending = running.get(cacheKey);
  if (pending) return pending;
  const counting = count().then((value) => {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(cacheKey, value);
    return value;
  });
  running.set(cacheKey, counting);
  try {
    return await counting;
  } finally {
    running.delete(cacheKey);
  }
}
