import type { BookmarkedDataset } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { bookmarksQueryKey, setBookmark } from '@/features/account/api/bookmarks';
import { useLocale } from '@/lib/locale';
import { USER_DATA_KEY, useSession } from '@/lib/session';

export type BookmarkChange = { dataset: BookmarkedDataset; bookmarked: boolean };

type Snapshot = { user: BookmarkedDataset[]; list: BookmarkedDataset[] | undefined };

function applyChange(list: readonly BookmarkedDataset[], { dataset, bookmarked }: BookmarkChange): BookmarkedDataset[] {
  const others = list.filter((item) => item.documentId !== dataset.documentId);
  return bookmarked ? [...others, dataset] : others;
}

/**
 * Bookmark or unbookmark a dataset, optimistically: the session user's bookmarks (which drive every
 * toggle) and the bookmarks list change at once, go back if the server refuses, and end as the
 * server's answer.
 *
 * `onSaved` runs with the mutation's own callbacks, so it runs even when the caller has unmounted or
 * re-mounted meanwhile (a callback given to `mutate` would then be dropped, and the success with it).
 */
export function useSetBookmark({ onSaved }: { onSaved?: (change: BookmarkChange) => void } = {}) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { session, updateUser } = useSession();
  const listKey = bookmarksQueryKey(locale);

  return useMutation<BookmarkedDataset[], unknown, BookmarkChange, Snapshot>({
    mutationFn: ({ dataset, bookmarked }) => setBookmark(session.user, dataset.documentId, bookmarked, locale),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const snapshot: Snapshot = {
        user: session.user?.bookmarkedDatasets ?? [],
        list: queryClient.getQueryData<BookmarkedDataset[]>(listKey),
      };
      updateUser((user) => ({ ...user, bookmarkedDatasets: applyChange(user.bookmarkedDatasets, change) }));
      if (snapshot.list) queryClient.setQueryData(listKey, applyChange(snapshot.list, change));
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      if (!snapshot) return;
      updateUser((user) => ({ ...user, bookmarkedDatasets: snapshot.user }));
      if (snapshot.list) queryClient.setQueryData(listKey, snapshot.list);
    },
    onSuccess: (bookmarks, change) => {
      updateUser((user) => ({ ...user, bookmarkedDatasets: bookmarks }));
      queryClient.setQueryData(listKey, bookmarks);
      // Lists in other languages are stale now (titles differ per locale, so they are refetched).
      void queryClient.invalidateQueries({
        queryKey: [USER_DATA_KEY, 'bookmarks'],
        predicate: (query) => query.queryKey[2] !== locale,
      });
      onSaved?.(change);
    },
  });
}
