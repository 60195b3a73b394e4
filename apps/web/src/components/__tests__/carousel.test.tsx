import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useEmblaCarousel from 'embla-carousel-react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { Carousel } from '@/components/carousel';
import { setReducedMotion, setViewportWidth } from '@/testing/browser-apis';
import { renderWithIntl } from '@/testing/intl';

type Handler = (api: unknown) => void;

/** A stand-in for embla's API: jsdom lays nothing out, so scroll state is driven by the test. */
function createEmblaApi() {
  const handlers = new Map<string, Set<Handler>>();
  const state = { selected: 0, canPrev: false, canNext: true };
  const api = {
    state,
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollSnapList: () => [0, 1, 2],
    selectedScrollSnap: () => state.selected,
    canScrollPrev: () => state.canPrev,
    canScrollNext: () => state.canNext,
    on: vi.fn((event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return api;
    }),
    off: vi.fn((event: string, handler: Handler) => {
      handlers.get(event)?.delete(handler);
      return api;
    }),
    /** Moves to `selected` and fires embla's 'select' event. */
    moveTo(selected: number, canPrev: boolean, canNext: boolean) {
      Object.assign(state, { selected, canPrev, canNext });
      handlers.get('select')?.forEach((handler) => handler(api));
    },
  };
  return api;
}

let embla = createEmblaApi();
vi.mock('embla-carousel-react', () => ({ default: vi.fn(() => [vi.fn(), embla]) }));

const TITLES = ['Protect privacy', 'Be transparent', 'Ensure data quality', 'Treat applicants fairly', 'Give back'];

function renderCarousel(onSelect?: (index: number) => void) {
  return renderWithIntl(
    <Carousel
      label="Our commitments"
      slidesToShow={3}
      breakpoints={{ 799: 1 }}
      stagePadding={50}
      gap={32}
      onSelect={onSelect}
    >
      {TITLES.map((title) => (
        <article key={title}>
          <h3>{title}</h3>
        </article>
      ))}
    </Carousel>,
  );
}

const region = () => screen.getByRole('region', { name: 'Our commitments' });

describe('Carousel', () => {
  beforeEach(() => {
    embla = createEmblaApi();
    vi.mocked(useEmblaCarousel).mockClear();
  });

  it('is a labelled carousel of slides labelled "n of m", without loop and without dots', () => {
    renderCarousel();

    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region()).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    slides.forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'));
    expect(within(slides[0] as HTMLElement).getByRole('heading', { name: 'Protect privacy' })).toBeInTheDocument();
    // Two arrows and nothing else to press: no dot navigation.
    expect(
      within(region())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous slide', 'Next slide']);
    expect(vi.mocked(useEmblaCarousel).mock.calls[0]?.[0]).toMatchObject({
      loop: false,
      align: 'start',
      startIndex: 0,
    });
  });

  it('shows 3 slides on wide screens with the stage padding and gap as given', () => {
    setViewportWidth(1280);
    renderCarousel();

    expect(region()).toHaveAttribute('data-slides-to-show', '3');
    expect(region().style.getPropertyValue('--carousel-slides')).toBe('3');
    expect(region().style.getPropertyValue('--carousel-stage-padding')).toBe('50px');
    expect(region().style.getPropertyValue('--carousel-gap')).toBe('32px');
  });

  it('shows 1 slide under 800px and follows the viewport when it changes', () => {
    setViewportWidth(375);
    renderCarousel();
    expect(region()).toHaveAttribute('data-slides-to-show', '1');

    act(() => setViewportWidth(800));
    expect(region()).toHaveAttribute('data-slides-to-show', '3');

    act(() => setViewportWidth(799));
    expect(region()).toHaveAttribute('data-slides-to-show', '1');
  });

  it('moves with the arrows, disabling them at the ends, and reports the first visible slide', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderCarousel(onSelect);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(embla.scrollNext).toHaveBeenCalledWith(false);

    act(() => embla.moveTo(2, true, false));
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
    expect(onSelect).toHaveBeenLastCalledWith(2);

    await user.click(previous);
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('moves with ←/→ while focus is inside', async () => {
    const user = userEvent.setup();
    renderCarousel();
    act(() => embla.moveTo(1, true, true));

    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}');
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    const user = userEvent.setup();
    setReducedMotion(true);
    renderCarousel();

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(embla.scrollNext).toHaveBeenCalledWith(true);
  });

  it('hides the arrows when every slide fits', () => {
    renderWithIntl(
      <Carousel label="Two" slidesToShow={3}>
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
