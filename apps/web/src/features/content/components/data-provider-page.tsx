import type { DataProviderPage as DataProviderPageData } from '@portal/shared';

import { CardGrid } from '@/components/card-grid';
import { Hero } from '@/components/hero';
import { Seo } from '@/components/seo';
import { TextColumns } from '@/components/text-columns';
import { ContentPage } from '@/features/content/components/content-page';
import { CtaBand } from '@/features/content/components/cta-band';
import { useContent } from '@/lib/content-api';
import { useLocale } from '@/lib/locale';

function DataProviderContent({ page }: { page: DataProviderPageData }) {
  return (
    <>
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <TextColumns block={page.textColumns} className="content-section" />
      <CardGrid cards={page.benefits} columns={3} className="content-section" />
      <CardGrid cards={page.steps} columns={4} className="content-section" />
      <CtaBand card={page.cta} />
    </>
  );
}

export function DataProviderPage() {
  const locale = useLocale();
  return (
    <ContentPage query={useContent('data-provider', locale)}>
      {(page) => <DataProviderContent page={page} />}
    </ContentPage>
  );
}
