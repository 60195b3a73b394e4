import type { DataProviderPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getContentPage } from '@/features/content/api/get-content-page';

/** GET /api/data-provider: the data provider page. */
export function getDataProvider(locale: string, signal?: AbortSignal): Promise<DataProviderPage> {
  return getContentPage<DataProviderPage>('data-provider', locale, signal);
}

export const dataProviderQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['data-provider', locale] as const,
    queryFn: ({ signal }) => getDataProvider(locale, signal),
  });

export const useDataProvider = (locale: string) => useQuery(dataProviderQueryOptions(locale));
