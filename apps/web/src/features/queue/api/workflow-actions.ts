import type {
  ContractResponse,
  FieldComment,
  PublishToRegisterResponse,
  Recommendation,
  RequestFile,
  RequestFormat,
  RequestStatus,
  RoundInvite,
  StaffRequestDetail,
  StaffUser,
} from '@portal/shared';

import { apiPaths } from '@/config/api-paths';
import { apiClient, getData } from '@/lib/api-client';
import { uploadFiles, type UploadProgress } from '@/lib/upload';

/** The request an action applies to, with the version the user saw (a moved version → 409). */
export type ActionTarget = Pick<StaffRequestDetail, 'documentId' | 'format' | 'version'>;

const PATHS: Record<RequestFormat, typeof apiPaths.datasetRequest | typeof apiPaths.dataAccessRequest> = {
  v1: apiPaths.datasetRequest,
  v2: apiPaths.dataAccessRequest,
};

type JsonAction = 'assign' | 'unassign' | 'approve' | 'deny' | 'setStatus' | 'recommend' | 'openRound';

const note = (text: string | undefined): Record<string, string> => (text && text.trim() ? { note: text.trim() } : {});

async function post(target: ActionTarget, action: JsonAction, body: Record<string, unknown>): Promise<unknown> {
  const { data } = await apiClient.post<unknown>(PATHS[target.format][action], {
    body: { requestId: target.documentId, version: target.version, ...body },
  });
  return data;
}

export const workflowActions = {
  assign: (target: ActionTarget, assigneeId: string, text?: string) =>
    post(target, 'assign', { assigneeId, ...note(text) }),
  unassign: (target: ActionTarget, text?: string) => post(target, 'unassign', note(text)),
  approve: (target: ActionTarget, text?: string) => post(target, 'approve', note(text)),
  deny: (target: ActionTarget, text: string) => post(target, 'deny', note(text)),
  setStatus: (target: ActionTarget, requestStatus: RequestStatus, text?: string) =>
    post(target, 'setStatus', { requestStatus, ...note(text) }),
  /** set-status to informationRequested with the note to the applicant and comments on answers. */
  requestInformation: (target: ActionTarget, text: string, fieldComments: readonly FieldComment[]) =>
    post(target, 'setStatus', {
      requestStatus: 'informationRequested',
      ...note(text),
      ...(fieldComments.length > 0 ? { fieldComments } : {}),
    }),
  recommend: (target: ActionTarget, recommendation: Recommendation, text?: string) =>
    post(target, 'recommend', { recommendation, ...note(text) }),
  /** `dueAt`: a date (the end of that day in the committee's time zone). */
  openRound: (target: ActionTarget, invite: RoundInvite, dueAt: string, text?: string) =>
    post(target, 'openRound', { invite, dueAt, ...note(text) }),

  /** Request attachments (§6 Add files); several at once, with upload progress. */
  addFiles: (target: ActionTarget, files: readonly File[], onProgress?: (progress: UploadProgress) => void) =>
    uploadFiles<RequestFile[]>(PATHS[target.format].attachments(target.documentId), files, { onProgress }),

  /** The contract sent for signature (kind `contract`), or the signed one recorded by staff (`signedContract`). */
  uploadContract: (
    target: ActionTarget,
    file: File,
    kind: 'contract' | 'signedContract',
    text: string | undefined,
    onProgress?: (progress: UploadProgress) => void,
  ) =>
    uploadFiles<ContractResponse<StaffRequestDetail>>(PATHS[target.format].contract(target.documentId), [file], {
      fields: { kind, version: String(target.version), ...note(text) },
      onProgress,
    }),

  publishToRegister: async (target: ActionTarget) =>
    (
      await apiClient.post<PublishToRegisterResponse>(apiPaths.dataAccessRequest.publishToRegister(target.documentId), {
        body: { version: target.version },
      })
    ).data,
};

/** Staff who can be assigned: GET /api/users-by-role for the roles the actor may assign to. */
export const getStaffByRoles = (roles: readonly string[], signal?: AbortSignal) =>
  getData<StaffUser[]>(apiPaths.user.byRole, { query: { roles: [...roles] }, commaLists: ['roles'], signal });
