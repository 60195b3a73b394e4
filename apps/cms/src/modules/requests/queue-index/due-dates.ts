import type { Core } from '@strapi/strapi';
import { loadWorkflowSettings } from '../../settings';
import { bumpGeneration } from './counts';
import { SYNC_BATCH, dueMs } from './sync';
import { ENTRIES_TABLE, queueTable } from './table';

const SETTINGS_UID = 'api::workflow-setting.workflow-setting';

interface Row {
  id: number;
  request_status: string | null;
  status_entered_ms: number | string | null;
  created_ms: number | string;
  view: string | null;
}

/** When an entry written before deadlines existed entered its status: its view's status time. */
function enteredMs(row: Row): number {
  if (row.status_entered_ms != null) return Number(row.status_entered_ms);
  const since = row.view ? (JSON.parse(row.view) as { statusSince?: string | null }).statusSince : null;
  return since ? Date.parse(since) : Number(row.created_ms);
}

/**
 * Writes the due date of every entry (or only of those without one: `missingOnly`) from the
 * workflow settings: after editors change the targets or the calendar, and at boot for entries
 * from before deadlines. Batches by id, one statement per batch; returns how many it wrote.
 */
export async function refreshDueDates(strapi: Core.Strapi, options: { missingOnly?: boolean } = {}): Promise<number> {
  const settings = await loadWorkflowSettings(strapi);
  const conn = strapi.db.connection;
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = (await queueTable(strapi, conn, ENTRIES_TABLE)
      .where('id', '>', after)
      .modify((query) => {
        if (options.missingOnly) query.whereNull('due_ms');
      })
      .orderBy('id')
      .limit(SYNC_BATCH)
      .select('id', 'request_status', 'status_entered_ms', 'created_ms', 'view')) as Row[];
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1]?.id);
    const values = rows.map((row) => {
      const entered = enteredMs(row);
      return { id: Number(row.id), entered, due: dueMs(row.request_status, entered, settings) };
    });
    // One UPDATE … CASE per batch: a round trip per 500 entries, not per entry.
    const cases = (column: 'entered' | 'due') =>
      conn.raw(
        `CASE id ${values.map(() => 'WHEN ? THEN CAST(? AS BIGINT)').join(' ')} END`,
        values.flatMap((v) => [v.id, v[column]]),
      );
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      await queueTable(strapi, trx, ENTRIES_TABLE)
        .whereIn(
          'id',
          values.map((v) => v.id),
        )
        .update({ status_entered_ms: cases('entered'), due_ms: cases('due') });
      await bumpGeneration(strapi, trx, onCommit);
    });
    written += rows.length;
  }
  return written;
}

/**
 * Editors' changes to the workflow settings move every due date: recomputed after the save
 * commits (in the background, so the admin's save does not wait on a large queue).
 */
export function subscribeDueDates(strapi: Core.Strapi): void {
  const refreshAfterCommit = async () => {
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => {
        refreshDueDates(strapi)
          .then((count) =>
            strapi.log.info(`Queue index: due dates of ${count} entries follow the new workflow settings`),
          )
          .catch((error: Error) => strapi.log.error(`Queue index: due dates not refreshed: ${error.message}`));
      });
    });
  };
  strapi.db.lifecycles.subscribe({
    models: [SETTINGS_UID],
    afterCreate: refreshAfterCommit,
    afterCreateMany: refreshAfterCommit,
    afterUpdate: refreshAfterCommit,
    afterUpdateMany: refreshAfterCommit,
    afterDelete: refreshAfterCommit,
    afterDeleteMany: refreshAfterCommit,
  });
}
