import type { Recommendation, RequestRecommendation } from '@portal/shared';

import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';

const KEYS: Record<Recommendation, MessageKey> = {
  approve: 'queue.recommend.approve',
  deny: 'queue.recommend.deny',
  abstain: 'queue.recommend.abstain',
};

/**
 * One recommendation per committee member (the latest replaces earlier ones), with its note — or,
 * for a member who has not voted in the open round, word that the others' rationales come later.
 */
export function RequestRecommendations({ items }: { items: RequestRecommendation[] }) {
  const t = useT();
  const format = useFormat();
  if (items.length === 0) return <p className="queue-muted">{t('queue.review.noRecommendations')}</p>;
  return (
    <ul className="review-recommendations">
      {items.map((item) => (
        <li key={item.documentId}>
          <p>
            <strong>
              {item.member ? `${item.member.firstName} ${item.member.lastName}`.trim() : t('queue.conflict.someone')}
            </strong>
            {': '}
            {t(KEYS[item.recommendation])} ·{' '}
            <time dateTime={item.updatedAt}>{format.date(item.updatedAt, 'medium')}</time>
          </p>
          {item.note ? <blockquote className="request-timeline__note">{item.note}</blockquote> : null}
          {item.rationaleHidden ? <p className="queue-muted">{t('queue.review.rationaleHidden')}</p> : null}
        </li>
      ))}
    </ul>
  );
}
