import type { Core } from '@strapi/strapi';
import { ACCESS_EDGE_EFFECTS, type RequestFormat } from '@portal/shared';
import { tableOf } from '../../../platform/database/indexes';
import { ENTRIES_TABLE, queueTable } from '../queue-index/table';
import { EVENT_UID } from '../workflow/constants';
import { ACCESS_PERIOD_UID, replayAccessEdges } from './store';

const BATCH = 200;

/** Request statuses that come after the signature. */
const SIGNED = ['contractSigned', 'complete', 'published'];

const effectOf = (action: string) =>
  Object.hasOwn(ACCESS_EDGE_EFFECTS, action)
    ? ACCESS_EDGE_EFFECTS[action as keyof typeof ACCESS_EDGE_EFFECTS]
    : undefined;

/**
 * Requests approved before access periods were kept get theirs at boot, from their own history:
 * the approval and the signature events, each at its time (the same rules as a command would
 * apply now). Runs once in effect: a later boot finds no approved request without a period (one
 * indexed anti-join). Returns how many periods it opened.
 */
export async function backfillAccessPeriods(strapi: Core.Strapi): Promise<number> {
  const conn = strapi.db.connection;
  const periods = tableOf(strapi, ACCESS_PERIOD_UID);
  let opened = 0;
  let after = 0;
  for (;;) {
    const rows = (await queueTable(strapi, conn, `${ENTRIES_TABLE} as q`)
      .where('q.approval_status', 'approved')
      .where('q.id', '>', after)
      .whereNotExists(
        conn(`${periods.builder} as p`)
          .select(conn.raw('1'))
          .whereRaw(
            `p.${periods.column('requestDocumentId')} = q.document_id and p.${periods.column('format')} = q.format`,
          ),
      )
      .orderBy('q.id')
      .limit(BATCH)
      .select('q.id', 'q.format', 'q.document_id', 'q.request_status')) as Array<{
      id: number;
      format: RequestFormat;
      document_id: string;
      request_status: string;
    }>;
    if (rows.length === 0) return opened;
    after = Number(rows[rows.length - 1]?.id);
    for (const row of rows) {
      const events = (await strapi.db.query(EVENT_UID).findMany({
        where: {
          requestDocumentId: row.document_id,
          format: row.format,
          action: { $in: Object.keys(ACCESS_EDGE_EFFECTS) },
        },
        select: ['action', 'createdAt'],
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })) as Array<{ action: string; createdAt: string }>;
      // A request approved or signed without its event (data written by hand) counts from now.
      const now = new Date().toISOString();
      const has = (effect: 'open' | 'start') => events.some((event) => effectOf(event.action) === effect);
      const history = [
        ...(has('open') ? [] : [{ action: 'approve', createdAt: now }]),
        ...events,
        ...(has('start') || !SIGNED.includes(row.request_status) ? [] : [{ action: 'signContract', createdAt: now }]),
      ];
      try {
        await strapi.db.transaction(() =>
          replayAccessEdges(
            strapi,
            row.format,
            row.document_id,
            history.map((event) => ({ action: event.action, at: new Date(event.createdAt) })),
          ),
        );
        opened += 1;
      } catch (error) {
        // A command that opened the period meanwhile wins (the unique index refuses a second one).
        strapi.log.warn(`Access period of ${row.format} ${row.document_id} not opened: ${(error as Error).message}`);
      }
    }
  }
}
