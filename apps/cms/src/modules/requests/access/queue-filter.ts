import type { Core } from '@strapi/strapi';
import { accessQueueRange, type AccessQueueFilter } from '@portal/shared';
import { loadWorkflowSettings } from '../../settings';
import type { QueryBuilder } from '../queue-index/table';

/** The entries' column of each access key (queue-keys.ts writes them). */
const KEY_COLUMNS = { accessEndMs: 'q.access_end_ms', reportDueFromMs: 'q.report_due_from_ms' } as const;

/**
 * Keeps the queue entries (alias `q`) an access filter of the queue keeps, at `now` (the filters
 * move with the clock, the keys do not): one range of one key (shared `accessQueueRange`), read
 * from the partial indexes of the entries that have access at all. `access_end_ms IS NOT NULL`
 * is said outright so that "report overdue" may walk the same index in the page's order.
 */
export async function whereAccess(
  strapi: Core.Strapi,
  query: QueryBuilder,
  filter: AccessQueueFilter,
  now: number,
): Promise<void> {
  const range = accessQueueRange(filter, new Date(now), await loadWorkflowSettings(strapi));
  const column = KEY_COLUMNS[range.key];
  query.whereNotNull('q.access_end_ms').where(column, '<=', range.upTo);
  if (range.after !== null) query.where(column, '>', range.after);
}
