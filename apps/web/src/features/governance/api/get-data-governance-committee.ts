import type { DataGovernanceCommitteePage } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSingleType } from '@/features/governance/api/content-request';

export function getDataGovernanceCommittee(locale: string, signal?: AbortSignal): Promise<DataGovernanceCommitteePage> {
  return getSingleType<DataGovernanceCommitteePage>('data-governance-committee', locale, signal);
}

export const dataGovernanceCommitteeQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['data-governance-committee', locale] as const,
    queryFn: ({ signal }) => getDataGovernanceCommittee(locale, signal),
  });

export const useDataGovernanceCommittee = (locale: string) => useQuery(dataGovernanceCommitteeQueryOptions(locale));
