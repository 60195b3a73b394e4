import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { dictionaryLocale, translate, useT } from '@/lib/i18n';
import { MESSAGES } from '@/lib/i18n-messages';

function Label() {
  const t = useT();
  return <p>{t('carousel.slide', { index: 2, count: 5 })}</p>;
}

describe('i18n', () => {
  it('has the same keys in English and French, none empty', () => {
    expect(Object.keys(MESSAGES.fr).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const dictionary of [MESSAGES.en, MESSAGES.fr]) {
      expect(Object.values(dictionary).filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('translates and fills placeholders', () => {
    expect(translate('en', 'common.retry')).toBe('Try again');
    expect(translate('fr', 'common.retry')).toBe('Réessayer');
    expect(translate('fr', 'carousel.slide', { index: 1, count: 3 })).toBe('1 sur 3');
    expect(translate('en', 'carousel.slide', { index: 1 })).toBe('1 of {count}');
  });

  it('falls back to the language, then to English, for locales without a dictionary', () => {
    expect(dictionaryLocale('fr-CA')).toBe('fr');
    expect(dictionaryLocale('de')).toBe('en');
    expect(translate('es', 'common.close')).toBe('Close');
  });

  it('useT follows the route locale', () => {
    const router = createMemoryRouter([{ path: '/:locale', element: <Label /> }], { initialEntries: ['/fr'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('2 sur 5')).toBeInTheDocument();
  });

  it('useT speaks English outside the locale routes', () => {
    render(<Label />);
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
  });
});
