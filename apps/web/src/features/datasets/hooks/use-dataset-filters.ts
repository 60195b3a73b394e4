import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readFilters, writeFilters, type DatasetFilters } from '@/features/datasets/utils/dataset-filters';

/**
 * The library's filters, read from and written to the URL. Typing replaces the history entry
 * instead of pushing one per keystroke, so Back leaves the page rather than undoing letters.
 */
export function useDatasetFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (next: Partial<DatasetFilters>) => setParams((current) => writeFilters(current, next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters] as const;
}
