import type { Dataset } from '@portal/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { datasetsQueryOptions } from '@/features/datasets/api/get-datasets';
import { isDataset, normalizeDataset } from '@/features/datasets/api/normalize-dataset';
import { apiClient, ApiError, invalidResponse } from '@/lib/api-client';

/**
 * GET /api/datasets/{slug or documentId}: one dataset with its three tabs. An unknown id is a
 * 404 ApiError ('Dataset not found'), which the detail page shows as its not-found screen.
 */
export async function getDataset(locale: string, idOrSlug: string, signal?: AbortSignal): Promise<Dataset> {
  const { data } = await apiClient.get<unknown>(`${apiPaths.collection('dataset')}/${encodeURIComponent(idOrSlug)}`, {
    query: { locale },
    signal,
    anonymous: true,
  });
  if (!isDataset(data)) throw invalidResponse();
  return normalizeDataset(data);
}

/** The detail layout and its three tab routes read the dataset through this one key. */
export const datasetQueryOptions = (locale: string, idOrSlug: string) =>
  queryOptions({
    queryKey: ['dataset', locale, idOrSlug] as const,
    queryFn: ({ signal }) => getDataset(locale, idOrSlug, signal),
  });

/**
 * The list and the detail share one fixed populate tree, so a dataset already in the library's
 * list (`['datasets', locale]`) opens at once from it; it is refetched only once that list is stale.
 */
export function useDataset(locale: string, idOrSlug: string) {
  const queryClient = useQueryClient();
  const listKey = datasetsQueryOptions(locale).queryKey;
  return useQuery({
    ...datasetQueryOptions(locale, idOrSlug),
    initialData: () =>
      queryClient.getQueryData(listKey)?.find((item) => item.slug === idOrSlug || item.documentId === idOrSlug),
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
  });
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
