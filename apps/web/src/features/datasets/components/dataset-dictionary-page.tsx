import type { DatasetDictionaryTable } from '@portal/shared';
import { Fragment, useId } from 'react';

import { DatasetSection } from '@/features/datasets/components/dataset-section';
import { useRouteDataset } from '@/features/datasets/hooks/use-route-dataset';
import { useT } from '@/lib/i18n';

/** Variable names like `birth_weight` may wrap after an underscore on narrow screens, never mid-word. */
function breakableName(name: string) {
  return name
    .replace(/_/g, '_\n')
    .split('\n')
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ));
}

function DictionaryTable({ table }: { table: DatasetDictionaryTable }) {
  const t = useT();
  const titleId = useId();
  const columns = table.columns ?? null;
  return (
    <section className="dataset-dictionary" aria-labelledby={titleId}>
      <h3 id={titleId} className="dataset-dictionary__title">
        {table.title}
      </h3>
      {table.subtitle ? <p className="dataset-dictionary__subtitle">{table.subtitle}</p> : null}
      <div className="dataset-table-wrap">
        <table className="dataset-table dataset-table--dictionary" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{columns?.item || t('datasets.dictionary.item')}</th>
              <th scope="col">{columns?.description || t('datasets.dictionary.description')}</th>
              <th scope="col">{columns?.units || t('datasets.dictionary.units')}</th>
            </tr>
          </thead>
          <tbody>
            {(table.items ?? []).map((row, index) => (
              <tr key={`${row.item}-${index}`}>
                <th scope="row">
                  <code className="dataset-dictionary__item">{breakableName(row.item)}</code>
                </th>
                <td>{row.description}</td>
                <td>
                  {row.units ? (
                    row.units
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('datasets.dictionary.noUnits')}</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Data-dictionary tab: tables of variables with item, description and units (headers from the CMS). */
export function DatasetDictionaryPage() {
  const t = useT();
  const { data: dataset } = useRouteDataset();
  if (!dataset) return null;
  const dictionary = dataset.dataDictionary;

  return (
    <DatasetSection title={dictionary?.title} fallbackTitle={t('datasets.tab.data-dictionary')}>
      {dictionary?.tables.map((table, index) => (
        <DictionaryTable key={index} table={table} />
      ))}
    </DatasetSection>
  );
}
