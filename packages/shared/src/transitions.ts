import { assignableRoles } from './assignable-roles';
import { can } from './permissions';
import { ROLE_TYPES, type RoleType, isRoleType } from './roles';
import { memoRule } from './rule-memo';
import {
  APPROVAL_STATUSES,
  REQUEST_STATUSES,
  type ApprovalStatus,
  type RequestStatus,
  isApprovalStatus,
  isRequestStatus,
} from './statuses';

/**
 * The request workflow graph (docs/workflow.md). The spec gives the statuses, the §6 permission
 * table and the §4 assignable-role matrix; the edges between statuses are designed here, as data,
 * and used by both the CMS (which enforces them) and the web app (which offers exactly them).
 *
 * A request's workflow state is the pair (requestStatus, approvalStatus). A draft (not yet
 * submitted) has no state: `null`.
 */

export const WORKFLOW_ACTIONS = [
  'submit',
  'assign',
  'unassign',
  'setStatus',
  'requestInformation',
  'recommend',
  'approve',
  'deny',
  'addContract',
  'signContract',
  'complete',
  'publish',
  'amend',
] as const;

export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

export function isWorkflowAction(value: unknown): value is WorkflowAction {
  return typeof value === 'string' && (WORKFLOW_ACTIONS as readonly string[]).includes(value);
}

export const RECOMMENDATIONS = ['approve', 'deny', 'abstain'] as const;

export type Recommendation = (typeof RECOMMENDATIONS)[number];

export function isRecommendation(value: unknown): value is Recommendation {
  return typeof value === 'string' && (RECOMMENDATIONS as readonly string[]).includes(value);
}

export type WorkflowState = { requestStatus: RequestStatus; approvalStatus: ApprovalStatus };

/** Facts about the request relative to the actor that some rules need. */
export type TransitionContext = {
  /** The actor filed the request (submit, signContract by the applicant). */
  isOwner?: boolean;
  /** The request currently has an assignee (unassign; set-status to `assigned`). */
  hasAssignee?: boolean;
};

export type TransitionInput = {
  /** set-status target. */
  requestStatus?: unknown;
  /** assign: the role type of the user to assign. */
  assigneeRole?: unknown;
  /** recommend: approve | deny | abstain. */
  recommendation?: unknown;
  /** assign: the user to assign already is the request's assignee (a no-op, refused). */
  assigneeIsCurrent?: boolean;
};

/** Refusal of an assign to the user who already is the assignee (nothing would change). */
export const ASSIGNED_ALREADY_MESSAGE = 'The request is already assigned to this user.';

/** The state a submitted request starts in. */
export const INITIAL_STATE: Readonly<WorkflowState> = { requestStatus: 'new', approvalStatus: 'pending' };

/** Approval statuses in which the committee has not decided yet. */
export const UNDECIDED_APPROVAL_STATUSES = ['pending', 'pendingApproval'] as const satisfies readonly ApprovalStatus[];

/** Request statuses of the review phase (before a decision). */
export const REVIEW_REQUEST_STATUSES = [
  'new',
  'assigned',
  'pendingReassignment',
  'informationRequested',
  'inReview',
] as const satisfies readonly RequestStatus[];

/** Request statuses after approval, in order. */
export const APPROVED_REQUEST_STATUSES = [
  'pendingContract',
  'pendingSigning',
  'contractSigned',
  'complete',
  'published',
] as const satisfies readonly RequestStatus[];

/** set-status moves among these while the request is undecided. */
export const SET_STATUS_REVIEW_STATUSES = [
  'new',
  'assigned',
  'informationRequested',
  'inReview',
] as const satisfies readonly RequestStatus[];

/** A recommendation or a decision needs a request that is being reviewed by someone. */
export const DECIDABLE_REQUEST_STATUSES = ['assigned', 'inReview'] as const satisfies readonly RequestStatus[];

/**
 * Every state a request can be in by following the graph from submission: the review phase
 * (5 request statuses × 2 undecided approval statuses), the approved chain, and denied/complete.
 */
export const GRAPH_STATES: readonly WorkflowState[] = [
  ...UNDECIDED_APPROVAL_STATUSES.flatMap((approvalStatus) =>
    REVIEW_REQUEST_STATUSES.map((requestStatus) => ({ requestStatus, approvalStatus })),
  ),
  ...APPROVED_REQUEST_STATUSES.map((requestStatus) => ({ requestStatus, approvalStatus: 'approved' as const })),
  { requestStatus: 'complete', approvalStatus: 'denied' },
];

export function isGraphState(state: { requestStatus?: unknown; approvalStatus?: unknown } | null | undefined): boolean {
  return (
    !!state &&
    GRAPH_STATES.some((s) => s.requestStatus === state.requestStatus && s.approvalStatus === state.approvalStatus)
  );
}

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const rolesThatCan = (action: Parameters<typeof can>[1]): RoleType[] => ROLE_TYPES.filter((role) => can(role, action));

/** Roles that can assign in at least one state (from the §4 matrix). */
const ASSIGNING_ROLES: RoleType[] = ROLE_TYPES.filter((role) =>
  APPROVAL_STATUSES.some((a) => REQUEST_STATUSES.some((r) => assignableRoles(role, a, r).length > 0)),
);

/**
 * Who may perform each action at all (in some state). §6 columns where they apply:
 * unassign ← Unassign; setStatus and requestInformation ← Change status; recommend ← Recommend;
 * assign ← the §4 matrix. The rest are decisions documented in docs/workflow.md.
 */
export const ACTION_ROLES: Readonly<Record<WorkflowAction, readonly RoleType[]>> = {
  submit: ['authenticated'],
  assign: ASSIGNING_ROLES,
  unassign: rolesThatCan('unassign'),
  setStatus: rolesThatCan('changeStatus'),
  requestInformation: rolesThatCan('changeStatus'),
  recommend: rolesThatCan('recommend'),
  approve: ['dag-chair'],
  deny: ['dag-chair'],
  addContract: ['queue-manager', 'contract-manager'],
  signContract: ['authenticated', 'queue-manager', 'contract-manager'],
  complete: ['queue-manager'],
  publish: ['queue-manager'],
  amend: ['authenticated'],
};

/** Roles that may perform the action only on their own request. */
export const OWNER_ONLY: Readonly<Partial<Record<WorkflowAction, readonly RoleType[]>>> = {
  submit: ['authenticated'],
  signContract: ['authenticated'],
  amend: ['authenticated'],
};

/** A set of states: every requestStatus listed × every approvalStatus listed. */
type StatePattern = { requestStatus: readonly RequestStatus[]; approvalStatus: readonly ApprovalStatus[] };

type Edge = {
  /** The edge starts in any state matched by one of the patterns. */
  from: readonly StatePattern[];
  /** The resulting state; `input` is already validated. */
  to: (state: WorkflowState, input: TransitionInput, ctx: TransitionContext) => WorkflowState;
  /** The request must have an assignee. */
  needsAssignee?: boolean;
};

const same = (state: WorkflowState): WorkflowState => ({ ...state });
const ALL_REQUEST = REQUEST_STATUSES;
const ALL_APPROVAL = APPROVAL_STATUSES;

/**
 * The role-independent edges of the graph (submit is the edge from "draft" and is handled apart).
 * `assign` is legal wherever the §4 matrix lets *some* role assign; the actor's own row decides
 * the rest.
 */
export const EDGES: Readonly<Record<Exclude<WorkflowAction, 'submit'>, Edge>> = {
  assign: {
    from: [{ requestStatus: ALL_REQUEST, approvalStatus: ALL_APPROVAL }],
    to: (s) =>
      includes(['new', 'pendingReassignment'] as const, s.requestStatus) &&
      includes(UNDECIDED_APPROVAL_STATUSES, s.approvalStatus)
        ? { ...s, requestStatus: 'assigned' }
        : same(s),
  },
  unassign: {
    from: [
      { requestStatus: REVIEW_REQUEST_STATUSES, approvalStatus: UNDECIDED_APPROVAL_STATUSES },
      { requestStatus: APPROVED_REQUEST_STATUSES, approvalStatus: ['approved'] },
    ],
    needsAssignee: true,
    to: (s) =>
      includes(UNDECIDED_APPROVAL_STATUSES, s.approvalStatus)
        ? { ...s, requestStatus: 'pendingReassignment' }
        : same(s),
  },
  setStatus: {
    from: [{ requestStatus: SET_STATUS_REVIEW_STATUSES, approvalStatus: UNDECIDED_APPROVAL_STATUSES }],
    to: (s, input) => ({ ...s, requestStatus: input.requestStatus as RequestStatus }),
  },
  requestInformation: {
    from: [{ requestStatus: ['new', 'assigned', 'inReview'], approvalStatus: UNDECIDED_APPROVAL_STATUSES }],
    to: (s) => ({ ...s, requestStatus: 'informationRequested' }),
  },
  recommend: {
    from: [{ requestStatus: DECIDABLE_REQUEST_STATUSES, approvalStatus: UNDECIDED_APPROVAL_STATUSES }],
    to: (s) => ({ ...s, approvalStatus: 'pendingApproval' }),
  },
  approve: {
    from: [{ requestStatus: DECIDABLE_REQUEST_STATUSES, approvalStatus: ['pendingApproval'] }],
    to: () => ({ requestStatus: 'pendingContract', approvalStatus: 'approved' }),
  },
  deny: {
    from: [{ requestStatus: DECIDABLE_REQUEST_STATUSES, approvalStatus: ['pendingApproval'] }],
    to: () => ({ requestStatus: 'complete', approvalStatus: 'denied' }),
  },
  addContract: {
    // pendingSigning → pendingSigning replaces the contract sent for signature.
    from: [{ requestStatus: ['pendingContract', 'pendingSigning'], approvalStatus: ['approved'] }],
    to: (s) => ({ ...s, requestStatus: 'pendingSigning' }),
  },
  signContract: {
    from: [{ requestStatus: ['pendingSigning'], approvalStatus: ['approved'] }],
    to: (s) => ({ ...s, requestStatus: 'contractSigned' }),
  },
  complete: {
    from: [{ requestStatus: ['contractSigned'], approvalStatus: ['approved'] }],
    to: (s) => ({ ...s, requestStatus: 'complete' }),
  },
  publish: {
    // published → published re-publishes (updates) the register entry.
    from: [{ requestStatus: ['complete', 'published'], approvalStatus: ['approved'] }],
    to: (s) => ({ ...s, requestStatus: 'published' }),
  },
  amend: {
    // The applicant answered: the reviewer (if any) continues the review; an unassigned request
    // goes back to the queue as new. The approval status (recommendations so far) is kept.
    from: [{ requestStatus: ['informationRequested'], approvalStatus: UNDECIDED_APPROVAL_STATUSES }],
    to: (s, _input, ctx) => ({ ...s, requestStatus: ctx.hasAssignee ? 'inReview' : 'new' }),
  },
};

/**
 * The action the set-status call performs for a target request status: `informationRequested`
 * is "request information" (it mails the applicant), `complete` closes an approved request once
 * the contract is signed; every other target is a plain status change.
 */
export function setStatusAction(target: RequestStatus): 'setStatus' | 'requestInformation' | 'complete' {
  if (target === 'informationRequested') return 'requestInformation';
  if (target === 'complete') return 'complete';
  return 'setStatus';
}

function asState(
  state: { requestStatus?: unknown; approvalStatus?: unknown } | null | undefined,
): WorkflowState | null {
  if (!state || !isRequestStatus(state.requestStatus) || !isApprovalStatus(state.approvalStatus)) return null;
  return { requestStatus: state.requestStatus, approvalStatus: state.approvalStatus };
}

function edgeApplies(
  action: Exclude<WorkflowAction, 'submit'>,
  state: WorkflowState,
  input: TransitionInput,
  ctx: TransitionContext,
): boolean {
  const edge = EDGES[action];
  const matches = edge.from.some(
    (p) => p.requestStatus.includes(state.requestStatus) && p.approvalStatus.includes(state.approvalStatus),
  );
  if (!matches) return false;
  if (edge.needsAssignee && !ctx.hasAssignee) return false;
  if (action === 'setStatus') {
    const target = input.requestStatus;
    if (!includes(SET_STATUS_REVIEW_STATUSES, target) || target === state.requestStatus) return false;
    if (setStatusAction(target) !== 'setStatus') return false;
    if (target === 'assigned' && !ctx.hasAssignee) return false;
  }
  return true;
}

/**
 * The state after `action`, or null when the graph has no such edge from `state` (whoever acts).
 * For `submit`, `state` must be null (a draft). For `assign`, the edge exists wherever the §4
 * matrix lets some role assign. Inputs are checked: setStatus needs a valid target.
 */
export function nextState(
  action: WorkflowAction,
  state: { requestStatus?: unknown; approvalStatus?: unknown } | null | undefined,
  input: TransitionInput = {},
  ctx: TransitionContext = { hasAssignee: true },
): WorkflowState | null {
  if (action === 'submit') return state ? null : { ...INITIAL_STATE };
  const current = asState(state);
  if (!current || !isWorkflowAction(action)) return null;
  if (action === 'assign') {
    const anyone = ROLE_TYPES.some(
      (role) => assignableRoles(role, current.approvalStatus, current.requestStatus).length > 0,
    );
    return anyone ? EDGES.assign.to(current, input, ctx) : null;
  }
  return edgeApplies(action, current, input, ctx) ? EDGES[action].to(current, input, ctx) : null;
}

function mayEver(role: RoleType, action: WorkflowAction, ctx: TransitionContext): boolean {
  if (!ACTION_ROLES[action].includes(role)) return false;
  if (OWNER_ONLY[action]?.includes(role) && !ctx.isOwner) return false;
  return true;
}

/** Status targets the set-status call accepts from this role in this state: exactly what the UI offers. */
export const setStatusTargets = memoRule(
  (
    role: string | null | undefined,
    state: { requestStatus?: unknown; approvalStatus?: unknown } | null | undefined,
    ctx: TransitionContext = {},
  ): RequestStatus[] => {
    const current = asState(state);
    if (!isRoleType(role) || !current) return [];
    return REQUEST_STATUSES.filter((target) => {
      if (target === current.requestStatus) return false;
      const action = setStatusAction(target);
      if (!mayEver(role, action, ctx)) return false;
      const to =
        action === 'setStatus'
          ? edgeApplies('setStatus', current, { requestStatus: target }, ctx)
            ? target
            : null
          : nextState(action, current, {}, ctx)?.requestStatus;
      return to === target;
    });
  },
  (role, state, ctx = {}) => [role, state?.requestStatus, state?.approvalStatus, ctx.isOwner, ctx.hasAssignee],
);

/**
 * Actions the role can perform now (what the UI shows as buttons). `setStatus` is listed when
 * `setStatusTargets` is not empty (the status menu); `assign` when the §4 matrix gives the role at
 * least one assignable role; `submit` only for a draft (`state` null) of the actor's own.
 */
export function allowedActions(
  role: string | null | undefined,
  state: { requestStatus?: unknown; approvalStatus?: unknown } | null | undefined,
  ctx: TransitionContext = {},
): WorkflowAction[] {
  if (!isRoleType(role)) return [];
  if (!state) return mayEver(role, 'submit', ctx) ? ['submit'] : [];
  const current = asState(state);
  if (!current) return [];
  return WORKFLOW_ACTIONS.filter((action) => {
    if (action === 'submit') return false;
    if (!mayEver(role, action, ctx)) return false;
    if (action === 'assign') return assignableRoles(role, current.approvalStatus, current.requestStatus).length > 0;
    if (action === 'setStatus') return setStatusTargets(role, current, ctx).length > 0;
    return edgeApplies(action, current, {}, ctx);
  });
}

export type TransitionCheck =
  | { ok: true; to: WorkflowState }
  /** Bad input (400): unknown target status, role or recommendation. */
  | { ok: false; reason: 'invalid'; message: string }
  /** The actor may not do this (403); `allowed` lists what they may do (roles, for assign). */
  | { ok: false; reason: 'forbidden'; message: string; allowed: string[] }
  /** Not from the current state (409); `allowed` lists the legal alternatives now. */
  | { ok: false; reason: 'illegal'; message: string; allowed: string[] };

/**
 * The full check the server runs before a change, in the order: input, actor, graph.
 * - assign: role that never assigns → forbidden; no assignable role in this state → illegal;
 *   assignee's role not in the (non-empty) assignable set → forbidden with that set.
 * - setStatus (the set-status call, with `input.requestStatus`): resolved through
 *   `setStatusAction`; illegal lists `setStatusTargets`.
 * - other actions: illegal lists `allowedActions`.
 */
export function checkTransition(
  role: string | null | undefined,
  action: WorkflowAction,
  state: { requestStatus?: unknown; approvalStatus?: unknown } | null | undefined,
  input: TransitionInput = {},
  ctx: TransitionContext = {},
): TransitionCheck {
  if (!isWorkflowAction(action)) return { ok: false, reason: 'invalid', message: `Unknown action: ${String(action)}` };
  if (!isRoleType(role))
    return { ok: false, reason: 'forbidden', message: 'Your role does not allow this action', allowed: [] };

  if (action === 'submit') {
    if (!mayEver(role, 'submit', ctx))
      return { ok: false, reason: 'forbidden', message: 'Only the applicant can submit their request', allowed: [] };
    if (state)
      return {
        ok: false,
        reason: 'illegal',
        message: 'This request has already been submitted',
        allowed: allowedActions(role, state, ctx),
      };
    return { ok: true, to: { ...INITIAL_STATE } };
  }

  const current = asState(state);
  if (!current) return { ok: false, reason: 'illegal', message: 'This request has not been submitted', allowed: [] };

  if (action === 'setStatus' || action === 'requestInformation' || action === 'complete') {
    const target =
      action === 'setStatus'
        ? input.requestStatus
        : action === 'requestInformation'
          ? 'informationRequested'
          : 'complete';
    if (!isRequestStatus(target)) {
      return { ok: false, reason: 'invalid', message: `requestStatus must be one of: ${REQUEST_STATUSES.join(', ')}` };
    }
    const resolved = setStatusAction(target);
    if (!mayEver(role, resolved, ctx)) {
      return {
        ok: false,
        reason: 'forbidden',
        message: 'Your role cannot change the status of a request to this value',
        allowed: setStatusTargets(role, current, ctx),
      };
    }
    const targets = setStatusTargets(role, current, ctx);
    if (!targets.includes(target)) {
      return {
        ok: false,
        reason: 'illegal',
        message: `A request that is ${current.requestStatus} / ${current.approvalStatus} cannot move to ${target}`,
        allowed: targets,
      };
    }
    return { ok: true, to: { ...current, requestStatus: target } };
  }

  if (action === 'recommend' && !isRecommendation(input.recommendation)) {
    return { ok: false, reason: 'invalid', message: `recommendation must be one of: ${RECOMMENDATIONS.join(', ')}` };
  }
  if (action === 'assign' && !isRoleType(input.assigneeRole)) {
    return { ok: false, reason: 'invalid', message: 'The assignee has no known role' };
  }

  if (!mayEver(role, action, ctx)) {
    const ownerOnly = OWNER_ONLY[action]?.includes(role);
    return {
      ok: false,
      reason: 'forbidden',
      message: ownerOnly
        ? 'Only the applicant can do this on their own request'
        : 'Your role does not allow this action',
      allowed: allowedActions(role, current, ctx),
    };
  }

  if (action === 'assign') {
    const allowedRoles = assignableRoles(role, current.approvalStatus, current.requestStatus);
    if (allowedRoles.length === 0) {
      return {
        ok: false,
        reason: 'illegal',
        message: `A request that is ${current.requestStatus} / ${current.approvalStatus} cannot be assigned by your role`,
        allowed: allowedActions(role, current, ctx),
      };
    }
    if (!allowedRoles.includes(input.assigneeRole as RoleType)) {
      return {
        ok: false,
        reason: 'forbidden',
        message: `You can assign this request only to: ${allowedRoles.join(', ')}`,
        allowed: allowedRoles,
      };
    }
    if (input.assigneeIsCurrent) {
      return {
        ok: false,
        reason: 'illegal',
        message: ASSIGNED_ALREADY_MESSAGE,
        allowed: allowedActions(role, current, ctx),
      };
    }
    return { ok: true, to: EDGES.assign.to(current, input, ctx) };
  }

  if (!edgeApplies(action, current, input, ctx)) {
    return {
      ok: false,
      reason: 'illegal',
      message: `A request that is ${current.requestStatus} / ${current.approvalStatus} does not allow ${action}`,
      allowed: allowedActions(role, current, ctx),
    };
  }
  return { ok: true, to: EDGES[action].to(current, input, ctx) };
}

/** True when `checkTransition` would accept the change. */
export function canTransition(
  role: string | null | undefined,
  action: WorkflowAction,
  state: { requestStatus?: unknown; approvalStatus?: unknown } | null | undefined,
  input: TransitionInput = {},
  ctx: TransitionContext = {},
): boolean {
  return checkTransition(role, action, state, input, ctx).ok;
}
