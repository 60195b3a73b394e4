import type { DataGovernanceSecurityPage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSingleType } from '@/features/governance/api/content-request';

export function getDataGovernanceSecurity(locale: string, signal?: AbortSignal): Promise<DataGovernanceSecurityPage> {
  return getSingleType<DataGovernanceSecurityPage>('data-governance-security', locale, signal);
}

export const dataGovernanceSecurityQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['data-governance-security', locale] as const,
    queryFn: ({ signal }) => getDataGovernanceSecurity(locale, signal),
  });

export const useDataGovernanceSecurity = (locale: string) => useQuery(dataGovernanceSecurityQueryOptions(locale));
