import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { BookmarkIcon } from '@/features/account/components/bookmark-icon';
import { useSetBookmark } from '@/features/account/hooks/use-set-bookmark';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useSession } from '@/lib/session';
import { notifySuccess } from '@/lib/toast';

import './account.css';

export type BookmarkToggleProps = {
  /** The dataset's documentId (what the bookmarks list holds). */
  datasetId: string;
  /** The dataset's title: names the button ("Bookmark <title>") and fills the list at once. */
  title: string;
  slug?: string;
  className?: string;
};

/**
 * Bookmark a dataset from its card or detail page. Signed in: a toggle button (`aria-pressed`) that
 * changes at once and goes back if the server refuses. Success is a toast (announced); a refusal
 * is said next to the button. Visitors get a link to log in that returns here.
 */
export function BookmarkToggle({ datasetId, title, slug = '', className }: BookmarkToggleProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const { session } = useSession();
  // The toast is the success's only trace, so it must not depend on this button staying mounted.
  const mutation = useSetBookmark({
    onSaved: ({ bookmarked }) =>
      notifySuccess(t(bookmarked ? 'account.bookmark.added' : 'account.bookmark.removed', { title })),
  });
  const [error, setError] = useState<string | null>(null);
  const classes = ['bookmark-toggle', className].filter(Boolean).join(' ');

  if (session.status === 'unknown') return null;

  if (session.status === 'anonymous') {
    return (
      <span className={classes}>
        <Link className="bookmark-toggle__button" to={paths.login(locale, `${location.pathname}${location.search}`)}>
          <BookmarkIcon filled={false} />
          {t('account.bookmark.login')} <span className="visually-hidden">{title}</span>
        </Link>
      </span>
    );
  }

  const pressed = session.user.bookmarkedDatasets.some((item) => item.documentId === datasetId);

  const toggle = () => {
    if (mutation.isPending) return;
    const bookmarked = !pressed;
    setError(null);
    mutation.mutate(
      { dataset: { documentId: datasetId, title, slug }, bookmarked },
      {
        onError: (reason) =>
          setError(
            reason instanceof ApiError && reason.status !== 0 && reason.status < 500
              ? reason.message
              : t('account.bookmark.error'),
          ),
      },
    );
  };

  return (
    <span className={classes}>
      <button
        type="button"
        className="bookmark-toggle__button"
        aria-pressed={pressed}
        aria-busy={mutation.isPending || undefined}
        onClick={toggle}
      >
        <BookmarkIcon filled={pressed} />
        {t('account.bookmark.label')} <span className="visually-hidden">{title}</span>
      </button>
      {error ? (
        <span role="alert" className="bookmark-toggle__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
