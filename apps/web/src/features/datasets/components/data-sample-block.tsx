import type { DatasetDataSamplePage, DatasetLibraryPage } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';

import { Button } from '@/components/button';
import { DownloadButton } from '@/components/download-button';
import { useT } from '@/lib/i18n';

type DataSampleBlockProps = {
  /** Title, description and button label come from the library page (`sample*`). */
  page: Pick<DatasetLibraryPage, 'sampleTitle' | 'sampleDescription' | 'sampleButtonLabel'>;
  /** GET /api/dataset-data-sample: the file the button downloads. */
  sample: UseQueryResult<DatasetDataSamplePage>;
};

/** The library's data-sample download: saves the sample file through the shared download helper. */
export function DataSampleBlock({ page, sample }: DataSampleBlockProps) {
  const t = useT();
  const titleId = useId();
  if (!page.sampleTitle && !page.sampleDescription) return null;
  const label = page.sampleButtonLabel ?? sample.data?.fileLabel ?? page.sampleTitle ?? '';

  let action;
  if (sample.isPending) {
    action = (
      <Button variant="primary" loading>
        {label}
      </Button>
    );
  } else if (sample.data?.file) {
    action = (
      <DownloadButton media={sample.data.file} variant="primary">
        {label}
      </DownloadButton>
    );
  } else {
    action = (
      <div className="data-sample__unavailable">
        <p role="alert">{t('datasets.sample.unavailable')}</p>
        {sample.isError ? (
          <Button variant="secondary" size="small" onClick={() => void sample.refetch()}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <section className="data-sample" aria-labelledby={page.sampleTitle ? titleId : undefined}>
      <div className="data-sample__text">
        {page.sampleTitle ? (
          <h2 id={titleId} className="data-sample__title">
            {page.sampleTitle}
          </h2>
        ) : null}
        {page.sampleDescription ? <p className="data-sample__description">{page.sampleDescription}</p> : null}
      </div>
      <div className="data-sample__action">{action}</div>
    </section>
  );
}
