import type { RequestDatasetDetail } from '@portal/shared';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './request-sections.css';

export type RequestDatasetsProps = {
  datasets: readonly RequestDatasetDetail[];
  /** Shows a data level in the reader's language (the API stores the English label). */
  dataLevelLabel?: (dataLevel: string) => string;
};

/** The requested datasets, each linking to its overview, with the data level asked for. */
export function RequestDatasets({ datasets, dataLevelLabel = (level) => level }: RequestDatasetsProps) {
  const t = useT();
  const locale = useLocale();
  if (datasets.length === 0) return <p className="request-section__empty">{t('request.datasets.none')}</p>;
  return (
    <ul className="request-datasets">
      {datasets.map(({ dataset, dataLevel }) => (
        <li key={dataset.documentId} className="request-datasets__item">
          <Link to={paths.dataset(locale, dataset.slug, 'overview')}>{dataset.title}</Link>
          <span className="request-datasets__level">
            <span className="request-datasets__level-label">{t('request.field.dataLevel')}: </span>
            {dataLevel ? dataLevelLabel(dataLevel) : t('request.datasets.levelNone')}
          </span>
        </li>
      ))}
    </ul>
  );
}
