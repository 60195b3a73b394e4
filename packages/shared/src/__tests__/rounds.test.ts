import { describe, expect, it } from 'vitest';
import { DEFAULT_CLOCK_SETTINGS } from '../clock';
import { COMMAND_SPECS, checkCommand } from '../commands';
import { isApplicantVisibleEvent } from '../event-visibility';
import {
  ROUND_QUORUM_EVENT,
  ROUND_REMINDER_EVENT,
  isRoundDueAt,
  roundDueInstant,
  roundQuorumFor,
  roundReminderDue,
  seesOthersRationales,
  tallyOf,
} from '../rounds';
import { WORKFLOW_COMMAND_MESSAGES, openRoundCommandSchema } from '../schemas/workflow-commands';
import { APPROVALS, REQUESTS, ROLES } from './spec-literals';

const HOUR = 60 * 60 * 1000;

describe('opening a round (the command)', () => {
  it('is for the chair and the queue manager, on a request under review before the decision', () => {
    for (const role of ROLES)
      for (const requestStatus of REQUESTS)
        for (const approvalStatus of APPROVALS) {
          const check = checkCommand(role, 'openRound', { requestStatus, approvalStatus }, {}, { hasAssignee: true });
          const staff = role === 'dag-chair' || role === 'queue-manager';
          const inReview =
            (requestStatus === 'assigned' || requestStatus === 'inReview') &&
            (approvalStatus === 'pending' || approvalStatus === 'pendingApproval');
          expect(check.ok, `${role} @ ${requestStatus}/${approvalStatus}`).toBe(staff && inReview);
          if (!check.ok) expect(check.reason).toBe(staff ? 'illegal' : 'forbidden');
          // No status edge: the state stays as it is.
          if (check.ok) expect(check.to).toEqual({ requestStatus, approvalStatus });
        }
  });

  it('takes the invitation, a due date and an optional note', () => {
    const base = { requestId: 'req0000001', version: 2 };
    expect(
      openRoundCommandSchema.parse({ ...base, invite: 'committee', dueAt: '2026-03-20', note: '  Please  ' }),
    ).toEqual({ ...base, invite: 'committee', dueAt: '2026-03-20', note: 'Please' });
    expect(openRoundCommandSchema.parse({ ...base, invite: 'assigned', dueAt: '2026-03-20T17:00:00+01:00' })).toEqual({
      ...base,
      invite: 'assigned',
      dueAt: '2026-03-20T17:00:00+01:00',
      note: null,
    });
    const message = (body: Record<string, unknown>) =>
      openRoundCommandSchema.safeParse({ ...base, invite: 'committee', dueAt: '2026-03-20', ...body }).error?.issues[0]
        ?.message;
    expect(message({ invite: 'chairs' })).toBe(WORKFLOW_COMMAND_MESSAGES.roundInviteInvalid);
    expect(message({ invite: undefined })).toBe(WORKFLOW_COMMAND_MESSAGES.roundInviteInvalid);
    for (const dueAt of [undefined, '', 'next week', '2026-02-30', '2026-03-20T17:00', '20/03/2026', 1742490000000])
      expect(message({ dueAt }), String(dueAt)).toBe(WORKFLOW_COMMAND_MESSAGES.dueAtInvalid);
  });
});

describe('the round’s events', () => {
  it('stay internal: none is in the applicant’s timeline', () => {
    for (const event of [...COMMAND_SPECS.openRound.events, ROUND_QUORUM_EVENT, ROUND_REMINDER_EVENT])
      expect(isApplicantVisibleEvent(event), event).toBe(false);
  });
});

describe('the due date', () => {
  it('accepts a calendar date or a date and time with its offset', () => {
    for (const value of ['2026-03-20', '2026-03-20T17:00:00Z', '2026-03-20T17:00Z', '2026-03-20T17:00:00.250-05:00'])
      expect(isRoundDueAt(value), value).toBe(true);
    for (const value of ['2026-13-01', '2026-03-20 17:00', '2026-03-20T25:00:00Z', 'tomorrow', null])
      expect(isRoundDueAt(value), String(value)).toBe(false);
  });

  it('is the end of the date in the committee’s time zone, or the instant given', () => {
    expect(roundDueInstant('2026-03-20', 'UTC').toISOString()).toBe('2026-03-20T23:59:59.999Z');
    expect(roundDueInstant('2026-03-20', 'Europe/Paris').toISOString()).toBe('2026-03-20T22:59:59.999Z');
    expect(roundDueInstant('2026-03-20T17:00:00+01:00', 'Europe/Paris').toISOString()).toBe('2026-03-20T16:00:00.000Z');
  });
});

describe('quorum and tally', () => {
  it('needs every invited member unless the setting asks for fewer', () => {
    expect(roundQuorumFor(null, 5)).toBe(5);
    expect(roundQuorumFor(0, 5)).toBe(5);
    expect(roundQuorumFor(3, 5)).toBe(3);
    expect(roundQuorumFor(9, 5)).toBe(5);
    expect(roundQuorumFor(-1, 5)).toBe(5);
    expect(roundQuorumFor(2.5, 5)).toBe(5);
  });

  it('counts each kind of vote and who has not voted', () => {
    expect(tallyOf(['approve', 'deny', 'approve', 'abstain'], 6)).toEqual({
      approve: 2,
      deny: 1,
      abstain: 1,
      pending: 2,
    });
    expect(tallyOf([], 3)).toEqual({ approve: 0, deny: 0, abstain: 0, pending: 3 });
  });
});

describe('reminders', () => {
  const settings = DEFAULT_CLOCK_SETTINGS;
  // Monday 2026-03-16 09:00 UTC; due Friday 2026-03-20 17:00 UTC.
  const openedAt = new Date('2026-03-16T09:00:00Z');
  const dueAt = new Date('2026-03-20T17:00:00Z');

  it('go out once less than one working day is left before the due date', () => {
    expect(roundReminderDue({ openedAt, dueAt }, new Date('2026-03-19T16:59:00Z'), settings)).toBe(false);
    expect(roundReminderDue({ openedAt, dueAt }, new Date('2026-03-19T17:00:00Z'), settings)).toBe(true);
    expect(roundReminderDue({ openedAt, dueAt }, new Date('2026-03-20T16:59:00Z'), settings)).toBe(true);
    expect(roundReminderDue({ openedAt, dueAt }, dueAt, settings)).toBe(false);
    expect(roundReminderDue({ openedAt, dueAt }, new Date(dueAt.getTime() + HOUR), settings)).toBe(false);
  });

  it('count working days: due on a Monday, the reminder goes out on the Friday before', () => {
    const monday = new Date('2026-03-23T12:00:00Z');
    expect(roundReminderDue({ openedAt, dueAt: monday }, new Date('2026-03-20T11:59:00Z'), settings)).toBe(false);
    expect(roundReminderDue({ openedAt, dueAt: monday }, new Date('2026-03-20T12:00:00Z'), settings)).toBe(true);
  });

  it('skip a round opened with less than the lead time left (the invitation is the reminder)', () => {
    const late = new Date('2026-03-20T08:00:00Z');
    expect(roundReminderDue({ openedAt: late, dueAt }, new Date('2026-03-20T09:00:00Z'), settings)).toBe(false);
  });

  it('fall back to a calendar day when the calendar has no working day', () => {
    const none = { ...settings, workingWeek: [] };
    expect(roundReminderDue({ openedAt, dueAt }, new Date('2026-03-19T16:00:00Z'), none)).toBe(false);
    expect(roundReminderDue({ openedAt, dueAt }, new Date('2026-03-19T18:00:00Z'), none)).toBe(true);
  });
});

describe('who sees the other members’ rationales', () => {
  it('a committee member once they voted in the open round; every other staff role always', () => {
    for (const role of ROLES) {
      for (const open of [true, false])
        for (const viewerHasVoted of [true, false]) {
          const expected = role !== 'dag-member' || !open || viewerHasVoted;
          expect(seesOthersRationales(role, { open, viewerHasVoted }), `${role} ${open} ${viewerHasVoted}`).toBe(
            expected,
          );
        }
    }
  });
});
