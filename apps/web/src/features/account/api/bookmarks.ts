import type { BookmarkedDataset } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { notLoggedIn } from '@/features/account/api/not-logged-in';
import { apiClient, invalidResponse } from '@/lib/api-client';
import { fetchSessionUser, USER_DATA_KEY, type SessionUser } from '@/lib/session';

const isBookmark = (value: unknown): value is BookmarkedDataset =>
  isRecord(value) && typeof value.documentId === 'string' && typeof value.title === 'string';

function toBookmarks(data: unknown): BookmarkedDataset[] {
  if (!isRecord(data) || !Array.isArray(data.bookmarkedDatasets)) throw invalidResponse();
  return data.bookmarkedDatasets.filter(isBookmark);
}

/** The user's bookmarks with titles in `locale` (POST /api/user-status?locale=…). */
async function getBookmarks(locale: string, signal?: AbortSignal): Promise<BookmarkedDataset[]> {
  const user = await fetchSessionUser(signal, locale);
  if (!user) throw notLoggedIn();
  return user.bookmarkedDatasets;
}

export const bookmarksQueryKey = (locale: string) => [USER_DATA_KEY, 'bookmarks', locale] as const;

const bookmarksQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: bookmarksQueryKey(locale),
    queryFn: ({ signal }) => getBookmarks(locale, signal),
  });

export const useBookmarks = (locale: string, enabled = true) => useQuery({ ...bookmarksQueryOptions(locale), enabled });

/**
 * POST /api/bookmark/{datasetId} or /api/remove-bookmark/{datasetId} (both idempotent): answers
 * the bookmarks after the change. 'User is not logged in' without a signed-in user (spec §5).
 */
export async function setBookmark(
  user: SessionUser | null,
  datasetId: string,
  bookmarked: boolean,
  locale: string,
): Promise<BookmarkedDataset[]> {
  if (!user) throw notLoggedIn();
  const path = bookmarked ? apiPaths.user.bookmark(datasetId) : apiPaths.user.removeBookmark(datasetId);
  const { data } = await apiClient.post<unknown>(path, { query: { locale } });
  return toBookmarks(data);
}
