import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readRegistryView, writeRegistryView, type RegistryView } from '@/features/registry/registry-table';

/**
 * The registry's search text, sort and page, kept in the URL (`?q=…&sort=title:asc&page=2`) so
 * a view can be shared and survives a reload (DESIGN.md). Updates replace the history entry and
 * keep the scroll position: typing must not fill the back button or jump to the top of the page.
 */
export function useRegistryView(): [RegistryView, (patch: Partial<RegistryView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readRegistryView(params), [params]);
  const update = useCallback(
    (patch: Partial<RegistryView>) =>
      setParams((current) => writeRegistryView(current, patch), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [view, update];
}
