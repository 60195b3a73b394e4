import type { DataGovernancePage } from '@portal/shared';

import { Card } from '@/components/card-grid';
import { Carousel } from '@/components/carousel';
import { CmsLink } from '@/components/cms-link';
import { ContentState } from '@/components/content-state';
import { Hero } from '@/components/hero';
import { Seo } from '@/components/seo';
import { TextColumns } from '@/components/text-columns';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './governance.css';

/** Spec §2, §9: governance element cards scroll 3 at a time, 1 under 800px, stage padding 50, margin 32. */
const ELEMENTS_CAROUSEL = { slidesToShow: 3, breakpoints: { 799: 1 }, stagePadding: 50, gap: 32 } as const;

function GovernanceHome({ page }: { page: DataGovernancePage }) {
  const t = useT();
  const elements = page.governanceElements;
  return (
    <div className="governance-page">
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <TextColumns block={page.textColumns} />
      {elements && elements.items.length > 0 ? (
        // Not a labelled region itself: the carousel inside is, under the same name.
        <section className="governance-section governance-elements">
          {elements.title ? <h2>{elements.title}</h2> : null}
          {elements.description ? <p className="governance-section__intro">{elements.description}</p> : null}
          <Carousel label={elements.title ?? t('carousel.label')} {...ELEMENTS_CAROUSEL}>
            {elements.items.map((card, index) => (
              <Card
                key={card.id ?? index}
                card={card}
                headingLevel={3}
                imageSizes="128px"
                className="governance-element"
              />
            ))}
          </Carousel>
        </section>
      ) : null}
      {page.links.length > 0 ? (
        <nav className="governance-links" aria-label={t('governance.links.label')}>
          <ul>
            {page.links.map((link, index) => (
              <li key={link.id ?? index}>
                <CmsLink link={link} className="governance-links__link" />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** /{locale}/data-governance: hero, text columns, carousel of governance elements, links to the sub-pages. */
export function GovernancePage() {
  const locale = useLocale();
  const query = useContent('data-governance', locale);
  return <ContentState query={query}>{(page) => <GovernanceHome page={page} />}</ContentState>;
}
