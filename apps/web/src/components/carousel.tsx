import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import {
  Children,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';

import { useT } from '@/lib/i18n';
import { maxWidth, PREFERS_REDUCED_MOTION, useMediaQueries, useMediaQuery } from '@/lib/use-media-query';

import './carousel.css';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/**
 * A value of embla's state, read again whenever embla moves or re-initializes (embla is the store).
 * Until embla has measured its slides (no snap points yet, e.g. before layout) it is `fallback`.
 */
function useEmblaValue<T extends string | number | boolean>(
  api: EmblaCarouselType | undefined,
  read: (embla: EmblaCarouselType) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(subscribe, () => (api && api.scrollSnapList().length > 0 ? read(api) : fallback));
}

export type CarouselProps = {
  /** Accessible name of the carousel (e.g. the section title). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides visible at once on wide screens. */
  slidesToShow?: number;
  /** `{ [maxWidthPx]: slidesToShow }`: at that width or narrower; the narrowest matching wins. */
  breakpoints?: Record<number, number>;
  /** Space between slides, px. */
  gap?: number;
  /** Space before the first and after the last visible slide where neighbours peek in, px. */
  stagePadding?: number;
  loop?: boolean;
  startIndex?: number;
  /** Called with the index of the first visible slide after each move. */
  onSelect?: (index: number) => void;
  className?: string;
};

/** The slides-to-show in effect for the current viewport. */
function useSlidesToShow(slidesToShow: number, breakpoints: Record<number, number> = {}): number {
  const widths = useMemo(
    () =>
      Object.keys(breakpoints)
        .map(Number)
        .filter((width) => Number.isFinite(width))
        .sort((a, b) => a - b),
    [breakpoints],
  );
  const matches = useMediaQueries(useMemo(() => widths.map(maxWidth), [widths]));
  const index = matches.indexOf(true);
  const width = index === -1 ? undefined : widths[index];
  return width === undefined ? slidesToShow : (breakpoints[width] ?? slidesToShow);
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Scrolling cards (embla-carousel): arrows as labelled buttons, no dots, ←/→ while focus is
 * inside, slides labelled "n of m", no animation when the user prefers reduced motion. Slides per
 * view are CSS (flex-basis) so they follow the breakpoint without a re-render race; embla re-measures.
 */
export function Carousel({
  label,
  children,
  slidesToShow = 1,
  breakpoints,
  gap = 0,
  stagePadding = 0,
  loop = false,
  startIndex = 0,
  onSelect,
  className,
}: CarouselProps) {
  const t = useT();
  const slides = Children.toArray(children);
  const visible = Math.max(1, Math.min(useSlidesToShow(slidesToShow, breakpoints), Math.max(slides.length, 1)));
  const reducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION);
  const [viewportRef, api] = useEmblaCarousel({
    loop,
    startIndex,
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
  });
  const selected = useEmblaValue(api, (embla) => embla.selectedScrollSnap(), startIndex);
  const canPrev = useEmblaValue(api, (embla) => embla.canScrollPrev(), false);
  const canNext = useEmblaValue(api, (embla) => embla.canScrollNext(), slides.length > visible);

  useEffect(() => {
    if (!api || !onSelect) return;
    const onMove = (embla: EmblaCarouselType) => onSelect(embla.selectedScrollSnap());
    api.on('select', onMove);
    return () => {
      api.off('select', onMove);
    };
  }, [api, onSelect]);

  const previous = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const next = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  // ←/→ while focus is on anything inside (the arrows, a slide's link): the keys bubble up to the
  // carousel, which is a landmark, not a control, so it listens natively instead of taking a handler.
  const rootRef = useRef<HTMLElement>(null);
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable="true"]')) {
      return;
    }
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  });
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    root.addEventListener('keydown', listener);
    return () => root.removeEventListener('keydown', listener);
  }, []);

  const style = {
    '--carousel-slides': visible,
    '--carousel-gap': `${gap}px`,
    '--carousel-stage-padding': `${stagePadding}px`,
  } as CSSProperties;

  return (
    <section
      ref={rootRef}
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      data-slides-to-show={visible}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container">
          {slides.map((slide, index) => (
            <div
              // Slides are positional: their order is their identity.
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
              data-selected={index === selected ? '' : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > visible ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('carousel.previous')}
            onClick={previous}
            disabled={!canPrev}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('carousel.next')}
            onClick={next}
            disabled={!canNext}
          >
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
