import type { RequestFormat, RequestRecommendation, StaffRequestDetail } from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { queueKeys } from '@/features/queue/api/queue-keys';
import { ApiError, apiClient, invalidResponse } from '@/lib/api-client';

/** Spec §8 messages of the request view. */
export const REQUEST_NOT_FOUND_MESSAGE = 'Dataset request not found';
export const DOCUMENT_ID_REQUIRED_MESSAGE = 'Document ID is required';

const DETAIL_PATH: Record<RequestFormat, (id: string) => string> = {
  v1: apiPaths.datasetRequest.byId,
  v2: apiPaths.dataAccessRequest.byId,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
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
    datasetDetails: array(data.datasetDetails),
    allowedActions: array(data.allowedActions),
    setStatusTargets: array(data.setStatusTargets),
    assignableRoles: array(data.assignableRoles),
    internal: { ...detail.internal, assignee: detail.internal.assignee ?? null },
  };
}

/**
 * The staff view of a request: the new format (v2) first, then the old one (v1), since the
 * review URL carries only the documentId. Neither → 404 'Dataset request not found'.
 */
export async function getStaffRequest(id: string, signal?: AbortSignal): Promise<StaffRequestDetail> {
  if (id.trim() === '')
    throw new ApiError({ status: 400, name: 'ValidationError', message: DOCUMENT_ID_REQUIRED_MESSAGE });
  for (const format of ['v2', 'v1'] as const) {
    try {
      return await getDetail(format, id, signal);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  throw new ApiError({ status: 404, name: 'NotFoundError', message: REQUEST_NOT_FOUND_MESSAGE });
}

export const staffRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queueKeys.detail(id),
    queryFn: ({ signal }) => getStaffRequest(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

const EVENTS_PATH: Record<RequestFormat, (id: string) => string> = {
  v1: apiPaths.datasetRequest.events,
  v2: apiPaths.dataAccessRequest.events,
};

/** The committee's recommendations (one per member), from the events call's `meta.recommendations`. */
export async function getRecommendations(
  format: RequestFormat,
  id: string,
  signal?: AbortSignal,
): Promise<RequestRecommendation[]> {
  const { meta } = await apiClient.get<unknown>(EVENTS_PATH[format](id), { signal });
  return array<RequestRecommendation>(meta.recommendations);
}

export const recommendationsQueryOptions = (format: RequestFormat, id: string) =>
  queryOptions({
    queryKey: queueKeys.events(format, id),
    queryFn: ({ signal }) => getRecommendations(format, id, signal),
  });
