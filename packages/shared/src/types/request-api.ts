import type { AccessView } from './access';
import type { RequestDeadline } from '../clock';
import type { RequestFileKind } from '../files';
import type { RoleType } from '../roles';
import type { ApprovalStatus, RequestFormat, RequestStatus } from '../statuses';
import type { WorkflowAction } from '../transitions';
import type { AllowedAction } from '../commands';
import type { RequestRecommendation } from './queue';
import type { RequestRound } from './rounds';
import type { FieldComment } from '../schemas/field-comments';

/**
 * Responses of the applicant-side request endpoints (docs/api/requests.md). Every body is
 * wrapped as `{ data }` (find-my adds `meta.total`).
 */

/** A file of a request or draft. `url` is the download path (owner and internal roles only). */
export type RequestFile = {
  documentId: string;
  name: string;
  mime: string;
  size: number;
  kind: RequestFileKind;
  /** A contract (or signed contract) replaced by a newer one. */
  superseded: boolean;
  createdAt: string;
  url: string;
};

export type RequestDatasetDetail = {
  dataset: { documentId: string; title: string; slug: string };
  /**
   * v2: the key of the level asked for (`deidentified`); text the dataset does not offer (any
   * more) is returned as stored. v1: null.
   */
  dataLevel: string | null;
  /** The level's label in each locale where the dataset offers it; `{}` when unknown or v1. */
  dataLevelLabels: Record<string, string>;
};

/** The v2 form's answers, as the form sends them (datasets by documentId). */
export type RequestFormAnswers = {
  requestedDatasets: Array<{ dataset: string | null; dataLevel: string | null }>;
  projectTitle: string | null;
  projectSummary: string | null;
  projectStartDate: string | null;
  projectEndDate: string | null;
  projectClassification: string | null;
  intendedUses: string[];
  fundingStatus: string | null;
  fundingDetails: string | null;
  independentReview: string | null;
  independentReviewDetails: string | null;
  regulatoryBodies: string[];
  regulatoryBodyDetails: string | null;
  dissemination: string[];
  protocol: string | null;
  principalInvestigator: {
    title: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    organization: string | null;
    organizationType: string | null;
    country: string | null;
  } | null;
};

/** GET /api/data-access-request-draft/{id}, create-draft, update-draft. */
export type RequestDraft = RequestFormAnswers & {
  documentId: string;
  format: 'v2';
  isDraft: true;
  version: number;
  createdAt: string;
  updatedAt: string;
  datasetDetails: RequestDatasetDetail[];
  files: RequestFile[];
};

/** An event as the applicant sees it: status changes, no actor, notes only when addressed to them. */
export type ApplicantRequestEvent = {
  documentId: string;
  action: WorkflowAction | string;
  fromRequestStatus: RequestStatus | null;
  toRequestStatus: RequestStatus | null;
  fromApprovalStatus: ApprovalStatus | null;
  toApprovalStatus: ApprovalStatus | null;
  note: string | null;
  createdAt: string;
};

/** An event as internal roles see it (full audit log). */
export type StaffRequestEvent = ApplicantRequestEvent & {
  requestDocumentId: string;
  format: RequestFormat;
  actorRole: string | null;
  actor: { documentId: string; firstName: string; lastName: string; email: string } | null;
  details: Record<string, unknown> | null;
};

type RequestPerson = {
  documentId: string;
  firstName: string;
  lastName: string;
  email: string;
  organization: string | null;
  organizationType: string | null;
};

type RequestDetailBase = {
  documentId: string;
  format: RequestFormat;
  isDraft: false;
  projectTitle: string;
  createdAt: string;
  updatedAt: string;
  /** v2 only (v1: null). */
  submittedAt: string | null;
  version: number;
  requester: RequestPerson | null;
  datasetDetails: RequestDatasetDetail[];
  files: RequestFile[];
  /** Everything the reader may do now: the graph's actions and the commands without an edge (packages/shared/src/commands.ts). */
  allowedActions: AllowedAction[];
};

/**
 * What staff asked for while information is requested (docs/workflow.md, "Returns for changes"):
 * the note and the comments on particular answers of the latest information request.
 */
export type InformationRequest = {
  note: string | null;
  /** One per commented answer, a field of the request's form (FIELD_COMMENT_FIELDS). */
  fieldComments: FieldComment[];
  requestedAt: string;
};

/** v1 answers. */
export type V1RequestAnswers = {
  projectDescription: string | null;
  intendedUse: string | null;
  /** documentIds of the requested datasets. */
  datasets: string[];
};

/**
 * GET /api/data-access-request/{id} (v2) and GET /api/dataset-requests/{id} (v1) for the owner:
 * statuses without the assignee, the applicant's view of the events.
 */
export type ApplicantRequestDetail = RequestDetailBase &
  (Omit<RequestFormAnswers, 'projectTitle'> | V1RequestAnswers) & {
    internal: { requestStatus: RequestStatus | null; approvalStatus: ApprovalStatus | null };
    events: ApplicantRequestEvent[];
    /** While information is requested: what was asked (the only way the comments reach the applicant); else null. */
    informationRequest: InformationRequest | null;
    /** The access period after approval; null before (docs/workflow.md, "Access periods"). */
    access: AccessView | null;
  };

/** The same for internal roles: assignee, every event, and what the caller may do next. */
export type StaffRequestDetail = Omit<RequestDetailBase, 'requester'> &
  (Omit<RequestFormAnswers, 'projectTitle'> | V1RequestAnswers) & {
    /** With the profile's country, which a v1 request's register entry uses (`registerEntry`). */
    requester: (RequestPerson & { country: string | null }) | null;
    internal: {
      requestStatus: RequestStatus | null;
      approvalStatus: ApprovalStatus | null;
      assignee:
        | (Omit<RequestPerson, 'organization' | 'organizationType'> & { role: { type: RoleType; name: string } | null })
        | null;
    };
    events: StaffRequestEvent[];
    /** While information is requested: the latest request's note and comments; else null. */
    informationRequest: InformationRequest | null;
    /** The access period after approval; null before (docs/workflow.md, "Access periods"). */
    access: AccessView | null;
    /** Since when the request is in its status, until when, and who must act (docs/workflow.md, "Deadlines"). */
    deadline: RequestDeadline | null;
    /** The open recommendation round, else the latest one (docs/workflow.md, "Recommendation rounds"). */
    round: RequestRound | null;
    /**
     * The committee's recommendations, one per member, as the reader may see them (the same as
     * `meta.recommendations` of GET …/{id}/events): the review page needs no second call.
     */
    recommendations: RequestRecommendation[];
    setStatusTargets: RequestStatus[];
    assignableRoles: RoleType[];
  };

/** One line of GET /api/data-access-requests/find-my (v2, drafts included) and /api/dataset-request/find-my (v1). */
export type MyRequestItem = {
  documentId: string;
  format: RequestFormat;
  isDraft: boolean;
  projectTitle: string;
  /** null for drafts. */
  internal: { requestStatus: RequestStatus | null; approvalStatus: ApprovalStatus | null } | null;
  datasetDetails: RequestDatasetDetail[];
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  /** Messages on the request the reader has not read yet (0 for drafts). */
  unreadMessages: number;
};

/** DELETE /api/data-access-request/{id} */
export type DeletedDraft = { documentId: string; deleted: true };

/** POST …/{id}/contract, add-contract, update-contract. */
export type ContractResponse<Detail = ApplicantRequestDetail | StaffRequestDetail> = {
  file: RequestFile;
  request: Detail;
};

/** POST /api/data-access-request/publish-to-register/{id} */
export type PublishToRegisterResponse = {
  registryEntry: { documentId: string; created: boolean };
  request: StaffRequestDetail;
};
