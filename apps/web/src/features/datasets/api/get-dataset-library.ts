import type { DatasetLibraryPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatasetSingleType } from '@/features/datasets/api/content-request';

/**
 * GET /api/dataset-library. Spec §7 calls it twice (populated hero/columns/tiers, then
 * unpopulated for the sample-download text); this server always answers with the whole fixed
 * tree, so one call carries both and every section of the page reads this one query.
 */
export async function getDatasetLibrary(locale: string, signal?: AbortSignal): Promise<DatasetLibraryPage> {
  const page = await getDatasetSingleType<DatasetLibraryPage>('dataset-library', locale, signal);
  return { ...page, tierRowBlocks: page.tierRowBlocks ?? [] };
}

export const datasetLibraryQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['dataset-library', locale] as const,
    queryFn: ({ signal }) => getDatasetLibrary(locale, signal),
  });

export const useDatasetLibrary = (locale: string) => useQuery(datasetLibraryQueryOptions(locale));
