import type { CommitteeContent } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSingleType } from '@/features/governance/api/content-request';

export function getCommittee(locale: string, signal?: AbortSignal): Promise<CommitteeContent> {
  return getSingleType<CommitteeContent>('committee', locale, signal);
}

export const committeeQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['committee', locale] as const,
    queryFn: ({ signal }) => getCommittee(locale, signal),
  });

export const useCommittee = (locale: string) => useQuery(committeeQueryOptions(locale));
