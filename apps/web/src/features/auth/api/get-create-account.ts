import type { CreateAccountPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** GET /api/create-account: labels, hints, organization types, terms and the form's validation rules. */
export async function getCreateAccount(locale: string, signal?: AbortSignal): Promise<CreateAccountPage> {
  const { data } = await apiClient.get<unknown>(apiPaths.content('create-account'), { query: { locale }, signal });
  if (!isRecord(data)) throw invalidResponse();
  return data as CreateAccountPage;
}

export const createAccountQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['create-account', locale] as const,
    queryFn: ({ signal }) => getCreateAccount(locale, signal),
  });

export const useCreateAccount = (locale: string) => useQuery(createAccountQueryOptions(locale));
