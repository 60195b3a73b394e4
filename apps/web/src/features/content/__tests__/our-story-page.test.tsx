import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { COMMITMENTS_CAROUSEL } from '@/features/content/components/our-story-page';
import { setViewportWidth } from '@/testing/browser-apis';
import { COMMITMENT_TITLES } from '@/testing/fixtures-content';
import { renderRoute } from '@/testing/render-route';

describe('OurStoryPage', () => {
  it('uses the spec’s carousel settings for the commitments', () => {
    expect(COMMITMENTS_CAROUSEL).toEqual({
      slidesToShow: 3,
      breakpoints: { 799: 1 },
      stagePadding: 50,
      gap: 32,
      loop: false,
    });
  });

  it('renders hero, mission, commitments, about-us rows and the governance and contact blocks', async () => {
    renderRoute('/en/about/our-story');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data given by thousands' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByText('findable', { selector: 'strong' })).toBeInTheDocument();

    const carousel = screen.getByRole('region', { name: 'Our commitments' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual(
      COMMITMENT_TITLES,
    );
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 5');
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    const rows = screen.getAllByRole('article').filter((article) => article.classList.contains('about-row'));
    expect(rows.map((row) => row.className)).toEqual([
      'about-row about-row--image-left',
      'about-row about-row--image-right',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Alt origins.png' })).toHaveAttribute(
      'width',
      '800',
    );

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Read about data governance' })).toHaveAttribute(
      'href',
      '/en/data-governance',
    );
    expect(main.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/about/contact-us');
  });

  it('shows 3 commitments at a time on desktop and 1 under 800px', async () => {
    setViewportWidth(1280);
    renderRoute('/en/about/our-story');
    const carousel = await screen.findByRole('region', { name: 'Our commitments' }, { timeout: 10_000 });
    expect(carousel).toHaveAttribute('data-slides-to-show', '3');
    expect(carousel.style.getPropertyValue('--carousel-stage-padding')).toBe('50px');
    expect(carousel.style.getPropertyValue('--carousel-gap')).toBe('32px');

    act(() => setViewportWidth(799));
    expect(carousel).toHaveAttribute('data-slides-to-show', '1');
  });

  it('is French at /fr', async () => {
    renderRoute('/fr/about/our-story');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Des données confiées par des milliers de personnes' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nos engagements' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
  });
});
