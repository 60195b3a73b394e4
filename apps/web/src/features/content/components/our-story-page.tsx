import type { AboutRow, OurStoryPage as OurStoryPageData } from '@portal/shared';
import { useId } from 'react';

import { Card } from '@/components/card-grid';
import { Carousel } from '@/components/carousel';
import { Hero } from '@/components/hero';
import { MediaImage } from '@/components/media-image';
import { RichText } from '@/components/rich-text';
import { Seo } from '@/components/seo';
import { ContentPage } from '@/features/content/components/content-page';
import { TextBlockSection } from '@/features/content/components/text-block-section';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/** Spec §9 scrolling cards: 3 items (1 under 800px), stage padding 50, margin 32, no loop, arrows, no dots. */
export const COMMITMENTS_CAROUSEL = {
  slidesToShow: 3,
  breakpoints: { 799: 1 },
  stagePadding: 50,
  gap: 32,
  loop: false,
} as const;

function Commitments({ page }: { page: OurStoryPageData }) {
  const t = useT();
  const titleId = useId();
  const commitments = page.commitments;
  if (!commitments || commitments.items.length === 0) return null;
  return (
    // Not a landmark itself: the carousel is the region, named by the same title.
    <div className="content-section">
      {commitments.title ? <h2 id={titleId}>{commitments.title}</h2> : null}
      {commitments.description ? <p className="content-section__intro">{commitments.description}</p> : null}
      <Carousel label={commitments.title ?? t('carousel.label')} {...COMMITMENTS_CAROUSEL}>
        {commitments.items.map((card, index) => (
          <Card key={card.id ?? index} card={card} headingLevel={3} className="commitment-card" />
        ))}
      </Carousel>
    </div>
  );
}

function AboutRows({ title, rows }: { title: string | null; rows: AboutRow[] }) {
  const titleId = useId();
  if (rows.length === 0) return null;
  return (
    <section className="content-section" aria-labelledby={title ? titleId : undefined}>
      {title ? <h2 id={titleId}>{title}</h2> : null}
      <div className="about-rows">
        {rows.map((row, index) => (
          <article key={row.id ?? index} className={`about-row about-row--image-${row.imagePosition}`}>
            <div className="about-row__text">
              <h3>{row.title}</h3>
              <RichText markdown={row.text} />
            </div>
            {row.image ? (
              <div className="about-row__media">
                <MediaImage media={row.image} sizes="(max-width: 768px) 100vw, 50vw" className="about-row__image" />
              </div>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}

function OurStoryContent({ page }: { page: OurStoryPageData }) {
  return (
    <>
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <TextBlockSection block={page.mission} className="text-block--lead" />
      <Commitments page={page} />
      <AboutRows title={page.aboutUsTitle} rows={page.aboutUs} />
      <div className="content-duo">
        <TextBlockSection block={page.dataGovernance} className="text-block--panel" />
        <TextBlockSection block={page.contactUs} className="text-block--panel" linkAsButton />
      </div>
    </>
  );
}

export function OurStoryPage() {
  const locale = useLocale();
  return <ContentPage query={useContent('our-story', locale)}>{(page) => <OurStoryContent page={page} />}</ContentPage>;
}
