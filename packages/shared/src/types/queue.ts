import type { AccessQueueFilter } from '../access';
import type { RoleType } from '../roles';
import type { ApprovalStatus, RequestFormat, RequestStatus } from '../statuses';
import type { WorkflowAction, Recommendation } from '../transitions';
import type { AllowedAction } from '../commands';

export type QueueRequester = {
  documentId: string;
  firstName: string;
  lastName: string;
  email: string;
  organization: string | null;
  organizationType: string | null;
};

export type QueueAssignee = {
  documentId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: { type: RoleType; name: string } | null;
};

/**
 * A request's workflow state. Both statuses are null on a request no workflow step has touched
 * yet (an old v1 row filed before statuses existed): the queue shows it as such instead of
 * inventing a status.
 */
export type QueueItemInternal = {
  approvalStatus: ApprovalStatus | null;
  requestStatus: RequestStatus | null;
  assignee: QueueAssignee | null;
};

export type QueueDatasetDetail = {
  dataset: { title: string; documentId: string };
};

/**
 * GET /api/data-access-request/queue (both formats) and /api/dataset-request/queue (v1): one item
 * per request, spec §3's queue item plus what the caller may do next (docs/workflow.md).
 */
export type QueueItem = {
  documentId: string;
  /** Which request format (old v1 or new v2) the item was filed in; decides the detail route. */
  format: RequestFormat;
  projectTitle: string;
  createdAt: string;
  updatedAt: string;
  /**
   * When the request entered its current request status (its latest status-changing event, else
   * its creation). The queue list sends it; single-request answers leave it out.
   */
  statusSince?: string;
  /**
   * When the request is due in its status (the workflow settings' target in working days), null
   * when the status has none; and whether that moment has passed. The queue list sends both.
   */
  dueAt?: string | null;
  overdue?: boolean;
  /**
   * Messages on the request the reader has not read yet (internal notes count for staff). The
   * queue list sends it; single-request answers leave it out.
   */
  unreadMessages?: number;
  /** Send it back as `version` with a change: a stale one gets 409. */
  version: number;
  requester: QueueRequester;
  internal: QueueItemInternal;
  datasetDetails: QueueDatasetDetail[];
  /** Actions the caller can perform now (buttons). */
  /** Everything the reader may do now: the graph's actions and the commands without an edge (packages/shared/src/commands.ts). */
  allowedActions: AllowedAction[];
  /** Targets the set-status call accepts from the caller now (status menu). */
  setStatusTargets: RequestStatus[];
  /** Roles the caller may assign the request to now (assignee picker). */
  assignableRoles: RoleType[];
};

/**
 * The workflow state of a request as its applicant sees it (an applicant's workflow action
 * answers with it, and it is the base of their request detail): the queue item without the
 * requester, the assignee and the staff's menus.
 */
export type ApplicantRequestState = Omit<
  QueueItem,
  'requester' | 'internal' | 'setStatusTargets' | 'assignableRoles'
> & {
  internal: Omit<QueueItemInternal, 'assignee'>;
};

export type QueueSortField = 'updatedAt' | 'createdAt' | 'projectTitle' | 'requestStatus' | 'dueAt';

/** Query parameters of the queue endpoints (all optional). */
export type QueueQuery = {
  /** Comma-separated request statuses. */
  requestStatus?: string;
  /** Comma-separated approval statuses. */
  approvalStatus?: string;
  /** A staff user's documentId, 'me' or 'none'. */
  assignee?: string;
  /** Dataset documentId or slug. */
  dataset?: string;
  /** v2 queue only. */
  format?: RequestFormat;
  /** Words matched (all of them) against the title and the requester's name, e-mail and organization. */
  q?: string;
  /** `true`: past the due date; `false`: not (due later, or no deadline). */
  overdue?: 'true' | 'false';
  /** `true`: not overdue, due before the end of the committee's week. */
  dueThisWeek?: 'true';
  /** Where the access period stands (docs/workflow.md, "Access periods"). */
  access?: AccessQueueFilter;
  /** `field` or `field:asc|desc`; default `updatedAt:desc`. */
  sort?: `${QueueSortField}` | `${QueueSortField}:${'asc' | 'desc'}`;
  page?: number;
  /** At most 100; default 25. */
  pageSize?: number;
};

/** GET /api/{dataset-request|data-access-request}/{id}/events (staff only), oldest first. */
export type RequestEvent = {
  documentId: string;
  requestDocumentId: string;
  format: RequestFormat;
  action: WorkflowAction | string;
  actorRole: RoleType | null;
  actor: { documentId: string; firstName: string; lastName: string; email: string } | null;
  fromRequestStatus: RequestStatus | null;
  toRequestStatus: RequestStatus | null;
  fromApprovalStatus: ApprovalStatus | null;
  toApprovalStatus: ApprovalStatus | null;
  note: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

/** A committee member's recommendation (meta.recommendations of the events call). */
export type RequestRecommendation = {
  documentId: string;
  recommendation: Recommendation;
  /** The rationale; null when none, or withheld from the reader (`rationaleHidden`). */
  note: string | null;
  member: { documentId: string; firstName: string; lastName: string } | null;
  updatedAt: string;
  /** A committee member sees the others' rationales once they voted in the open round. */
  rationaleHidden?: boolean;
};
