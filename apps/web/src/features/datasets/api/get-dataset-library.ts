import type { DatasetLibraryPage } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';

import { contentQueryOptions, getContent } from '@/lib/content-api';

/** Tier rows are an optional repeatable component: an editor may leave none. */
const withTierRows = (page: DatasetLibraryPage): DatasetLibraryPage => ({
  ...page,
  tierRowBlocks: page.tierRowBlocks ?? [],
});

/**
 * GET /api/dataset-library. Spec §7 calls it twice (populated hero/columns/tiers, then
 * unpopulated for the sample-download text); this server always answers with the whole fixed
 * tree, so one call carries both and every section of the page reads this one query.
 */
export async function getDatasetLibrary(locale: string, signal?: AbortSignal): Promise<DatasetLibraryPage> {
  return withTierRows(await getContent('dataset-library', locale, signal));
}

export const useDatasetLibrary = (locale: string) =>
  useQuery({ ...contentQueryOptions('dataset-library', locale), select: withTierRows });
