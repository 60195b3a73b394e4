import type { Core } from '@strapi/strapi';
import {
  COMMAND_OF_ACTION,
  INITIAL_STATE,
  checkTransition,
  isInternal,
  isRequestFormat,
  isWorkflowAction,
  type RequestFormat,
  type Recommendation,
  type RequestStatus,
  WORKFLOW_COMMAND_MESSAGES,
  assigneeIdField,
  type AssigneeRef,
  type FieldComment,
  type WorkflowAction,
  type WorkflowState,
} from '@portal/shared';
import { RECOMMENDATION_UID, REQUEST_UIDS } from '../workflow/constants';
import { badRequest } from '../workflow/errors';
import { appendEvent } from '../workflow/events';
import { documents, loadRequest } from '../workflow/load';
import { readUserWithRole } from '../workflow/read-requests';
import { authorizeCommand, raise, runRequestCommand, type HandleResult } from './pipeline';
import { recordNotices } from '../notices/who-is-told';
import { kickOutbox } from '../../notifications';
import { reportCommand } from './observe';
import { collectQueueSyncs } from '../queue-index/deferred';
import { flushQueueSyncs } from '../queue-index/sync';
import { closeRoundOnDecision, prepareVote, recordVote, type RoundVote } from '../rounds/votes';
import type { Actor, LoadedRequest, UserRef } from '../workflow/types';
import {
  contextFor,
  stateOf,
  toApplicantRequest,
  toStaffRequest,
  type ApplicantRequest,
  type StaffRequest,
} from '../workflow/view';

/** A command's input, as its shared schema parsed it (packages/shared/src/schemas/workflow-commands.ts). */
export interface ActionInput {
  /** assign: the user to assign, as the assign schema parsed it, or a documentId / numeric id. */
  assigneeId?: AssigneeRef | string | number;
  /** set-status: the target request status (checked against the graph by checkTransition). */
  requestStatus?: unknown;
  /** recommend: approve | deny | abstain (checked by checkTransition). */
  recommendation?: unknown;
  /** set-status to informationRequested: comments on answers, as the format's schema parsed them. */
  fieldComments?: FieldComment[];
  /** The version the caller saw; null or left out: the version just loaded. */
  version?: number | null;
}

export interface ApplyActionParams {
  format: RequestFormat;
  documentId: string;
  actor: Actor | null | undefined;
  action: WorkflowAction;
  input?: ActionInput;
  /** Already trimmed ('' → null) by the command's schema. */
  note?: string | null;
  /** Stored on the event. */
  details?: Record<string, unknown>;
  /**
   * Extra writes of the caller, run inside the same transaction after the state change and
   * before the event is appended (e.g. the request-file record of a contract, the register
   * entry of publish). Throwing rolls everything back. A returned object is merged into the
   * event's details.
   */
  within?: (request: LoadedRequest, to: WorkflowState) => Promise<Record<string, unknown> | void>;
  /** Wait for the e-mails before returning (default: they are sent in the background). */
  awaitNotifications?: boolean;
}

export interface ApplyActionResult {
  /** Sanitized for the actor: the staff view for internal roles, the applicant view otherwise. */
  request: StaffRequest | ApplicantRequest;
  /** The request after the change (with `within`: read again after its writes; `raw` is server use only: never send it as is). */
  loaded: LoadedRequest;
  event: { documentId: string };
  from: WorkflowState;
  to: WorkflowState;
}

async function loadAssignee(strapi: Core.Strapi, assigneeId: ActionInput['assigneeId']): Promise<UserRef> {
  // Service-level callers may pass the raw id: the assign schema's field reads it the same way.
  const ref = typeof assigneeId === 'object' ? assigneeId : assigneeIdField.safeParse(assigneeId).data;
  if (!ref) throw badRequest(WORKFLOW_COMMAND_MESSAGES.assigneeIdRequired);
  const user = (await readUserWithRole(strapi, ref)) as
    (UserRef & { blocked?: boolean | null; confirmed?: boolean | null }) | null;
  if (!user) throw badRequest('No user with this assigneeId');
  if (user.blocked === true || user.confirmed !== true)
    throw badRequest('This user cannot be assigned: the account is not active');
  return user;
}

async function upsertRecommendation(
  strapi: Core.Strapi,
  request: LoadedRequest,
  actor: Actor,
  recommendation: string,
  note: string | null,
): Promise<void> {
  const api = documents(strapi, RECOMMENDATION_UID);
  const existing = await api.findMany({
    filters: { requestDocumentId: request.documentId, format: request.format, member: { id: actor.id } },
    fields: ['documentId'],
  });
  const [first, ...rest] = existing;
  if (first) {
    await api.update({ documentId: first.documentId as string, data: { recommendation, note } });
    for (const extra of rest) await api.delete({ documentId: extra.documentId as string });
  } else {
    await api.create({
      data: {
        requestDocumentId: request.documentId,
        format: request.format,
        member: actor.documentId ?? actor.id,
        recommendation,
        note,
      },
    });
  }
}

const TARGET_OF: Partial<Record<WorkflowAction, RequestStatus>> = {
  requestInformation: 'informationRequested',
  complete: 'complete',
};

/**
 * A graph action on an existing request, for both formats, through the command pipeline
 * (commands/pipeline.ts): the staff commands' handlers (assign, unassign, recommend, the plain
 * state changes) and, with `within`, the extra writes of the applicant-side commands that follow
 * an edge (amend, contracts, publish to the register). Throws Strapi errors (400/401/403/404/409).
 */
export async function applyAction(strapi: Core.Strapi, params: ApplyActionParams): Promise<ApplyActionResult> {
  const { format, documentId, action } = params;
  if (!isRequestFormat(format)) throw badRequest('format must be v1 or v2');
  if (!isWorkflowAction(action) || action === 'submit') throw badRequest(`Unknown action: ${String(action)}`);
  const command = COMMAND_OF_ACTION[action];
  const input = params.input ?? {};
  const requestStatus = TARGET_OF[action] ?? input.requestStatus;
  let assignee: UserRef | null = null;

  const outcome = await runRequestCommand<ActionInput, RoundVote | null>(strapi, {
    command,
    actor: params.actor,
    format,
    documentId,
    parse: () => input,
    version: (parsed) => parsed.version ?? null,
    note: () => params.note ?? null,
    transitionInput: async (_parsed, request) => {
      // A service-level publish is the graph's step only: refused where the graph has no edge.
      if (action === 'publish') {
        const check = checkTransition(
          params.actor?.role?.type,
          'publish',
          stateOf(request),
          {},
          contextFor(request, params.actor),
        );
        if (!check.ok) raise(check);
      }
      if (action === 'assign') assignee = await loadAssignee(strapi, input.assigneeId);
      return {
        requestStatus,
        recommendation: input.recommendation,
        assigneeRole: assignee?.role?.type,
        assigneeIsCurrent: false,
      };
    },
    // A recommendation while a recommendation round is open: an invited member's is a vote and
    // needs a rationale (400 before the transaction; the version guards the round read here).
    // Other actions prepare nothing, and are loaded and checked once, inside the transaction.
    prepare:
      action === 'recommend'
        ? async (request) => (params.actor ? prepareVote(strapi, request, params.actor, params.note ?? null) : null)
        : undefined,
    handle: async ({ request, to, actor, prepared, action: edge }) => {
      const details: Record<string, unknown> = { ...(params.details ?? {}) };
      const result: HandleResult = { details };
      const current = request.internal?.assignee ?? null;
      if (action === 'assign' && assignee) {
        // Re-assigning to the current assignee changes nothing: refused (the rollback undoes the
        // version bump). The request was read in this transaction by one statement (one snapshot
        // of the row and its state) and the compare-and-set found its version unchanged since, so
        // its assignee is the stored one.
        if (current?.id === assignee.id) {
          const again = checkTransition(
            actor.role?.type,
            'assign',
            stateOf(request),
            { assigneeRole: assignee.role?.type, assigneeIsCurrent: true },
            contextFor(request, actor),
          );
          if (!again.ok) raise(again);
        }
        details.assignee = { documentId: assignee.documentId, role: assignee.role?.type ?? null };
        if (current) details.previousAssignee = { documentId: current.documentId, role: current.role?.type ?? null };
        result.assignee = assignee;
      }
      if (action === 'unassign') {
        if (current) details.previousAssignee = { documentId: current.documentId, role: current.role?.type ?? null };
        result.assignee = null;
      }
      if (action === 'recommend') {
        details.recommendation = input.recommendation;
        await upsertRecommendation(strapi, request, actor, input.recommendation as string, params.note ?? null);
        if (prepared) {
          const vote = await recordVote(strapi, prepared, actor, input.recommendation as Recommendation);
          Object.assign(details, vote.details);
          result.after = vote.after;
        }
      }
      // Returns for changes: the comments live on the information request's event only (set-status
      // names the graph's edge by its target, so the edge taken is the one to ask).
      if (edge === 'requestInformation' && input.fieldComments && input.fieldComments.length > 0)
        details.fieldComments = input.fieldComments.map(({ field, comment }) => ({ field, comment }));
      // The chair's decision ends the request's recommendation round.
      if (action === 'approve' || action === 'deny') await closeRoundOnDecision(strapi, request);
      if (params.within) {
        Object.assign(details, (await params.within(request, to)) ?? {});
        result.reload = true;
      }
      return result;
    },
    awaitNotifications: params.awaitNotifications,
  });
  const role = outcome.actor.role?.type ?? null;
  return {
    loaded: outcome.loaded,
    event: outcome.event,
    from: outcome.from as WorkflowState,
    to: outcome.to,
    request: isInternal(role)
      ? toStaffRequest(outcome.loaded, outcome.actor)
      : toApplicantRequest(outcome.loaded, outcome.actor),
  };
}

export interface CreateSubmittedRequestParams {
  format: RequestFormat;
  actor: Actor | null | undefined;
  /** The request's own fields (already validated); requester, internal and version are set here. */
  data: Record<string, unknown>;
  note?: string | null;
  details?: Record<string, unknown>;
  /** Extra writes in the same transaction (e.g. delete the draft, move its files). */
  within?: (request: LoadedRequest) => Promise<Record<string, unknown> | void>;
  awaitNotifications?: boolean;
}

/**
 * Submits a request: creates it in the initial state (new / pending, version 0) for the actor,
 * appends the `submit` event and runs `within`, in one transaction; then mails the applicant
 * and the queue managers (their notices are written with the event: docs/workflow.md, "Who is told").
 */
export async function createSubmittedRequest(
  strapi: Core.Strapi,
  params: CreateSubmittedRequestParams,
): Promise<{ request: ApplicantRequest; loaded: LoadedRequest; event: { documentId: string } }> {
  const { format } = params;
  const actor = authorizeCommand('submit', params.actor);
  if (!isRequestFormat(format)) throw badRequest('format must be v1 or v2');
  const check = checkTransition(actor.role?.type ?? null, 'submit', null, {}, { isOwner: true });
  if (!check.ok) raise(check);
  const note = params.note ?? null;
  const { outcome, synced } = await strapi.db.transaction(async () => {
    const { result, pending } = await collectQueueSyncs(async () => {
      const created = await documents(strapi, REQUEST_UIDS[format]).create({
        data: {
          ...params.data,
          requester: actor.documentId ?? actor.id,
          internal: {
            requestStatus: INITIAL_STATE.requestStatus,
            approvalStatus: INITIAL_STATE.approvalStatus,
            statusEnteredAt: new Date().toISOString(),
            assignee: null,
          },
          version: 0,
          ...(format === 'v2' ? { submittedAt: new Date().toISOString() } : {}),
        },
      });
      const loaded = await loadRequest(strapi, format, created.documentId as string);
      if (!loaded) throw new Error('The created request could not be read back');
      const details = {
        ...(params.details ?? {}),
        ...((params.within ? await params.within(loaded) : undefined) ?? {}),
      };
      const event = await appendEvent(strapi, {
        format,
        requestDocumentId: loaded.documentId,
        actor,
        action: 'submit',
        from: null,
        to: { ...INITIAL_STATE },
        note,
        details: Object.keys(details).length > 0 ? details : null,
      });
      await recordNotices(strapi, {
        event: { action: 'submit', documentId: event.documentId },
        before: null,
        after: loaded,
        actor,
        note,
        details: null,
      });
      return { loaded, event };
    });
    return { outcome: result, synced: await flushQueueSyncs(strapi, pending) };
  });
  reportCommand({ command: 'submit', event: { ...outcome.event, action: 'submit' }, synced });
  const delivery = kickOutbox(strapi);
  if (params.awaitNotifications) await delivery;
  return { ...outcome, request: toApplicantRequest(outcome.loaded, actor) };
}
