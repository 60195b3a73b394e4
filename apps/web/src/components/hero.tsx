import type { Hero as HeroData } from '@portal/shared';
import type { ReactNode } from 'react';

import { CmsLink } from '@/components/cms-link';
import { MediaImage } from '@/components/media-image';

import './hero.css';

export type HeroProps = {
  hero: HeroData | null | undefined;
  /** The hero title is the page's h1 unless told otherwise. */
  headingLevel?: 1 | 2;
  /** id of the title, e.g. for `aria-labelledby` of the page section. */
  titleId?: string;
  /** Extra actions under the description (e.g. a download button), after the CMS call to action. */
  children?: ReactNode;
};

/** `shared.hero`: eyebrow, title, description, call to action and image (eager: above the fold). */
export function Hero({ hero, headingLevel = 1, titleId, children }: HeroProps) {
  if (!hero) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const hasImage = Boolean(hero.image);
  return (
    <section className={`hero${hasImage ? ' hero--with-image' : ''}`} aria-labelledby={titleId}>
      <div className="hero__text">
        {hero.eyebrowText ? <p className="hero__eyebrow">{hero.eyebrowText}</p> : null}
        <Heading id={titleId} className="hero__title">
          {hero.title}
        </Heading>
        {hero.description ? <p className="hero__description">{hero.description}</p> : null}
        {hero.cta || children ? (
          <div className="hero__actions">
            {hero.cta ? <CmsLink link={hero.cta} className="button button--primary" /> : null}
            {children}
          </div>
        ) : null}
      </div>
      {hasImage ? (
        <div className="hero__media">
          <MediaImage media={hero.image} priority sizes="(max-width: 768px) 100vw, 50vw" className="hero__image" />
        </div>
      ) : null}
    </section>
  );
}
