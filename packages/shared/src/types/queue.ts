import type { RoleType } from '../roles';
import type { ApprovalStatus, RequestFormat, RequestStatus } from '../statuses';

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
  role?: { type: RoleType; name: string };
};

export type QueueItemInternal = {
  approvalStatus: ApprovalStatus;
  requestStatus: RequestStatus;
  assignee: QueueAssignee | null;
};

export type QueueDatasetDetail = {
  dataset: { title: string; documentId: string };
};

export type QueueItem = {
  documentId: string;
  requester: QueueRequester;
  internal: QueueItemInternal;
  datasetDetails: QueueDatasetDetail[];
  /** Which request format (old v1 or new v2) the item was filed in; decides the detail route. */
  format: RequestFormat;
};
