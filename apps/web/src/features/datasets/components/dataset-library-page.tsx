import type { Dataset, DatasetDataSamplePage, DatasetLibraryPage as LibraryContent } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo } from 'react';

import { ContentState } from '@/components/content-state';
import { Hero } from '@/components/hero';
import { Seo } from '@/components/seo';
import { TextColumns } from '@/components/text-columns';
import { useDatasetLibrary } from '@/features/datasets/api/get-dataset-library';
import { useDatasets } from '@/features/datasets/api/get-datasets';
import { AccessTiers } from '@/features/datasets/components/access-tiers';
import { DataSampleBlock } from '@/features/datasets/components/data-sample-block';
import { DatasetCard, DatasetCardsSkeleton } from '@/features/datasets/components/dataset-card';
import { DatasetFiltersPanel } from '@/features/datasets/components/dataset-filters-panel';
import { useDatasetFilters } from '@/features/datasets/hooks/use-dataset-filters';
import { dataLevelOptions, filterDatasets } from '@/features/datasets/utils/dataset-filters';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './dataset-library.css';

function DatasetCatalogue({ datasets, locale }: { datasets: UseQueryResult<Dataset[]>; locale: string }) {
  const t = useT();
  const titleId = useId();
  const [filters, setFilters] = useDatasetFilters();
  const levels = useMemo(() => dataLevelOptions(datasets.data ?? [], locale), [datasets.data, locale]);

  return (
    <section className="dataset-catalogue" aria-labelledby={titleId}>
      <h2 id={titleId} className="dataset-catalogue__title">
        {t('datasets.list.title')}
      </h2>
      <DatasetFiltersPanel filters={filters} levels={levels} onChange={setFilters} />
      <ContentState
        query={datasets}
        skeleton={<DatasetCardsSkeleton label={t('common.loading')} />}
        errorTitle={t('common.errorTitle')}
        errorMessage={t('datasets.list.error')}
      >
        {(all) => {
          const shown = filterDatasets(all, filters);
          return (
            <>
              <p className="dataset-catalogue__count" role="status">
                {t('datasets.list.count', { shown: shown.length, total: all.length })}
              </p>
              {shown.length > 0 ? (
                <ul className="dataset-grid">
                  {shown.map((dataset) => (
                    <li key={dataset.documentId} className="dataset-grid__item">
                      <DatasetCard dataset={dataset} locale={locale} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="dataset-catalogue__empty">{t('datasets.list.empty')}</p>
              )}
            </>
          );
        }}
      </ContentState>
    </section>
  );
}

type LibraryPageContentProps = {
  page: LibraryContent;
  locale: string;
  datasets: UseQueryResult<Dataset[]>;
  sample: UseQueryResult<DatasetDataSamplePage>;
};

function LibraryPageContent({ page, locale, datasets, sample }: LibraryPageContentProps) {
  return (
    <div className="dataset-library">
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <TextColumns block={page.textColumns} />
      <AccessTiers tiers={page.tierRowBlocks} />
      <DatasetCatalogue datasets={datasets} locale={locale} />
      <DataSampleBlock page={page} sample={sample} />
    </div>
  );
}

/**
 * /{locale}/dataset. One GET /api/dataset-library carries the hero, text columns, tier rows and
 * the sample-download text (spec §7 describes two calls; this server's fixed tree makes one enough).
 */
export function DatasetLibraryPage() {
  const locale = useLocale();
  const t = useT();
  const library = useDatasetLibrary(locale);
  // Started together with the page content, so the three calls run in parallel.
  const datasets = useDatasets(locale);
  const sample = useContent('dataset-data-sample', locale);
  return (
    <ContentState query={library} errorTitle={t('common.errorTitle')}>
      {(page) => <LibraryPageContent page={page} locale={locale} datasets={datasets} sample={sample} />}
    </ContentState>
  );
}
