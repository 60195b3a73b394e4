import type { Core } from '@strapi/strapi';
import type { Recommendation, RequestFormat, RoundCloseReason, RoundInvite, RoundState } from '@portal/shared';
import { ROUND_UID } from '../workflow/constants';
import { documents } from '../workflow/load';

/**
 * The recommendation rounds of requests (content type `recommendation-round`, internal): written
 * only inside the commands' transactions (open, vote, decide) and by the reminder task's.
 */

/** One vote, by the voter's user id: the invited members' count (`counted`); others are kept for who-has-voted. */
export interface StoredVote {
  recommendation: Recommendation;
  at: string;
  counted: boolean;
}

export interface RoundPersonRow {
  id: number;
  documentId: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface RoundRow {
  id: number;
  documentId: string;
  requestDocumentId: string;
  format: RequestFormat;
  state: RoundState;
  invite: RoundInvite;
  note: string | null;
  dueAt: string | Date;
  quorum: number;
  votes: Record<string, StoredVote> | null;
  quorumReachedAt: string | Date | null;
  closedAt: string | Date | null;
  closedReason: RoundCloseReason | null;
  createdAt: string | Date;
  invitees: RoundPersonRow[];
  openedBy: RoundPersonRow | null;
}

const PERSON = { select: ['id', 'documentId', 'firstName', 'lastName'] };
const POPULATE = { invitees: PERSON, openedBy: PERSON };

const rounds = (strapi: Core.Strapi) => strapi.db.query(ROUND_UID);

const asRow = (row: unknown): RoundRow | null => {
  if (!row) return null;
  const round = row as RoundRow;
  return { ...round, invitees: round.invitees ?? [], openedBy: round.openedBy ?? null, votes: round.votes ?? {} };
};

type RequestKey = { format: RequestFormat; documentId: string };

/** The request's latest round among those `where` selects (newest first, the id breaking ties). */
async function latestRound(
  strapi: Core.Strapi,
  request: RequestKey,
  where: Record<string, unknown> = {},
): Promise<RoundRow | null> {
  return asRow(
    await rounds(strapi).findOne({
      where: { requestDocumentId: request.documentId, format: request.format, ...where },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      populate: POPULATE,
    }),
  );
}

/** The request's open round (at most one: opening another is refused while it runs). */
export async function findOpenRound(strapi: Core.Strapi, request: RequestKey): Promise<RoundRow | null> {
  return latestRound(strapi, request, { state: 'open' });
}

/**
 * The open round, else the latest one; null when the request never had one. One read: the open
 * round is always the latest, since a round opens only with the request's version moved and the
 * one before it closed in the same transaction (open-round.ts).
 */
export async function currentRound(strapi: Core.Strapi, request: RequestKey): Promise<RoundRow | null> {
  return latestRound(strapi, request);
}

export async function roundById(strapi: Core.Strapi, id: number): Promise<RoundRow | null> {
  return asRow(await rounds(strapi).findOne({ where: { id }, populate: POPULATE }));
}

export interface NewRound {
  request: RequestKey;
  invite: RoundInvite;
  invitees: RoundPersonRow[];
  openedBy: { id: number; documentId?: string };
  note: string | null;
  dueAt: Date;
  quorum: number;
}

export async function createRound(strapi: Core.Strapi, round: NewRound): Promise<{ documentId: string }> {
  const created = await documents(strapi, ROUND_UID).create({
    data: {
      requestDocumentId: round.request.documentId,
      format: round.request.format,
      state: 'open',
      invite: round.invite,
      invitees: round.invitees.map((person) => person.documentId),
      openedBy: round.openedBy.documentId ?? round.openedBy.id,
      note: round.note,
      dueAt: round.dueAt.toISOString(),
      quorum: round.quorum,
      votes: {},
    },
  });
  return { documentId: created.documentId as string };
}

export async function closeRound(strapi: Core.Strapi, id: number, reason: RoundCloseReason): Promise<void> {
  await rounds(strapi).updateMany({
    where: { id, state: 'open' },
    data: { state: 'closed', closedAt: new Date(), closedReason: reason },
  });
}

export async function writeVotes(strapi: Core.Strapi, id: number, votes: Record<string, StoredVote>): Promise<void> {
  await rounds(strapi).update({ where: { id }, data: { votes } });
}

/**
 * Marks the quorum reached, once: true for the one writer whose conditional update found it
 * unset (a second vote, or one racing it, finds it set and tells nobody again).
 */
export async function markQuorumReached(strapi: Core.Strapi, id: number, at: Date): Promise<boolean> {
  const { count } = (await rounds(strapi).updateMany({
    where: { id, quorumReachedAt: null },
    data: { quorumReachedAt: at },
  })) as { count: number };
  return count === 1;
}

/**
 * Holds the round's row until the caller's transaction ends (a write that changes nothing but
 * takes the row lock on PostgreSQL; SQLite runs one writer at a time): two runs of the reminder
 * task then check and append one after the other.
 */
export async function lockRound(strapi: Core.Strapi, id: number): Promise<boolean> {
  const { count } = (await rounds(strapi).updateMany({
    where: { id, state: 'open' },
    data: { state: 'open' },
  })) as { count: number };
  return count === 1;
}

/** Open rounds not yet due (the reminder task's candidates). */
export async function openRoundsDueAfter(strapi: Core.Strapi, now: Date): Promise<RoundRow[]> {
  const rows = await rounds(strapi).findMany({
    where: { state: 'open', dueAt: { $gt: now } },
    orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
    populate: POPULATE,
  });
  return rows.map((row) => asRow(row) as RoundRow);
}
