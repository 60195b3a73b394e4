import type { DatasetDataSamplePage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatasetSingleType } from '@/features/datasets/api/content-request';

/** GET /api/dataset-data-sample: the sample file (and its guide) offered for download. */
export function getDatasetDataSample(locale: string, signal?: AbortSignal): Promise<DatasetDataSamplePage> {
  return getDatasetSingleType<DatasetDataSamplePage>('dataset-data-sample', locale, signal);
}

export const datasetDataSampleQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['dataset-data-sample', locale] as const,
    queryFn: ({ signal }) => getDatasetDataSample(locale, signal),
  });

export const useDatasetDataSample = (locale: string) => useQuery(datasetDataSampleQueryOptions(locale));
