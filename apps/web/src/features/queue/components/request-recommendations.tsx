import type { Recommendation, RequestRecommendation } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';

import { useT, type MessageKey } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

const KEYS: Record<Recommendation, MessageKey> = {
  approve: 'queue.recommend.approve',
  deny: 'queue.recommend.deny',
  abstain: 'queue.recommend.abstain',
};

/** One recommendation per committee member (the latest replaces earlier ones), with its note. */
export function RequestRecommendations({ query }: { query: UseQueryResult<RequestRecommendation[]> }) {
  const t = useT();
  const locale = useLocale();
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  if (query.isError) return <p role="alert">{t('queue.review.recommendationsError')}</p>;
  if (query.data.length === 0) return <p className="queue-muted">{t('queue.review.noRecommendations')}</p>;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <ul className="review-recommendations">
      {query.data.map((item) => (
        <li key={item.documentId}>
          <p>
            <strong>
              {item.member ? `${item.member.firstName} ${item.member.lastName}`.trim() : t('queue.conflict.someone')}
            </strong>
            {': '}
            {t(KEYS[item.recommendation])} ·{' '}
            <time dateTime={item.updatedAt}>{date.format(new Date(item.updatedAt))}</time>
          </p>
          {item.note ? <blockquote className="request-timeline__note">{item.note}</blockquote> : null}
        </li>
      ))}
    </ul>
  );
}
