import { BREAKPOINTS, type Media } from '@portal/shared';

import { MediaImage, mediaSrcSet, mediaUrl } from '@/components/media-image';
import { DatasetSection } from '@/features/datasets/components/dataset-section';
import { useRouteDataset } from '@/features/datasets/hooks/use-route-dataset';
import { useT } from '@/lib/i18n';
import { maxWidth } from '@/lib/use-media-query';

const MOBILE_QUERY = maxWidth(BREAKPOINTS.mobile);
const SIZES = '(max-width: 1200px) 100vw, 1200px';

/** The image is shown at its own width at most, full width below that. */
const slotSizes = (media: Media) => (media.width ? `(max-width: ${media.width}px) 100vw, ${media.width}px` : '100vw');

/**
 * The statistics chart: the mobile image at 768px and narrower, the desktop one above, chosen by
 * the browser (<picture>), each with its own width/height so neither shifts the layout.
 */
function StatisticsPicture({ desktop, mobile }: { desktop: Media | null; mobile: Media | null }) {
  if (!desktop || !mobile) {
    return <MediaImage media={desktop ?? mobile} sizes={SIZES} className="dataset-statistics__image" />;
  }
  return (
    <picture className="dataset-statistics__picture">
      <source
        media={MOBILE_QUERY}
        srcSet={mediaSrcSet(mobile) ?? mediaUrl(mobile.url)}
        sizes={mediaSrcSet(mobile) ? slotSizes(mobile) : undefined}
        width={mobile.width ?? undefined}
        height={mobile.height ?? undefined}
      />
      <img
        src={mediaUrl(desktop.url)}
        srcSet={mediaSrcSet(desktop)}
        sizes={mediaSrcSet(desktop) ? slotSizes(desktop) : undefined}
        width={desktop.width ?? undefined}
        height={desktop.height ?? undefined}
        alt={desktop.alternativeText ?? mobile.alternativeText ?? ''}
        decoding="async"
        className="dataset-statistics__image"
      />
    </picture>
  );
}

/** Data-statistics tab: a title and the chart image (desktop and mobile variants). */
export function DatasetStatisticsPage() {
  const t = useT();
  const { data: dataset } = useRouteDataset();
  if (!dataset) return null;
  const statistics = dataset.dataStatistics;

  return (
    <DatasetSection title={statistics?.title} fallbackTitle={t('datasets.tab.data-statistics')}>
      {statistics?.statistics || statistics?.mobileStatistics ? (
        <figure className="dataset-statistics">
          <StatisticsPicture desktop={statistics.statistics} mobile={statistics.mobileStatistics} />
        </figure>
      ) : (
        <p className="dataset-section__empty">{t('datasets.detail.empty')}</p>
      )}
    </DatasetSection>
  );
}
