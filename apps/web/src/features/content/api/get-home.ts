import type { HomePage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getContentPage } from '@/features/content/api/get-content-page';

/** GET /api/home: the home page. */
export function getHome(locale: string, signal?: AbortSignal): Promise<HomePage> {
  return getContentPage<HomePage>('home', locale, signal);
}

export const homeQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['home', locale] as const,
    queryFn: ({ signal }) => getHome(locale, signal),
  });

export const useHome = (locale: string) => useQuery(homeQueryOptions(locale));
