import type { Core } from '@strapi/strapi';
import { ensureIndexes } from '../../platform/database/indexes';
import { EVENT_UID, QUEUE_ENTRIES_TABLE } from '../requests';

/**
 * The indexes the reports read by, created at every boot when missing
 * (platform/database/indexes.ts); the milestones projection has its own (milestones/table.ts).
 *
 * - the event log by request: a request's milestone events, folded into its projection row on
 *   each new event and, request after request in this order, by the boot backfill;
 * - on the queue index, by status and assignee: the backlog, counted from a narrow index in its
 *   order (the queue's own indexes carry these columns after wide sort keys).
 */
export async function ensureReportIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi, [
    {
      name: 'portal_request_events_request_ix',
      uid: EVENT_UID,
      attributes: ['requestDocumentId', 'format', 'action', 'createdAt'],
    },
  ]);
  // The queue index is the portal's own table, not a content type.
  const schema = strapi.db.getSchemaName();
  const queue = schema ? `"${schema}"."${QUEUE_ENTRIES_TABLE}"` : `"${QUEUE_ENTRIES_TABLE}"`;
  await strapi.db.connection.raw(
    `CREATE INDEX IF NOT EXISTS portal_queue_entries_backlog_ix ON ${queue} ("request_status", "assignee_id")`,
  );
}
