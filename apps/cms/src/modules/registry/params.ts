import { errors } from '@strapi/utils';
import {
  isRegistrySortColumn,
  PAGE_SIZE_MAX,
  REGISTRY_SEARCH_MAX_LENGTH,
  REGISTRY_SORT_COLUMNS,
  type RegistrySortColumn,
  type SortDirection,
} from '@portal/shared';

export type RegistrySort = { column: RegistrySortColumn; direction: SortDirection };

/** Either Strapi's page-based or its offset-based pagination; the meta echoes the one asked for. */
export type RegistryPaging =
  { kind: 'page'; page: number; pageSize: number } | { kind: 'offset'; start: number; limit: number };

export type RegistryParams = {
  /** Trimmed search text; '' lists everything. */
  search: string;
  /** null: the default order, newest approval first. */
  sort: RegistrySort | null;
  paging: RegistryPaging;
};

/** The attribute names Strapi clients already sort by, kept as aliases of the table's columns. */
const SORT_ALIASES: Record<string, RegistrySortColumn> = {
  projectTitle: 'title',
  'principalInvestigator.lastName': 'investigator',
  'principalInvestigator.organization': 'organization',
};

const DEFAULT_PAGE_SIZE = PAGE_SIZE_MAX;

const bad = (message: string, param: string, extra: Record<string, unknown> = {}) =>
  new errors.ValidationError(message, { param, ...extra });

function single(value: unknown, param: string): string | undefined {
  if (value === undefined) return undefined;
  // `sort[0]=x` arrives as an array: one key is the whole contract (the table sorts by one column).
  if (Array.isArray(value) && value.length === 1) return single(value[0], param);
  if (typeof value !== 'string') throw bad(`${param} must be a single value.`, param);
  return value;
}

function parseSearch(raw: unknown): string {
  const value = single(raw, 'q') ?? '';
  const search = value.trim();
  if (search.length > REGISTRY_SEARCH_MAX_LENGTH) {
    throw bad(`q must be at most ${REGISTRY_SEARCH_MAX_LENGTH} characters.`, 'q');
  }
  return search;
}

function parseSort(raw: unknown): RegistrySort | null {
  const value = single(raw, 'sort');
  if (value === undefined || value === '') return null;
  const [key = '', direction = 'asc', ...rest] = value.split(':');
  const column = isRegistrySortColumn(key) ? key : SORT_ALIASES[key];
  if (!column || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
    throw bad(
      `sort must be one of ${REGISTRY_SORT_COLUMNS.join(', ')}, optionally followed by :asc or :desc.`,
      'sort',
      {
        allowed: REGISTRY_SORT_COLUMNS,
      },
    );
  }
  return { column, direction };
}

function integer(raw: unknown, param: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === undefined) return undefined;
  // Route middlewares (list-defaults) write numbers; the query string brings text.
  const text = typeof raw === 'number' ? String(raw) : single(raw, param);
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw bad(`${param} must be an integer between ${min} and ${max}.`, param);
  }
  return value;
}

const PAGINATION_KEYS = ['page', 'pageSize', 'start', 'limit', 'withCount'];

function parsePaging(raw: unknown): RegistryPaging {
  if (raw === undefined) return { kind: 'page', page: 1, pageSize: DEFAULT_PAGE_SIZE };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw bad('pagination must be pagination[page] and pagination[pageSize].', 'pagination');
  }
  const p = raw as Record<string, unknown>;
  const unknownKey = Object.keys(p).find((key) => !PAGINATION_KEYS.includes(key));
  if (unknownKey) throw bad(`Unknown pagination parameter: ${unknownKey}.`, `pagination.${unknownKey}`);
  const offsetBased = p.start !== undefined || p.limit !== undefined;
  if (offsetBased && (p.page !== undefined || p.pageSize !== undefined)) {
    throw bad('Use either pagination[page] and [pageSize] or pagination[start] and [limit].', 'pagination');
  }
  if (offsetBased) {
    return {
      kind: 'offset',
      start: integer(p.start, 'pagination.start', 0) ?? 0,
      limit: integer(p.limit, 'pagination.limit', 1, PAGE_SIZE_MAX) ?? DEFAULT_PAGE_SIZE,
    };
  }
  return {
    kind: 'page',
    page: integer(p.page, 'pagination.page', 1) ?? 1,
    pageSize: integer(p.pageSize, 'pagination.pageSize', 1, PAGE_SIZE_MAX) ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * The registry's list parameters from a query string: `q`, `sort` (a table column and a
 * direction) and Strapi's `pagination`. Anything malformed is a 400 that names the parameter.
 */
export function parseRegistryParams(query: Record<string, unknown>): RegistryParams {
  return { search: parseSearch(query.q), sort: parseSort(query.sort), paging: parsePaging(query.pagination) };
}
