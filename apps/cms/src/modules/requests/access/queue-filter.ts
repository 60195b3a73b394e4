import type { Core } from '@strapi/strapi';
import { accessQueueRange, type AccessQueueFilter } from '@portal/shared';
import { loadWorkflowSettings } from '../../settings';
import type { QueryBuilder } from '../queue-index/table';

/** The entries' column of each access key (queue-keys.ts writes them). */
const KEY_COLUMNS = { accessEndMs: 'q.access_end_ms', reportDueFromMs: 'q.report_due_from_ms' } as const;

/**
 * One part of an access filter's entries (alias `q`): `where` keeps it, `byEnd` says the part is
 * best read by the end's index and sorted (a narrow band of end dates) rather than walked in the
 * page's order.
 */
export interface AccessPart {
  where: (query: QueryBuilder) => void;
  byEnd: boolean;
}

/**
 * The queue entries an access filter keeps at `now` (the filters move with the clock, the keys
 * do not): one range of one key (shared `accessQueueRange`), read from the partial indexes of the
 * entries that have access at all, in disjoint parts whose union is the filter.
 * - "Ending soon": one part, a band of end dates as wide as the reminder window, by the end.
 * - "Ended": the entries marked ended (`access_ended_ms`, queue-keys.ts), walked in the page's
 *   order where each one matches; and those not marked yet, by the end (the few that ended since
 *   the clock's last sweep). Both keep `end ≤ now`, so the union is exact whenever the sweep ran.
 * - "Report overdue": one part, walked in the page's order. `access_end_ms IS NOT NULL` is said
 *   outright so that it may walk the index of the entries with access.
 */
export async function accessParts(strapi: Core.Strapi, filter: AccessQueueFilter, now: number): Promise<AccessPart[]> {
  const range = accessQueueRange(filter, new Date(now), await loadWorkflowSettings(strapi));
  const column = KEY_COLUMNS[range.key];
  const inRange = (query: QueryBuilder) => {
    query.whereNotNull('q.access_end_ms').where(column, '<=', range.upTo);
    if (range.after !== null) query.where(column, '>', range.after);
  };
  // A marked entry's `access_ended_ms` is its `access_end_ms`: the walk of the marked entries
  // reads it from their index.
  if (filter === 'ended')
    return [
      {
        where: (query) => {
          query.whereNotNull('q.access_ended_ms').where('q.access_ended_ms', '<=', range.upTo);
        },
        byEnd: false,
      },
      { where: (query) => inRange(query.whereNull('q.access_ended_ms')), byEnd: true },
    ];
  return [{ where: inRange, byEnd: filter === 'endingSoon' }];
}
