import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { Seo } from '@/components/seo';
import { seoFixture } from '@/testing/fixtures-content';
import { withRouteIntl } from '@/testing/intl';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(withRouteIntl([{ path: '/:locale', element }]), { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('Seo', () => {
  it('puts the page title, description and Open Graph tags into <head>', () => {
    renderAt('/en', <Seo seo={seoFixture('Our story', 'Who we are.')} />);

    expect(document.title).toBe('Our story | Open Data Access Portal');
    expect(meta('meta[name="description"]')).toBe('Who we are.');
    expect(meta('meta[name="keywords"]')).toBe('research data, access');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://portal.example.org/en',
    );
    expect(meta('meta[property="og:title"]')).toBe('Our story (OG)');
    expect(meta('meta[property="og:description"]')).toBe('Who we are. (OG)');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toBe('https://portal.example.org/en');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/uploads/og.png`);
    expect(meta('meta[property="og:locale"]')).toBe('en');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('falls back to the given title (with the translated site name) when the CMS has no seo', () => {
    renderAt('/fr', <Seo seo={null} fallbackTitle="Nous joindre" fallbackDescription="Écrivez-nous." />);

    expect(document.title).toBe('Nous joindre | Portail d’accès aux données');
    expect(meta('meta[name="description"]')).toBe('Écrivez-nous.');
    expect(meta('meta[property="og:title"]')).toBe('Nous joindre | Portail d’accès aux données');
    expect(meta('meta[property="og:image"]')).toBeUndefined();
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
  });

  it('removes its tags when the page goes away', () => {
    const view = renderAt('/en', <Seo seo={seoFixture('Home')} />);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    view.unmount();
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(0);
  });
});
