import { addWorkingDays, startOfLocalDate, type ClockSettings } from './clock';
import type { RoleType } from './roles';
import type { Recommendation } from './transitions';

/**
 * Recommendation rounds (docs/workflow.md, "Recommendation rounds"): the chair or a queue
 * manager asks committee members for their recommendation on a request by a due date; each
 * invited member's recommendation is a vote with a rationale; the chairs are told once the
 * quorum is reached. The rules here are pure: the CMS stores the rounds and runs the commands.
 */

/** Whom a round invites: the request's assignee when a committee member, or every active member. */
export const ROUND_INVITES = ['assigned', 'committee'] as const;
export type RoundInvite = (typeof ROUND_INVITES)[number];

export const ROUND_STATES = ['open', 'closed'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

/** Why a round closed: the chair decided, or a new round replaced it after its due date. */
export const ROUND_CLOSE_REASONS = ['decided', 'replaced'] as const;
export type RoundCloseReason = (typeof ROUND_CLOSE_REASONS)[number];

/** The role a round invites (the chair decides, so is never invited: docs/decisions.md). */
export const ROUND_MEMBER_ROLE: RoleType = 'dag-member';

/**
 * Events of a round besides the commands' own (`openRound`): the quorum, appended once in the
 * transaction of the vote that reached it, and a reminder, appended by the scheduled task, one per
 * member and round. Neither is shown to the applicant (event-visibility.ts lists neither).
 */
export const ROUND_QUORUM_EVENT = 'roundQuorumReached';
export const ROUND_REMINDER_EVENT = 'roundReminder';

/** Refusals of the round commands that are not the body's (the schema's are in workflow-commands.ts). */
export const ROUND_MESSAGES = {
  forbidden: 'Only the committee chair or a queue manager can open a recommendation round',
  notInReview: 'A recommendation round can be opened only while the request is assigned or in review.',
  alreadyOpen: 'A recommendation round is already open on this request.',
  noAssignedMember: 'The request is not assigned to a committee member: invite the whole committee instead.',
  noMembers: 'No active committee member can be invited.',
  dueAtPast: 'dueAt must be in the future',
  rationaleRequired: 'A rationale is required while a recommendation round is open: write it in the note.',
} as const;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function isCalendarDate(value: string): boolean {
  if (!YMD.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * A due date as a round takes it: a calendar date (`2026-03-20`: the end of that day in the
 * committee's time zone) or a date and time with its offset (`2026-03-20T17:00:00+01:00`).
 */
export function isRoundDueAt(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (isCalendarDate(value)) return true;
  return DATE_TIME.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/**
 * The instant a round is due: a date means the last moment of that day in `timeZone` (so that
 * it reads as that day, not as the next one's midnight).
 */
export function roundDueInstant(value: string, timeZone: string): Date {
  if (isCalendarDate(value)) {
    const next = new Date(Date.parse(`${value}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return new Date(startOfLocalDate(next, timeZone).getTime() - 1);
  }
  return new Date(value);
}

/**
 * The votes a round needs: the setting (`roundQuorum`: 0 or empty means every invited member),
 * never more than the members invited.
 */
export function roundQuorumFor(setting: number | null | undefined, invited: number): number {
  if (typeof setting !== 'number' || !Number.isInteger(setting) || setting <= 0) return invited;
  return Math.min(setting, invited);
}

export type RoundTally = Record<Recommendation, number> & { pending: number };

/** The votes of the invited members, and how many of them have not voted. */
export function tallyOf(votes: ReadonlyArray<Recommendation>, invited: number): RoundTally {
  const tally: RoundTally = { approve: 0, deny: 0, abstain: 0, pending: 0 };
  for (const vote of votes) tally[vote] += 1;
  tally.pending = Math.max(0, invited - votes.length);
  return tally;
}

/** Working days before the due date from which members who have not voted are reminded. */
export const ROUND_REMINDER_LEAD_WORKING_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment one lead time after `instant` (a day when the calendar has no working day at all). */
const leadAfter = (instant: Date, settings: ClockSettings): Date =>
  addWorkingDays(instant, ROUND_REMINDER_LEAD_WORKING_DAYS, settings) ??
  new Date(instant.getTime() + ROUND_REMINDER_LEAD_WORKING_DAYS * DAY_MS);

/**
 * Whether the members who have not voted are reminded now: less than one working day is left
 * before the due date (which has not passed). A round opened with less than that left is not
 * reminded: the invitation went out moments before.
 */
export function roundReminderDue(round: { openedAt: Date; dueAt: Date }, now: Date, settings: ClockSettings): boolean {
  const due = round.dueAt.getTime();
  if (now.getTime() >= due) return false;
  if (leadAfter(round.openedAt, settings).getTime() >= due) return false;
  return leadAfter(now, settings).getTime() >= due;
}

/** Roles that see the other members' rationales only once they have voted in the open round. */
export const RATIONALE_AFTER_OWN_VOTE_ROLES: readonly RoleType[] = ['dag-member'];

/**
 * Whether a staff reader sees the other members' rationales. A committee member sees them only
 * after recording their own recommendation while a round is open; the chair, queue managers,
 * contract managers and read-only users always do. Applicants never reach recommendations at all.
 */
export function seesOthersRationales(
  role: string | null | undefined,
  round: { open: boolean; viewerHasVoted: boolean },
): boolean {
  if (!(RATIONALE_AFTER_OWN_VOTE_ROLES as readonly string[]).includes(role ?? '')) return true;
  return !round.open || round.viewerHasVoted;
}
