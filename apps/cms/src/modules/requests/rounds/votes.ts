import type { Core } from '@strapi/strapi';
import { ROUND_MESSAGES, ROUND_QUORUM_EVENT, tallyOf, type Recommendation, type RoundTally } from '@portal/shared';
import { badRequest } from '../workflow/errors';
import { appendEvent } from '../workflow/events';
import { recordNotices } from '../notices/who-is-told';
import type { Actor, LoadedRequest } from '../workflow/types';
import { stateOf } from '../workflow/view';
import { closeRound, findOpenRound, markQuorumReached, roundById, writeVotes, type RoundRow } from './store';

/**
 * A recommendation while a round is open (docs/workflow.md, "Recommendation rounds"): an invited
 * member's is a vote of the round and needs a rationale; anyone else's is recorded as before,
 * outside the round, and only noted as given (for who sees the rationales). The vote that reaches
 * the quorum appends the round's quorum event, once, which tells the chairs.
 */

/** The open round a recommendation falls in, read before the transaction (the version guards it). */
export interface RoundVote {
  roundId: number;
  /** The member is invited: the vote counts in the round. */
  counted: boolean;
}

export function isInvited(round: Pick<RoundRow, 'invitees'>, actor: { id: number }): boolean {
  return round.invitees.some((person) => person.id === actor.id);
}

/** 400 for an invited member's recommendation without a rationale; the round it falls in, if any. */
export async function prepareVote(
  strapi: Core.Strapi,
  request: LoadedRequest,
  actor: Actor,
  note: string | null,
): Promise<RoundVote | null> {
  const round = await findOpenRound(strapi, request);
  if (!round) return null;
  const counted = isInvited(round, actor);
  if (counted && !note)
    throw badRequest(ROUND_MESSAGES.rationaleRequired, {
      errors: [{ path: ['note'], message: ROUND_MESSAGES.rationaleRequired, name: 'ValidationError' }],
    });
  return { roundId: round.id, counted };
}

/** The counted votes of the invited members, as a tally. */
export function roundTally(round: Pick<RoundRow, 'votes' | 'invitees'>): RoundTally {
  const invited = new Set(round.invitees.map((person) => String(person.id)));
  const votes = Object.entries(round.votes ?? {})
    .filter(([voter, vote]) => vote.counted && invited.has(voter))
    .map(([, vote]) => vote.recommendation);
  return tallyOf(votes, invited.size);
}

export interface RecordedVote {
  /** Stored on the recommendation's event: the round it counts in (none for a recommendation outside it). */
  details: Record<string, unknown>;
  /** Appends the quorum event after the recommendation's own, when this vote reached the quorum. */
  after?: (loaded: LoadedRequest) => Promise<void>;
}

/** Inside the recommendation's transaction, after its compare-and-set: the vote into the round. */
export async function recordVote(
  strapi: Core.Strapi,
  vote: RoundVote,
  actor: Actor,
  recommendation: Recommendation,
): Promise<RecordedVote> {
  const round = await roundById(strapi, vote.roundId);
  if (!round || round.state !== 'open') return { details: {} };
  const votes = { ...(round.votes ?? {}) };
  votes[String(actor.id)] = { recommendation, at: new Date().toISOString(), counted: vote.counted };
  await writeVotes(strapi, round.id, votes);
  if (!vote.counted) return { details: {} };

  const details = { round: round.documentId };
  const tally = roundTally({ ...round, votes });
  const cast = tally.approve + tally.deny + tally.abstain;
  if (cast < round.quorum || round.quorumReachedAt) return { details };
  // The conditional write decides who tells the chairs: a vote that finds the quorum already
  // marked (a later vote, a changed mind, a vote racing this one) appends nothing.
  if (!(await markQuorumReached(strapi, round.id, new Date()))) return { details };
  const quorumDetails = { round: round.documentId, quorum: round.quorum, tally };
  return {
    details,
    after: async (loaded) => {
      const state = stateOf(loaded);
      const event = await appendEvent(strapi, {
        format: loaded.format,
        requestDocumentId: loaded.documentId,
        actor,
        action: ROUND_QUORUM_EVENT,
        from: state,
        to: state,
        note: null,
        details: quorumDetails,
      });
      await recordNotices(strapi, {
        event: { action: ROUND_QUORUM_EVENT, documentId: event.documentId },
        before: loaded,
        after: loaded,
        actor,
        note: null,
        details: quorumDetails,
      });
    },
  };
}

/** The chair's decision ends the open round (inside the decision's transaction). */
export async function closeRoundOnDecision(strapi: Core.Strapi, request: LoadedRequest): Promise<void> {
  const round = await findOpenRound(strapi, request);
  if (round) await closeRound(strapi, round.id, 'decided');
}
