import type { RoundCloseReason, RoundInvite, RoundState, RoundTally } from '../rounds';

/** A committee member as a round names them. */
export type RoundPerson = { documentId: string; firstName: string; lastName: string };

/** An invited member: whether their vote is in (what they recommended is in the recommendations). */
export type RoundInvitee = RoundPerson & { voted: boolean };

/**
 * The request's recommendation round as staff reads carry it (`round` of the staff detail): the
 * open one, else the latest closed one; null when none was ever opened. Never in an applicant's
 * answer.
 */
export type RequestRound = {
  documentId: string;
  state: RoundState;
  invite: RoundInvite;
  openedAt: string;
  openedBy: RoundPerson | null;
  /** The instruction the opener sent to the invited members. */
  note: string | null;
  dueAt: string;
  /** The due date has passed: reminders stop, and a new round may replace this one. */
  overdue: boolean;
  invited: RoundInvitee[];
  /** Votes needed (the `roundQuorum` setting when the round opened, at most everyone invited). */
  quorum: number;
  /** The invited members' votes; `pending`: invited members who have not voted. */
  tally: RoundTally;
  quorumReached: boolean;
  quorumReachedAt: string | null;
  closedAt: string | null;
  closedReason: RoundCloseReason | null;
  /** The reader's part: invited (their recommendation is a vote and needs a rationale), voted. */
  viewer: { invited: boolean; voted: boolean };
};
