import type { Core } from '@strapi/strapi';
import {
  INITIAL_STATE,
  checkTransition,
  isInternal,
  isRequestFormat,
  isRequestStatus,
  isWorkflowAction,
  setStatusAction,
  type RequestFormat,
  WORKFLOW_COMMAND_MESSAGES,
  assigneeIdField,
  type AssigneeRef,
  type WorkflowAction,
  type WorkflowState,
} from '@portal/shared';
import { unauthorized } from '../../utils/strapi-errors';
import { NOT_LOGGED_IN } from '../../utils/auth/session-strategy';
import {
  CONFLICT_MESSAGE,
  INTERNAL_COMPONENT_UID,
  NOT_FOUND_MESSAGE,
  RECOMMENDATION_UID,
  REQUEST_UIDS,
  USER_UID,
  VERSION_REQUIRED_MESSAGE,
} from './constants';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { appendEvent } from './events';
import { documents, loadRequest } from './load';
import { notifyAfterAction, notifySubmitted } from './notify';
import type { Actor, LoadedRequest, UserRef } from './types';
import {
  contextFor,
  stateOf,
  toApplicantRequest,
  toStaffRequest,
  type ApplicantRequest,
  type StaffRequest,
} from './view';

/** A command's input, as its shared schema parsed it (packages/shared/src/schemas/workflow-commands.ts). */
export interface ActionInput {
  /** assign: the user to assign, as the assign schema parsed it, or a documentId / numeric id. */
  assigneeId?: AssigneeRef | string | number;
  /** set-status: the target request status (checked against the graph by checkTransition). */
  requestStatus?: unknown;
  /** recommend: approve | deny | abstain (checked by checkTransition). */
  recommendation?: unknown;
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
  const user = (await strapi.db.query(USER_UID).findOne({
    where: ref,
    select: ['id', 'documentId', 'firstName', 'lastName', 'email', 'blocked', 'confirmed'],
    populate: { role: { select: ['id', 'type', 'name'] } },
  })) as (UserRef & { blocked?: boolean | null; confirmed?: boolean | null }) | null;
  if (!user) throw badRequest('No user with this assigneeId');
  if (user.blocked === true || user.confirmed !== true)
    throw badRequest('This user cannot be assigned: the account is not active');
  return user;
}

function raise(check: Exclude<ReturnType<typeof checkTransition>, { ok: true }>): never {
  if (check.reason === 'invalid') throw badRequest(check.message);
  if (check.reason === 'forbidden') throw forbidden(check.message, { allowed: check.allowed });
  throw conflict(check.message, { allowed: check.allowed });
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

/**
 * Every workflow change of an existing request, for both formats: load → authorize with the
 * shared rules → next state from the shared graph → compare-and-set on `version` → write the
 * state → caller's extra writes → append the event, all in one transaction; then the e-mail
 * (failures are logged, the change stays). Throws Strapi errors (400/401/403/404/409).
 */
export async function applyAction(strapi: Core.Strapi, params: ApplyActionParams): Promise<ApplyActionResult> {
  const { format, documentId, actor, action } = params;
  if (!actor || typeof actor.id !== 'number') throw unauthorized(NOT_LOGGED_IN);
  if (!isRequestFormat(format)) throw badRequest('format must be v1 or v2');
  if (!isWorkflowAction(action) || action === 'submit') throw badRequest(`Unknown action: ${String(action)}`);
  const input = params.input ?? {};
  const note = params.note ?? null;
  const expectedVersion = input.version ?? null;
  const role = actor.role?.type ?? null;
  // Staff must say which version they acted on: without it the server cannot tell two people
  // acting at once from one acting after the other (docs/workflow.md, "Concurrency").
  if (expectedVersion === null && isInternal(role)) {
    throw badRequest(VERSION_REQUIRED_MESSAGE, {
      errors: [{ path: ['version'], message: VERSION_REQUIRED_MESSAGE, name: 'ValidationError' }],
    });
  }
  const uid = REQUEST_UIDS[format];
  // set-status to informationRequested / complete is that action (its event, its e-mail).
  const effectiveAction: WorkflowAction =
    action === 'setStatus' && isRequestStatus(input.requestStatus) ? setStatusAction(input.requestStatus) : action;

  const outcome = await strapi.db.transaction(async () => {
    const request = await loadRequest(strapi, format, documentId);
    if (!request) throw notFound(NOT_FOUND_MESSAGE);
    const ctx = contextFor(request, actor);
    if (!isInternal(role) && !ctx.isOwner) throw notFound(NOT_FOUND_MESSAGE);

    // A change decided on a state the actor no longer sees is refused before anything else.
    if (expectedVersion !== null && expectedVersion !== request.version)
      throw conflict(CONFLICT_MESSAGE, { currentVersion: request.version });

    const from = stateOf(request);
    const assignee = action === 'assign' ? await loadAssignee(strapi, input.assigneeId) : null;
    const check = checkTransition(
      role,
      action,
      from.requestStatus && from.approvalStatus ? from : null,
      {
        requestStatus: input.requestStatus,
        recommendation: input.recommendation,
        assigneeRole: assignee?.role?.type,
        // decided after the compare-and-set below, on the locked row
        assigneeIsCurrent: false,
      },
      ctx,
    );
    if (!check.ok) raise(check);
    const to = check.to;

    // Compare-and-set: the only writer that wins is the one that saw the current version. The
    // version bump and the state row are written with the query engine (the Document Service has
    // no conditional update, and replacing the component through it costs several statements).
    const version = expectedVersion ?? request.version;
    const updatedAt = new Date();
    const { count } = (await strapi.db.query(uid).updateMany({
      where: { documentId, version },
      data: { version: version + 1, updatedAt },
    })) as { count: number };
    if (count !== 1) throw conflict(CONFLICT_MESSAGE, { currentVersion: request.version });

    // Re-assigning to the current assignee changes nothing: refused (the rollback undoes the
    // version bump). Read after the compare-and-set, when no other change can be under way:
    // on PostgreSQL the state read above may mix a row read before a concurrent commit with a
    // component read after it.
    if (action === 'assign' && assignee && request.internal?.id) {
      const stored = (await strapi.db.query(INTERNAL_COMPONENT_UID).findOne({
        where: { id: request.internal.id },
        populate: { assignee: { select: ['id'] } },
      })) as { assignee?: { id: number } | null } | null;
      if (stored?.assignee?.id === assignee.id) {
        const again = checkTransition(
          role,
          action,
          from,
          { assigneeRole: assignee.role?.type, assigneeIsCurrent: true },
          ctx,
        );
        if (!again.ok) raise(again);
      }
    }

    const currentAssignee = request.internal?.assignee ?? null;
    const nextAssignee = action === 'assign' ? assignee : action === 'unassign' ? null : currentAssignee;
    const internalData = { requestStatus: to.requestStatus, approvalStatus: to.approvalStatus };
    if (request.internal?.id) {
      await strapi.db.query(INTERNAL_COMPONENT_UID).update({
        where: { id: request.internal.id },
        data: { ...internalData, assignee: nextAssignee ? nextAssignee.id : null },
      });
    } else {
      // A request without its state component (hand-made data): create it.
      await documents(strapi, uid).update({
        documentId,
        data: { internal: { ...internalData, assignee: nextAssignee ? nextAssignee.documentId : null } },
      });
    }

    const details: Record<string, unknown> = { ...(params.details ?? {}) };
    if (action === 'assign' && assignee) {
      details.assignee = { documentId: assignee.documentId, role: assignee.role?.type ?? null };
      if (currentAssignee)
        details.previousAssignee = { documentId: currentAssignee.documentId, role: currentAssignee.role?.type ?? null };
    }
    if (action === 'unassign' && currentAssignee)
      details.previousAssignee = { documentId: currentAssignee.documentId, role: currentAssignee.role?.type ?? null };
    if (action === 'recommend') {
      details.recommendation = input.recommendation;
      await upsertRecommendation(strapi, request, actor, input.recommendation as string, note);
    }
    if (params.within) Object.assign(details, (await params.within(request, to)) ?? {});

    const event = await appendEvent(strapi, {
      format,
      requestDocumentId: documentId,
      actor,
      action: effectiveAction,
      from,
      to,
      note,
      details: Object.keys(details).length > 0 ? details : null,
    });
    // The request as it now is: read again when the caller wrote form fields in `within` (amend),
    // so views and e-mails show the new answers; the workflow fields are the ones just written.
    const fresh = params.within ? await loadRequest(strapi, format, documentId) : null;
    const loaded: LoadedRequest = {
      ...(fresh ?? request),
      version: version + 1,
      updatedAt: fresh?.updatedAt ?? updatedAt.toISOString(),
      internal: {
        id: request.internal?.id ?? 0,
        requestStatus: to.requestStatus,
        approvalStatus: to.approvalStatus,
        assignee: nextAssignee,
      },
    };
    return { loaded, event, from: from as WorkflowState, to };
  });

  const notification = notifyAfterAction(strapi, {
    action: effectiveAction,
    request: outcome.loaded,
    actor,
    note,
    from: outcome.from,
  });
  if (params.awaitNotifications) await notification;
  return {
    ...outcome,
    request: isInternal(role) ? toStaffRequest(outcome.loaded, actor) : toApplicantRequest(outcome.loaded, actor),
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
 * and the queue managers (notifySubmitted).
 */
export async function createSubmittedRequest(
  strapi: Core.Strapi,
  params: CreateSubmittedRequestParams,
): Promise<{ request: ApplicantRequest; loaded: LoadedRequest; event: { documentId: string } }> {
  const { format, actor } = params;
  if (!actor || typeof actor.id !== 'number') throw unauthorized(NOT_LOGGED_IN);
  if (!isRequestFormat(format)) throw badRequest('format must be v1 or v2');
  const check = checkTransition(actor.role?.type ?? null, 'submit', null, {}, { isOwner: true });
  if (!check.ok) raise(check);
  const note = params.note ?? null;
  const outcome = await strapi.db.transaction(async () => {
    const created = await documents(strapi, REQUEST_UIDS[format]).create({
      data: {
        ...params.data,
        requester: actor.documentId ?? actor.id,
        internal: {
          requestStatus: INITIAL_STATE.requestStatus,
          approvalStatus: INITIAL_STATE.approvalStatus,
          assignee: null,
        },
        version: 0,
        ...(format === 'v2' ? { submittedAt: new Date().toISOString() } : {}),
      },
    });
    const loaded = await loadRequest(strapi, format, created.documentId as string);
    if (!loaded) throw new Error('The created request could not be read back');
    const details = { ...(params.details ?? {}), ...((params.within ? await params.within(loaded) : undefined) ?? {}) };
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
    return { loaded, event };
  });
  const notification = notifySubmitted(strapi, { format, documentId: outcome.loaded.documentId });
  if (params.awaitNotifications) await notification;
  return { ...outcome, request: toApplicantRequest(outcome.loaded, actor) };
}
