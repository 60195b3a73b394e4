import type { ApplicantRequestDetail, RequestFormat } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { ApiError, apiClient, invalidResponse } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/session';

/** Spec §8: the message when the request does not load (missing, or not the caller's: the API answers 404). */
const NOT_FOUND = { status: 404, name: 'NotFoundError', message: 'Dataset request not found' } as const;

const DETAIL_PATH: Record<RequestFormat, (id: string) => string> = {
  v1: apiPaths.datasetRequest.byId,
  v2: apiPaths.dataAccessRequest.byId,
};

/** GET the applicant's view of a request (v1 or v2); a 404 becomes 'Dataset request not found'. */
async function getRequestDetail(
  format: RequestFormat,
  id: string,
  signal?: AbortSignal,
): Promise<ApplicantRequestDetail> {
  try {
    const { data } = await apiClient.get<unknown>(DETAIL_PATH[format](id), { signal });
    if (!isRecord(data) || typeof data.documentId !== 'string') throw invalidResponse();
    return {
      ...(data as ApplicantRequestDetail),
      format,
      files: Array.isArray(data.files) ? (data.files as ApplicantRequestDetail['files']) : [],
      events: Array.isArray(data.events) ? (data.events as ApplicantRequestDetail['events']) : [],
      allowedActions: Array.isArray(data.allowedActions)
        ? (data.allowedActions as ApplicantRequestDetail['allowedActions'])
        : [],
      datasetDetails: Array.isArray(data.datasetDetails)
        ? (data.datasetDetails as ApplicantRequestDetail['datasetDetails'])
        : [],
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new ApiError({ ...NOT_FOUND, details: { code: 'request.not_found' } });
    }
    throw error;
  }
}

/** Key `['user', 'requests', format, 'detail', id]`: user data, dropped at logout; the list's prefix refreshes both. */
const requestDetailQueryOptions = (format: RequestFormat, id: string) =>
  queryOptions({
    queryKey: [USER_DATA_KEY, 'requests', format, 'detail', id] as const,
    queryFn: ({ signal }) => getRequestDetail(format, id, signal),
    // A missing request stays missing: no retry loop on 404.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useRequestDetail = (format: RequestFormat, id: string) => useQuery(requestDetailQueryOptions(format, id));
