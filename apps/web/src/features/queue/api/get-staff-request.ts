import type { RequestFormat, StaffRequestDetail } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { queryOptions } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { queueKeys } from '@/features/queue/api/queue-keys';
import { ApiError, apiClient, invalidResponse } from '@/lib/api-client';

/** What the queue hands the review page when it opens a row (react-router navigation state). */
export interface ReviewNavigationState {
  format?: RequestFormat;
}

/** Spec §8 messages of the request view. */
const NOT_FOUND = { status: 404, name: 'NotFoundError', message: 'Dataset request not found' } as const;
export const DOCUMENT_ID_REQUIRED_MESSAGE = 'Document ID is required';

const DETAIL_PATH: Record<RequestFormat, (id: string) => string> = {
  v1: apiPaths.datasetRequest.byId,
  v2: apiPaths.dataAccessRequest.byId,
};

const array = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function getDetail(format: RequestFormat, id: string, signal?: AbortSignal): Promise<StaffRequestDetail> {
  const { data } = await apiClient.get<unknown>(DETAIL_PATH[format](id), { signal });
  if (!isRecord(data) || typeof data.documentId !== 'string' || !isRecord(data.internal)) throw invalidResponse();
  const detail = data as StaffRequestDetail;
  return {
    ...detail,
    format,
    files: array(data.files),
    events: array(data.events),
    recommendations: array(data.recommendations),
    datasetDetails: array(data.datasetDetails),
    allowedActions: array(data.allowedActions),
    setStatusTargets: array(data.setStatusTargets),
    assignableRoles: array(data.assignableRoles),
    internal: { ...detail.internal, assignee: detail.internal.assignee ?? null },
  };
}

/**
 * The staff view of a request. The review URL carries only the documentId: the format a caller
 * already knows (a queue row's, passed as navigation state) is asked first; otherwise the new
 * format (v2), then the old one (v1). Neither → 404 'Dataset request not found'.
 */
async function getStaffRequest(
  id: string,
  signal?: AbortSignal,
  knownFormat?: RequestFormat,
): Promise<StaffRequestDetail> {
  if (id.trim() === '')
    throw new ApiError({ status: 400, name: 'ValidationError', message: DOCUMENT_ID_REQUIRED_MESSAGE });
  const order: RequestFormat[] = knownFormat === 'v1' ? ['v1', 'v2'] : ['v2', 'v1'];
  for (const format of order) {
    try {
      return await getDetail(format, id, signal);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  throw new ApiError({ ...NOT_FOUND, details: { code: 'request.not_found' } });
}

/** `knownFormat` only orders the calls: the cached request is the same whichever answered. */
export const staffRequestQueryOptions = (id: string, knownFormat?: RequestFormat) =>
  queryOptions({
    queryKey: queueKeys.detail(id),
    queryFn: ({ signal }) => getStaffRequest(id, signal, knownFormat),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
