import { useId, type ReactNode } from 'react';

import { DownloadButton } from '@/components/download-button';
import { useT } from '@/lib/i18n';

export type ReportSectionProps = {
  title: string;
  description: string;
  /** The chart (drawn from the same rows as the table). */
  chart: ReactNode;
  /** The table of the chart's figures, with its caption. */
  table: ReactNode;
  csvUrl: string;
  csvFileName: string;
};

/**
 * One figure of the report: a heading and what it counts, the chart and, beside it (below on a
 * narrow screen), the table of its figures with a CSV download of that table.
 */
export function ReportSection({ title, description, chart, table, csvUrl, csvFileName }: ReportSectionProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="report-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="report-section__description">{description}</p>
      <div className="report-section__body">
        <div className="report-section__chart">{chart}</div>
        <div className="report-section__table">
          {table}
          <DownloadButton url={csvUrl} fileName={csvFileName} mimeType="text/csv" size="small">
            {t('reports.downloadCsv')}
            <span className="visually-hidden">: {title}</span>
          </DownloadButton>
        </div>
      </div>
    </section>
  );
}
