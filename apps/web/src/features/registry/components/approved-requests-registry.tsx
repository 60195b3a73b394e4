import {
  BREAKPOINTS,
  formatRegistryDate,
  investigatorName,
  REGISTRY_BODY_MAX_HEIGHT,
  SEARCH_DEBOUNCE_MS,
  type ApprovedRequest,
  type RegistrySection,
} from '@portal/shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';

import { ContentState } from '@/components/content-state';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageSkeleton } from '@/components/page-skeleton';
import { SearchBar } from '@/components/search-bar';
import { useApprovedRequests } from '@/features/registry/api/get-approved-requests';
import { Highlight } from '@/features/registry/components/highlight';
import { RequestDetailsDialog } from '@/features/registry/components/request-details-dialog';
import { useDebouncedValue } from '@/features/registry/hooks/use-debounced-value';
import { useRegistryView } from '@/features/registry/hooks/use-registry-view';
import { registryLabels, type RegistryLabels } from '@/features/registry/registry-labels';
import {
  columnValue,
  fromTableSort,
  toTableSort,
  visibleApprovedRequests,
  type RegistryColumnId,
} from '@/features/registry/registry-table';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

import './registry.css';

/** Anchor of the registry on the process page (the governance home links to `process#registry`). */
export const REGISTRY_ANCHOR = 'registry';

function registryColumns(labels: RegistryLabels, query: string, mobile: boolean): DataTableColumn<ApprovedRequest>[] {
  const text = (id: RegistryColumnId) => (row: ApprovedRequest) => columnValue(row, id);
  return [
    {
      id: 'title',
      header: labels.projectTitleLabel,
      accessor: text('title'),
      width: mobile ? undefined : '40%',
      cell: (row) => {
        // With the investigator and organization columns hidden (≤768px), the title cell
        // carries the combined investigator name and organization so a match stays visible.
        const byline = [investigatorName(row.principalInvestigator), row.principalInvestigator?.organization?.trim()]
          .filter(Boolean)
          .join(' · ');
        return (
          <>
            <span className="registry__title">
              <Highlight text={row.projectTitle} query={query} />
            </span>
            {mobile && byline ? (
              <span className="registry__byline">
                <Highlight text={byline} query={query} />
              </span>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'investigator',
      header: labels.investigatorLabel,
      accessor: text('investigator'),
      cell: (row) => <Highlight text={columnValue(row, 'investigator')} query={query} />,
      hideAtMaxWidth: BREAKPOINTS.mobile,
    },
    {
      id: 'organization',
      header: labels.organizationLabel,
      accessor: text('organization'),
      cell: (row) => <Highlight text={columnValue(row, 'organization')} query={query} />,
      hideAtMaxWidth: BREAKPOINTS.mobile,
    },
    {
      id: 'approvalDate',
      header: labels.approvalDateLabel,
      accessor: text('approvalDate'),
      cell: (row) => {
        const shown = formatRegistryDate(row.approvalDate);
        return shown ? (
          <time className="registry__date" dateTime={columnValue(row, 'approvalDate')}>
            {shown}
          </time>
        ) : null;
      },
    },
  ];
}

/**
 * Live search input: the field follows every keystroke, the URL (and so the filter and the
 * highlight) follows SEARCH_DEBOUNCE_MS after the last one. A query changed from outside
 * (a link, a reload) is copied back into the field.
 */
function useDebouncedSearch(applied: string, apply: (query: string) => void): [string, (value: string) => void] {
  const [input, setInput] = useState(applied);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const lastApplied = useRef(applied);

  useEffect(() => {
    if (debounced === lastApplied.current) return;
    lastApplied.current = debounced;
    apply(debounced);
  }, [debounced, apply]);

  useEffect(() => {
    if (applied === lastApplied.current) return;
    lastApplied.current = applied;
    setInput(applied);
  }, [applied]);

  return [input, setInput];
}

export type ApprovedRequestsRegistryProps = {
  /** The process page's registry section: title, intro, search placeholder, table and dialog labels. */
  section: RegistrySection;
};

/** The public registry of approved requests (spec §2): search, sortable table, details dialog. */
export function ApprovedRequestsRegistry({ section }: ApprovedRequestsRegistryProps) {
  const locale = useLocale();
  const t = useT();
  const titleId = useId();
  const query = useApprovedRequests(locale);
  const [view, updateView] = useRegistryView();
  const applyQuery = useCallback((value: string) => updateView({ query: value }), [updateView]);
  const [input, setInput] = useDebouncedSearch(view.query, applyQuery);
  const [selected, setSelected] = useState<ApprovedRequest | null>(null);
  const mobile = useMediaQuery(maxWidth(BREAKPOINTS.mobile));

  const labels = useMemo(() => registryLabels(section, t), [section, t]);
  const columns = useMemo(() => registryColumns(labels, view.query, mobile), [labels, view.query, mobile]);
  const rows = useMemo(
    () => visibleApprovedRequests(query.data ?? [], view.query, view.sort),
    [query.data, view.query, view.sort],
  );

  return (
    <section id={REGISTRY_ANCHOR} className="registry" aria-labelledby={titleId}>
      <h2 id={titleId}>{section.title || t('registry.title')}</h2>
      {section.intro ? <p className="registry__intro">{section.intro}</p> : null}
      <SearchBar
        className="registry__search"
        value={input}
        onChange={setInput}
        placeholder={section.searchPlaceholder ?? undefined}
        label={t('registry.search.label')}
      />
      <ContentState query={query} skeleton={<PageSkeleton />}>
        {() => (
          <>
            <div className="registry__meta">
              <p className="registry__count" role="status">
                {t('registry.results', { count: rows.length })}
              </p>
              <p className="registry__hint">{t('registry.rowHint')}</p>
            </div>
            <DataTable
              className="registry__table"
              data={rows}
              columns={columns}
              caption={section.title || t('registry.title')}
              hideCaption
              getRowId={(row) => row.documentId}
              manualSorting
              sort={toTableSort(view.sort)}
              onSortChange={(sort) => updateView({ sort: fromTableSort(sort) })}
              onRowClick={(row) => setSelected(row)}
              maxBodyHeight={REGISTRY_BODY_MAX_HEIGHT}
              emptyMessage={labels.emptyLabel}
            />
          </>
        )}
      </ContentState>
      <RequestDetailsDialog request={selected} labels={labels} onClose={() => setSelected(null)} />
    </section>
  );
}
