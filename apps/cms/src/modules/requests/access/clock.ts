import type { Core } from '@strapi/strapi';
import {
  ACCESS_ENDED_EVENT,
  ACCESS_REMINDER_EVENT,
  daysUntil,
  dueAccessReminders,
  type AccessState,
} from '@portal/shared';
import { loadWorkflowSettings, type WorkflowSettings } from '../../settings';
import { kickOutbox } from '../../notifications';
import { recordNotices } from '../notices/who-is-told';
import { isPostgres, queueTable } from '../queue-index/table';
import { tableOf } from '../../../platform/database/indexes';
import { appendEvent } from '../workflow/events';
import { loadRequest } from '../workflow/load';
import { stateOf } from '../workflow/view';
import { sweepEndedAccess } from './queue-keys';
import { ACCESS_PERIOD_UID, updateAccessPeriod, type AccessPeriodRow } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * The access clock (docs/workflow.md, "Access periods"), run by the scheduler at each tick's time:
 * reminds applicants before their access ends (each configured offset once per end date) and ends
 * the access whose end has passed. Each is an event with its notices, written in one transaction
 * with the period's change, so a second run (another replica, the next tick) finds it done.
 * Not commands: the request's version does not move, so nobody's open review page goes stale.
 */
export async function runAccessClock(
  strapi: Core.Strapi,
  now: Date = new Date(),
): Promise<{ reminded: number; ended: number }> {
  const settings = await loadWorkflowSettings(strapi);
  const horizon = new Date(now.getTime() + Math.max(0, ...settings.accessReminderDays) * DAY_MS);
  let reminded = 0;
  for (const period of await activePeriods(strapi, now, horizon))
    if (await remind(strapi, period.id, now, settings)) reminded += 1;
  let ended = 0;
  for (const period of await activePeriods(strapi, new Date(0), now)) if (await end(strapi, period.id, now)) ended += 1;
  // The queue's "access ended" reads marked entries in its order; mark those ended since.
  await sweepEndedAccess(strapi, now.getTime());
  if (reminded + ended > 0) await kickOutbox(strapi);
  return { reminded, ended };
}

/** Running periods whose end falls in (from, to]: by the clock index, in batches. */
async function activePeriods(strapi: Core.Strapi, from: Date, to: Date): Promise<Array<{ id: number }>> {
  const found: Array<{ id: number }> = [];
  let after = 0;
  for (;;) {
    const rows = (await strapi.db.query(ACCESS_PERIOD_UID).findMany({
      where: { state: 'active', endsAt: { $gt: from, $lte: to }, id: { $gt: after } },
      select: ['id'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as Array<{ id: number }>;
    found.push(...rows);
    if (rows.length < BATCH) return found;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** The period, locked on PostgreSQL so that two runs at once write one event. */
async function lockedPeriod(strapi: Core.Strapi, id: number, trx: unknown): Promise<AccessPeriodRow | null> {
  if (isPostgres(strapi))
    await queueTable(strapi, trx as never, tableOf(strapi, ACCESS_PERIOD_UID).name)
      .where('id', id)
      .forUpdate()
      .select('id');
  return (await strapi.db.query(ACCESS_PERIOD_UID).findOne({ where: { id } })) as AccessPeriodRow | null;
}

async function record(
  strapi: Core.Strapi,
  period: AccessPeriodRow,
  action: string,
  details: Record<string, unknown>,
): Promise<boolean> {
  const request = await loadRequest(strapi, period.format, period.requestDocumentId);
  if (!request) return false;
  const state = stateOf(request);
  const event = await appendEvent(strapi, {
    format: period.format,
    requestDocumentId: period.requestDocumentId,
    actor: null,
    action,
    from: state,
    to: state,
    note: null,
    details,
  });
  await recordNotices(strapi, {
    event: { action, documentId: event.documentId },
    before: request,
    after: request,
    actor: null,
    note: null,
    details,
  });
  return true;
}

async function remind(strapi: Core.Strapi, id: number, now: Date, settings: WorkflowSettings): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    const period = await lockedPeriod(strapi, id, trx);
    if (!period || period.state !== 'active' || !period.endsAt) return false;
    const sent = period.remindersSent ?? [];
    const [days] = dueAccessReminders(new Date(period.endsAt), now, settings.accessReminderDays, sent);
    if (days === undefined) return false;
    // Every offset at or above the one sent counts as sent: a late run never sends the farther ones.
    const covered = settings.accessReminderDays.filter((offset) => offset >= days);
    await updateAccessPeriod(strapi, period, { remindersSent: [...new Set([...sent, ...covered])] });
    // The offset says which reminder this is; the mail says how many days are really left.
    const daysLeft = daysUntil(new Date(period.endsAt), now);
    return record(strapi, period, ACCESS_REMINDER_EVENT, { daysBefore: days, daysLeft, endsAt: period.endsAt });
  });
}

async function end(strapi: Core.Strapi, id: number, now: Date): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    const period = await lockedPeriod(strapi, id, trx);
    if (!period || period.state !== 'active' || !period.endsAt || new Date(period.endsAt) > now) return false;
    await updateAccessPeriod(strapi, period, { state: 'ended' satisfies AccessState, endedAt: period.endsAt });
    return record(strapi, period, ACCESS_ENDED_EVENT, { endsAt: period.endsAt });
  });
}
