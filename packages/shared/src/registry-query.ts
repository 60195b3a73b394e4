/**
 * The public registry's list parameters (GET /api/approved-requests), shared by the CMS, which
 * validates them, and the SPA, which keeps them in its URL. The table's columns are the sort keys.
 */

/** Sortable columns (spec §2), also the `sort` values of the API and the SPA URL (`title:asc`). */
export const REGISTRY_SORT_COLUMNS = ['title', 'investigator', 'organization', 'approvalDate'] as const;
export type RegistrySortColumn = (typeof REGISTRY_SORT_COLUMNS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Rows per registry page in the SPA; the API accepts 1..PAGE_SIZE_MAX. */
export const REGISTRY_PAGE_SIZE = 25;

/** Longer search text is refused (400): no title, name or organization comes near it. */
export const REGISTRY_SEARCH_MAX_LENGTH = 200;

export const isRegistrySortColumn = (value: string): value is RegistrySortColumn =>
  (REGISTRY_SORT_COLUMNS as readonly string[]).includes(value);
