import type { RequestDatasetDetail } from '@portal/shared';
import { dataLevelLabelFor } from '@portal/shared/data-levels';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './request-sections.css';

export type RequestDatasetsProps = {
  /** Each with the level's key and its labels by locale (`dataLevelLabels`): the reader's is shown. */
  datasets: readonly RequestDatasetDetail[];
};

/** The requested datasets, each linking to its overview, with the data level asked for. */
export function RequestDatasets({ datasets }: RequestDatasetsProps) {
  const t = useT();
  const locale = useLocale();
  if (datasets.length === 0) return <p className="request-section__empty">{t('request.datasets.none')}</p>;
  return (
    <ul className="request-datasets">
      {datasets.map((detail) => {
        const { dataset } = detail;
        const level = dataLevelLabelFor(detail, locale);
        return (
          <li key={dataset.documentId} className="request-datasets__item">
            <Link to={paths.dataset(locale, dataset.slug, 'overview')}>{dataset.title}</Link>
            <span className="request-datasets__level">
              <span className="request-datasets__level-label">{t('request.field.dataLevel')}: </span>
              {level ?? t('request.datasets.levelNone')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
