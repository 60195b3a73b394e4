import type { Dataset } from '@portal/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { MediaImage } from '@/components/media-image';
import { DatasetLevels, DatasetMetrics, DatasetTag } from '@/features/datasets/components/dataset-facts';
import { requestAccessHref } from '@/features/datasets/utils/request-access-href';
import { useT } from '@/lib/i18n';

// Link styled as a button: the button styles (no underline, visited colour) without the <button>.
import '@/components/button.css';

export type DatasetHeaderProps = {
  dataset: Dataset;
  locale: string;
  /** The bookmark toggle, composed by the route (bookmarks are the account feature's). */
  bookmark?: ReactNode;
};

/** Title, tag, description, metrics, levels, "Request access" and the bookmark slot, beside the image. */
export function DatasetHeader({ dataset, locale, bookmark }: DatasetHeaderProps) {
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
          {bookmark ? (
            <div data-slot="bookmark" data-dataset-id={dataset.documentId}>
              {bookmark}
            </div>
          ) : null}
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
