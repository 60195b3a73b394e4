import type { Core } from '@strapi/strapi';
import type { NotificationFrequency } from '@portal/shared';
import { dropIndexes, ensureIndexes } from '../../platform/database/indexes';

/**
 * The notification outbox (docs/notifications.md). A notice is a row written in the same
 * transaction as the event that causes it, so a rolled-back change tells nobody and a committed
 * one is never forgotten; the worker (deliver.ts) sends it afterwards with retries.
 */
export const NOTIFICATION_UID = 'api::notification.notification';

type NotificationStatus = 'pending' | 'sending' | 'sent' | 'held' | 'digested' | 'failed';

/** One notice to one person, as the code that decides who is told builds it. */
export interface Notice {
  /** The mail's message id (platform/mail catalogs). */
  message: string;
  to: Recipient;
  vars: Record<string, unknown>;
  requestDocumentId?: string | null;
}

/** A person who can be told: an account, or (no account) an address in the default language. */
export interface Recipient {
  userId: number | null;
  email: string;
  firstName?: string | null;
  locale: string;
  frequency: NotificationFrequency;
}

export interface NotificationRow {
  id: number;
  dedupeKey: string;
  message: string;
  userId: number | null;
  email: string;
  locale: string;
  vars: Record<string, unknown> | null;
  requestDocumentId: string | null;
  status: NotificationStatus;
  frequency: 'immediate' | 'daily' | 'weekly';
  attempts: number;
  nextAttemptAt: string | Date | null;
  createdAt: string | Date;
}

/**
 * Writes the notices of one cause (an event: `causeKey` is its documentId). Call it inside the
 * cause's transaction. Each (cause, message, address) is written once — a second call cannot tell
 * anyone twice — and an account that turned notices off gets none. `causeIsNew`: the cause was
 * made in this transaction (an event just appended, whose documentId is new), so no notice of it
 * can exist yet and the read of its dedupe keys is left out (a statement on every command).
 */
export async function enqueueNotices(
  strapi: Core.Strapi,
  causeKey: string,
  notices: Notice[],
  { causeIsNew = false }: { causeIsNew?: boolean } = {},
): Promise<number> {
  const now = new Date();
  const wanted = notices
    .filter((notice) => notice.to.frequency !== 'off')
    .map((notice) => ({ notice, dedupeKey: `${causeKey}:${notice.message}:${notice.to.email.toLowerCase()}` }));
  if (wanted.length === 0) return 0;
  // One read for the whole cause: which of its notices an earlier call already wrote.
  const existing = causeIsNew
    ? []
    : ((await strapi.db.query(NOTIFICATION_UID).findMany({
        where: { dedupeKey: { $in: wanted.map((item) => item.dedupeKey) } },
        select: ['dedupeKey'],
      })) as Array<{ dedupeKey: string }>);
  const seen = new Set(existing.map((row) => row.dedupeKey));
  const rows: Array<Record<string, unknown>> = [];
  for (const { notice, dedupeKey } of wanted) {
    if (seen.has(dedupeKey)) continue;
    seen.add(dedupeKey);
    const immediate = notice.to.frequency === 'immediate';
    rows.push({
      dedupeKey,
      message: notice.message,
      userId: notice.to.userId,
      email: notice.to.email,
      locale: notice.to.locale,
      vars: { firstName: notice.to.firstName ?? null, ...notice.vars },
      requestDocumentId: notice.requestDocumentId ?? null,
      status: immediate ? 'pending' : 'held',
      frequency: notice.to.frequency,
      attempts: 0,
      nextAttemptAt: immediate ? now : null,
    });
  }
  if (rows.length === 0) return 0;
  // One INSERT for the cause's notices: `create` would insert them one by one and read each back.
  await strapi.db.query(NOTIFICATION_UID).createMany({ data: rows });
  return rows.length;
}

/** The outbox's index of an earlier version, on `(status, next_attempt_at)`. */
const SUPERSEDED_DUE_INDEX = 'portal_notifications_due_ix';

/**
 * The outbox's lookups: a cause's notices by dedupe key (every change to a request writes its
 * notices after this read) and the worker's, the digest's and the purge's by status. The table
 * keeps every notice until the purge, so without these each command would scan all of them.
 * The worker claims due notices in id order, a page at a time (deliver.ts): on `(status, id)` it
 * reads the first pending ones and stops; on the earlier `(status, next_attempt_at)` it sorted
 * every due row, and with the table's statistics fresh PostgreSQL walked the primary key through
 * every sent notice instead (85 ms a claim over 127,000 notices, 0.1 ms on this index).
 */
export async function ensureOutboxIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi, [
    { name: 'portal_notifications_dedupe_ix', uid: NOTIFICATION_UID, attributes: ['dedupeKey'] },
    { name: 'portal_notifications_claim_ix', uid: NOTIFICATION_UID, attributes: ['status', 'id'] },
  ]);
  // Superseded by the claim index (every lookup by status serves from it): one index fewer to
  // write on each of a notice's three status changes.
  await dropIndexes(strapi, [SUPERSEDED_DUE_INDEX]);
}
