import type { Core } from '@strapi/strapi';
import { isPostgres, qualifiedTable, rawRows } from '../../../platform/database/raw-sql';
import { STATE_TABLE, type Conn } from './table';

/**
 * The history version of the projection (PostgreSQL): a number in the state row that moves, in
 * the folding transaction, whenever a fold changes what a past moment holds — an instant older
 * than HISTORY_MARGIN_MS written, or the submission of a request that reached a milestone that
 * long ago. Events are appended at their own time, so the commands, the clock and the reminders
 * never move it; the demo seed, an import, a restore and the boot backfill do. The figures of a
 * past month are kept under it (../months.ts), and every replica reads the same version.
 *
 * A transactional row, not a sequence: a reader that reads the version before the figures files
 * what it reads under a version that is at most older than the figures, never newer. The margin
 * covers a command's time between writing its event and committing, and the replicas' clocks.
 */
export const HISTORY_MARGIN_MS = 5 * 60_000;

/** The version, or null where figures are not kept (SQLite, or before the first backfill). */
export async function historyVersion(strapi: Core.Strapi): Promise<string | null> {
  if (!isPostgres(strapi)) return null;
  const rows = rawRows(
    await strapi.db.connection.raw(`SELECT history FROM ${qualifiedTable(strapi, STATE_TABLE)} WHERE id = 1`),
  ) as Array<{ history: unknown }>;
  const row = rows[0];
  return row === undefined || row.history === null ? null : String(row.history);
}

/** Moves the version in `conn`'s transaction (its row stays locked until that commits). */
export async function moveHistory(strapi: Core.Strapi, conn: Conn): Promise<void> {
  if (!isPostgres(strapi)) return;
  await conn.raw(`UPDATE ${qualifiedTable(strapi, STATE_TABLE)} SET history = history + 1 WHERE id = 1`);
}
