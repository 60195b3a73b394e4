import type { Card } from '@portal/shared';
import { useId } from 'react';

import { CmsLink } from '@/components/cms-link';
import { MediaImage } from '@/components/media-image';

/** A `shared.card` used as a call-to-action band at the end of a page. */
export function CtaBand({ card }: { card: Card | null | undefined }) {
  const titleId = useId();
  if (!card) return null;
  return (
    <section className="cta-band" aria-labelledby={titleId}>
      <div className="cta-band__text">
        <h2 id={titleId} className="cta-band__title">
          {card.title}
        </h2>
        {card.description ? <p className="cta-band__description">{card.description}</p> : null}
        {card.link ? <CmsLink link={card.link} className="button button--primary" /> : null}
      </div>
      {card.image ? (
        <div className="cta-band__media">
          <MediaImage media={card.image} sizes="(max-width: 768px) 100vw, 40vw" className="cta-band__image" />
        </div>
      ) : null}
    </section>
  );
}
