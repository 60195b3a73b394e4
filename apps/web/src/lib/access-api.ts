import type { CloseoutReportInput, RequestFormat } from '@portal/shared';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';
import { uploadFiles, type UploadProgress } from '@/lib/upload';

/**
 * The access period of an approved request (docs/workflow.md, "Access periods"): reading it from
 * a request detail, and the commands on it, for the applicant's request page and the staff review
 * page alike. Each command answers with the request detail; the pages refresh their own reads
 * (their query keys belong to their features, which lib/ never imports).
 */

/** The request a command applies to; staff send the version they saw (a moved one answers 409). */
type AccessTarget = { documentId: string; format: RequestFormat; version: number };

const PATHS: Record<RequestFormat, typeof apiPaths.datasetRequest | typeof apiPaths.dataAccessRequest> = {
  v1: apiPaths.datasetRequest,
  v2: apiPaths.dataAccessRequest,
};

async function post(path: string, body: Record<string, unknown>): Promise<unknown> {
  return (await apiClient.post<unknown>(path, { body })).data;
}

const trimmed = (text: string | undefined) => (text && text.trim() ? text.trim() : undefined);

type StaffNoteInput = { note?: string };

/**
 * The final report as multipart text fields: the publications as a JSON string, the attestation
 * as 'true', empty optional answers left out.
 */
function closeoutFields(report: CloseoutReportInput): Record<string, string> {
  return {
    publications: JSON.stringify(report.publications),
    ...(report.outputs ? { outputs: report.outputs } : {}),
    dataDisposition: report.dataDisposition,
    ...(report.retentionReason ? { retentionReason: report.retentionReason } : {}),
    attestation: 'true',
  };
}

export const accessCommands = {
  /** Staff: a new last day (`YYYY-MM-DD`); today or before ends access now. The note is required. */
  changeEnd: (target: AccessTarget, input: { endsAt: string; note: string }) =>
    post(PATHS[target.format].accessEnd(target.documentId), {
      endsAt: input.endsAt,
      note: input.note.trim(),
      version: target.version,
    }),

  /** The applicant asks for a new last day, with the reason. */
  requestExtension: (target: AccessTarget, input: { endsAt: string; reason: string }) =>
    post(PATHS[target.format].accessExtension(target.documentId), {
      endsAt: input.endsAt,
      reason: input.reason.trim(),
    }),

  /** Staff: the day asked unless `endsAt` says another one. */
  grantExtension: (target: AccessTarget, input: StaffNoteInput & { endsAt?: string }) =>
    post(PATHS[target.format].grantExtension(target.documentId), {
      ...(input.endsAt ? { endsAt: input.endsAt } : {}),
      ...(trimmed(input.note) ? { note: trimmed(input.note) } : {}),
      version: target.version,
    }),

  refuseExtension: (target: AccessTarget, input: { note: string }) =>
    post(PATHS[target.format].refuseExtension(target.documentId), {
      note: input.note.trim(),
      version: target.version,
    }),

  /** The applicant's final report: JSON without files, multipart (with upload progress) with them. */
  fileCloseout: async (
    target: AccessTarget,
    report: CloseoutReportInput,
    files: readonly File[],
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<unknown> => {
    const path = PATHS[target.format].closeout(target.documentId);
    if (files.length === 0) return post(path, { ...report });
    return uploadFiles<unknown>(path, files, { field: 'files', fields: closeoutFields(report), onProgress });
  },

  acceptCloseout: (target: AccessTarget, input: StaffNoteInput) =>
    post(PATHS[target.format].acceptCloseout(target.documentId), {
      ...(trimmed(input.note) ? { note: trimmed(input.note) } : {}),
      version: target.version,
    }),

  askCloseoutMore: (target: AccessTarget, input: { note: string }) =>
    post(PATHS[target.format].closeoutMore(target.documentId), {
      note: input.note.trim(),
      version: target.version,
    }),
};
