import type { QueueItem, QueueQuery } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { queueKeys } from '@/features/queue/api/queue-keys';
import { apiClient, buildUrl, type QueryValue } from '@/lib/api-client';

type QueuePagination = { page: number; pageSize: number; pageCount: number; total: number };
export type QueuePage = { items: QueueItem[]; pagination: QueuePagination };

const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function readPagination(meta: Record<string, unknown>, query: QueueQuery, items: number): QueuePagination {
  const raw = isRecord(meta.pagination) ? meta.pagination : {};
  const pageSize = count(raw.pageSize, query.pageSize ?? 25);
  const total = count(raw.total, items);
  return {
    page: count(raw.page, query.page ?? 1),
    pageSize,
    total,
    pageCount: count(raw.pageCount, Math.max(1, Math.ceil(total / Math.max(1, pageSize)))),
  };
}

const asQuery = (query: QueueQuery): Record<string, QueryValue> => ({ ...query });

async function getQueue(query: QueueQuery, signal?: AbortSignal): Promise<QueuePage> {
  const { data, meta } = await apiClient.get<QueueItem[]>(apiPaths.dataAccessRequest.queue, {
    query: asQuery(query),
    signal,
  });
  const items = Array.isArray(data) ? data : [];
  return { items, pagination: readPagination(meta, query, items.length) };
}

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: queueKeys.list(query),
    queryFn: ({ signal }) => getQueue(query, signal),
    // Paging and filtering keep the old rows on screen (dimmed) instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

/**
 * The CSV export of the same view: every page, so no page or page size; headers and statuses in
 * the site's language (`locale`).
 */
export function queueCsvUrl(query: QueueQuery, locale: string): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return buildUrl(apiPaths.dataAccessRequest.queueCsv, { ...asQuery(filters), locale });
}
