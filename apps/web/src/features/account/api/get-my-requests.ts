import type { ApprovalStatus, RequestDatasetDetail, RequestFormat, RequestStatus } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { queryOptions, useQueries } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/session';

/** One line of GET /api/data-access-requests/find-my (v2, drafts included) or /api/dataset-request/find-my (v1). */
export type MyRequest = {
  documentId: string;
  format: RequestFormat;
  isDraft: boolean;
  projectTitle: string;
  internal: { requestStatus: RequestStatus | null; approvalStatus: ApprovalStatus | null } | null;
  datasetDetails: RequestDatasetDetail[];
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  /** Messages on the request the user has not read yet (0 for drafts). */
  unreadMessages: number;
};

const FIND_MY: Record<RequestFormat, string> = {
  v1: apiPaths.datasetRequest.findMy,
  v2: apiPaths.dataAccessRequest.findMy,
};

async function getMyRequests(format: RequestFormat, signal?: AbortSignal): Promise<MyRequest[]> {
  const { data } = await apiClient.get<unknown>(FIND_MY[format], { signal });
  if (!Array.isArray(data)) throw invalidResponse();
  return data
    .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.documentId === 'string')
    .map((item) => ({
      ...(item as unknown as MyRequest),
      format,
      isDraft: item.isDraft === true,
      projectTitle: typeof item.projectTitle === 'string' ? item.projectTitle : '',
      datasetDetails: Array.isArray(item.datasetDetails) ? (item.datasetDetails as MyRequest['datasetDetails']) : [],
      unreadMessages: typeof item.unreadMessages === 'number' ? item.unreadMessages : 0,
    }));
}

/** Key `['user', 'requests', format]`: user data, dropped at logout. */
const myRequestsQueryOptions = (format: RequestFormat) =>
  queryOptions({
    queryKey: [USER_DATA_KEY, 'requests', format] as const,
    queryFn: ({ signal }) => getMyRequests(format, signal),
    staleTime: 30_000,
  });

const newestFirst = (a: MyRequest, b: MyRequest) =>
  (b.submittedAt ?? b.updatedAt ?? b.createdAt).localeCompare(a.submittedAt ?? a.updatedAt ?? a.createdAt);

/** Both formats, merged newest first. */
export function useMyRequests() {
  return useQueries({
    queries: [myRequestsQueryOptions('v2'), myRequestsQueryOptions('v1')],
    combine: (results) => ({
      data: results.every((result) => result.data !== undefined)
        ? results.flatMap((result) => result.data ?? []).sort(newestFirst)
        : undefined,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}
