import { useId } from 'react';

import { RichText } from '@/components/rich-text';
import { DatasetSection } from '@/features/datasets/components/dataset-section';
import { useRouteDataset } from '@/features/datasets/hooks/use-route-dataset';
import { useT } from '@/lib/i18n';

/** Overview tab: two-column tables (headers from the CMS) and the references. */
export function DatasetOverviewPage() {
  const t = useT();
  const referencesId = useId();
  const { data: dataset } = useRouteDataset();
  if (!dataset) return null;
  const overview = dataset.overview;

  return (
    <DatasetSection title={overview?.title} fallbackTitle={t('datasets.tab.overview')}>
      {overview?.tables.map((table, index) => (
        <div key={index} className="dataset-table-wrap">
          <table className="dataset-table dataset-table--overview">
            <thead>
              <tr>
                <th scope="col">{table.firstColumnHeader}</th>
                <th scope="col">{table.secondColumnHeader}</th>
              </tr>
            </thead>
            <tbody>
              {(table.items ?? []).map((row, rowIndex) => (
                <tr key={`${row.item}-${rowIndex}`}>
                  <th scope="row">{row.item}</th>
                  <td>{row.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {overview?.referencesTitle || overview?.references ? (
        <section className="dataset-references" aria-labelledby={overview.referencesTitle ? referencesId : undefined}>
          {overview.referencesTitle ? (
            <h3 id={referencesId} className="dataset-references__title">
              {overview.referencesTitle}
            </h3>
          ) : null}
          <RichText markdown={overview.references} />
        </section>
      ) : null}
    </DatasetSection>
  );
}
