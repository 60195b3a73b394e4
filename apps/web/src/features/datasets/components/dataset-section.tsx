import { useId, type ReactNode } from 'react';

import { useT } from '@/lib/i18n';

type DatasetSectionProps = {
  /** The tab's heading (from the CMS), or undefined when the dataset has nothing for this tab. */
  title: string | undefined;
  /** Heading used when there is no content; the tab's translated default title. */
  fallbackTitle: string;
  children?: ReactNode;
};

/** A tab panel: a region named by its h2; an empty tab says so instead of rendering nothing. */
export function DatasetSection({ title, fallbackTitle, children }: DatasetSectionProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="dataset-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="dataset-section__title">
        {title || fallbackTitle}
      </h2>
      {title === undefined ? <p className="dataset-section__empty">{t('datasets.detail.empty')}</p> : children}
    </section>
  );
}
