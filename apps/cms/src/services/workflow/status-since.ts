import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { EVENT_UID } from './constants';

type Column = { columnName?: string };

/**
 * When each request entered its current status: the time of its latest event that changed the
 * request status (from one status to another, or into the first one at submission). One grouped
 * query for a page of the queue; requests with no such event are absent (the caller falls back
 * to their creation time).
 */
export async function statusSinceOf(
  strapi: Core.Strapi,
  requests: Array<{ format: RequestFormat; documentId: string }>,
): Promise<Map<string, string>> {
  const since = new Map<string, string>();
  if (requests.length === 0) return since;
  const meta = strapi.db.metadata.get(EVENT_UID) as { tableName: string; attributes: Record<string, Column> };
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const [docId, format, from, to, created] = [
    column('requestDocumentId'),
    column('format'),
    column('fromRequestStatus'),
    column('toRequestStatus'),
    column('createdAt'),
  ];
  const rows = (await strapi.db
    .connection(meta.tableName)
    .whereIn(
      docId,
      requests.map((request) => request.documentId),
    )
    .whereNotNull(to)
    .where((changed) => changed.whereNull(from).orWhereRaw('?? <> ??', [from, to]))
    .groupBy(docId, format)
    .select(`${docId} as documentId`, `${format} as format`)
    .max({ at: created })) as Array<{ documentId: string; format: string; at: unknown }>;
  for (const row of rows) {
    const at =
      row.at instanceof Date ? row.at : new Date(/^\d+$/.test(String(row.at)) ? Number(row.at) : String(row.at));
    since.set(`${row.format}:${row.documentId}`, at.toISOString());
  }
  return since;
}
