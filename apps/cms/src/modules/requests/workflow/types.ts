import type { AccessPhase, ApprovalStatus, RequestFormat, RequestStatus } from '@portal/shared';

/** The signed-in user as the session strategy / is-authenticated policy put it on ctx.state.user. */
export interface Actor {
  id: number;
  documentId?: string;
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: { type?: string | null; name?: string | null } | null;
}

export interface UserRef {
  id: number;
  documentId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  organization?: string | null;
  organizationType?: string | null;
  /** The requester's profile country (read with the request's requester only). */
  country?: string | null;
  role?: { id?: number; type?: string | null; name?: string | null } | null;
}

export interface DatasetRef {
  id: number;
  documentId: string;
  title?: string | null;
  slug?: string | null;
}

/** A request of either format as loadRequest returns it (populated). */
export interface LoadedRequest {
  format: RequestFormat;
  id: number;
  documentId: string;
  projectTitle: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  requester: UserRef | null;
  internal: {
    id: number;
    requestStatus: RequestStatus | null;
    approvalStatus: ApprovalStatus | null;
    /** When the request status last changed (null on requests written before it was kept). */
    statusEnteredAt?: string | null;
    assignee: UserRef | null;
  } | null;
  /** Distinct datasets of the request (v1 `datasets`, v2 `requestedDatasets[].dataset`). */
  datasets: DatasetRef[];
  /** The entity as the Document Service returned it, for format-specific fields. */
  raw: Record<string, unknown>;
  /**
   * Where its access period stands, read only where a view or an access command needs it
   * (modules/requests/access); left out: not read, null: the request has none.
   */
  access?: AccessPhase | null;
}
