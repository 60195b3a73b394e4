import { NavLink, Outlet, useParams } from 'react-router-dom';

import { PlaceholderPage } from '@/components/placeholder-page';
import { DATASET_TABS, paths, type DatasetTab } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { requireParam } from '@/lib/require-param';

const TAB_LABELS: Record<DatasetTab, string> = {
  overview: 'Overview',
  'data-statistics': 'Data statistics',
  'data-dictionary': 'Data dictionary',
};

export function DatasetPage() {
  const slug = requireParam(useParams(), 'id');
  const locale = useLocale();

  return (
    <PlaceholderPage title={`Dataset ${slug}`}>
      <nav aria-label="Dataset sections" className="tab-nav">
        {DATASET_TABS.map((tab) => (
          <NavLink key={tab} to={paths.dataset(locale, slug, tab)} className="tab-nav__link">
            {TAB_LABELS[tab]}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </PlaceholderPage>
  );
}
