import type { Core } from '@strapi/strapi';
import { loadWorkflowSettings } from '../../settings';
import { bulkChunk } from './bulk';
import { bumpGeneration } from './counts';
import { SYNC_BATCH } from './sync';
import { dueMsFor } from './source-rows';
import { ENTRIES_TABLE, isPostgres, queueTable, type Conn } from './table';

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

/** Writes each entry's status time and due date: one UPDATE per batch. */
async function writeDueDates(
  strapi: Core.Strapi,
  trx: Conn,
  values: Array<{ id: number; entered: number; due: number }>,
): Promise<void> {
  if (isPostgres(strapi)) {
    // The batch as one JSON value joined to the table: one statement whatever its size.
    const schema = strapi.db.getSchemaName();
    await trx.raw(
      `UPDATE ${schema ? `"${schema}".` : ''}${ENTRIES_TABLE} AS e
          SET status_entered_ms = x.entered, due_ms = x.due
         FROM json_to_recordset(CAST(? AS json)) AS x(id integer, entered bigint, due bigint)
        WHERE e.id = x.id`,
      [JSON.stringify(values)],
    );
    return;
  }
  // SQLite: one UPDATE … CASE per batch.
  const cases = (column: 'entered' | 'due') =>
    trx.raw(
      `CASE id ${values.map(() => 'WHEN ? THEN CAST(? AS BIGINT)').join(' ')} END`,
      values.flatMap((v) => [v.id, v[column]]),
    );
  await queueTable(strapi, trx, ENTRIES_TABLE)
    .whereIn(
      'id',
      values.map((v) => v.id),
    )
    .update({ status_entered_ms: cases('entered'), due_ms: cases('due') });
}

/**
 * Writes the due date of every entry (or only of those without one: `missingOnly`) from the
 * workflow settings: after editors change the targets or the calendar, and at boot for entries
 * from before deadlines. Batches by id (thousands per statement on PostgreSQL); returns how many
 * it wrote.
 */
export async function refreshDueDates(strapi: Core.Strapi, options: { missingOnly?: boolean } = {}): Promise<number> {
  const settings = await loadWorkflowSettings(strapi);
  const dueMs = dueMsFor(settings);
  const conn = strapi.db.connection;
  const batch = isPostgres(strapi) ? bulkChunk(strapi) : SYNC_BATCH;
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = (await queueTable(strapi, conn, ENTRIES_TABLE)
      .where('id', '>', after)
      .modify((query) => {
        if (options.missingOnly) query.whereNull('due_ms');
      })
      .orderBy('id')
      .limit(batch)
      .select('id', 'request_status', 'status_entered_ms', 'created_ms', 'view')) as Row[];
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1]?.id);
    const values = rows.map((row) => {
      const entered = enteredMs(row);
      return { id: Number(row.id), entered, due: dueMs(row.request_status, entered, settings) };
    });
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      await writeDueDates(strapi, trx, values);
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
