import type { Core } from '@strapi/strapi';
import {
  ROUND_MEMBER_ROLE,
  ROUND_MESSAGES,
  roundDueInstant,
  roundQuorumFor,
  type RequestFormat,
  type RoundInvite,
  type WorkflowCommand,
} from '@portal/shared';
import { loadWorkflowSettings } from '../../settings';
import { parseCommand } from '../commands/parse-command';
import { authorizeCommand, runRequestCommand } from '../commands/pipeline';
import { USER_UID } from '../workflow/constants';
import { badRequest, conflict } from '../workflow/errors';
import type { Actor, LoadedRequest } from '../workflow/types';
import { toStaffRequest, type StaffRequest } from '../workflow/view';
import { closeRound, createRound, findOpenRound, type RoundPersonRow } from './store';

/**
 * POST …/open-round: the chair or a queue manager opens a recommendation round on a request
 * under review (docs/workflow.md, "Recommendation rounds"). The command `openRound` of the shared
 * registry, run by the pipeline: its event tells the invited members (`roundOpened`).
 */

type OpenRoundInput = WorkflowCommand<'openRound'> & { due: Date };

interface Prepared {
  /** An open round whose due date has passed: this one replaces it. */
  replaces: { id: number; documentId: string } | null;
  invitees: RoundPersonRow[];
  quorum: number;
}

type Person = RoundPersonRow & { blocked?: boolean | null; confirmed?: boolean | null; role?: { type?: string } };

const active = (person: Person) => person.blocked !== true && person.confirmed === true;

/**
 * Whom the round invites: the assignee when a committee member (a request has one assignee:
 * docs/decisions.md), or every active committee member. 409 when there is nobody to invite.
 */
async function inviteesFor(strapi: Core.Strapi, request: LoadedRequest, invite: RoundInvite): Promise<Person[]> {
  if (invite === 'assigned') {
    const assignee = request.internal?.assignee ?? null;
    const person = assignee
      ? ((await strapi.db.query(USER_UID).findOne({
          where: { id: assignee.id },
          select: ['id', 'documentId', 'firstName', 'lastName', 'blocked', 'confirmed'],
          populate: { role: { select: ['type'] } },
        })) as Person | null)
      : null;
    if (!person || person.role?.type !== ROUND_MEMBER_ROLE || !active(person))
      throw conflict(ROUND_MESSAGES.noAssignedMember, { invite });
    return [person];
  }
  const members = (await strapi.db.query(USER_UID).findMany({
    where: { role: { type: ROUND_MEMBER_ROLE }, blocked: false, confirmed: true },
    select: ['id', 'documentId', 'firstName', 'lastName'],
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
  })) as Person[];
  if (members.length === 0) throw conflict(ROUND_MESSAGES.noMembers, { invite });
  return members;
}

export async function openRound(
  strapi: Core.Strapi,
  params: { format: RequestFormat; actor: Actor | null | undefined; body: unknown },
): Promise<{ request: StaffRequest; event: { documentId: string } }> {
  // The role first (403 before the body is read), then the calendar a date-only due date needs.
  authorizeCommand('openRound', params.actor);
  const settings = await loadWorkflowSettings(strapi);

  const outcome = await runRequestCommand<OpenRoundInput, Prepared>(strapi, {
    command: 'openRound',
    actor: params.actor,
    format: params.format,
    documentId: (input) => input.requestId,
    parse: () => {
      const input = parseCommand('openRound', params.body);
      const due = roundDueInstant(input.dueAt, settings.timeZone);
      if (due.getTime() <= Date.now())
        throw badRequest(ROUND_MESSAGES.dueAtPast, {
          errors: [{ path: ['dueAt'], message: ROUND_MESSAGES.dueAtPast, name: 'ValidationError' }],
        });
      return { ...input, due };
    },
    version: (input) => input.version,
    note: (input) => input.note,
    prepare: async (request, input) => {
      const open = await findOpenRound(strapi, request);
      if (open && new Date(open.dueAt).getTime() > Date.now())
        throw conflict(ROUND_MESSAGES.alreadyOpen, {
          round: open.documentId,
          dueAt: new Date(open.dueAt).toISOString(),
        });
      const invitees = await inviteesFor(strapi, request, input.invite);
      return {
        replaces: open ? { id: open.id, documentId: open.documentId } : null,
        invitees,
        quorum: roundQuorumFor(settings.roundQuorum, invitees.length),
      };
    },
    handle: async ({ request, input, prepared, actor }) => {
      // Opening and deciding move the version, so the round read before is still the one open;
      // read again all the same, as every check is inside the transaction.
      const open = await findOpenRound(strapi, request);
      if (open && open.id !== prepared.replaces?.id) throw conflict(ROUND_MESSAGES.alreadyOpen);
      if (open) await closeRound(strapi, open.id, 'replaced');
      const round = await createRound(strapi, {
        request,
        invite: input.invite,
        invitees: prepared.invitees,
        openedBy: actor,
        note: input.note,
        dueAt: input.due,
        quorum: prepared.quorum,
      });
      return {
        details: {
          round: round.documentId,
          invite: input.invite,
          dueAt: input.due.toISOString(),
          invited: prepared.invitees.map((person) => person.documentId),
          quorum: prepared.quorum,
          ...(prepared.replaces ? { replaced: prepared.replaces.documentId } : {}),
        },
      };
    },
  });
  return { request: toStaffRequest(outcome.loaded, outcome.actor), event: outcome.event };
}
