import type { ApprovedRequest } from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isEntry = (value: unknown): value is ApprovedRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { documentId?: unknown }).documentId === 'string' &&
  typeof (value as { projectTitle?: unknown }).projectTitle === 'string';

/**
 * One registry entry with everything its details dialog shows (GET /api/approved-requests/{id}).
 * Not localized; `locale` only translates the linked datasets' titles.
 */
export async function getApprovedRequest(
  locale: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<ApprovedRequest> {
  const { data } = await apiClient.get<unknown>(apiPaths.collectionEntry('approved-request', documentId), {
    query: { locale },
    signal,
    anonymous: true,
  });
  if (!isEntry(data)) throw invalidResponse();
  return {
    ...data,
    // Optional components and relations may be absent on entries an editor left incomplete.
    intendedUseOfData: data.intendedUseOfData ?? [],
    datasets: data.datasets ?? [],
    principalInvestigator: data.principalInvestigator ?? null,
    // Entries written before the register showed access periods have none.
    accessStartDate: data.accessStartDate ?? null,
    accessEndDate: data.accessEndDate ?? null,
  };
}

/** Fetched on row click (queryClient.fetchQuery), so a row opened twice is served from the cache. */
export const approvedRequestQueryOptions = (locale: string, documentId: string) =>
  queryOptions({
    queryKey: ['approved-requests', 'entry', locale, documentId] as const,
    queryFn: ({ signal }) => getApprovedRequest(locale, documentId, signal),
    // A click waits on this: one retry, not the default three with back-off.
    retry: 1,
  });
