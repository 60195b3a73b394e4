import type { RegistryIndexEntry } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toEntry(value: unknown): RegistryIndexEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (typeof row.documentId !== 'string' || typeof row.projectTitle !== 'string') return null;
  return {
    documentId: row.documentId,
    projectTitle: row.projectTitle,
    approvalDate: date(row.approvalDate),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    organization: text(row.organization),
    datasets: Array.isArray(row.datasets)
      ? row.datasets.filter((title): title is string => typeof title === 'string')
      : [],
    accessStartDate: date(row.accessStartDate),
    accessEndDate: date(row.accessEndDate),
  };
}

/**
 * The registry's compact index (GET /api/approved-requests-index): every published entry's
 * table columns and searchable text, newest approval first, dataset titles in `locale`. The
 * table searches, sorts and pages it in memory, so a keystroke never waits for the network
 * (docs/decisions.md, "Performance: the registry").
 */
export async function getRegistryIndex(locale: string, signal?: AbortSignal): Promise<RegistryIndexEntry[]> {
  const { data } = await apiClient.get<unknown>(apiPaths.registryIndex, { query: { locale }, signal, anonymous: true });
  if (!Array.isArray(data)) throw invalidResponse();
  return data.map(toEntry).filter((entry): entry is RegistryIndexEntry => entry !== null);
}

export const registryIndexQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['approved-requests', 'index', locale] as const,
    queryFn: ({ signal }) => getRegistryIndex(locale, signal),
  });

export const useRegistryIndex = (locale: string) => useQuery(registryIndexQueryOptions(locale));
