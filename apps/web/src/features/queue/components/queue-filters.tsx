import {
  APPROVAL_STATUSES,
  REQUEST_FORMATS,
  REQUEST_STATUSES,
  type ApprovalStatus,
  type RequestStatus,
} from '@portal/shared';
import { useId, type FormEvent } from 'react';

import { approvalStatusKey, requestStatusKey } from '@/components/request/request-status-badge';
import { ACCESS_QUEUE_FILTERS } from '@portal/shared';
import { DUE_FILTERS, type QueueView } from '@/features/queue/queue-view';
import { useT, type MessageKey } from '@/lib/i18n';

const ACCESS_FILTER_LABELS: Record<(typeof ACCESS_QUEUE_FILTERS)[number], MessageKey> = {
  endingSoon: 'queue.filter.accessEndingSoon',
  ended: 'queue.filter.accessEnded',
  closeoutOverdue: 'queue.filter.accessCloseoutOverdue',
};

type QueueFiltersProps = { view: QueueView; onChange: (patch: Partial<QueueView>) => void };

const toggle = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value];

/** Search and the status and format filters; each change is applied at once (and lands in the URL). */
export function QueueFilters({ view, onChange }: QueueFiltersProps) {
  const t = useT();
  const searchId = useId();
  const formatId = useId();
  const dueId = useId();
  const accessId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof value === 'string' ? value.trim() : '' });
  };

  return (
    <div className="queue-filters">
      <form role="search" className="queue-filters__search" onSubmit={onSubmit}>
        <label htmlFor={searchId}>{t('queue.search.label')}</label>
        <div className="queue-filters__search-row">
          <input
            // Keyed by the URL's text so it follows changes made elsewhere (clear filters, back button).
            key={view.q}
            id={searchId}
            name="q"
            type="search"
            defaultValue={view.q}
            placeholder={t('queue.search.placeholder')}
          />
          <button type="submit" className="button button--primary">
            {t('queue.search.submit')}
          </button>
        </div>
      </form>
      <fieldset className="queue-filters__group">
        <legend>{t('queue.filter.requestStatus')}</legend>
        {REQUEST_STATUSES.map((status: RequestStatus) => (
          <label key={status} className="queue-filters__check">
            <input
              type="checkbox"
              checked={view.requestStatus.includes(status)}
              onChange={() => onChange({ requestStatus: toggle(view.requestStatus, status) })}
            />
            {t(requestStatusKey(status))}
          </label>
        ))}
      </fieldset>
      <fieldset className="queue-filters__group">
        <legend>{t('queue.filter.approvalStatus')}</legend>
        {APPROVAL_STATUSES.map((status: ApprovalStatus) => (
          <label key={status} className="queue-filters__check">
            <input
              type="checkbox"
              checked={view.approvalStatus.includes(status)}
              onChange={() => onChange({ approvalStatus: toggle(view.approvalStatus, status) })}
            />
            {t(approvalStatusKey(status))}
          </label>
        ))}
      </fieldset>
      <div className="queue-filters__group">
        <label htmlFor={formatId}>{t('queue.filter.format')}</label>
        <select
          id={formatId}
          value={view.format ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ format: value === 'v1' || value === 'v2' ? value : null });
          }}
        >
          <option value="">{t('queue.filter.formatAll')}</option>
          {REQUEST_FORMATS.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </select>
      </div>
      <div className="queue-filters__group">
        <label htmlFor={dueId}>{t('queue.filter.due')}</label>
        <select
          id={dueId}
          value={view.due ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ due: DUE_FILTERS.find((due) => due === value) ?? null });
          }}
        >
          <option value="">{t('queue.filter.dueAll')}</option>
          <option value="overdue">{t('queue.filter.dueOverdue')}</option>
          <option value="thisWeek">{t('queue.filter.dueThisWeek')}</option>
        </select>
      </div>
      <div className="queue-filters__group">
        <label htmlFor={accessId}>{t('queue.filter.access')}</label>
        <select
          id={accessId}
          value={view.access ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ access: ACCESS_QUEUE_FILTERS.find((access) => access === value) ?? null });
          }}
        >
          <option value="">{t('queue.filter.accessAll')}</option>
          {ACCESS_QUEUE_FILTERS.map((access) => (
            <option key={access} value={access}>
              {t(ACCESS_FILTER_LABELS[access])}
            </option>
          ))}
        </select>
      </div>
      {view.q || view.requestStatus.length || view.approvalStatus.length || view.format || view.due || view.access ? (
        <button
          type="button"
          className="button button--link"
          onClick={() =>
            onChange({ q: '', requestStatus: [], approvalStatus: [], format: null, due: null, access: null })
          }
        >
          {t('queue.filter.clear')}
        </button>
      ) : null}
    </div>
  );
}
