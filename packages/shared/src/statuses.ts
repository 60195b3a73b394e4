export const REQUEST_STATUSES = [
  'new',
  'informationRequested',
  'assigned',
  'pendingReassignment',
  'pendingContract',
  'pendingSigning',
  'complete',
  'inReview',
  'contractSigned',
  'published',
] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A request is closed once complete or published: it takes no more files. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = REQUEST_STATUSES.filter(
  (status) => status !== 'complete' && status !== 'published',
);

export function isOpenRequestStatus(value: unknown): boolean {
  return (OPEN_REQUEST_STATUSES as readonly unknown[]).includes(value);
}

/**
 * The request statuses in the order a request moves through them (the queue's status sort):
 * REQUEST_STATUSES keeps the specification's order, which is not the workflow's.
 */
export const REQUEST_STATUS_WORKFLOW_ORDER: readonly RequestStatus[] = [
  'new',
  'assigned',
  'pendingReassignment',
  'informationRequested',
  'inReview',
  'pendingContract',
  'pendingSigning',
  'contractSigned',
  'complete',
  'published',
];

export const APPROVAL_STATUSES = ['approved', 'denied', 'pendingApproval', 'pending'] as const;

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** v1 is the older request format, v2 the newer one. */
export const REQUEST_FORMATS = ['v1', 'v2'] as const;

export type RequestFormat = (typeof REQUEST_FORMATS)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}

export function isRequestFormat(value: unknown): value is RequestFormat {
  return typeof value === 'string' && (REQUEST_FORMATS as readonly string[]).includes(value);
}

export const REQUEST_STATUS_LABELS = {
  new: 'New',
  informationRequested: 'Information requested',
  assigned: 'Assigned',
  pendingReassignment: 'Pending reassignment',
  pendingContract: 'Pending contract',
  pendingSigning: 'Pending signing',
  complete: 'Complete',
  inReview: 'In review',
  contractSigned: 'Contract signed',
  published: 'Published',
} as const satisfies Record<RequestStatus, string>;

export const APPROVAL_STATUS_LABELS = {
  approved: 'Approved',
  denied: 'Denied',
  pendingApproval: 'Pending approval',
  pending: 'Pending',
} as const satisfies Record<ApprovalStatus, string>;
