import type { OurStoryPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getContentPage } from '@/features/content/api/get-content-page';

/** GET /api/our-story: hero, mission, commitments, about-us rows, governance and contact blocks. */
export function getOurStory(locale: string, signal?: AbortSignal): Promise<OurStoryPage> {
  return getContentPage<OurStoryPage>('our-story', locale, signal);
}

export const ourStoryQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['our-story', locale] as const,
    queryFn: ({ signal }) => getOurStory(locale, signal),
  });

export const useOurStory = (locale: string) => useQuery(ourStoryQueryOptions(locale));
