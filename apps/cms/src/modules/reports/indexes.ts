import type { Core } from '@strapi/strapi';
import { ensureIndexes } from '../../platform/database/indexes';
import { EVENT_UID, QUEUE_ENTRIES_TABLE } from '../requests';

/**
 * The indexes the report's queries read the event log by (queries.ts), created at every boot
 * when missing (platform/database/indexes.ts).
 *
 * - by action and time: the events of a kind in a range (the monthly counts, the milestones),
 *   carrying the request's keys so both are read from the index alone;
 * - by request: a request's submit event, for each milestone;
 * - on the queue index, by status and assignee: the backlog, counted from a narrow index in its
 *   order (the queue's own indexes carry these columns after wide sort keys).
 */
export async function ensureReportIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi, [
    {
      name: 'portal_request_events_action_ix',
      uid: EVENT_UID,
      attributes: ['action', 'createdAt', 'requestDocumentId', 'format'],
    },
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
