import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

import { datasetQueryOptions } from '@/features/datasets/api/get-dataset';
import { useLocale } from '@/lib/locale';
import { requireParam } from '@/lib/require-param';

/** The `:id` of a dataset route; 'Document ID is required' (spec §8) when it is missing or blank. */
export function useDatasetSlug(): string {
  return requireParam(useParams(), 'id');
}

/**
 * The dataset of the current detail route, for the tab pages. The detail layout fetches it and
 * renders a tab only once it is there; the tabs subscribe to the same query key and never
 * refetch on mount, so the dataset is requested once for the page and all three tabs.
 */
export function useRouteDataset() {
  const slug = useDatasetSlug();
  const locale = useLocale();
  return useQuery({ ...datasetQueryOptions(locale, slug), refetchOnMount: false });
}
