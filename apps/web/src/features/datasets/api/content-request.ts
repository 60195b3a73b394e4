import type { ContentSingleType } from '@portal/shared';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GET a single type of the dataset pages for one locale. The server fixes the populate tree, so
 * only `locale` is sent; an unpublished page (`data: null`) or a non-object is 'Invalid response'.
 */
export async function getDatasetSingleType<T>(
  type: ContentSingleType,
  locale: string,
  signal?: AbortSignal,
): Promise<T> {
  const { data } = await apiClient.get<unknown>(apiPaths.content(type), { query: { locale }, signal });
  if (!isRecord(data)) throw invalidResponse();
  return data as T;
}
