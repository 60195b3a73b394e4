import {
  formatRegistryDate,
  isRegistrySortColumn,
  matchesRegistryIndexEntry,
  REGISTRY_SORT_COLUMNS,
  registryNeedle,
  type RegistryIndexEntry,
  type RegistrySortColumn,
  type SortDirection,
} from '@portal/shared';

/**
 * Pure view logic of the approved-requests registry (spec §2, §4, §5) over its compact index:
 * sort, search, one page, the DataTable sort conversion and the URL state. The component runs
 * these on every keystroke, so they stay linear in the number of entries (the sort is memoized
 * apart from the search).
 */

/** Column ids, also the `sort` values of the URL and the API (`?sort=title:asc`). */
export const REGISTRY_COLUMNS = REGISTRY_SORT_COLUMNS;
export type RegistryColumnId = RegistrySortColumn;

export type RegistrySort = { column: RegistryColumnId; direction: SortDirection } | null;

const isRegistryColumn = isRegistrySortColumn;

/** The shared DataTable's sort shape (`{ id, desc }`), converted both ways. */
export type TableSort = { id: string; desc: boolean } | null;

export const toTableSort = (sort: RegistrySort): TableSort =>
  sort ? { id: sort.column, desc: sort.direction === 'desc' } : null;

export const fromTableSort = (sort: TableSort): RegistrySort =>
  sort && isRegistryColumn(sort.id) ? { column: sort.id, direction: sort.desc ? 'desc' : 'asc' } : null;

/** The value a column shows and sorts by. Approval dates are ISO (YYYY-MM-DD), so text order is date order. */
export function columnValue(item: RegistryIndexEntry, column: RegistryColumnId): string {
  switch (column) {
    case 'title':
      return item.projectTitle;
    case 'investigator':
      return item.lastName.trim();
    case 'organization':
      return item.organization.trim();
    case 'approvalDate':
      // Only valid dates sort as dates; anything else counts as missing (and shows empty).
      return formatRegistryDate(item.approvalDate) === '' ? '' : (item.approvalDate ?? '').trim();
  }
}

/** What the table and the dialog show for an entry without an access period. */
export const NO_ACCESS_PERIOD = '—';

/**
 * The access period as "first day – last day", each in `formatDate`'s format (the table's or the
 * dialog's); a dash without one. A missing end of a period shows as an ellipsis.
 */
export function accessPeriodText(
  entry: Pick<RegistryIndexEntry, 'accessStartDate' | 'accessEndDate'>,
  formatDate: (value: string | null) => string,
): string {
  const first = formatDate(entry.accessStartDate);
  const last = formatDate(entry.accessEndDate);
  if (!first && !last) return NO_ACCESS_PERIOD;
  return `${first || '…'} – ${last || '…'}`;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Stable sort by one column; empty values go last in both directions (a missing date is
 * neither the oldest nor the newest). `null` keeps the index order (newest approval first).
 */
export function sortEntries(items: readonly RegistryIndexEntry[], sort: RegistrySort): RegistryIndexEntry[] {
  if (!sort) return [...items];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, value: columnValue(item, sort.column) }))
    .sort((a, b) => {
      if (a.value === '' || b.value === '') {
        if (a.value === b.value) return a.index - b.index;
        return a.value === '' ? 1 : -1;
      }
      return sign * collator.compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ item }) => item);
}

/** Spec §5: case-insensitive substring on title, organization, PI names and dataset titles; order kept. */
export function searchEntries(items: readonly RegistryIndexEntry[], query: string): RegistryIndexEntry[] {
  const needle = registryNeedle(query);
  return needle === '' ? [...items] : items.filter((item) => matchesRegistryIndexEntry(item, needle));
}

export type RegistryPageOf<T> = { items: T[]; page: number; pageSize: number; pageCount: number; total: number };

/** One page of `items`; a page past the end is the last page (a stale bookmark still shows rows). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): RegistryPageOf<T> {
  const pageCount = Math.ceil(items.length / pageSize);
  const current = Math.max(1, Math.min(page, pageCount));
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageSize,
    pageCount,
    total: items.length,
  };
}

// --- URL state (DESIGN.md: tables keep search, sort and page in the URL) ------------------

const SEARCH_PARAM = 'q';
const SORT_PARAM = 'sort';
const PAGE_PARAM = 'page';

export type RegistryView = { query: string; sort: RegistrySort; page: number };

export function parseSort(value: string | null): RegistrySort {
  if (!value) return null;
  const [column = '', direction = ''] = value.split(':');
  if (!isRegistryColumn(column) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { column, direction };
}

const serializeSort = (sort: RegistrySort): string | null => (sort ? `${sort.column}:${sort.direction}` : null);

/** A page number from the URL: a positive integer, anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readRegistryView(params: URLSearchParams): RegistryView {
  return {
    query: params.get(SEARCH_PARAM) ?? '',
    sort: parseSort(params.get(SORT_PARAM)),
    page: parsePage(params.get(PAGE_PARAM)),
  };
}

/**
 * A copy of `params` with the view written in; empty values (and page 1) are removed, other
 * parameters kept. A new search or sort starts again at page 1.
 */
export function writeRegistryView(params: URLSearchParams, view: Partial<RegistryView>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.query !== undefined) {
    if (view.query.trim() === '') next.delete(SEARCH_PARAM);
    else next.set(SEARCH_PARAM, view.query);
  }
  if (view.sort !== undefined) {
    const sort = serializeSort(view.sort);
    if (sort) next.set(SORT_PARAM, sort);
    else next.delete(SORT_PARAM);
  }
  const page = view.page ?? (view.query !== undefined || view.sort !== undefined ? 1 : undefined);
  if (page !== undefined) {
    if (page <= 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(page));
  }
  return next;
}
