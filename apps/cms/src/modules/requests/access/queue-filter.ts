import type { Core } from '@strapi/strapi';
import type { AccessQueueFilter } from '@portal/shared';
import { tableOf } from '../../../platform/database/indexes';
import { loadWorkflowSettings } from '../../settings';
import { entryDocumentId, type QueryBuilder } from '../queue-index/table';
import { ACCESS_PERIOD_UID } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the queue entries (alias `q`) an access filter of the queue keeps, at `now` (the filters
 * move with the clock, not with the index): access ending within the farthest reminder, access
 * ended (by the clock or not yet), or a final report overdue (ended longer ago than the report's
 * due days, none filed). A correlated EXISTS on the periods' unique (request, format) index, so
 * the page stays a walk of the sort's index however many periods match — never a list of their
 * ids in the statement.
 */
export async function whereAccess(
  strapi: Core.Strapi,
  query: QueryBuilder,
  filter: AccessQueueFilter,
  now: number,
): Promise<void> {
  const settings = await loadWorkflowSettings(strapi);
  const periods = tableOf(strapi, ACCESS_PERIOD_UID);
  const column = (attribute: string) => `p.${periods.column(attribute)}`;
  const conn = strapi.db.connection;
  const at = new Date(now);
  const period = conn(`${periods.builder} as p`)
    .select(conn.raw('1'))
    .whereRaw(
      `${column('requestDocumentId')} = ${entryDocumentId(strapi, 'q.document_id')} and ${column('format')} = q.format`,
    );
  // Block bodies: a knex builder is a thenable, and the callbacks' result is not used.
  if (filter === 'endingSoon') {
    period
      .where(column('state'), 'active')
      .where(column('endsAt'), '>', at)
      .where(column('endsAt'), '<=', new Date(now + Math.max(0, ...settings.accessReminderDays) * DAY_MS));
  } else if (filter === 'ended') {
    period.where((ended) => {
      ended.where(column('state'), 'ended').orWhere((running) => {
        running.where(column('state'), 'active').where(column('endsAt'), '<=', at);
      });
    });
  } else {
    period
      .whereIn(column('state'), ['active', 'ended'])
      .whereNot(column('closeoutState'), 'filed')
      .where(column('endsAt'), '<=', new Date(now - settings.closeoutDueDays * DAY_MS));
  }
  query.whereExists(period);
}
