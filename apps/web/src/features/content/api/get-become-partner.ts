import type { BecomePartnerPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getContentPage } from '@/features/content/api/get-content-page';

/** GET /api/become-partner: the become-a-partner page. */
export function getBecomePartner(locale: string, signal?: AbortSignal): Promise<BecomePartnerPage> {
  return getContentPage<BecomePartnerPage>('become-partner', locale, signal);
}

export const becomePartnerQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['become-partner', locale] as const,
    queryFn: ({ signal }) => getBecomePartner(locale, signal),
  });

export const useBecomePartner = (locale: string) => useQuery(becomePartnerQueryOptions(locale));
