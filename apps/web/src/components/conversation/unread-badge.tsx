import { useT } from '@/lib/i18n';

import './unread-badge.css';

/** "3 unread messages" beside a request in a list (the queue, the applicant's requests); nothing at 0. */
export function UnreadBadge({ count }: { count: number | null | undefined }) {
  const t = useT();
  if (!count || count <= 0) return null;
  return (
    <span className="unread-badge">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {t('conversation.unread', { count })}
    </span>
  );
}
