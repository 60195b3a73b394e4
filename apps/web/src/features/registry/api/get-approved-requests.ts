import type { ApprovedRequest } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isEntry = (value: unknown): value is ApprovedRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { documentId?: unknown }).documentId === 'string' &&
  typeof (value as { projectTitle?: unknown }).projectTitle === 'string';

/**
 * The public registry (spec §7): the whole registry in one page, newest approval first. The
 * entries are not localized; `locale` only translates the linked datasets' titles.
 */
export async function getApprovedRequests(locale: string, signal?: AbortSignal): Promise<ApprovedRequest[]> {
  const { data } = await apiClient.get<unknown>(apiPaths.collection('approved-request'), { query: { locale }, signal });
  if (!Array.isArray(data)) throw invalidResponse();
  return data.filter(isEntry).map((entry) => ({
    ...entry,
    // Optional components and relations may be absent on entries an editor left incomplete.
    intendedUseOfData: entry.intendedUseOfData ?? [],
    datasets: entry.datasets ?? [],
    principalInvestigator: entry.principalInvestigator ?? null,
  }));
}

export const approvedRequestsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['approved-requests', locale] as const,
    queryFn: ({ signal }) => getApprovedRequests(locale, signal),
  });

export const useApprovedRequests = (locale: string) => useQuery(approvedRequestsQueryOptions(locale));
