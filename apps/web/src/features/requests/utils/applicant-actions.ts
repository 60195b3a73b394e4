import type { ApplicantRequestDetail, FieldComment, RequestFile } from '@portal/shared';

/** What the applicant may do on their submitted request now (docs/api/requests.md, workflow.md). */
export type ApplicantActions = {
  /** The staff's note of the latest information request, while information is requested. */
  informationNote: string | null;
  /** Its comments on particular answers (returns for changes), while information is requested. */
  fieldComments: FieldComment[];
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

export function applicantActions(detail: ApplicantRequestDetail): ApplicantActions {
  const state = detail.internal;
  // The server's answer, from the shared command table: nothing is recomputed here.
  const allowed = new Set<string>(detail.allowedActions);
  const informationRequested = state.requestStatus === 'informationRequested';
  const latestRequest = [...detail.events]
    .filter((event) => event.action === 'requestInformation')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const contract =
    detail.files
      .filter((file) => file.kind === 'contract' && !file.superseded)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
  return {
    informationRequested,
    informationNote: informationRequested
      ? detail.informationRequest
        ? detail.informationRequest.note
        : (latestRequest?.note ?? null)
      : null,
    fieldComments: informationRequested ? (detail.informationRequest?.fieldComments ?? []) : [],
    editAnswers: allowed.has('updateRequest'),
    amend: allowed.has('amend'),
    addAttachments: allowed.has('addAttachment'),
    signContract: allowed.has('signContract'),
    contract,
  };
}
