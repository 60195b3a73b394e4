import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MediaImage, mediaSrcSet } from '@/components/media-image';
import { imageFixture } from '@/testing/fixtures-content';

describe('MediaImage', () => {
  it('takes width, height and alt from the media and loads lazily by default', () => {
    render(<MediaImage media={imageFixture('cohort.png', 1200, 800, 'Participants at a study visit')} />);

    const img = screen.getByRole('img', { name: 'Participants at a study visit' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/uploads/cohort.png');
  });

  it('loads eagerly with high priority when above the fold', () => {
    render(<MediaImage media={imageFixture('hero.png')} priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers the CMS formats as a srcset, narrowest first, with sizes', () => {
    render(<MediaImage media={imageFixture('hero.png', 1000, 500)} sizes="50vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/thumbnail_hero.png 156w, /uploads/small_hero.png 500w, /uploads/hero.png 1000w',
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(mediaSrcSet({ ...imageFixture('plain.png'), formats: null })).toBeUndefined();
  });

  it('is decorative when the media has no alternative text or alt="" is asked for', () => {
    const { container, rerender } = render(<MediaImage media={imageFixture('icon.png', 96, 96, null)} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<MediaImage media={imageFixture('icon.png', 96, 96, 'Shield')} alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('renders nothing without media', () => {
    const { container } = render(<MediaImage media={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
