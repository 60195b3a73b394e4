import type { HomePage as HomePageData } from '@portal/shared';
import { useId } from 'react';

import { CardGrid } from '@/components/card-grid';
import { DownloadButton } from '@/components/download-button';
import { ErrorState } from '@/components/error-state';
import { Hero } from '@/components/hero';
import { Seo } from '@/components/seo';
import { TextColumns } from '@/components/text-columns';
import { ContentPage } from '@/features/content/components/content-page';
import { CtaBand } from '@/features/content/components/cta-band';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/** The home page's data-sample block: the text is the home content's, the file the data-sample content's. */
function DataSample({ page }: { page: HomePageData }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const sample = useContent('dataset-data-sample', locale);
  const title = page.dataSampleTitle ?? sample.data?.title;
  if (!title) return null;
  const file = sample.data?.file ?? null;
  return (
    <section className="content-section data-sample-band" aria-labelledby={titleId} aria-busy={sample.isPending}>
      <div className="data-sample-band__text">
        <h2 id={titleId}>{title}</h2>
        {page.dataSampleDescription ? <p>{page.dataSampleDescription}</p> : null}
      </div>
      <div className="data-sample-band__actions">
        {sample.isError ? (
          <ErrorState message={t('common.contentError')} onRetry={() => void sample.refetch()} />
        ) : (
          <>
            <DownloadButton media={file} variant="primary">
              {page.dataSampleButtonLabel ?? sample.data?.fileLabel ?? t('content.home.downloadSample')}
            </DownloadButton>
            {sample.data?.guide ? (
              <DownloadButton media={sample.data.guide} variant="secondary">
                {sample.data.guideLabel ?? t('content.home.downloadGuide')}
              </DownloadButton>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function HomeContent({ page }: { page: HomePageData }) {
  return (
    <>
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <TextColumns block={page.intro} className="content-section" />
      <CardGrid cards={page.highlights} columns={3} className="content-section" />
      <DataSample page={page} />
      <CtaBand card={page.partnerCta} />
    </>
  );
}

export function HomePage() {
  const locale = useLocale();
  return <ContentPage query={useContent('home', locale)}>{(page) => <HomeContent page={page} />}</ContentPage>;
}
