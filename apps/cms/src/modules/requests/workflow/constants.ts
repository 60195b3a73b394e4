import type { RequestFormat } from '@portal/shared';

export const REQUEST_UIDS = {
  v1: 'api::dataset-request.dataset-request',
  v2: 'api::data-access-request.data-access-request',
} as const satisfies Record<RequestFormat, string>;

/** The workflow state component of both request types. */
export const INTERNAL_COMPONENT_UID = 'workflow.internal';

export const DRAFT_UID = 'api::data-access-request-draft.data-access-request-draft';
export const EVENT_UID = 'api::request-event.request-event';
export const RECOMMENDATION_UID = 'api::recommendation.recommendation';
export const ROUND_UID = 'api::recommendation-round.recommendation-round';
export const VERSION_UID = 'api::request-version.request-version';
export const USER_UID = 'plugin::users-permissions.user';
export const DATASET_UID = 'api::dataset.dataset';

/** Fields of a user that staff may see (never password, tokens, provider, flags). */
export const USER_FIELDS = [
  'documentId',
  'firstName',
  'lastName',
  'email',
  'organization',
  'organizationType',
] as const;

/**
 * The requester's fields: a user's, and the profile country, which the staff detail and the
 * register entry of a v1 request show (read with the request instead of once more per page).
 */
export const REQUESTER_FIELDS = [...USER_FIELDS, 'country'] as const;

export const CONFLICT_MESSAGE = 'The request was changed by someone else. Reload and try again.';

export const NOT_FOUND_MESSAGE = 'Dataset request not found';

/** A staff change without the version the actor saw (docs/workflow.md, "Concurrency"). */
export const VERSION_REQUIRED_MESSAGE = 'version is required';
