import {
  BREAKPOINTS,
  formatRegistryDate,
  investigatorName,
  REGISTRY_BODY_MAX_HEIGHT,
  REGISTRY_PAGE_SIZE,
  type ApprovedRequest,
  type RegistryIndexEntry,
  type RegistrySection,
} from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';

import { ContentState } from '@/components/content-state';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageSkeleton } from '@/components/page-skeleton';
import { SearchBar } from '@/components/search-bar';
import { approvedRequestQueryOptions } from '@/features/registry/api/get-approved-request';
import { useRegistryIndex } from '@/features/registry/api/get-registry-index';
import { Highlight } from '@/features/registry/components/highlight';
import { RegistryPager } from '@/features/registry/components/registry-pager';
import { RequestDetailsDialog } from '@/features/registry/components/request-details-dialog';
import { useLiveSearch } from '@/features/registry/hooks/use-live-search';
import { useRegistryView } from '@/features/registry/hooks/use-registry-view';
import { registryLabels, type RegistryLabels } from '@/features/registry/registry-labels';
import {
  accessPeriodText,
  columnValue,
  fromTableSort,
  NO_ACCESS_PERIOD,
  pageOf,
  searchEntries,
  sortEntries,
  toTableSort,
  type RegistryColumnId,
  type RegistryView,
} from '@/features/registry/registry-table';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { notifyError } from '@/lib/toast';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

import './registry.css';

/** Anchor of the registry on the process page (the governance home links to `process#registry`). */
const REGISTRY_ANCHOR = 'registry';

function registryColumns(
  labels: RegistryLabels,
  query: string,
  mobile: boolean,
): DataTableColumn<RegistryIndexEntry>[] {
  const text = (id: RegistryColumnId) => (row: RegistryIndexEntry) => columnValue(row, id);
  return [
    {
      id: 'title',
      header: labels.projectTitleLabel,
      accessor: text('title'),
      width: mobile ? undefined : '40%',
      cell: (row) => {
        // With the investigator and organization columns hidden (≤768px), the title cell
        // carries the combined investigator name and organization so a match stays visible.
        const byline = [investigatorName(row), row.organization.trim()].filter(Boolean).join(' · ');
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
    {
      id: 'accessPeriod',
      header: labels.accessPeriodLabel,
      accessor: (row) => accessPeriodText(row, formatRegistryDate),
      // Not one of the register's sort keys (the URL and the API know those only).
      sortable: false,
      cell: (row) => <AccessPeriod entry={row} />,
      hideAtMaxWidth: BREAKPOINTS.mobile,
    },
  ];
}

/** First day – last day, each a <time>; a dash when the entry has no access period. */
function AccessPeriod({ entry }: { entry: RegistryIndexEntry }) {
  const day = (value: string | null) => {
    const shown = formatRegistryDate(value);
    return shown && value ? (
      <time className="registry__date" dateTime={value}>
        {shown}
      </time>
    ) : (
      '…'
    );
  };
  if (accessPeriodText(entry, formatRegistryDate) === NO_ACCESS_PERIOD) return <>{NO_ACCESS_PERIOD}</>;
  // Each date stays on one line (registry__date); the period wraps at the dash if it must.
  return (
    <>
      {day(entry.accessStartDate)} – {day(entry.accessEndDate)}
    </>
  );
}

export type ApprovedRequestsRegistryProps = {
  /** The process page's registry section: title, intro, search placeholder, table and dialog labels. */
  section: RegistrySection;
};

/**
 * The public registry of approved requests (spec §2): search, sortable table, pages, details
 * dialog. The table searches, sorts and pages the registry's compact index in memory, so every
 * keystroke filters at once; the details dialog loads the full entry. The view lives in the URL,
 * the search text 500 ms after the last keystroke (see useLiveSearch).
 */
export function ApprovedRequestsRegistry({ section }: ApprovedRequestsRegistryProps) {
  const locale = useLocale();
  const t = useT();
  const titleId = useId();
  const index = useRegistryIndex(locale);
  const [view, updateView] = useRegistryView();
  const applyQuery = useCallback((value: string) => updateView({ query: value }), [updateView]);
  const [input, setInput] = useLiveSearch(view.query, applyQuery);
  // Until the URL catches up with the typed text, a new search is on its first page.
  const typing = input.trim() !== view.query.trim();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ApprovedRequest | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const mobile = useMediaQuery(maxWidth(BREAKPOINTS.mobile));
  // Page and sort changes carry the typed text along, so nothing typed is lost or re-applied.
  const update = useCallback(
    (patch: Partial<RegistryView>) => updateView({ query: input, ...patch }),
    [updateView, input],
  );

  const labels = useMemo(() => registryLabels(section, t), [section, t]);
  const sorted = useMemo(() => sortEntries(index.data ?? [], view.sort), [index.data, view.sort]);
  const matching = useMemo(() => searchEntries(sorted, input), [sorted, input]);
  const page = pageOf(matching, typing ? 1 : view.page, REGISTRY_PAGE_SIZE);
  const shownQuery = input.trim();
  const columns = useMemo(() => registryColumns(labels, shownQuery, mobile), [labels, shownQuery, mobile]);

  /** Loads the full entry, then opens the dialog; only the last row clicked opens. */
  const openDetails = async (documentId: string) => {
    latest.current = documentId;
    setOpening(documentId);
    try {
      const entry = await queryClient.fetchQuery(approvedRequestQueryOptions(locale, documentId));
      if (latest.current === documentId) setSelected(entry);
    } catch {
      if (latest.current === documentId) notifyError(t('registry.detailsError'));
    } finally {
      if (latest.current === documentId) setOpening(null);
    }
  };

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
      <ContentState query={index} skeleton={<PageSkeleton />}>
        {() => (
          // data-search names the search the rows answer (the bench waits on it).
          <div className="registry__results" aria-busy={opening !== null} data-search={shownQuery}>
            <div className="registry__meta">
              <p className="registry__count" role="status">
                {t('registry.results', { count: page.total })}
              </p>
              <p className="registry__hint">{t('registry.rowHint')}</p>
            </div>
            <DataTable
              className="registry__table"
              data={page.items}
              columns={columns}
              caption={section.title || t('registry.title')}
              hideCaption
              getRowId={(row) => row.documentId}
              manualSorting
              sort={toTableSort(view.sort)}
              onSortChange={(sort) => update({ sort: fromTableSort(sort) })}
              onRowClick={(row) => void openDetails(row.documentId)}
              maxBodyHeight={REGISTRY_BODY_MAX_HEIGHT}
              emptyMessage={labels.emptyLabel}
            />
            <RegistryPager pagination={page} onPage={(next) => update({ page: next })} />
          </div>
        )}
      </ContentState>
      <RequestDetailsDialog request={selected} labels={labels} onClose={() => setSelected(null)} />
    </section>
  );
}
