import type { ContentSingleType } from '@portal/shared';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * GET /api/{single type}?locale=…: the server fixes the populate tree, so only `locale` is sent.
 * An unpublished page (`data: null`) or anything but an object is 'Invalid response' (spec §8).
 */
export async function getContentPage<T>(type: ContentSingleType, locale: string, signal?: AbortSignal): Promise<T> {
  const { data } = await apiClient.get<unknown>(apiPaths.content(type), { query: { locale }, signal });
  if (!isRecord(data) || Array.isArray(data)) throw invalidResponse();
  return data as T;
}
