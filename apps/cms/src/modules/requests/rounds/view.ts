import type { Core } from '@strapi/strapi';
import {
  seesOthersRationales,
  type RequestRecommendation,
  type RequestRound,
  type RoundPerson,
  type StaffRequestEvent,
} from '@portal/shared';
import type { Actor } from '../workflow/types';
import { currentRound, type RoundPersonRow, type RoundRow } from './store';
import { isInvited, roundTally } from './votes';

/**
 * What staff read of a request's round (docs/workflow.md, "Recommendation rounds"): the round
 * with its tally for the staff detail, and the rule on rationales — a committee member who has
 * not yet recommended in the open round reads the others' recommendations without their
 * rationale (their own stays visible). Applicants are never given any of it.
 */

const iso = (value: string | Date | null): string | null => (value ? new Date(value).toISOString() : null);

const person = (row: RoundPersonRow): RoundPerson => ({
  documentId: row.documentId,
  firstName: row.firstName ?? '',
  lastName: row.lastName ?? '',
});

function toRoundView(round: RoundRow, viewer: Actor, now: Date): RequestRound {
  const votes = round.votes ?? {};
  const dueAt = new Date(round.dueAt);
  const tally = roundTally(round);
  const invited = isInvited(round, viewer);
  return {
    documentId: round.documentId,
    state: round.state,
    invite: round.invite,
    openedAt: new Date(round.createdAt).toISOString(),
    openedBy: round.openedBy ? person(round.openedBy) : null,
    note: round.note ?? null,
    dueAt: dueAt.toISOString(),
    overdue: round.state === 'open' && now.getTime() > dueAt.getTime(),
    invited: round.invitees.map((row) => ({ ...person(row), voted: votes[String(row.id)]?.counted === true })),
    quorum: round.quorum,
    tally,
    quorumReached: round.quorumReachedAt !== null && round.quorumReachedAt !== undefined,
    quorumReachedAt: iso(round.quorumReachedAt),
    closedAt: iso(round.closedAt),
    closedReason: round.closedReason ?? null,
    viewer: { invited, voted: votes[String(viewer.id)] !== undefined },
  };
}

/** The request's round for a staff reader, and whether they may read the other members' rationales. */
export interface RoundReading {
  round: RequestRound | null;
  seesRationales: boolean;
}

export async function readRound(
  strapi: Core.Strapi,
  request: { format: 'v1' | 'v2'; documentId: string },
  viewer: Actor,
  now: Date = new Date(),
): Promise<RoundReading> {
  const row = await currentRound(strapi, request);
  const round = row ? toRoundView(row, viewer, now) : null;
  const seesRationales = seesOthersRationales(viewer.role?.type, {
    open: round?.state === 'open',
    viewerHasVoted: round?.viewer.voted ?? false,
  });
  return { round, seesRationales };
}

/** The recommendations as the reader may see them: the others' rationales withheld when the rule says so. */
export function readableRecommendations(
  recommendations: RequestRecommendation[],
  reading: RoundReading,
  viewer: Actor,
): RequestRecommendation[] {
  if (reading.seesRationales) return recommendations;
  return recommendations.map((item) =>
    item.member?.documentId === viewer.documentId || item.note === null
      ? item
      : { ...item, note: null, rationaleHidden: true },
  );
}

/** The event log as the reader may see it: the notes of the others' recommendations withheld likewise. */
export function readableEvents(events: StaffRequestEvent[], reading: RoundReading, viewer: Actor): StaffRequestEvent[] {
  if (reading.seesRationales) return events;
  return events.map((event) =>
    event.action === 'recommend' && event.note !== null && event.actor?.documentId !== viewer.documentId
      ? { ...event, note: null }
      : event,
  );
}
