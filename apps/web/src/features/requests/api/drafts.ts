import type { ApplicantRequestDetail, DeletedDraft, DraftInput, RequestDraft } from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/session';

/** Drafts of the v2 form and their submission (docs/api/requests.md "Drafts and submission"). */

export async function createDraft(answers: DraftInput): Promise<RequestDraft> {
  return (await apiClient.post<RequestDraft>(apiPaths.dataAccessRequest.createDraft, { body: answers })).data;
}

/** Partial save: fields left out keep their value, `null` clears, lists are replaced whole. */
export async function updateDraft(id: string, answers: DraftInput): Promise<RequestDraft> {
  return (await apiClient.patch<RequestDraft>(apiPaths.dataAccessRequest.updateDraft(id), { body: answers })).data;
}

export async function getDraft(id: string, signal?: AbortSignal): Promise<RequestDraft> {
  return (await apiClient.get<RequestDraft>(apiPaths.dataAccessRequest.draftById(id), { signal })).data;
}

/** Submits the stored draft; answers the new request (its documentId differs from the draft's). */
export async function publishDraft(id: string): Promise<ApplicantRequestDetail> {
  return (await apiClient.post<ApplicantRequestDetail>(apiPaths.dataAccessRequest.publish(id), { body: {} })).data;
}

export async function deleteDraft(id: string): Promise<DeletedDraft> {
  return (await apiClient.delete<DeletedDraft>(apiPaths.dataAccessRequest.remove(id))).data;
}

export const draftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [USER_DATA_KEY, 'drafts', id] as const,
    queryFn: ({ signal }) => getDraft(id, signal),
    // The form owns the draft once loaded: no background refetch may overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
