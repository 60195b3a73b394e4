import type { BookmarkedDataset } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { paths } from '@/config/paths';
import { useBookmarks } from '@/features/account/api/bookmarks';
import { useSetBookmark } from '@/features/account/hooks/use-set-bookmark';
import { ApiError } from '@/lib/api-client';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

type Outcome = { tone: 'success' | 'error'; message: string; key: number } | null;

/**
 * /user/bookmarked-datasets: the user's bookmarks (titles in the page's language) with a remove
 * button each (POST /api/remove-bookmark/{id}); the empty state's text comes from the content.
 */
export function BookmarkedDatasetsPage() {
  const t = useT();
  const locale = useLocale();
  const { data: page } = useContent('profile', locale);
  const bookmarks = useBookmarks(locale);
  const remove = useSetBookmark();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The removed row (and its focused button) is gone: focus goes to what happened instead.
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const onRemove = (dataset: BookmarkedDataset) => {
    setOutcome(null);
    remove.mutate(
      { dataset, bookmarked: false },
      {
        onSuccess: () =>
          setOutcome({
            tone: 'success',
            message: t('account.bookmarks.removed', { title: dataset.title }),
            key: Date.now(),
          }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            message:
              error instanceof ApiError && error.status !== 0 && error.status < 500
                ? error.message
                : t('account.bookmarks.removeError', { title: dataset.title }),
            key: Date.now(),
          }),
      },
    );
  };

  if (bookmarks.isPending) return <PageSkeleton />;
  if (bookmarks.isError && !bookmarks.data) {
    return <ErrorState message={t('account.bookmarks.error')} onRetry={() => void bookmarks.refetch()} />;
  }
  const items = bookmarks.data ?? [];

  return (
    <section aria-label={page?.bookmarksTabLabel ?? t('account.tab.bookmarks')}>
      {outcome ? (
        <p
          key={outcome.key}
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          className={`account-notice account-notice--${outcome.tone}`}
        >
          {outcome.message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="account-empty">{page?.noBookmarksText ?? t('account.bookmarks.empty')}</p>
      ) : (
        <ul className="bookmark-list">
          {items.map((dataset) => (
            <li key={dataset.documentId} className="bookmark-list__item">
              <Link to={paths.dataset(locale, dataset.slug || dataset.documentId, 'overview')}>{dataset.title}</Link>
              <Button variant="secondary" size="small" onClick={() => onRemove(dataset)}>
                {t('account.bookmarks.remove')} <span className="visually-hidden">{dataset.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
