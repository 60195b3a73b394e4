import type { Policy } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCollection } from '@/features/governance/api/content-request';

export function getPolicies(locale: string, signal?: AbortSignal): Promise<Policy[]> {
  return getCollection<Policy>('policy', locale, signal);
}

export const policiesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['policies', locale] as const,
    queryFn: ({ signal }) => getPolicies(locale, signal),
  });

export const usePolicies = (locale: string) => useQuery(policiesQueryOptions(locale));
