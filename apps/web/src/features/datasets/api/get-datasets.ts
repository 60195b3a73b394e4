import { PAGE_SIZE_MAX, type Dataset } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { isDataset, normalizeDataset } from '@/features/datasets/api/normalize-dataset';
import { apiClient, invalidResponse } from '@/lib/api-client';

const pageCountOf = (meta: Record<string, unknown>): number => {
  const pagination = meta.pagination as { pageCount?: unknown } | undefined;
  return typeof pagination?.pageCount === 'number' ? pagination.pageCount : 1;
};

async function getDatasetsPage(locale: string, page: number, signal?: AbortSignal) {
  const { data, meta } = await apiClient.get<unknown>(apiPaths.collection('dataset'), {
    query: { locale, pagination: { page, pageSize: PAGE_SIZE_MAX } },
    signal,
    anonymous: true,
  });
  if (!Array.isArray(data)) throw invalidResponse();
  return { datasets: data.filter(isDataset), pageCount: pageCountOf(meta) };
}

/**
 * Every published dataset of a locale, sorted by title. Pages hold at most PAGE_SIZE_MAX
 * entries, so a larger library is read page by page. The order is the locale's alphabetical
 * order (Intl.Collator), which the database's byte order is not for accented titles.
 */
export async function getDatasets(locale: string, signal?: AbortSignal): Promise<Dataset[]> {
  const first = await getDatasetsPage(locale, 1, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => getDatasetsPage(locale, index + 2, signal)),
  );
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [first, ...rest]
    .flatMap((page) => page.datasets)
    .map(normalizeDataset)
    .sort((a, b) => collator.compare(a.title, b.title));
}

export const datasetsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['datasets', locale] as const,
    queryFn: ({ signal }) => getDatasets(locale, signal),
  });

export const useDatasets = (locale: string) => useQuery(datasetsQueryOptions(locale));
