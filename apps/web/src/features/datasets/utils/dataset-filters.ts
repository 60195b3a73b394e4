import type { Dataset } from '@portal/shared';

/** The library's filter state, kept in the URL (`?q=…&level=…`) so a view can be shared. */
export type DatasetFilters = {
  /** Case- and accent-insensitive substring of the title; '' for none. */
  search: string;
  /** One of the datasets' `availableDataLevels` values; '' for any level. */
  level: string;
};

const SEARCH_PARAM = 'q';
const LEVEL_PARAM = 'level';

export const NO_FILTERS: DatasetFilters = { search: '', level: '' };

export function readFilters(params: URLSearchParams): DatasetFilters {
  return { search: params.get(SEARCH_PARAM) ?? '', level: params.get(LEVEL_PARAM) ?? '' };
}

/** A copy of `params` with the filters applied; empty filters leave the URL, other parameters stay. */
export function writeFilters(params: URLSearchParams, filters: Partial<DatasetFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) return;
    if (value.trim() === '') next.delete(key);
    else next.set(key, value);
  };
  set(SEARCH_PARAM, filters.search);
  set(LEVEL_PARAM, filters.level);
  return next;
}

export const activeFilterCount = (filters: DatasetFilters): number =>
  (filters.search.trim() ? 1 : 0) + (filters.level ? 1 : 0);

/** Lowercased, without diacritics: 'Étude' matches 'etude'. */
function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

function matchesSearch(dataset: Pick<Dataset, 'title'>, search: string): boolean {
  const needle = foldText(search.trim());
  return needle === '' || foldText(dataset.title).includes(needle);
}

function offersLevel(dataset: Pick<Dataset, 'availableDataLevels'>, level: string): boolean {
  return level === '' || dataset.availableDataLevels.some((entry) => entry.value === level);
}

/** Keeps the input order (the list is already sorted by title). */
export function filterDatasets<T extends Pick<Dataset, 'title' | 'availableDataLevels'>>(
  datasets: readonly T[],
  filters: DatasetFilters,
): T[] {
  return datasets.filter((dataset) => matchesSearch(dataset, filters.search) && offersLevel(dataset, filters.level));
}

/**
 * The level filter's options: every level some dataset offers, once, in natural order
 * ('Level 2' before 'Level 10'). Levels are translated per locale, so they come from the data.
 */
export function dataLevelOptions(datasets: readonly Pick<Dataset, 'availableDataLevels'>[], locale: string): string[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const levels = new Set(datasets.flatMap((dataset) => dataset.availableDataLevels.map((entry) => entry.value.trim())));
  levels.delete('');
  return [...levels].sort(collator.compare);
}
