import type { Core } from '@strapi/strapi';
import { isInternal, type RequestFormat } from '@portal/shared';
import type { Actor } from '../workflow/types';
import { tableOf } from '../../../platform/database/indexes';
import { MESSAGE_READ_UID, MESSAGE_UID } from './tables';

/**
 * Unread messages: each person has, per request, the moment until which they have read its
 * thread (opening the thread, or posting in it, moves it on). A message is unread for them when
 * it came after that moment and they may read it (an applicant never counts internal notes).
 * Their own messages never count: posting moves their moment past it.
 */

export interface ThreadKey {
  documentId: string;
  format: RequestFormat;
}

type ReadRow = { id: number; lastReadAt: string | Date };

const keyOf = (key: ThreadKey) => `${key.format}:${key.documentId}`;

export async function lastReadAt(strapi: Core.Strapi, reader: Actor, key: ThreadKey): Promise<Date | null> {
  const row = (await strapi.db.query(MESSAGE_READ_UID).findOne({
    where: { userId: reader.id, requestDocumentId: key.documentId, format: key.format },
    select: ['id', 'lastReadAt'],
  })) as ReadRow | null;
  return row ? new Date(row.lastReadAt) : null;
}

/** Moves the reader's moment on to `at` (never back: an older read arriving late changes nothing). */
export async function markRead(strapi: Core.Strapi, reader: Actor, key: ThreadKey, at: Date): Promise<void> {
  const where = { userId: reader.id, requestDocumentId: key.documentId, format: key.format };
  const forward = async () => {
    const row = (await strapi.db
      .query(MESSAGE_READ_UID)
      .findOne({ where, select: ['id', 'lastReadAt'] })) as ReadRow | null;
    if (!row) return false;
    if (new Date(row.lastReadAt).getTime() < at.getTime())
      await strapi.db.query(MESSAGE_READ_UID).update({ where: { id: row.id }, data: { lastReadAt: at } });
    return true;
  };
  if (await forward()) return;
  try {
    await strapi.db.query(MESSAGE_READ_UID).create({ data: { ...where, lastReadAt: at } });
  } catch (error) {
    // Two reads at once: the other created the row (the unique index refused this one).
    if (!(await forward())) throw error;
  }
}

/**
 * How many messages of each request the reader has not read: one grouped query for a page of
 * requests (the queue, "my requests"), on the thread index. Requests without any are absent.
 */
export async function unreadCounts(
  strapi: Core.Strapi,
  reader: Actor,
  keys: readonly ThreadKey[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (keys.length === 0) return counts;
  const messages = tableOf(strapi, MESSAGE_UID);
  const reads = tableOf(strapi, MESSAGE_READ_UID);
  const m = (attribute: string) => `m.${messages.column(attribute)}`;
  const r = (attribute: string) => `r.${reads.column(attribute)}`;
  const staff = isInternal(reader.role?.type);
  const ids = [...new Set(keys.map((key) => key.documentId))];
  const query = strapi.db
    .connection(`${messages.builder} as m`)
    .leftJoin(`${reads.builder} as r`, (join) => {
      join
        .on(r('requestDocumentId'), '=', m('requestDocumentId'))
        .andOn(r('format'), '=', m('format'))
        .andOn(r('userId'), '=', strapi.db.connection.raw('?', [reader.id]));
    })
    .whereIn(m('requestDocumentId'), ids)
    .where((where) => {
      where.whereNull(r('id')).orWhere(m('createdAt'), '>', strapi.db.connection.ref(r('lastReadAt')));
    })
    .groupBy(m('requestDocumentId'), m('format'))
    .select({ documentId: m('requestDocumentId'), format: m('format') })
    .count({ unread: '*' });
  if (!staff) query.where(m('internal'), false);
  const rows = (await query) as Array<{ documentId: string; format: RequestFormat; unread: number | string }>;
  for (const row of rows) counts.set(keyOf(row), Number(row.unread));
  return counts;
}

export function unreadOf(counts: Map<string, number>, key: ThreadKey): number {
  return counts.get(keyOf(key)) ?? 0;
}
