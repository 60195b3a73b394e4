import type { Card as CardData, Cards } from '@portal/shared';
import { useId, type ReactNode } from 'react';

import { CmsLink } from '@/components/cms-link';
import { MediaImage } from '@/components/media-image';

import './card-grid.css';

export type CardProps = {
  card: CardData;
  headingLevel?: 2 | 3 | 4;
  /** Image `sizes` hint; the default suits a 3-column grid. */
  imageSizes?: string;
  /**
   * 'cover': the image spans the card's width; 'icon': a small pictogram above the title;
   * 'auto' (default): icon when the image is at most ICON_MAX_WIDTH px wide (never upscaled).
   */
  imageVariant?: 'auto' | 'cover' | 'icon';
  className?: string;
  /** Extra content after the description (e.g. a button). */
  children?: ReactNode;
};

/** Images up to this intrinsic width are pictograms, shown small rather than stretched. */
const ICON_MAX_WIDTH = 160;

/** `shared.card`: image, title, description and an optional link. */
export function Card({ card, headingLevel = 3, imageSizes, imageVariant = 'auto', className, children }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const icon =
    imageVariant === 'icon' ||
    (imageVariant === 'auto' && card.image?.width != null && card.image.width <= ICON_MAX_WIDTH);
  return (
    <article className={['card', icon ? 'card--icon' : '', className].filter(Boolean).join(' ')}>
      {card.image ? (
        <MediaImage
          media={card.image}
          className={icon ? 'card__image card__image--icon' : 'card__image'}
          sizes={icon ? '64px' : (imageSizes ?? '(max-width: 768px) 100vw, (max-width: 1080px) 50vw, 400px')}
        />
      ) : null}
      <div className="card__body">
        <Heading className="card__title">{card.title}</Heading>
        {card.description ? <p className="card__description">{card.description}</p> : null}
        {children}
        {card.link ? <CmsLink link={card.link} className="card__link" /> : null}
      </div>
    </article>
  );
}

export type CardGridProps = {
  /** `shared.cards`: optional title and description over the items. */
  cards: Cards | null | undefined;
  /** Columns on wide screens (2 at ≤1024px unless 1, 1 at ≤768px). */
  columns?: 1 | 2 | 3 | 4;
  /** Level of the grid title; card titles are one level below. */
  headingLevel?: 2 | 3;
  /** Passed to every Card. */
  imageVariant?: CardProps['imageVariant'];
  id?: string;
  className?: string;
};

export function CardGrid({ cards, columns = 3, headingLevel = 2, imageVariant, id, className }: CardGridProps) {
  const titleId = useId();
  if (!cards || cards.items.length === 0) return null;
  const Title = `h${headingLevel}` as const;
  return (
    <section
      id={id}
      className={['card-grid', className].filter(Boolean).join(' ')}
      aria-labelledby={cards.title ? titleId : undefined}
    >
      {cards.title ? (
        <Title id={titleId} className="card-grid__title">
          {cards.title}
        </Title>
      ) : null}
      {cards.description ? <p className="card-grid__description">{cards.description}</p> : null}
      <ul className="card-grid__list" data-columns={columns}>
        {cards.items.map((card, index) => (
          <li key={card.id ?? index} className="card-grid__item">
            <Card card={card} headingLevel={headingLevel === 2 ? 3 : 4} imageVariant={imageVariant} />
          </li>
        ))}
      </ul>
    </section>
  );
}
