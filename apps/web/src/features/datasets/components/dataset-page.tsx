import type { Dataset, DatasetPreview, Seo as SeoData } from '@portal/shared';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';

import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { isNotFound, useDataset } from '@/features/datasets/api/get-dataset';
import { DatasetHeader } from '@/features/datasets/components/dataset-header';
import { DatasetNotFound } from '@/features/datasets/components/dataset-not-found';
import { DatasetTabNav } from '@/features/datasets/components/dataset-tab-nav';
import { useDatasetSlug } from '@/features/datasets/hooks/use-route-dataset';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './dataset-detail.css';

/** The preview's SEO block describes the page type; the title and description are the dataset's. */
function datasetSeo(dataset: Dataset, preview: DatasetPreview | undefined): SeoData {
  const seo = preview?.seo;
  const description = dataset.description ?? seo?.metaDescription ?? null;
  return {
    ...seo,
    // Empty, so <Seo> titles the page "{dataset title} | {site name}".
    metaTitle: '',
    metaDescription: description,
    metaImage: dataset.contentImg ?? seo?.metaImage ?? null,
    openGraph: seo?.openGraph
      ? {
          ...seo.openGraph,
          ogTitle: dataset.title,
          ogDescription: description,
          ogImage: dataset.contentImg ?? seo.openGraph.ogImage,
        }
      : null,
  };
}

/**
 * /{locale}/dataset/{slug}: the layout of the three tab routes. It fetches the dataset once
 * (the tabs read the same query) and the tab navigation; a 404 is the not-found screen, other
 * failures an error state with retry.
 */
export function DatasetPage({ bookmark }: { bookmark?: (dataset: Dataset) => ReactNode }) {
  const slug = useDatasetSlug();
  const locale = useLocale();
  const t = useT();
  const dataset = useDataset(locale, slug);
  const preview = useContent('dataset-preview', locale);

  if (dataset.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (dataset.isError) {
    if (isNotFound(dataset.error)) return <DatasetNotFound />;
    return (
      <ErrorState
        title={t('common.errorTitle')}
        message={t('datasets.detail.error')}
        onRetry={() => void dataset.refetch()}
      />
    );
  }

  return (
    <article className="dataset-detail">
      <Seo seo={datasetSeo(dataset.data, preview.data)} fallbackTitle={dataset.data.title} />
      <p className="dataset-detail__back">
        <Link to={paths.datasetLibrary(locale)}>
          <span aria-hidden="true">← </span>
          {t('datasets.detail.back')}
        </Link>
      </p>
      <DatasetHeader dataset={dataset.data} locale={locale} bookmark={bookmark?.(dataset.data)} />
      <DatasetTabNav slug={slug} locale={locale} preview={preview} />
      <div className="dataset-detail__panel">
        <Outlet />
      </div>
    </article>
  );
}
