import {
  formatRegistryDate,
  isRegistrySortColumn,
  REGISTRY_SORT_COLUMNS,
  type ApprovedRequest,
  type RegistrySortColumn,
  type SortDirection,
} from '@portal/shared';

/**
 * Pure view logic of the approved-requests registry (spec §2, §4, §5): the columns, the
 * DataTable sort conversion and the URL state. Search, sort and paging are the server's job
 * (GET /api/approved-requests?q=&sort=&pagination[page]=); the table shows one page.
 */

/** Column ids, also the `sort` values of the URL and the API (`?sort=title:asc`). */
export const REGISTRY_COLUMNS = REGISTRY_SORT_COLUMNS;
export type RegistryColumnId = RegistrySortColumn;
export type { SortDirection };

export type RegistrySort = { column: RegistryColumnId; direction: SortDirection } | null;

export const isRegistryColumn = isRegistrySortColumn;

/** The shared DataTable's sort shape (`{ id, desc }`), converted both ways. */
export type TableSort = { id: string; desc: boolean } | null;

export const toTableSort = (sort: RegistrySort): TableSort =>
  sort ? { id: sort.column, desc: sort.direction === 'desc' } : null;

export const fromTableSort = (sort: TableSort): RegistrySort =>
  sort && isRegistryColumn(sort.id) ? { column: sort.id, direction: sort.desc ? 'desc' : 'asc' } : null;

/** The value a column shows. Approval dates are ISO (YYYY-MM-DD); an invalid one shows empty. */
export function columnValue(item: ApprovedRequest, column: RegistryColumnId): string {
  switch (column) {
    case 'title':
      return item.projectTitle;
    case 'investigator':
      return item.principalInvestigator?.lastName.trim() ?? '';
    case 'organization':
      return item.principalInvestigator?.organization?.trim() ?? '';
    case 'approvalDate':
      return formatRegistryDate(item.approvalDate) === '' ? '' : (item.approvalDate ?? '').trim();
  }
}

// --- URL state (DESIGN.md: tables keep search, sort and page in the URL) ------------------

export const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';

export type RegistryView = { query: string; sort: RegistrySort; page: number };

export function parseSort(value: string | null): RegistrySort {
  if (!value) return null;
  const [column = '', direction = ''] = value.split(':');
  if (!isRegistryColumn(column) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { column, direction };
}

export const serializeSort = (sort: RegistrySort): string | null => (sort ? `${sort.column}:${sort.direction}` : null);

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
