import type { DatasetPreview } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatasetSingleType } from '@/features/datasets/api/content-request';

/** GET /api/dataset-preview: the detail page's tab labels and icons (desktop and mobile). */
export function getDatasetPreview(locale: string, signal?: AbortSignal): Promise<DatasetPreview> {
  return getDatasetSingleType<DatasetPreview>('dataset-preview', locale, signal);
}

export const datasetPreviewQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['dataset-preview', locale] as const,
    queryFn: ({ signal }) => getDatasetPreview(locale, signal),
  });

export const useDatasetPreview = (locale: string) => useQuery(datasetPreviewQueryOptions(locale));
