import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { DataTable, type DataTableSort } from '@/components/data-table';
import { DownloadButton } from '@/components/download-button';
import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import type { ReviewNavigationState } from '@/features/queue/api/get-staff-request';
import { queueCsvUrl, queueQueryOptions } from '@/features/queue/api/get-queue';
import { queueColumns } from '@/features/queue/components/queue-columns';
import { QueueFilters } from '@/features/queue/components/queue-filters';
import { useQueueView } from '@/features/queue/hooks/use-queue-view';
import {
  DEFAULT_SORT,
  PAGE_SIZES,
  QUEUE_SORT_FIELDS,
  QUICK_FILTERS,
  toQueueQuery,
  type QuickFilter,
} from '@/features/queue/queue-view';
import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useSession } from '@/lib/session';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

import './queue.css';

const QUICK_LABELS: Record<QuickFilter, MessageKey> = {
  mine: 'queue.quick.mine',
  unassigned: 'queue.quick.unassigned',
  needsAction: 'queue.quick.needsAction',
};

function QueueSkeleton() {
  return (
    <div className="queue-skeleton" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="queue-skeleton__row" />
      ))}
    </div>
  );
}

/** Staff queue (spec §2): both request formats, filtered, searched, sorted and paged by the server. */
export function QueueListPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { session } = useSession();
  const role = session.user?.role.type;
  const [view, update] = useQueueView();
  const query = useMemo(() => toQueueQuery(view, role), [view, role]);
  const queue = useQuery(queueQueryOptions(query));
  const narrow = useMediaQuery(maxWidth(768));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // Ages are counted from when the rows were fetched: one clock for every cell, stable across renders.
  const now = queue.dataUpdatedAt;
  const format = useFormat();
  const columns = useMemo(() => queueColumns({ t, format, now }), [t, format, now]);

  const sort: DataTableSort =
    view.sort.field === DEFAULT_SORT.field && view.sort.desc === DEFAULT_SORT.desc
      ? null
      : { id: view.sort.field, desc: view.sort.desc };
  const onSortChange = (next: DataTableSort) => {
    const field = QUEUE_SORT_FIELDS.find((candidate) => candidate === next?.id);
    update({ sort: next && field ? { field, desc: next.desc } : DEFAULT_SORT });
  };

  const pagination = queue.data?.pagination;
  const showFilters = !narrow || filtersOpen;

  return (
    <div className="queue-page">
      <PageTitle title={t('queue.title')} />
      <div className="queue-page__header">
        <h1>{t('queue.title')}</h1>
        <DownloadButton
          url={queueCsvUrl(query, locale)}
          fileName={`request-queue-${new Date(now).toISOString().slice(0, 10)}.csv`}
        >
          {t('queue.exportCsv')}
        </DownloadButton>
      </div>

      <div className="queue-quick" role="group" aria-label={t('queue.quick.label')}>
        {QUICK_FILTERS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={`queue-quick__button${view.quick === quick ? ' queue-quick__button--on' : ''}`}
            aria-pressed={view.quick === quick}
            onClick={() => update({ quick: view.quick === quick ? null : quick })}
          >
            {t(QUICK_LABELS[quick])}
          </button>
        ))}
      </div>

      {narrow ? (
        <button
          type="button"
          className="button button--secondary queue-page__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('queue.filters')}
        </button>
      ) : null}
      <div id={filtersId} hidden={!showFilters}>
        {showFilters ? <QueueFilters view={view} onChange={update} /> : null}
      </div>

      <p className="queue-page__count" role="status" aria-live="polite">
        {pagination ? t('queue.count', { count: pagination.total }) : ''}
      </p>

      {queue.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('common.loading')}
          </p>
          <QueueSkeleton />
        </>
      ) : queue.isError ? (
        <ErrorState message={t('queue.error')} onRetry={() => void queue.refetch()} />
      ) : (
        <div className={queue.isPlaceholderData ? 'queue-table queue-table--updating' : 'queue-table'}>
          <DataTable
            data={queue.data.items}
            columns={columns}
            caption={t('queue.caption')}
            hideCaption
            getRowId={(item) => `${item.format}-${item.documentId}`}
            onRowClick={(item) =>
              void navigate(paths.requestManagementRequest(locale, item.documentId), {
                state: { format: item.format } satisfies ReviewNavigationState,
              })
            }
            sort={sort}
            onSortChange={onSortChange}
            manualSorting
            emptyMessage={
              <span className="queue-empty">
                <strong>{t('queue.empty.title')}</strong> {t('queue.empty.text')}
              </span>
            }
          />
        </div>
      )}

      {pagination && pagination.total > 0 ? (
        <nav className="queue-pager" aria-label={t('queue.pager.label')}>
          <button
            type="button"
            className="button button--secondary"
            disabled={pagination.page <= 1}
            onClick={() => update({ page: pagination.page - 1 })}
          >
            {t('queue.pager.previous')}
          </button>
          <span>{t('queue.pager.page', { page: pagination.page, pageCount: pagination.pageCount })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={pagination.page >= pagination.pageCount}
            onClick={() => update({ page: pagination.page + 1 })}
          >
            {t('queue.pager.next')}
          </button>
          <label className="queue-pager__size">
            {t('queue.pager.pageSize')}
            <select value={view.pageSize} onChange={(event) => update({ pageSize: Number(event.target.value) })}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </nav>
      ) : null}
    </div>
  );
}
