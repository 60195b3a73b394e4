import type { Proceeding } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCollection } from '@/features/governance/api/content-request';

export function getProceedings(locale: string, signal?: AbortSignal): Promise<Proceeding[]> {
  return getCollection<Proceeding>('proceeding', locale, signal);
}

export const proceedingsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['proceedings', locale] as const,
    queryFn: ({ signal }) => getProceedings(locale, signal),
  });

export const useProceedings = (locale: string) => useQuery(proceedingsQueryOptions(locale));
