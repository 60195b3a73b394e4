import type { Dataset } from '@portal/shared';
import { Link } from 'react-router-dom';

import { MediaImage } from '@/components/media-image';
import { paths } from '@/config/paths';
import { DatasetLevels, DatasetMetrics, DatasetTag } from '@/features/datasets/components/dataset-facts';

type DatasetCardProps = { dataset: Dataset; locale: string };

/**
 * A dataset of the library. The title is the one link (its hit area stretched over the card),
 * so the card is a single tab stop and its name is the dataset's title. The banner is
 * decorative here: the title right below it says what it shows.
 */
export function DatasetCard({ dataset, locale }: DatasetCardProps) {
  return (
    <article className="dataset-card">
      <div className="dataset-card__media">
        <MediaImage
          media={dataset.contentImg}
          alt=""
          className="dataset-card__image"
          sizes="(max-width: 768px) 100vw, (max-width: 1080px) 50vw, 400px"
        />
      </div>
      <div className="dataset-card__body">
        <DatasetTag dataset={dataset} />
        <h3 className="dataset-card__title">
          <Link to={paths.dataset(locale, dataset.slug, 'overview')} className="dataset-card__link">
            {dataset.title}
          </Link>
        </h3>
        {dataset.description ? <p className="dataset-card__description">{dataset.description}</p> : null}
        <DatasetMetrics metrics={dataset.metrics} />
        <DatasetLevels levels={dataset.availableDataLevels} />
      </div>
    </article>
  );
}

/** Card-shaped placeholders while the list loads; announced once. */
export function DatasetCardsSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className="dataset-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="dataset-card dataset-card--skeleton">
            <div className="dataset-card__media" />
            <div className="dataset-card__body">
              <div className="page-skeleton__bar page-skeleton__bar--short" />
              <div className="page-skeleton__bar page-skeleton__bar--title" />
              <div className="page-skeleton__bar" />
              <div className="page-skeleton__bar" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
