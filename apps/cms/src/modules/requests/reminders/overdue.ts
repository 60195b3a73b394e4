import type { Core } from '@strapi/strapi';
import {
  DEADLINE_HOLDERS,
  OVERDUE_REMINDER_EVENT,
  REQUEST_STATUSES,
  addWorkingDays,
  workingDaysBetween,
  type RequestFormat,
} from '@portal/shared';
import { loadWorkflowSettings } from '../../settings';
import { kickOutbox } from '../../notifications';
import { recordNotices } from '../notices/who-is-told';
import { ENTRIES_TABLE, isPostgres, queueTable } from '../queue-index/table';
import { EVENT_UID, REQUEST_UIDS } from '../workflow/constants';
import { appendEvent } from '../workflow/events';
import { loadRequest } from '../workflow/load';
import { stateOf } from '../workflow/view';

/** Deadlines the staff hold: the applicant's own (information, signature) are not chased here. */
const STAFF_HELD = REQUEST_STATUSES.filter((status) => {
  const holder = DEADLINE_HOLDERS[status];
  return holder === 'queueManagers' || holder === 'assignee';
});

const BATCH = 200;

interface Entry {
  id: number;
  request_id: number;
  format: RequestFormat;
  document_id: string;
  request_status: string;
  status_entered_ms: number | string | null;
  due_ms: number | string;
}

/** The latest reminder of each of these requests (format:documentId → epoch ms). */
async function lastReminders(strapi: Core.Strapi, entries: Entry[]): Promise<Map<string, number>> {
  const rows = (await strapi.db.query(EVENT_UID).findMany({
    where: { action: OVERDUE_REMINDER_EVENT, requestDocumentId: { $in: entries.map((entry) => entry.document_id) } },
    select: ['requestDocumentId', 'format', 'createdAt'],
  })) as Array<{ requestDocumentId: string; format: string; createdAt: string | Date }>;
  const last = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.format}:${row.requestDocumentId}`;
    last.set(key, Math.max(last.get(key) ?? 0, new Date(row.createdAt).getTime()));
  }
  return last;
}

/**
 * Whether a reminder is due now: none yet since the request entered its status, or the last one
 * is at least the reminder interval (working days) old.
 */
function reminderDue(
  lastMs: number | undefined,
  enteredMs: number,
  now: Date,
  settings: Awaited<ReturnType<typeof loadWorkflowSettings>>,
): boolean {
  if (lastMs === undefined || lastMs < enteredMs) return true;
  const next = addWorkingDays(new Date(lastMs), settings.reminderIntervalDays, settings);
  return next !== null && next.getTime() <= now.getTime();
}

/**
 * Appends one reminder event (and its notices, in the same transaction) when the request is still
 * in the status the index saw and no other run reminded it meanwhile. Not a command: it changes
 * nothing of the request (no version bump, so no one's open review page goes stale).
 */
async function remind(
  strapi: Core.Strapi,
  entry: Entry,
  now: Date,
  settings: Awaited<ReturnType<typeof loadWorkflowSettings>>,
): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    if (isPostgres(strapi)) {
      // Two runs at once (a tick lock lost to a Redis failover) wait here, and the second sees the first's event.
      const table = strapi.db.metadata.get(REQUEST_UIDS[entry.format]).tableName;
      await queueTable(strapi, trx, table).where('id', entry.request_id).forUpdate().select('id');
    }
    const request = await loadRequest(strapi, entry.format, entry.document_id);
    const state = request ? stateOf(request) : null;
    if (!request || state?.requestStatus !== entry.request_status) return false;
    const enteredMs = Number(entry.status_entered_ms ?? 0);
    const last = (await lastReminders(strapi, [entry])).get(`${entry.format}:${entry.document_id}`);
    if (!reminderDue(last, enteredMs, now, settings)) return false;

    const due = new Date(Number(entry.due_ms));
    const details = {
      status: entry.request_status,
      dueAt: due.toISOString(),
      overdueDays: workingDaysBetween(due, now, settings),
    };
    const event = await appendEvent(strapi, {
      format: entry.format,
      requestDocumentId: entry.document_id,
      actor: null,
      action: OVERDUE_REMINDER_EVENT,
      from: state,
      to: state,
      note: null,
      details,
    });
    await recordNotices(strapi, {
      event: { action: OVERDUE_REMINDER_EVENT, documentId: event.documentId },
      before: request,
      after: request,
      actor: null,
      note: null,
      details,
    });
    return true;
  });
}

/**
 * The reminder job (docs/workflow.md, "Reminders"): every request past its due date in a status
 * whose deadline the staff hold is reminded to the assignee, or to the queue managers when nobody
 * is assigned — once when it becomes overdue, then at most once per reminder interval. Each
 * reminder is an event, so a second run (another replica, the next tick) finds it and sends
 * nothing. `now` is the tick's time (tests pass their own clock). Returns how many it sent.
 */
export async function remindOverdue(strapi: Core.Strapi, now: Date = new Date()): Promise<number> {
  const settings = await loadWorkflowSettings(strapi);
  let reminded = 0;
  let after = 0;
  for (;;) {
    const entries = (await queueTable(strapi, strapi.db.connection, ENTRIES_TABLE)
      .where('due_ms', '<', now.getTime())
      .whereIn('request_status', STAFF_HELD)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'format', 'request_id', 'document_id', 'request_status', 'status_entered_ms', 'due_ms')) as Entry[];
    if (entries.length === 0) break;
    after = Number(entries[entries.length - 1]?.id);
    const last = await lastReminders(strapi, entries);
    for (const entry of entries) {
      const enteredMs = Number(entry.status_entered_ms ?? 0);
      if (!reminderDue(last.get(`${entry.format}:${entry.document_id}`), enteredMs, now, settings)) continue;
      if (await remind(strapi, entry, now, settings)) reminded += 1;
    }
  }
  if (reminded > 0) await kickOutbox(strapi);
  return reminded;
}
