import type { Core } from '@strapi/strapi';
import { accessQueueKeys, type AccessState, type CloseoutState, type RequestFormat } from '@portal/shared';
import { qualifiedTable } from '../../../platform/database/raw-sql';
import { bumpGeneration } from '../queue-index/counts';
import { ENTRIES_TABLE, isPostgres, queueTable, type Conn } from '../queue-index/table';
import { ACCESS_PERIOD_UID } from './store';

/**
 * The access keys of the queue entries (shared `accessQueueKeys`: the end while access runs or
 * has run out, and the same until a final report is filed), so that each access filter of the
 * queue is one range of an indexed column instead of a probe of every entry's period. Written in
 * the transaction that writes the period, whoever writes it: a lifecycle hook on the periods
 * (every command, the clock, the backfill through the query engine), the backfill's bulk insert
 * by name, and at boot for entries that have none yet.
 */

/** Periods per statement when every entry is rewritten. */
const BATCH = 2000;

interface PeriodKeyRow {
  id: number;
  requestDocumentId: string;
  format: RequestFormat;
  state: AccessState;
  closeoutState: CloseoutState;
  endsAt: string | Date | null;
}

const SELECT = ['id', 'requestDocumentId', 'format', 'state', 'closeoutState', 'endsAt'];

interface KeyRow {
  d: string;
  f: RequestFormat;
  a: number | null;
  r: number | null;
}

function keyRowOf(period: PeriodKeyRow): KeyRow {
  const keys = accessQueueKeys({
    state: period.state,
    closeout: period.closeoutState,
    endsAt: period.endsAt ? new Date(period.endsAt) : null,
  });
  return { d: period.requestDocumentId, f: period.format, a: keys.accessEndMs, r: keys.reportDueFromMs };
}

/**
 * One UPDATE for the batch, the rows as one JSON value joined to the entries by (documentId,
 * format). `access_ended_ms` is the end once it has passed, as of this write (sweepEndedAccess
 * keeps it up with the clock).
 */
async function writeKeyRows(strapi: Core.Strapi, trx: Conn, rows: KeyRow[]): Promise<void> {
  if (rows.length === 0) return;
  const now = Date.now();
  const entries = qualifiedTable(strapi, ENTRIES_TABLE);
  if (isPostgres(strapi)) {
    await trx.raw(
      `UPDATE ${entries} AS e
          SET access_end_ms = x.a, report_due_from_ms = x.r, access_ended_ms = CASE WHEN x.a <= ? THEN x.a END
         FROM json_to_recordset(CAST(? AS json)) AS x(d text, f text, a bigint, r bigint)
        WHERE e.document_id = x.d AND e.format = x.f
          AND (e.access_end_ms IS DISTINCT FROM x.a OR e.report_due_from_ms IS DISTINCT FROM x.r
               OR e.access_ended_ms IS DISTINCT FROM (CASE WHEN x.a <= ? THEN x.a END))`,
      [now, JSON.stringify(rows), now],
    );
    return;
  }
  await trx.raw(
    `UPDATE ${entries} AS e
        SET access_end_ms = json_extract(x.value, '$.a'), report_due_from_ms = json_extract(x.value, '$.r'),
            access_ended_ms = CASE WHEN json_extract(x.value, '$.a') <= ? THEN json_extract(x.value, '$.a') END
       FROM json_each(?) AS x
      WHERE e.document_id = json_extract(x.value, '$.d') AND e.format = json_extract(x.value, '$.f')`,
    [now, JSON.stringify(rows)],
  );
}

/** Rewrites the access keys of the entries of these periods (by id), in the caller's transaction. */
export async function writeAccessQueueKeys(strapi: Core.Strapi, periodIds: number[]): Promise<void> {
  const ids = [...new Set(periodIds.filter((id) => Number.isInteger(id)))];
  if (ids.length === 0) return;
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    for (let i = 0; i < ids.length; i += BATCH) {
      const periods = (await strapi.db.query(ACCESS_PERIOD_UID).findMany({
        where: { id: { $in: ids.slice(i, i + BATCH) } },
        select: SELECT,
      })) as PeriodKeyRow[];
      await writeKeyRows(strapi, trx, periods.map(keyRowOf));
    }
    await bumpGeneration(strapi, trx, onCommit);
  });
}

/**
 * Writes the access keys of every entry from its period: after the keys' columns are added, and
 * after entries are added at boot (a restored or hand-loaded database). By period id, a batch per
 * transaction; entries without a period keep none. Returns how many periods it read.
 */
export async function writeAllAccessQueueKeys(strapi: Core.Strapi): Promise<number> {
  let read = 0;
  for (let after = 0; ;) {
    const periods = (await strapi.db.query(ACCESS_PERIOD_UID).findMany({
      where: { id: { $gt: after } },
      select: SELECT,
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as PeriodKeyRow[];
    if (periods.length === 0) return read;
    after = periods[periods.length - 1]?.id ?? after;
    read += periods.length;
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      await writeKeyRows(strapi, trx, periods.map(keyRowOf));
      await bumpGeneration(strapi, trx, onCommit);
    });
  }
}

interface LifecycleEvent {
  params: { where?: Record<string, unknown> };
  result?: { id?: number; ids?: number[] } | null;
  state: Record<string, unknown>;
}

/**
 * Keeps the keys in step with every write of a period through the query engine (Strapi runs the
 * hook inside the write's transaction, so a rolled-back command leaves the entry as it was).
 */
function subscribeAccessQueueKeys(strapi: Core.Strapi): void {
  const write = (ids: Array<number | undefined>) =>
    writeAccessQueueKeys(
      strapi,
      ids.filter((id): id is number => typeof id === 'number'),
    );
  const remember = async (event: LifecycleEvent) => {
    const rows = (await strapi.db
      .query(ACCESS_PERIOD_UID)
      .findMany({ where: event.params.where ?? {}, select: ['id'] })) as Array<{ id: number }>;
    event.state.ids = rows.map((row) => row.id);
  };
  strapi.db.lifecycles.subscribe({
    models: [ACCESS_PERIOD_UID],
    afterCreate: (event: LifecycleEvent) => write([event.result?.id]),
    afterCreateMany: (event: LifecycleEvent) => write(event.result?.ids ?? []),
    afterUpdate: (event: LifecycleEvent) => write([event.result?.id]),
    beforeUpdateMany: remember,
    afterUpdateMany: (event: LifecycleEvent) => write((event.state.ids as number[] | undefined) ?? []),
  });
}

/**
 * Marks the entries whose access has ended since they were written (`access_ended_ms`, the end
 * once it has passed): run at boot and by the access clock at each tick. "Access ended" reads the
 * marked entries in the page's order, where each one matches, and the few not yet marked by their
 * end; before, it walked past every running access, the most recently updated entries, to find
 * 25 that had ended. Moves no entry between filters, so the counts stay. Returns how many.
 */
export async function sweepEndedAccess(strapi: Core.Strapi, now: number = Date.now()): Promise<number> {
  return queueTable(strapi, strapi.db.connection, ENTRIES_TABLE)
    .whereNotNull('access_end_ms')
    .whereNull('access_ended_ms')
    .where('access_end_ms', '<=', now)
    .update({ access_ended_ms: strapi.db.connection.ref('access_end_ms') });
}

/**
 * At boot: the hook from now on, then — when the queue index says entries lack their keys (new
 * columns, or entries just added) — every entry's keys from the periods, before the server answers.
 */
export async function setupAccessQueueKeys(
  strapi: Core.Strapi,
  { accessKeysMissing }: { accessKeysMissing: boolean },
): Promise<void> {
  subscribeAccessQueueKeys(strapi);
  const started = Date.now();
  const read = accessKeysMissing ? await writeAllAccessQueueKeys(strapi) : 0;
  if (read > 0)
    strapi.log.info(`Queue index: access keys written from ${read} access periods in ${Date.now() - started} ms`);
  const swept = await sweepEndedAccess(strapi);
  if (swept > 0) strapi.log.info(`Queue index: ${swept} entries marked as access ended`);
}
