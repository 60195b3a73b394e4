import { PAGE_SIZE_MAX } from '@portal/shared';
import { dataLevelsFrom, type DataLevel } from '@portal/shared/data-levels';
import { isRecord } from '@portal/shared/is-record';
import { queryOptions } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';
import { contentQueryOptions } from '@/lib/content-api';

/** The form's option lists and texts (spec §3), in the reader's locale: the one content fetcher's query. */
export const accessRequestContentQueryOptions = (locale: string) =>
  contentQueryOptions('dataset-access-request', locale);

/** The editor's texts around the form (step labels and descriptions), in the reader's locale. */
export const requestFormContentQueryOptions = (locale: string) => ({
  ...contentQueryOptions('dataset-request-form', locale),
  // Optional content: one try, then the form uses its own step titles.
  retry: false,
});

/** What the form needs of a dataset: to choose it and one of its data levels (key, label in this locale). */
export type RequestableDataset = { documentId: string; slug: string; title: string; dataLevels: DataLevel[] };

function toRequestable(item: unknown): RequestableDataset | null {
  if (!isRecord(item) || typeof item.documentId !== 'string' || typeof item.slug !== 'string') return null;
  const levels = Array.isArray(item.availableDataLevels) ? item.availableDataLevels : [];
  return {
    documentId: item.documentId,
    slug: item.slug,
    title: typeof item.title === 'string' ? item.title : item.slug,
    dataLevels: dataLevelsFrom(
      levels.map((level) =>
        isRecord(level)
          ? {
              key: typeof level.key === 'string' ? level.key : null,
              value: typeof level.value === 'string' ? level.value : null,
            }
          : null,
      ),
    ),
  };
}

async function getRequestableDatasets(locale: string, signal?: AbortSignal): Promise<RequestableDataset[]> {
  const all: RequestableDataset[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const { data, meta } = await apiClient.get<unknown>(apiPaths.collection('dataset'), {
      query: { locale, pagination: { page, pageSize: PAGE_SIZE_MAX } },
      signal,
      anonymous: true,
    });
    if (!Array.isArray(data)) throw invalidResponse();
    all.push(...data.map(toRequestable).filter((item): item is RequestableDataset => item !== null));
    const pagination = isRecord(meta.pagination) ? meta.pagination : {};
    pageCount = typeof pagination.pageCount === 'number' ? pagination.pageCount : 1;
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return all.sort((a, b) => collator.compare(a.title, b.title));
}

export const requestableDatasetsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['datasets', 'requestable', locale] as const,
    queryFn: ({ signal }) => getRequestableDatasets(locale, signal),
  });
