import type {
  ApplicantRequestDetail,
  ContractResponse,
  RequestFile,
  RequestFormat,
  V1UpdateInput,
} from '@portal/shared';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';
import { uploadFiles, type UploadProgress } from '@/lib/upload';

/** The applicant's actions on a submitted request (docs/api/requests.md). */

/** PATCH /api/dataset-request/update (v1, while information is requested). */
export async function updateV1Request(input: V1UpdateInput): Promise<ApplicantRequestDetail> {
  return (await apiClient.patch<ApplicantRequestDetail>(apiPaths.datasetRequest.update, { body: input })).data;
}

export type AmendInput = Record<string, unknown> & { version?: number; note?: string };

/** PATCH /api/data-access-request/{id}/amend (v2): the complete form, validated like a submit. */
export async function amendRequest(id: string, input: AmendInput): Promise<ApplicantRequestDetail> {
  return (await apiClient.patch<ApplicantRequestDetail>(apiPaths.dataAccessRequest.amend(id), { body: input })).data;
}

const ATTACHMENTS: Record<RequestFormat, (id: string) => string> = {
  v1: apiPaths.datasetRequest.attachments,
  v2: apiPaths.dataAccessRequest.attachments,
};

const CONTRACT: Record<RequestFormat, (id: string) => string> = {
  v1: apiPaths.datasetRequest.contract,
  v2: apiPaths.dataAccessRequest.contract,
};

/** Attachments of a request (or of a v2 draft): one file per call so each has its own progress and outcome. */
export function uploadAttachment(
  format: RequestFormat,
  id: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<RequestFile[]> {
  return uploadFiles<RequestFile[]>(ATTACHMENTS[format](id), [file], { onProgress, signal });
}

/** The applicant's signed contract (pendingSigning → contractSigned). */
export function uploadSignedContract(
  format: RequestFormat,
  id: string,
  file: File,
  version: number,
  onProgress?: (progress: UploadProgress) => void,
): Promise<ContractResponse<ApplicantRequestDetail>> {
  return uploadFiles<ContractResponse<ApplicantRequestDetail>>(CONTRACT[format](id), [file], {
    fields: { kind: 'signedContract', version: String(version) },
    onProgress,
  });
}
