import { ROLE_TYPES, type RoleType, isRoleType } from './roles';
import { type ApprovalStatus, type RequestStatus, isApprovalStatus, isRequestStatus } from './statuses';

// Spec §4. Every cell is written out (empty lists included) so the table can be read against the
// spec line by line and a new status cannot silently fall through to a default.
export const ASSIGNABLE_BY_APPROVAL_STATUS: Readonly<
  Record<RoleType, Readonly<Record<ApprovalStatus, readonly RoleType[]>>>
> = {
  authenticated: { approved: [], denied: [], pendingApproval: [], pending: [] },
  'dag-member': { approved: [], denied: [], pendingApproval: [], pending: [] },
  'dag-chair': {
    approved: [],
    denied: [],
    pendingApproval: ['dag-member'],
    pending: ['dag-member'],
  },
  'queue-manager': {
    approved: ['contract-manager'],
    denied: [],
    pendingApproval: ['queue-manager', 'dag-member', 'dag-chair'],
    pending: ['queue-manager', 'dag-member', 'dag-chair'],
  },
  'contract-manager': {
    approved: ['queue-manager'],
    denied: [],
    pendingApproval: [],
    pending: [],
  },
  'readonly-user': { approved: [], denied: [], pendingApproval: [], pending: [] },
};

export const ASSIGNABLE_BY_REQUEST_STATUS: Readonly<
  Record<RoleType, Readonly<Record<RequestStatus, readonly RoleType[]>>>
> = {
  authenticated: {
    new: [],
    informationRequested: [],
    assigned: [],
    pendingReassignment: [],
    pendingContract: [],
    pendingSigning: [],
    complete: [],
    inReview: [],
    contractSigned: [],
    published: [],
  },
  'dag-member': {
    new: [],
    informationRequested: [],
    assigned: [],
    pendingReassignment: [],
    pendingContract: [],
    pendingSigning: [],
    complete: [],
    inReview: [],
    contractSigned: [],
    published: [],
  },
  'dag-chair': {
    new: ['dag-member'],
    informationRequested: ['dag-member'],
    assigned: ['dag-member'],
    pendingReassignment: ['dag-member'],
    pendingContract: [],
    pendingSigning: [],
    complete: [],
    inReview: [],
    contractSigned: [],
    published: [],
  },
  'queue-manager': {
    new: ['queue-manager', 'dag-member', 'dag-chair'],
    informationRequested: ['queue-manager', 'dag-member', 'dag-chair'],
    assigned: ['queue-manager', 'dag-member', 'dag-chair', 'contract-manager'],
    pendingReassignment: ['queue-manager', 'dag-member', 'dag-chair', 'contract-manager'],
    pendingContract: ['contract-manager'],
    pendingSigning: [],
    complete: [],
    inReview: ['queue-manager', 'dag-member', 'dag-chair'],
    contractSigned: [],
    published: ['queue-manager', 'contract-manager'],
  },
  'contract-manager': {
    new: [],
    informationRequested: [],
    assigned: [],
    pendingReassignment: [],
    pendingContract: ['queue-manager'],
    pendingSigning: [],
    complete: [],
    inReview: [],
    contractSigned: [],
    published: [],
  },
  'readonly-user': {
    new: [],
    informationRequested: [],
    assigned: [],
    pendingReassignment: [],
    pendingContract: [],
    pendingSigning: [],
    complete: [],
    inReview: [],
    contractSigned: [],
    published: [],
  },
};

/**
 * Roles the actor may assign a request to: the intersection of the approval-status list and the
 * request-status list (spec §4), in ROLE_TYPES order. Inputs come from the database and tokens,
 * so anything unrecognised yields an empty list rather than an error.
 */
export function assignableRoles(
  actorRole: string | null | undefined,
  approvalStatus: string | null | undefined,
  requestStatus: string | null | undefined,
): RoleType[] {
  if (!isRoleType(actorRole) || !isApprovalStatus(approvalStatus) || !isRequestStatus(requestStatus)) {
    return [];
  }
  const byApproval = ASSIGNABLE_BY_APPROVAL_STATUS[actorRole][approvalStatus];
  const byRequest = ASSIGNABLE_BY_REQUEST_STATUS[actorRole][requestStatus];
  return ROLE_TYPES.filter((role) => byApproval.includes(role) && byRequest.includes(role));
}

export function canAssign(
  actorRole: string | null | undefined,
  approvalStatus: string | null | undefined,
  requestStatus: string | null | undefined,
  assigneeRole: string | null | undefined,
): boolean {
  return isRoleType(assigneeRole) && assignableRoles(actorRole, approvalStatus, requestStatus).includes(assigneeRole);
}
