import type { Core } from '@strapi/strapi';
import { ROUND_MEMBER_ROLE, ROUND_REMINDER_EVENT, allowedActions, roundReminderDue } from '@portal/shared';
import { kickOutbox } from '../../notifications';
import { loadWorkflowSettings } from '../../settings';
import { EVENT_UID } from '../workflow/constants';
import { appendEvent } from '../workflow/events';
import { loadRequest } from '../workflow/load';
import { stateOf } from '../workflow/view';
import { recordNotices } from '../notices/who-is-told';
import { lockRound, openRoundsDueAfter, roundById, type RoundRow } from './store';

/**
 * The scheduled task `round-reminders` (docs/workflow.md, "Recommendation rounds"): once less than
 * one working day is left before an open round's due date, each invited member who has not voted
 * is reminded, once. Each reminder is an event (`roundReminder`, details: the round and the member)
 * whose notice goes through the outbox like any other; a run checks for the member's reminder
 * event under the round's row lock before appending one, so a second run, or two at once, sends
 * nothing more. `now` is a parameter so that tests hold the clock.
 */
export async function sendRoundReminders(strapi: Core.Strapi, now: Date = new Date()): Promise<number> {
  const settings = await loadWorkflowSettings(strapi);
  let sent = 0;
  for (const round of await openRoundsDueAfter(strapi, now)) {
    const openedAt = new Date(round.createdAt);
    if (!roundReminderDue({ openedAt, dueAt: new Date(round.dueAt) }, now, settings)) continue;
    if (waiting(round).length === 0) continue;
    sent += await remindRound(strapi, round.id);
  }
  // The notices were written with their events: deliver them now rather than at the outbox's tick.
  if (sent > 0) await kickOutbox(strapi);
  return sent;
}

/** Invited members whose vote is not in. */
const waiting = (round: RoundRow) =>
  round.invitees.filter((person) => round.votes?.[String(person.id)]?.counted !== true);

async function remindRound(strapi: Core.Strapi, roundId: number): Promise<number> {
  return strapi.db.transaction(async () => {
    if (!(await lockRound(strapi, roundId))) return 0;
    // Read under the lock: the votes and reminders of a run that committed meanwhile are seen.
    const round = await roundById(strapi, roundId);
    if (!round || round.state !== 'open') return 0;
    const request = await loadRequest(strapi, round.format, round.requestDocumentId);
    // A member can only recommend while the request is under review: no reminder before it is back.
    if (!request || !allowedActions(ROUND_MEMBER_ROLE, stateOf(request)).includes('recommend')) return 0;
    const previous = (await strapi.db.query(EVENT_UID).findMany({
      where: { requestDocumentId: round.requestDocumentId, format: round.format, action: ROUND_REMINDER_EVENT },
      select: ['details'],
    })) as Array<{ details?: { round?: string; member?: string } | null }>;
    const reminded = new Set(
      previous.filter((event) => event.details?.round === round.documentId).map((event) => event.details?.member),
    );
    let count = 0;
    for (const member of waiting(round)) {
      if (reminded.has(member.documentId)) continue;
      const state = stateOf(request);
      const details = {
        round: round.documentId,
        member: member.documentId,
        dueAt: new Date(round.dueAt).toISOString(),
      };
      const event = await appendEvent(strapi, {
        format: round.format,
        requestDocumentId: round.requestDocumentId,
        actor: null,
        action: ROUND_REMINDER_EVENT,
        from: state,
        to: state,
        note: null,
        details,
      });
      await recordNotices(strapi, {
        event: { action: ROUND_REMINDER_EVENT, documentId: event.documentId },
        before: request,
        after: request,
        actor: null,
        note: null,
        details,
      });
      count += 1;
    }
    return count;
  });
}
