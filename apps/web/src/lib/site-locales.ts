import type { Locale } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';

/**
 * The locales the CMS serves (GET /api/i18n/locales), read by the shell (the route's check, the
 * locale switcher) and by the profile (the account's language). Strapi's i18n plugin answers
 * with a bare array, not the `{ data }` envelope, hence `raw`.
 */
export async function getLocales(signal?: AbortSignal): Promise<Locale[]> {
  const body = await apiClient.get<unknown>(apiPaths.locales, { raw: true, signal, anonymous: true });
  if (!Array.isArray(body)) throw invalidResponse();
  return body.filter(isLocale);
}

export const localesQueryOptions = () =>
  queryOptions({
    queryKey: ['locales'] as const,
    queryFn: ({ signal }) => getLocales(signal),
    // Adding a locale is rare and a locale switch reloads the page anyway.
    staleTime: 60 * 60 * 1000,
    // A failed list is retried by the user (LocaleLayout's retry), not by every component that
    // mounts: a refetch resets the query to pending, which would unmount and remount the layout.
    retryOnMount: false,
  });

export const useLocales = () => useQuery(localesQueryOptions());
