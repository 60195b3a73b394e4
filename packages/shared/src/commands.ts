import { z } from 'zod';
import { can } from './permissions';
import { ROLE_TYPES, type RoleType, isRoleType } from './roles';
import {
  APPROVAL_STATUSES,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUSES,
  type ApprovalStatus,
  type RequestFormat,
  type RequestStatus,
} from './statuses';
import {
  ACTION_ROLES,
  APPROVED_REQUEST_STATUSES,
  DECIDABLE_REQUEST_STATUSES,
  OWNER_ONLY,
  UNDECIDED_APPROVAL_STATUSES,
  allowedActions,
  checkTransition,
  setStatusAction,
  type TransitionCheck,
  type TransitionContext,
  type TransitionInput,
  type WorkflowAction,
} from './transitions';
import { memoRule } from './rule-memo';
import { addContractSchema, draftSchema, updateContractSchema, v1UpdateSchema } from './schemas/data-access-request';
import {
  amendMetaSchema,
  assignCommandSchema,
  approveCommandSchema,
  denyCommandSchema,
  openRoundCommandSchema,
  publishToRegisterCommandSchema,
  recommendCommandSchema,
  setStatusCommandSchema,
  unassignCommandSchema,
} from './schemas/workflow-commands';
import { ROUND_MESSAGES, ROUND_QUORUM_EVENT } from './rounds';
import { INTERNAL_NOTE_EVENT, MESSAGE_ERRORS, MESSAGE_EVENT, MESSAGE_ROLES, postMessageSchema } from './conversation';
import {
  ACCESS_COMMANDS,
  ACCESS_EDGES,
  ACCESS_MESSAGES,
  acceptCloseoutSchema,
  accessEdgeApplies,
  askCloseoutMoreSchema,
  changeAccessEndSchema,
  closeoutReportSchema,
  grantExtensionSchema,
  refuseExtensionSchema,
  requestExtensionSchema,
  type AccessCommand,
  type AccessPhase,
} from './access';

/**
 * Every change to a request is a command, and this registry is the one place that says, for
 * each: its body schema, who may run it (role × state, as data), the edge of the transition graph
 * it follows (or none), the events it appends and the request formats it applies to. The CMS
 * runs every command through one pipeline that reads this table; the web app offers exactly the
 * commands the server lists in `allowedActions` (computed from this table too).
 */

export const REQUEST_COMMANDS = [
  'createDraft',
  'updateDraft',
  'deleteDraft',
  'submit',
  'amend',
  'updateRequest',
  'addAttachment',
  'addContract',
  'replaceContract',
  'signContract',
  'assign',
  'unassign',
  'recommend',
  'openRound',
  'approve',
  'deny',
  'setStatus',
  'publishToRegister',
  'postMessage',
  ...ACCESS_COMMANDS,
] as const;

export type RequestCommand = (typeof REQUEST_COMMANDS)[number];

export function isRequestCommand(value: unknown): value is RequestCommand {
  return typeof value === 'string' && (REQUEST_COMMANDS as readonly string[]).includes(value);
}

/** What a command acts on: nothing yet (it creates), a v2 draft, or a submitted request. */
export type CommandTarget = 'none' | 'draft' | 'request';

/** A set of states: every requestStatus listed × every approvalStatus listed. */
export type CommandStatePattern = {
  requestStatus: readonly RequestStatus[];
  approvalStatus: readonly ApprovalStatus[];
};

export type CommandSpec = {
  target: CommandTarget;
  formats: readonly RequestFormat[];
  /** Roles that may run the command at all: anyone else gets 403 before the body is read. */
  roles: readonly RoleType[];
  /** Roles that may run it only on their own request or draft (someone else's is 404). */
  ownerOnly: readonly RoleType[];
  /**
   * The edges of the transition graph the command may follow (the graph decides the states):
   * set-status follows one of three by its target; publish-to-register follows `publish` where
   * the graph has it and none otherwise.
   */
  edges: readonly WorkflowAction[];
  /** For a command on a request without an edge: the states it runs in (409 elsewhere). */
  states?: readonly CommandStatePattern[];
  /** Refusal when the state does not allow it (commands without an edge). */
  stateMessage?: string;
  /** The 403 of a role that may never run it (before the body is read). */
  forbiddenMessage: string;
  /** The events it appends to the request's log (one per change). */
  events: readonly string[];
  /** Its JSON body (multipart commands: the form fields); null when it takes none. */
  schema: z.ZodType | null;
  /**
   * false: the command leaves the request's version alone (a message is not a change anyone
   * decides on, so it never makes an open review page stale). Default: the version moves.
   */
  versioned?: false;
  /** The edge of the access graph the command follows (packages/shared/src/access.ts). */
  access?: AccessCommand;
};

/** Files can no longer be added once a request is closed. */
export const REQUEST_CLOSED_MESSAGE = 'Files can no longer be added: this request is closed.';

/** The old-format request is edited only while the committee asks for information. */
export const UPDATE_ONLY_WHEN_MESSAGE = 'You can edit your request only while information is requested.';

/** Amending answers an information request. */
export const AMEND_ONLY_WHEN_MESSAGE = 'You can amend your request only while information is requested.';

/** Only approved requests go to the public register. */
export const REGISTER_ONLY_APPROVED_MESSAGE = 'Only approved requests can be published to the register.';

/** The command that performs each graph action (set-status covers two; publish is publish-to-register). */
export const COMMAND_OF_ACTION: Readonly<Record<WorkflowAction, RequestCommand>> = {
  submit: 'submit',
  assign: 'assign',
  unassign: 'unassign',
  setStatus: 'setStatus',
  requestInformation: 'setStatus',
  complete: 'setStatus',
  recommend: 'recommend',
  approve: 'approve',
  deny: 'deny',
  addContract: 'addContract',
  signContract: 'signContract',
  publish: 'publishToRegister',
  amend: 'amend',
};

/** The refusal a role gets for a command it may never run. */
export const COMMAND_FORBIDDEN_MESSAGE = 'Your role does not allow this action';

/** Access periods, extensions and final reports are kept by the queue managers. */
export const ACCESS_FORBIDDEN_MESSAGE = 'Only a queue manager can manage access periods';

const ADD_FILES_ROLES = ROLE_TYPES.filter((role) => can(role, 'addFiles'));

const SET_STATUS_ROLES = ROLE_TYPES.filter((role) =>
  (['setStatus', 'requestInformation', 'complete'] as const).some((action) => ACTION_ROLES[action].includes(role)),
);

const edge = (
  action: WorkflowAction,
  formats: readonly RequestFormat[],
  schema: z.ZodType | null,
  forbiddenMessage = COMMAND_FORBIDDEN_MESSAGE,
): CommandSpec => ({
  forbiddenMessage,
  target: 'request',
  formats,
  roles: ACTION_ROLES[action],
  ownerOnly: OWNER_ONLY[action] ?? [],
  edges: [action],
  events: [action],
  schema,
});

const BOTH: readonly RequestFormat[] = ['v1', 'v2'];

/** A command of the access graph: on an approved request, in the access phases its edge allows. */
const accessCommand = (command: AccessCommand, schema: z.ZodType, forbiddenMessage: string): CommandSpec => ({
  forbiddenMessage,
  target: 'request',
  formats: BOTH,
  roles: ACCESS_EDGES[command].roles,
  ownerOnly: ACCESS_EDGES[command].ownerOnly,
  edges: [],
  states: [{ requestStatus: APPROVED_REQUEST_STATUSES, approvalStatus: ['approved'] }],
  stateMessage: ACCESS_MESSAGES.noAccess,
  events: [command],
  schema,
  access: command,
});

export const COMMAND_SPECS: Readonly<Record<RequestCommand, CommandSpec>> = {
  createDraft: {
    forbiddenMessage: 'Only applicants can file requests',
    target: 'none',
    formats: ['v2'],
    roles: ['authenticated'],
    ownerOnly: [],
    edges: [],
    events: [],
    schema: draftSchema,
  },
  updateDraft: {
    forbiddenMessage: 'Only applicants can edit requests',
    target: 'draft',
    formats: ['v2'],
    roles: ['authenticated'],
    ownerOnly: ['authenticated'],
    edges: [],
    events: [],
    schema: draftSchema,
  },
  deleteDraft: {
    forbiddenMessage: 'Only applicants can delete their drafts',
    target: 'draft',
    formats: ['v2'],
    roles: ['authenticated'],
    ownerOnly: ['authenticated'],
    edges: [],
    events: [],
    schema: null,
  },
  submit: {
    forbiddenMessage: 'Only applicants can submit requests',
    target: 'draft',
    formats: ['v2'],
    roles: ACTION_ROLES.submit,
    ownerOnly: OWNER_ONLY.submit ?? [],
    edges: ['submit'],
    events: ['submit'],
    schema: null,
  },
  amend: {
    ...edge('amend', ['v2'], amendMetaSchema, 'Only the applicant can amend their request'),
    stateMessage: AMEND_ONLY_WHEN_MESSAGE,
  },
  updateRequest: {
    forbiddenMessage: 'Only the applicant can edit their request',
    target: 'request',
    formats: ['v1'],
    roles: ['authenticated'],
    ownerOnly: ['authenticated'],
    edges: [],
    states: [{ requestStatus: ['informationRequested'], approvalStatus: APPROVAL_STATUSES }],
    stateMessage: UPDATE_ONLY_WHEN_MESSAGE,
    events: ['update'],
    schema: v1UpdateSchema,
  },
  addAttachment: {
    forbiddenMessage: 'Your role cannot add files to requests',
    // A v2 draft takes files too (no event: a draft has no log yet).
    target: 'request',
    formats: BOTH,
    roles: ADD_FILES_ROLES,
    ownerOnly: ['authenticated'],
    edges: [],
    states: [{ requestStatus: OPEN_REQUEST_STATUSES, approvalStatus: APPROVAL_STATUSES }],
    stateMessage: REQUEST_CLOSED_MESSAGE,
    events: ['addAttachment'],
    schema: null,
  },
  addContract: edge('addContract', BOTH, addContractSchema),
  // add-contract and replace share the graph's edge (pendingSigning → pendingSigning replaces);
  // the multipart upload (…/{id}/contract) reads its fields with contractUploadFieldsSchema.
  replaceContract: edge('addContract', BOTH, updateContractSchema),
  signContract: edge('signContract', BOTH, updateContractSchema),
  assign: edge('assign', BOTH, assignCommandSchema),
  unassign: edge('unassign', BOTH, unassignCommandSchema),
  // A vote that reaches the quorum of the open round also appends the round's quorum event.
  recommend: { ...edge('recommend', BOTH, recommendCommandSchema), events: ['recommend', ROUND_QUORUM_EVENT] },
  openRound: {
    forbiddenMessage: ROUND_MESSAGES.forbidden,
    // No status edge: the round is the committee's work on a request under review.
    target: 'request',
    formats: BOTH,
    roles: ['dag-chair', 'queue-manager'],
    ownerOnly: [],
    edges: [],
    states: [{ requestStatus: DECIDABLE_REQUEST_STATUSES, approvalStatus: UNDECIDED_APPROVAL_STATUSES }],
    stateMessage: ROUND_MESSAGES.notInReview,
    events: ['openRound'],
    schema: openRoundCommandSchema,
  },
  approve: edge('approve', BOTH, approveCommandSchema),
  deny: edge('deny', BOTH, denyCommandSchema),
  setStatus: {
    forbiddenMessage: 'Your role cannot change the status of a request',
    target: 'request',
    formats: BOTH,
    roles: SET_STATUS_ROLES,
    ownerOnly: [],
    edges: ['setStatus', 'requestInformation', 'complete'],
    events: ['setStatus', 'requestInformation', 'complete'],
    schema: setStatusCommandSchema,
  },
  publishToRegister: {
    forbiddenMessage: 'Your role cannot publish requests to the register',
    // The graph's `publish` edge where it has one (complete/published → published); any other
    // approved state publishes without a status change (the `publishToRegister` event).
    target: 'request',
    formats: BOTH,
    roles: ACTION_ROLES.publish,
    ownerOnly: [],
    edges: ['publish'],
    states: [{ requestStatus: REQUEST_STATUSES, approvalStatus: ['approved'] }],
    stateMessage: REGISTER_ONLY_APPROVED_MESSAGE,
    events: ['publish', 'publishToRegister'],
    schema: publishToRegisterCommandSchema,
  },
  postMessage: {
    forbiddenMessage: MESSAGE_ERRORS.forbidden,
    // Any submitted request, open or closed: a conversation outlives the decision.
    target: 'request',
    formats: BOTH,
    roles: MESSAGE_ROLES,
    ownerOnly: ['authenticated'],
    edges: [],
    states: [{ requestStatus: REQUEST_STATUSES, approvalStatus: APPROVAL_STATUSES }],
    events: [MESSAGE_EVENT, INTERNAL_NOTE_EVENT],
    schema: postMessageSchema,
    versioned: false,
  },
  changeAccessEnd: accessCommand('changeAccessEnd', changeAccessEndSchema, ACCESS_FORBIDDEN_MESSAGE),
  requestExtension: accessCommand(
    'requestExtension',
    requestExtensionSchema,
    'Only the applicant can ask for more time',
  ),
  grantExtension: accessCommand('grantExtension', grantExtensionSchema, ACCESS_FORBIDDEN_MESSAGE),
  refuseExtension: accessCommand('refuseExtension', refuseExtensionSchema, ACCESS_FORBIDDEN_MESSAGE),
  fileCloseout: accessCommand('fileCloseout', closeoutReportSchema, 'Only the applicant can file the final report'),
  acceptCloseout: accessCommand('acceptCloseout', acceptCloseoutSchema, ACCESS_FORBIDDEN_MESSAGE),
  askCloseoutMore: accessCommand('askCloseoutMore', askCloseoutMoreSchema, ACCESS_FORBIDDEN_MESSAGE),
};

/** May this role run the command at all (in some state)? Decided before the body is read. */
export function mayRunCommand(role: string | null | undefined, command: RequestCommand): boolean {
  return isRoleType(role) && COMMAND_SPECS[command].roles.includes(role);
}

type StateLike =
  | {
      requestStatus?: unknown;
      approvalStatus?: unknown;
      /** The access phase at the time of the command (null: no access period yet). */
      access?: AccessPhase | null;
    }
  | null
  | undefined;

const inPatterns = (patterns: readonly CommandStatePattern[], state: StateLike): boolean =>
  !!state &&
  patterns.some(
    (pattern) =>
      (pattern.requestStatus as readonly unknown[]).includes(state.requestStatus) &&
      (pattern.approvalStatus as readonly unknown[]).includes(state.approvalStatus),
  );

/** The graph action a command takes in this state with this input, or null (no edge). */
export function commandEdge(
  command: RequestCommand,
  role: string | null | undefined,
  state: StateLike,
  input: TransitionInput = {},
  ctx: TransitionContext = {},
): WorkflowAction | null {
  const spec = COMMAND_SPECS[command];
  if (command === 'setStatus') {
    const target = input.requestStatus;
    return (REQUEST_STATUSES as readonly unknown[]).includes(target)
      ? setStatusAction(target as RequestStatus)
      : 'setStatus';
  }
  if (command === 'publishToRegister') return checkTransition(role, 'publish', state, {}, ctx).ok ? 'publish' : null;
  return spec.edges[0] ?? null;
}

/**
 * The full check of a command on a request in a state, in the order: role, owner, state (graph
 * or the command's own states). The same answer shapes as checkTransition: 400 invalid input,
 * 403 forbidden (with what is allowed), 409 illegal in this state. `to` is the state after the
 * command (the same state for a command without an edge).
 */
export function checkCommand(
  role: string | null | undefined,
  command: RequestCommand,
  state: StateLike,
  input: TransitionInput = {},
  ctx: TransitionContext = {},
): TransitionCheck & { action?: WorkflowAction | null } {
  const spec = COMMAND_SPECS[command];
  if (!mayRunCommand(role, command))
    return { ok: false, reason: 'forbidden', message: spec.forbiddenMessage, allowed: [...spec.roles] };
  const action = commandEdge(command, role, state, input, ctx);
  if (action) {
    const check = checkTransition(role, command === 'setStatus' ? 'setStatus' : action, state, input, ctx);
    // A command with its own wording for "not in this state" (amend) says it instead of the graph's.
    if (!check.ok && check.reason === 'illegal' && spec.stateMessage)
      return { ...check, message: spec.stateMessage, allowed: [], action };
    return { ...check, action };
  }
  if (isRoleType(role) && spec.ownerOnly.includes(role) && !ctx.isOwner)
    return {
      ok: false,
      reason: 'forbidden',
      message: 'Only the applicant can do this on their own request',
      allowed: [],
    };
  if (spec.target === 'request' && spec.states && !inPatterns(spec.states, state))
    return { ok: false, reason: 'illegal', message: spec.stateMessage ?? 'Not allowed in this state', allowed: [] };
  if (spec.access && !state?.access)
    return { ok: false, reason: 'illegal', message: ACCESS_MESSAGES.noAccess, allowed: [] };
  if (spec.access && !accessEdgeApplies(spec.access, state?.access))
    return { ok: false, reason: 'illegal', message: ACCESS_EDGES[spec.access].refusal, allowed: [] };
  const same = {
    requestStatus: state?.requestStatus as RequestStatus,
    approvalStatus: state?.approvalStatus as ApprovalStatus,
  };
  return { ok: true, to: same, action: null };
}

/** What a person may do on a request: the graph's actions and the commands without an edge. */
export type AllowedAction =
  WorkflowAction | 'addAttachment' | 'updateRequest' | 'publishToRegister' | 'openRound' | AccessCommand;

/** Commands without a graph edge that a request view lists under their own name. */
const STATE_COMMANDS = [
  'addAttachment',
  'updateRequest',
  'publishToRegister',
  'openRound',
  ...ACCESS_COMMANDS,
] as const;

/**
 * Everything this person may do now on a submitted request of `format`: the graph's actions
 * (allowedActions) and the commands without an edge (add files, the old-format update, publish
 * to the register, open a recommendation round). The one answer the request views carry; the web app renders from it.
 */
export const allowedRequestActions = memoRule(
  (
    role: string | null | undefined,
    state: StateLike,
    ctx: TransitionContext = {},
    format: RequestFormat = 'v2',
  ): AllowedAction[] => {
    const graph = allowedActions(role, state?.requestStatus ? state : null, ctx).filter(
      (action) => action !== 'amend' || COMMAND_SPECS.amend.formats.includes(format),
    );
    const others = STATE_COMMANDS.filter((command) => {
      if (!COMMAND_SPECS[command].formats.includes(format)) return false;
      return checkCommand(role, command, state, {}, ctx).ok;
    });
    return [...graph, ...others];
  },
  // Everything the rule reads: the role, the state and its access phase, the context, the format.
  (role, state, ctx = {}, format = 'v2') => [
    role,
    state ? 'state' : state,
    state?.requestStatus,
    state?.approvalStatus,
    state?.access ? 'access' : state?.access,
    state?.access?.state,
    state?.access?.extension,
    state?.access?.closeout,
    state?.access?.late,
    ctx.isOwner,
    ctx.hasAssignee,
    format,
  ],
);

/**
 * The contract command of a call and the kind of file it records: the kind sent, or by default
 * the contract for a role that may add one (staff) and the signed contract for anyone else (the
 * applicant).
 */
export function contractCommandFor(
  role: string | null | undefined,
  kind: unknown,
): { command: 'addContract' | 'signContract'; kind: 'contract' | 'signedContract' } {
  const resolved =
    kind === 'contract' || kind === 'signedContract'
      ? kind
      : mayRunCommand(role, 'addContract')
        ? 'contract'
        : 'signedContract';
  return { command: resolved === 'signedContract' ? 'signContract' : 'addContract', kind: resolved };
}

/** Whether the role runs the command only on what is its own (the applicant on their request or draft). */
export function runsOnlyOnOwn(role: string | null | undefined, command: RequestCommand): boolean {
  return isRoleType(role) && COMMAND_SPECS[command].ownerOnly.includes(role);
}
