import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { catalogLocale, defineCatalog, intlLocale, mergeCatalogs, useT, type MessageKey } from '@/lib/i18n';

// lib/ imports no app code: these tests use a catalog of their own (the registered ones are
// tested in app/__tests__/catalogs.test.tsx).
const sample = defineCatalog({
  en: { 'sample.slide': '{index} of {count}', 'sample.retry': 'Try again' },
  fr: { 'sample.slide': '{index} sur {count}', 'sample.retry': 'Réessayer' },
});

function Label({ id }: { id: string }) {
  const t = useT();
  return <p>{t(id as MessageKey, { index: 2, count: 5 })}</p>;
}

function renderIn(locale: 'en' | 'fr', id: string) {
  return render(
    <IntlProvider locale={locale} messages={mergeCatalogs([sample], locale)}>
      <Label id={id} />
    </IntlProvider>,
  );
}

describe('i18n', () => {
  it('useT translates through react-intl and fills ICU arguments', () => {
    renderIn('fr', 'sample.slide');
    expect(screen.getByText('2 sur 5')).toBeInTheDocument();
  });

  it('useT speaks the provider’s locale', () => {
    renderIn('en', 'sample.retry');
    expect(screen.getByText('Try again')).toBeInTheDocument();
  });

  it('falls back to the language, then to English, for locales without a catalog', () => {
    expect(catalogLocale('fr')).toBe('fr');
    expect(catalogLocale('fr-CA')).toBe('fr');
    expect(catalogLocale('FR-ca')).toBe('fr');
    expect(catalogLocale('de')).toBe('en');
    expect(catalogLocale('es')).toBe('en');
    expect(catalogLocale('')).toBe('en');
  });

  it('formats in the route’s regional locale when it is of the catalog’s language, else in the catalog’s', () => {
    expect(intlLocale('fr')).toBe('fr');
    expect(intlLocale('fr-ca')).toBe('fr-CA');
    expect(intlLocale('en-GB')).toBe('en-GB');
    expect(intlLocale('de')).toBe('en');
    expect(intlLocale('de-AT')).toBe('en');
    expect(intlLocale('fr-1')).toBe('fr');
  });

  it('merges catalogs per locale and refuses a key defined twice', () => {
    const other = defineCatalog({ en: { 'other.a': 'A' }, fr: { 'other.a': 'A fr' } });
    expect(mergeCatalogs([sample, other], 'fr')).toEqual({
      'sample.slide': '{index} sur {count}',
      'sample.retry': 'Réessayer',
      'other.a': 'A fr',
    });
    expect(() => mergeCatalogs([sample, sample], 'en')).toThrow('Message key defined in two catalogs: sample.slide');
  });
});
