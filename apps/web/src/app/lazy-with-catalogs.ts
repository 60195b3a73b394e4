import { lazy, type ComponentType } from 'react';

import { loadCatalogs, type LazyCatalogName } from '@/app/catalogs';

/**
 * React.lazy for a component that is not needed on first render (signed-in menus, dialogs): its
 * module and the catalogs it speaks from arrive together, outside the entry bundle.
 */
export function lazyWithCatalogs<P extends object>(
  load: () => Promise<ComponentType<P>>,
  catalogs: readonly LazyCatalogName[],
) {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), loadCatalogs(catalogs)]);
    return { default: Component };
  });
}
