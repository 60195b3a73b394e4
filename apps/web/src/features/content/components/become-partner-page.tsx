import type { BecomePartnerPage as BecomePartnerPageData } from '@portal/shared';

import { CardGrid } from '@/components/card-grid';
import { Hero } from '@/components/hero';
import { Seo } from '@/components/seo';
import { TextColumns } from '@/components/text-columns';
import { ContentPage } from '@/features/content/components/content-page';
import { CtaBand } from '@/features/content/components/cta-band';
import { useContent } from '@/lib/content-api';
import { useLocale } from '@/lib/locale';

function BecomePartnerContent({ page }: { page: BecomePartnerPageData }) {
  return (
    <>
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <TextColumns block={page.textColumns} className="content-section" />
      <CardGrid cards={page.tiers} columns={3} className="content-section" />
      <CtaBand card={page.cta} />
    </>
  );
}

export function BecomePartnerPage() {
  const locale = useLocale();
  return (
    <ContentPage query={useContent('become-partner', locale)}>
      {(page) => <BecomePartnerContent page={page} />}
    </ContentPage>
  );
}
