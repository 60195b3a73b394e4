import type { ContentCollectionType, ContentSingleType } from '@portal/shared';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * GET a governance single type for one locale. The server fixes the populate tree, so only
 * `locale` is sent; an unpublished page (`data: null`) or a non-object is 'Invalid response'.
 */
export async function getSingleType<T>(type: ContentSingleType, locale: string, signal?: AbortSignal): Promise<T> {
  const { data } = await apiClient.get<unknown>(apiPaths.content(type), { query: { locale }, signal });
  if (!isRecord(data) || Array.isArray(data)) throw invalidResponse();
  return data as T;
}

/** GET a governance collection for one locale: the server's default order and one page of ≤100. */
export async function getCollection<T>(
  type: ContentCollectionType,
  locale: string,
  signal?: AbortSignal,
): Promise<T[]> {
  const { data } = await apiClient.get<unknown>(apiPaths.collection(type), { query: { locale }, signal });
  if (!Array.isArray(data)) throw invalidResponse();
  return data.filter(isRecord) as T[];
}
