import type { RequestVersion } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { queryOptions } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { queueKeys } from '@/features/queue/api/queue-keys';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isVersion = (value: unknown): value is RequestVersion =>
  isRecord(value) &&
  typeof value.number === 'number' &&
  typeof value.submittedAt === 'string' &&
  isRecord(value.answers) &&
  Array.isArray(value.datasets);

async function getRequestVersions(id: string, signal?: AbortSignal): Promise<RequestVersion[]> {
  const { data } = await apiClient.get<unknown>(apiPaths.dataAccessRequest.versions(id), { signal });
  if (!Array.isArray(data) || !data.every(isVersion)) throw invalidResponse();
  return [...data].sort((a, b) => a.number - b.number);
}

/** Every version of a v2 request (each submission and resubmission), oldest first. */
export const requestVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queueKeys.versions(id),
    queryFn: ({ signal }) => getRequestVersions(id, signal),
  });
