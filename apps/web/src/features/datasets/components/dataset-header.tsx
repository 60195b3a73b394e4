import type { Dataset } from '@portal/shared';
import { Link } from 'react-router-dom';

import { MediaImage } from '@/components/media-image';
import { BookmarkToggle } from '@/features/account/components/bookmark-toggle';
import { DatasetLevels, DatasetMetrics, DatasetTag } from '@/features/datasets/components/dataset-facts';
import { requestAccessHref } from '@/features/datasets/utils/request-access-href';
import { useT } from '@/lib/i18n';

// Link styled as a button: the button styles (no underline, visited colour) without the <button>.
import '@/components/button.css';

/** Title, tag, description, metrics, levels, "Request access" and the bookmark slot, beside the image. */
export function DatasetHeader({ dataset, locale }: { dataset: Dataset; locale: string }) {
  const t = useT();
  return (
    <header className="dataset-header">
      <div className="dataset-header__text">
        <DatasetTag dataset={dataset} />
        <h1 className="dataset-header__title">{dataset.title}</h1>
        {dataset.description ? <p className="dataset-header__description">{dataset.description}</p> : null}
        <DatasetMetrics metrics={dataset.metrics} size="large" />
        <DatasetLevels levels={dataset.availableDataLevels} />
        <div className="dataset-header__actions">
          {/* The request form requires login: anonymous visitors go through login and come back here. */}
          <Link to={requestAccessHref(locale, dataset.slug)} className="button button--primary">
            {t('datasets.detail.requestAccess')}
          </Link>
          {/* Bookmark toggle slot: the account feature renders its toggle here (needs dataset.documentId). */}
          <div data-slot="bookmark" data-dataset-id={dataset.documentId}>
            <BookmarkToggle datasetId={dataset.documentId} title={dataset.title} slug={dataset.slug} />
          </div>
        </div>
      </div>
      {dataset.contentImg ? (
        <div className="dataset-header__media">
          <MediaImage
            media={dataset.contentImg}
            priority
            className="dataset-header__image"
            sizes="(max-width: 768px) 100vw, 40vw"
          />
        </div>
      ) : null}
    </header>
  );
}
