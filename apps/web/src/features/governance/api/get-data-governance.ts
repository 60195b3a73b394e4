import type { DataGovernancePage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSingleType } from '@/features/governance/api/content-request';

export function getDataGovernance(locale: string, signal?: AbortSignal): Promise<DataGovernancePage> {
  return getSingleType<DataGovernancePage>('data-governance', locale, signal);
}

export const dataGovernanceQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['data-governance', locale] as const,
    queryFn: ({ signal }) => getDataGovernance(locale, signal),
  });

export const useDataGovernance = (locale: string) => useQuery(dataGovernanceQueryOptions(locale));
