import { REGISTRY_PAGE_SIZE, type ApprovedRequest } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isEntry = (value: unknown): value is ApprovedRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { documentId?: unknown }).documentId === 'string' &&
  typeof (value as { projectTitle?: unknown }).projectTitle === 'string';

export type RegistryQuery = {
  /** Search text ('' for everything). */
  q: string;
  /** `column:direction`, or null for the server's order (newest approval first). */
  sort: string | null;
  page: number;
  pageSize?: number;
};

export type RegistryPagination = { page: number; pageSize: number; pageCount: number; total: number };
/** `q` is the (trimmed) search these rows answer: the table highlights it, not the live input. */
export type RegistryPage = { items: ApprovedRequest[]; pagination: RegistryPagination; q: string };

function readPagination(meta: Record<string, unknown>, query: RegistryQuery, count: number): RegistryPagination {
  const raw = meta.pagination as Partial<RegistryPagination> | undefined;
  if (!raw || typeof raw.total !== 'number') throw invalidResponse();
  const pageSize = raw.pageSize ?? query.pageSize ?? REGISTRY_PAGE_SIZE;
  return {
    page: raw.page ?? query.page,
    pageSize,
    pageCount: raw.pageCount ?? Math.ceil(raw.total / pageSize),
    total: Math.max(raw.total, count),
  };
}

/**
 * One page of the public registry (spec §7), searched, sorted and paged by the server. The
 * entries are not localized; `locale` only translates the linked datasets' titles (and the
 * dataset titles searched).
 */
export async function getApprovedRequests(
  locale: string,
  query: RegistryQuery,
  signal?: AbortSignal,
): Promise<RegistryPage> {
  const q = query.q.trim();
  const { data, meta } = await apiClient.get<unknown>(apiPaths.collection('approved-request'), {
    query: {
      locale,
      q: q === '' ? undefined : q,
      sort: query.sort ?? undefined,
      pagination: { page: query.page, pageSize: query.pageSize ?? REGISTRY_PAGE_SIZE },
    },
    signal,
  });
  if (!Array.isArray(data)) throw invalidResponse();
  const items = data.filter(isEntry).map((entry) => ({
    ...entry,
    // Optional components and relations may be absent on entries an editor left incomplete.
    intendedUseOfData: entry.intendedUseOfData ?? [],
    datasets: entry.datasets ?? [],
    principalInvestigator: entry.principalInvestigator ?? null,
  }));
  return { items, pagination: readPagination(meta, query, items.length), q };
}

export const approvedRequestsKeys = {
  all: ['approved-requests'] as const,
  page: (locale: string, query: RegistryQuery) =>
    [...approvedRequestsKeys.all, locale, { ...query, q: query.q.trim() }] as const,
};

/**
 * Every keystroke is a new key: react-query aborts the previous request (its signal is passed
 * to fetch) and, with `keepPreviousData`, the table keeps the last rows until the new ones
 * arrive instead of flashing a skeleton.
 */
export const approvedRequestsQueryOptions = (locale: string, query: RegistryQuery) =>
  queryOptions({
    queryKey: approvedRequestsKeys.page(locale, query),
    queryFn: ({ signal }) => getApprovedRequests(locale, query, signal),
    placeholderData: keepPreviousData,
  });

export const useApprovedRequests = (locale: string, query: RegistryQuery) =>
  useQuery(approvedRequestsQueryOptions(locale, query));
