import type { DatasetDataSamplePage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getContentPage } from '@/features/content/api/get-content-page';

/** GET /api/dataset-data-sample: the sample file offered on the home page (same key as the dataset library uses). */
export function getDatasetDataSample(locale: string, signal?: AbortSignal): Promise<DatasetDataSamplePage> {
  return getContentPage<DatasetDataSamplePage>('dataset-data-sample', locale, signal);
}

export const datasetDataSampleQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['dataset-data-sample', locale] as const,
    queryFn: ({ signal }) => getDatasetDataSample(locale, signal),
  });

export const useDatasetDataSample = (locale: string) => useQuery(datasetDataSampleQueryOptions(locale));
