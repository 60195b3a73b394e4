import type { Core } from '@strapi/strapi';
import { EVENT_UID, QUEUE_ENTRIES_TABLE } from '../requests';

/**
 * The indexes the report's queries read the event log by (queries.ts), created at every boot
 * when missing. The table is Strapi's (the request-event content type), whose schema has no way
 * to declare an index; Strapi's schema sync drops only indexes it created itself, so these stay.
 *
 * - by action and time: the events of a kind in a range (the monthly counts, the milestones),
 *   carrying the request's keys so both are read from the index alone;
 * - by request: a request's submit event, for each milestone;
 * - on the queue index, by status and assignee: the backlog, counted from a narrow index in its
 *   order (the queue's own indexes carry these columns after wide sort keys).
 */
export async function ensureReportIndexes(strapi: Core.Strapi): Promise<void> {
  const meta = strapi.db.metadata.get(EVENT_UID) as unknown as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  const column = (attribute: string, fallback: string) => meta.attributes[attribute]?.columnName ?? fallback;
  const action = column('action', 'action');
  const createdAt = column('createdAt', 'created_at');
  const request = column('requestDocumentId', 'request_document_id');
  const format = column('format', 'format');
  const indexes: Array<[name: string, columns: string[]]> = [
    ['portal_request_events_action_ix', [action, createdAt, request, format]],
    ['portal_request_events_request_ix', [request, format, action, createdAt]],
  ];
  const schema = strapi.db.getSchemaName();
  const table = schema ? `"${schema}"."${meta.tableName}"` : `"${meta.tableName}"`;
  const queue = schema ? `"${schema}"."${QUEUE_ENTRIES_TABLE}"` : `"${QUEUE_ENTRIES_TABLE}"`;
  const statements = [
    ...indexes.map(
      ([name, columns]) =>
        `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns.map((c) => `"${c}"`).join(', ')})`,
    ),
    `CREATE INDEX IF NOT EXISTS portal_queue_entries_backlog_ix ON ${queue} ("request_status", "assignee_id")`,
  ];
  for (const statement of statements) await strapi.db.connection.raw(statement);
}
