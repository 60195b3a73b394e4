import type { Core } from '@strapi/strapi';
import type { AccessQueueFilter, RequestFormat } from '@portal/shared';
import { loadWorkflowSettings } from '../../settings';
import { ACCESS_PERIOD_UID } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The requests an access filter of the queue keeps, at `now` (the filters move with the clock, not
 * with the index): access ending within the farthest reminder, access ended (by the clock or not
 * yet), or a final report overdue (ended longer ago than the report's due days, none filed).
 */
export async function requestsWithAccess(
  strapi: Core.Strapi,
  filter: AccessQueueFilter,
  now: number,
): Promise<Array<{ format: RequestFormat; documentId: string }>> {
  const settings = await loadWorkflowSettings(strapi);
  const at = new Date(now);
  const where = {
    endingSoon: {
      state: 'active',
      endsAt: { $gt: at, $lte: new Date(now + Math.max(0, ...settings.accessReminderDays) * DAY_MS) },
    },
    ended: { $or: [{ state: 'ended' }, { state: 'active', endsAt: { $lte: at } }] },
    closeoutOverdue: {
      state: { $in: ['active', 'ended'] },
      closeoutState: { $ne: 'filed' },
      endsAt: { $lte: new Date(now - settings.closeoutDueDays * DAY_MS) },
    },
  }[filter];
  const rows = (await strapi.db.query(ACCESS_PERIOD_UID).findMany({
    where,
    select: ['requestDocumentId', 'format'],
  })) as Array<{ requestDocumentId: string; format: RequestFormat }>;
  return rows.map((row) => ({ format: row.format, documentId: row.requestDocumentId }));
}
