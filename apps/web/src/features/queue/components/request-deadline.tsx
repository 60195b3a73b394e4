import type { DeadlineHolder, RequestDeadline } from '@portal/shared';

import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';

const HOLDER_KEYS: Record<DeadlineHolder, MessageKey> = {
  queueManagers: 'queue.deadline.holder.queueManagers',
  assignee: 'queue.deadline.holder.assignee',
  applicant: 'queue.deadline.holder.applicant',
};

/** The review page's deadline line: due or overdue, who acts next, and since when (docs/workflow.md). */
export function RequestDeadlineLine({ deadline }: { deadline: RequestDeadline | null | undefined }) {
  const t = useT();
  const format = useFormat();
  if (!deadline) return null;
  const since = t('queue.deadline.since', { date: format.dateTime(deadline.enteredAt) });
  if (!deadline.dueAt || !deadline.holder) return <p className="review-deadline">{since}</p>;
  const holder = t(HOLDER_KEYS[deadline.holder]);
  const date = format.dateTime(deadline.dueAt);
  return (
    <p className={deadline.overdue ? 'review-deadline queue-flag queue-flag--stale' : 'review-deadline'}>
      {deadline.overdue ? t('queue.deadline.overdue', { date, holder }) : t('queue.deadline.due', { date, holder })}{' '}
      {since}
    </p>
  );
}
