import { formatRegistryDate, isAcademic, type QueueItem } from '@portal/shared';

import { UnreadBadge } from '@/components/conversation/unread-badge';
import type { DataTableColumn } from '@/components/data-table';
import { RequestStatusBadges } from '@/components/request/request-status-badge';
import { needsAction } from '@/features/queue/needs-action';
import { daysSince } from '@/features/queue/queue-time';
import type { Format } from '@/lib/format';
import type { Translate } from '@/lib/i18n';

const personName = (person: { firstName: string; lastName: string; email: string } | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || person.email : '';

export type QueueColumnOptions = { t: Translate; format: Pick<Format, 'date'>; now: number };

/** The queue's columns; the ids of sortable ones are the endpoint's sort fields. */
export function queueColumns({ t, format, now }: QueueColumnOptions): DataTableColumn<QueueItem>[] {
  return [
    {
      id: 'projectTitle',
      header: t('queue.column.request'),
      accessor: (item) => item.projectTitle,
      width: '24%',
      cell: (item) => (
        <span className="queue-request">
          <span className="queue-request__title">{item.projectTitle}</span>
          <span className="queue-request__meta">
            <span className="queue-tag">{item.format}</span>
            <span className="queue-request__ref">{item.documentId}</span>
          </span>
          {needsAction(item) ? <span className="queue-flag queue-flag--action">{t('queue.needsAction')}</span> : null}
          <UnreadBadge count={item.unreadMessages} />
        </span>
      ),
    },
    {
      id: 'requester',
      header: t('queue.column.requester'),
      sortable: false,
      accessor: (item) => personName(item.requester),
      cell: (item) => (
        <span className="queue-person">
          <span>{personName(item.requester)}</span>
          {item.requester.organization ? <span className="queue-muted">{item.requester.organization}</span> : null}
          {isAcademic(item.requester) ? (
            <span className="queue-tag queue-tag--academic">{t('queue.academic')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'requestStatus',
      header: t('queue.column.status'),
      accessor: (item) => item.internal.requestStatus,
      cell: (item) => (
        <RequestStatusBadges
          requestStatus={item.internal.requestStatus}
          approvalStatus={item.internal.approvalStatus}
        />
      ),
    },
    {
      id: 'assignee',
      header: t('queue.column.assignee'),
      sortable: false,
      hideAtMaxWidth: 768,
      accessor: (item) => personName(item.internal.assignee),
      cell: (item) =>
        item.internal.assignee ? (
          personName(item.internal.assignee)
        ) : (
          <span className="queue-muted">{t('queue.unassigned')}</span>
        ),
    },
    {
      id: 'datasets',
      header: t('queue.column.datasets'),
      sortable: false,
      hideAtMaxWidth: 1024,
      accessor: (item) => item.datasetDetails.map((detail) => detail.dataset.title).join(', '),
      cell: (item) => (
        <ul className="queue-datasets">
          {item.datasetDetails.map((detail) => (
            <li key={detail.dataset.documentId}>{detail.dataset.title}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'createdAt',
      header: t('queue.column.submitted'),
      hideAtMaxWidth: 768,
      accessor: (item) => item.createdAt,
      cell: (item) => (
        <span className="queue-person">
          <span>{formatRegistryDate(item.createdAt)}</span>
          <span className="queue-muted">{t('queue.ageDays', { count: daysSince(item.createdAt, now) })}</span>
        </span>
      ),
    },
    {
      id: 'updatedAt',
      header: t('queue.column.inStatus'),
      accessor: (item) => item.updatedAt,
      // Sorting stays on the last update (the queue's sort keys); the days count from the status change.
      cell: (item) => t('queue.days', { count: daysSince(item.statusSince ?? item.updatedAt, now) }),
    },
    {
      id: 'dueAt',
      header: t('queue.column.due'),
      accessor: (item) => item.dueAt ?? '',
      cell: (item) =>
        item.dueAt ? (
          <span className="queue-person">
            <time dateTime={item.dueAt}>{format.date(item.dueAt, 'medium')}</time>
            {item.overdue ? <span className="queue-flag queue-flag--overdue">{t('queue.due.overdue')}</span> : null}
          </span>
        ) : (
          <span className="queue-muted">{t('queue.due.none')}</span>
        ),
    },
  ];
}
