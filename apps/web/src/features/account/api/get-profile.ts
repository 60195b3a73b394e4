import type { ProfilePage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** GET /api/profile: heroes, tab labels, form labels and rules, empty-state texts of the /user area. */
export async function getProfile(locale: string, signal?: AbortSignal): Promise<ProfilePage> {
  const { data } = await apiClient.get<unknown>(apiPaths.content('profile'), { query: { locale }, signal });
  if (!isRecord(data)) throw invalidResponse();
  return data as ProfilePage;
}

export const profileQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['profile', locale] as const,
    queryFn: ({ signal }) => getProfile(locale, signal),
  });

export const useProfile = (locale: string) => useQuery(profileQueryOptions(locale));
