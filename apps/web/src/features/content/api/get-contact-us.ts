import type { ContactUsPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getContentPage } from '@/features/content/api/get-content-page';

/** GET /api/contact-us: form labels, reasons and organization types, contact details. */
export function getContactUs(locale: string, signal?: AbortSignal): Promise<ContactUsPage> {
  return getContentPage<ContactUsPage>('contact-us', locale, signal);
}

export const contactUsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['contact-us', locale] as const,
    queryFn: ({ signal }) => getContactUs(locale, signal),
  });

export const useContactUs = (locale: string) => useQuery(contactUsQueryOptions(locale));
