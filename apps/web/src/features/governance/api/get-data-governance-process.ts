import type { DataGovernanceProcessPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSingleType } from '@/features/governance/api/content-request';

export function getDataGovernanceProcess(locale: string, signal?: AbortSignal): Promise<DataGovernanceProcessPage> {
  return getSingleType<DataGovernanceProcessPage>('data-governance-process', locale, signal);
}

export const dataGovernanceProcessQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['data-governance-process', locale] as const,
    queryFn: ({ signal }) => getDataGovernanceProcess(locale, signal),
  });

export const useDataGovernanceProcess = (locale: string) => useQuery(dataGovernanceProcessQueryOptions(locale));
