import {
  allowedRequestActions,
  assignableRoles,
  setStatusTargets,
  type ApplicantRequestState,
  type ApprovalStatus,
  type QueueAssignee,
  type QueueItem,
  type RequestStatus,
  type RoleType,
} from '@portal/shared';
import type { Actor, LoadedRequest, UserRef } from './types';

/**
 * The staff view is the queue item and the applicant's is its state without staff fields; both
 * are the shared wire types. `StaffRequest`/`ApplicantRequest` are the names the services use.
 */
export type StaffRequest = QueueItem;
export type ApplicantRequest = ApplicantRequestState;

type StaffPerson = Omit<QueueAssignee, 'role'>;

const person = (user: UserRef): StaffPerson => ({
  documentId: user.documentId,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
});

/** The requester as staff and the owner see them: the one mapping of a requester for every view. */
export function requesterView(user: UserRef | null | undefined): RequesterView | null {
  if (!user) return null;
  return { ...person(user), organization: user.organization ?? null, organizationType: user.organizationType ?? null };
}

export type RequesterView = StaffPerson & { organization: string | null; organizationType: string | null };

export function stateOf(request: LoadedRequest): {
  requestStatus: RequestStatus | null;
  approvalStatus: ApprovalStatus | null;
} {
  return {
    requestStatus: request.internal?.requestStatus ?? null,
    approvalStatus: request.internal?.approvalStatus ?? null,
  };
}

function datasetDetails(request: LoadedRequest): StaffRequest['datasetDetails'] {
  return request.datasets.map((dataset) => ({
    dataset: { documentId: dataset.documentId, title: dataset.title ?? '' },
  }));
}

export function contextFor(
  request: LoadedRequest,
  actor: Actor | null | undefined,
): { isOwner: boolean; hasAssignee: boolean } {
  return {
    isOwner: !!actor && !!request.requester && request.requester.id === actor.id,
    hasAssignee: !!request.internal?.assignee,
  };
}

/** What both views show of any request: which one it is, its title, its times and version. */
const identity = (request: LoadedRequest) => ({
  documentId: request.documentId,
  format: request.format,
  projectTitle: request.projectTitle,
  createdAt: request.createdAt,
  updatedAt: request.updatedAt,
  version: request.version,
});

/** The staff view of a request: §3's queue item plus the caller's next steps. */
export function toStaffRequest(request: LoadedRequest, actor: Actor | null | undefined): StaffRequest {
  const state = stateOf(request);
  const role = actor?.role?.type ?? null;
  const ctx = contextFor(request, actor);
  const assignee = request.internal?.assignee ?? null;
  return {
    ...identity(request),
    requester: requesterView(request.requester) ?? {
      documentId: '',
      firstName: '',
      lastName: '',
      email: '',
      organization: null,
      organizationType: null,
    },
    internal: {
      requestStatus: state.requestStatus,
      approvalStatus: state.approvalStatus,
      assignee: assignee
        ? {
            ...person(assignee),
            role: assignee.role?.type ? { type: assignee.role.type as RoleType, name: assignee.role.name ?? '' } : null,
          }
        : null,
    },
    datasetDetails: datasetDetails(request),
    allowedActions: allowedRequestActions(role, { ...state, access: request.access ?? null }, ctx, request.format),
    setStatusTargets: setStatusTargets(role, state, ctx),
    assignableRoles: assignableRoles(role, state.approvalStatus, state.requestStatus),
  };
}

/** The applicant's view of the workflow state of their own request. */
export function toApplicantRequest(request: LoadedRequest, actor: Actor | null | undefined): ApplicantRequest {
  const state = stateOf(request);
  return {
    ...identity(request),
    internal: { requestStatus: state.requestStatus, approvalStatus: state.approvalStatus },
    datasetDetails: datasetDetails(request),
    allowedActions: allowedRequestActions(
      actor?.role?.type ?? null,
      { ...state, access: request.access ?? null },
      contextFor(request, actor),
      request.format,
    ),
  };
}
