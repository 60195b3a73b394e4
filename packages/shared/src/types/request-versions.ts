import type { RequestVersionKind } from '../versions';
import type { RequestDatasetDetail, RequestFormAnswers } from './request-api';

/**
 * One version of a v2 request (GET /api/data-access-request/{id}/versions, oldest first): the
 * answers as the applicant sent them at a submission or a resubmission, read like the request's
 * detail. Never carries notes, staff names or event details.
 */
export type RequestVersion = {
  /** 1-based, per request. */
  number: number;
  /** `submit`: the first submission; `amend`: a resubmission after an information request. */
  kind: RequestVersionKind;
  /** When this version was sent. */
  submittedAt: string;
  /** The form's answers, as the request detail has them (datasets by documentId, levels as keys). */
  answers: RequestFormAnswers;
  /** The requested datasets with their titles and level labels as they read when the version was sent. */
  datasets: RequestDatasetDetail[];
};
