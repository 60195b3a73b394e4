import { formatRegistryDate, matchesRegistrySearch, type ApprovedRequest } from '@portal/shared';

/**
 * Pure filter / sort / URL-state logic of the approved-requests registry (spec §2, §4, §5).
 * The table component only wires these to the shared DataTable and the URL.
 */

/** Column ids, also the `sort` values kept in the URL (`?sort=title:asc`). */
export const REGISTRY_COLUMNS = ['title', 'investigator', 'organization', 'approvalDate'] as const;
export type RegistryColumnId = (typeof REGISTRY_COLUMNS)[number];

export type SortDirection = 'asc' | 'desc';
export type RegistrySort = { column: RegistryColumnId; direction: SortDirection } | null;

export const isRegistryColumn = (value: string): value is RegistryColumnId =>
  (REGISTRY_COLUMNS as readonly string[]).includes(value);

/** The shared DataTable's sort shape (`{ id, desc }`), converted both ways. */
export type TableSort = { id: string; desc: boolean } | null;

export const toTableSort = (sort: RegistrySort): TableSort =>
  sort ? { id: sort.column, desc: sort.direction === 'desc' } : null;

export const fromTableSort = (sort: TableSort): RegistrySort =>
  sort && isRegistryColumn(sort.id) ? { column: sort.id, direction: sort.desc ? 'desc' : 'asc' } : null;

/** The value a column shows and sorts by. Approval dates are ISO (YYYY-MM-DD), so text order is date order. */
export function columnValue(item: ApprovedRequest, column: RegistryColumnId): string {
  switch (column) {
    case 'title':
      return item.projectTitle;
    case 'investigator':
      return item.principalInvestigator?.lastName.trim() ?? '';
    case 'organization':
      return item.principalInvestigator?.organization?.trim() ?? '';
    case 'approvalDate':
      // Only valid dates sort as dates; anything else counts as missing (and shows empty).
      return formatRegistryDate(item.approvalDate) === '' ? '' : (item.approvalDate ?? '').trim();
  }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Stable sort by one column; empty values go last in both directions (a missing date is
 * neither the oldest nor the newest). `null` keeps the server's order (newest approval first).
 */
export function sortApprovedRequests(items: readonly ApprovedRequest[], sort: RegistrySort): ApprovedRequest[] {
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

/** Spec §5: case-insensitive substring on title, organization, PI names and dataset titles. */
export function filterApprovedRequests(items: readonly ApprovedRequest[], query: string): ApprovedRequest[] {
  return items.filter((item) => matchesRegistrySearch(item, query));
}

export function visibleApprovedRequests(
  items: readonly ApprovedRequest[],
  query: string,
  sort: RegistrySort,
): ApprovedRequest[] {
  return sortApprovedRequests(filterApprovedRequests(items, query), sort);
}

// --- URL state (DESIGN.md: tables keep search and sort in the URL) -------------------------

export const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'sort';

export type RegistryView = { query: string; sort: RegistrySort };

export function parseSort(value: string | null): RegistrySort {
  if (!value) return null;
  const [column = '', direction = ''] = value.split(':');
  if (!isRegistryColumn(column) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { column, direction };
}

export const serializeSort = (sort: RegistrySort): string | null => (sort ? `${sort.column}:${sort.direction}` : null);

export function readRegistryView(params: URLSearchParams): RegistryView {
  return { query: params.get(SEARCH_PARAM) ?? '', sort: parseSort(params.get(SORT_PARAM)) };
}

/** A copy of `params` with the view written in; empty values are removed, other parameters kept. */
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
  return next;
}
