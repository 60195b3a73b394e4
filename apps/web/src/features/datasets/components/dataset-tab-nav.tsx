import { BREAKPOINTS, type DatasetPreview, type DatasetPreviewNavItem } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';

import { MediaImage } from '@/components/media-image';
import { DATASET_TABS, paths, type DatasetTab } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

const NAV_FIELD: Record<DatasetTab, 'overviewNav' | 'dataStatisticsNav' | 'dataDictionaryNav'> = {
  overview: 'overviewNav',
  'data-statistics': 'dataStatisticsNav',
  'data-dictionary': 'dataDictionaryNav',
};

type DatasetTabNavProps = {
  slug: string;
  locale: string;
  /** GET /api/dataset-preview: tab titles and icons. */
  preview: UseQueryResult<DatasetPreview>;
};

/**
 * The detail page's tabs. Each tab is a route, so this is a navigation of links (the current
 * one carries aria-current="page"), not an ARIA tablist. Titles and icons come from the
 * dataset-preview content; `mobileIcon` replaces `icon` at 768px and narrower. The icons sit
 * beside the title, so they are decorative. Should the preview fail, the tabs keep working
 * with translated default titles.
 */
export function DatasetTabNav({ slug, locale, preview }: DatasetTabNavProps) {
  const t = useT();
  const mobile = useMediaQuery(maxWidth(BREAKPOINTS.mobile));

  if (preview.isPending) {
    return <div className="dataset-tabs dataset-tabs--skeleton" aria-hidden="true" />;
  }

  const item = (tab: DatasetTab): DatasetPreviewNavItem | undefined => preview.data?.[NAV_FIELD[tab]] ?? undefined;

  return (
    <nav className="dataset-tabs" aria-label={t('datasets.detail.sections')}>
      <ul className="dataset-tabs__list">
        {DATASET_TABS.map((tab) => {
          const nav = item(tab);
          const icon = mobile ? (nav?.mobileIcon ?? nav?.icon) : (nav?.icon ?? nav?.mobileIcon);
          return (
            <li key={tab} className="dataset-tabs__item">
              <NavLink to={paths.dataset(locale, slug, tab)} className="dataset-tabs__link" data-tab={tab}>
                {icon ? <MediaImage media={icon} alt="" priority className="dataset-tabs__icon" /> : null}
                <span className="dataset-tabs__label">{nav?.title || t(`datasets.tab.${tab}`)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
