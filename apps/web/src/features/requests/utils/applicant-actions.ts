import { WORKFLOW_ACTIONS, allowedActions, can, type ApplicantRequestDetail, type RequestFile } from '@portal/shared';

/** What the applicant may do on their submitted request now (docs/api/requests.md, workflow.md). */
export type ApplicantActions = {
  /** The staff's note of the latest information request, while information is requested. */
  informationNote: string | null;
  informationRequested: boolean;
  /** v1: edit the answers (PATCH /api/dataset-request/update). */
  editAnswers: boolean;
  /** v2: amend the answers and resubmit (PATCH …/amend). */
  amend: boolean;
  addAttachments: boolean;
  signContract: boolean;
  /** The contract to download and sign (the current one, not a replaced one). */
  contract: RequestFile | null;
};

/** Closed requests take no new files (the API answers 409). */
const CLOSED_STATUSES: readonly string[] = ['complete', 'published'];

// The amend edge arrives in the shared graph with the workflow's amend endpoint; until the
// installed @portal/shared lists it, the edge's own rule (information requested, undecided) stands in.
const GRAPH_HAS_AMEND = (WORKFLOW_ACTIONS as readonly string[]).includes('amend');

export function applicantActions(detail: ApplicantRequestDetail): ApplicantActions {
  const state = detail.internal;
  const owner = allowedActions('authenticated', state.requestStatus ? state : null, { isOwner: true }) as string[];
  const informationRequested = state.requestStatus === 'informationRequested';
  const latestRequest = [...detail.events]
    .filter((event) => event.action === 'requestInformation')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const undecided = state.approvalStatus === 'pending' || state.approvalStatus === 'pendingApproval';
  const amendable = GRAPH_HAS_AMEND ? owner.includes('amend') : informationRequested && undecided;
  const contract =
    detail.files
      .filter((file) => file.kind === 'contract' && !file.superseded)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
  return {
    informationRequested,
    informationNote: informationRequested ? (latestRequest?.note ?? null) : null,
    editAnswers: detail.format === 'v1' && informationRequested,
    amend: detail.format === 'v2' && amendable,
    addAttachments:
      can('authenticated', 'addFiles') && !!state.requestStatus && !CLOSED_STATUSES.includes(state.requestStatus),
    signContract: owner.includes('signContract'),
    contract,
  };
}
