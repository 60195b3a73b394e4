import type { Dataset } from '@portal/shared';
import { useId } from 'react';

import { tagStyle } from '@/features/datasets/utils/tag-colors';
import { useT } from '@/lib/i18n';

import './dataset-facts.css';

/** The dataset's main tag (`infoTag`) in its CMS colours (`mainTagColors`) when they are readable. */
export function DatasetTag({ dataset }: { dataset: Pick<Dataset, 'infoTag' | 'mainTagColors'> }) {
  if (!dataset.infoTag) return null;
  return (
    <p className="dataset-tag" style={tagStyle(dataset.mainTagColors)}>
      {dataset.infoTag}
    </p>
  );
}

/** Headline figures: value over label, as a description list. */
export function DatasetMetrics({
  metrics,
  size = 'medium',
}: {
  metrics: Dataset['metrics'];
  size?: 'medium' | 'large';
}) {
  if (metrics.length === 0) return null;
  return (
    <dl className={`dataset-metrics dataset-metrics--${size}`}>
      {metrics.map((metric, index) => (
        <div key={`${metric.label}-${index}`} className="dataset-metrics__item">
          <dt className="dataset-metrics__label">{metric.label}</dt>
          <dd className="dataset-metrics__value">{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The access levels a dataset offers, as labelled chips. */
export function DatasetLevels({ levels }: { levels: Dataset['availableDataLevels'] }) {
  const t = useT();
  const labelId = useId();
  if (levels.length === 0) return null;
  return (
    <div className="dataset-levels">
      <p id={labelId} className="dataset-levels__label">
        {t('datasets.card.levels')}
      </p>
      <ul className="dataset-levels__list" aria-labelledby={labelId}>
        {levels.map((level, index) => (
          <li key={`${level.value}-${index}`} className="dataset-levels__item">
            {level.value}
          </li>
        ))}
      </ul>
    </div>
  );
}
