import type { NewsPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getContentPage } from '@/features/content/api/get-content-page';

/** GET /api/new (the news page: the API name is `new`). */
export function getNews(locale: string, signal?: AbortSignal): Promise<NewsPage> {
  return getContentPage<NewsPage>('new', locale, signal);
}

export const newsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['news', locale] as const,
    queryFn: ({ signal }) => getNews(locale, signal),
  });

export const useNews = (locale: string) => useQuery(newsQueryOptions(locale));
