import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { loadAllCatalogs, messagesFor } from '@/app/catalogs';
import { CATALOG_LOCALES, mergeCatalogs, useT, type Catalog, type CatalogLocale, type MessageKey } from '@/lib/i18n';
import { withRouteIntl } from '@/testing/intl';
import { renderRoute } from '@/testing/render-route';

// Feature catalogs load with their routes; the checks below walk all of them.
const CATALOGS = await loadAllCatalogs();

/** Keys of a catalog that some locale has and another lacks (empty when complete). */
function keyMismatches(catalog: Catalog): string[] {
  const all = new Set(CATALOG_LOCALES.flatMap((locale) => Object.keys(catalog[locale])));
  return CATALOG_LOCALES.flatMap((locale) =>
    [...all].filter((key) => !(key in catalog[locale])).map((key) => `${locale} lacks ${key}`),
  );
}

type AstNode = { type: number; value?: string; options?: Record<string, { value: AstNode[] }>; children?: AstNode[] };

// intl-messageformat's AST element types that name an argument: argument, number, date, time,
// select, plural, tag (pound `#` and literals do not).
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6, 8]);

function argumentsOf(nodes: AstNode[], found = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (ARGUMENT_TYPES.has(node.type) && node.value) found.add(node.value);
    for (const option of Object.values(node.options ?? {})) argumentsOf(option.value, found);
    if (node.children) argumentsOf(node.children, found);
  }
  return found;
}

/** Parses a message as ICU (throws on a syntax error) and lists its argument names. */
function icuArguments(message: string, locale: CatalogLocale): string[] {
  const intl = createIntl({ locale, messages: {} });
  const ast = intl.formatters.getMessageFormat(message, locale).getAst() as AstNode[];
  return [...argumentsOf(ast)].sort();
}

function format(locale: CatalogLocale, key: MessageKey, values?: Record<string, string | number>): string {
  return createIntl({ locale, messages: messagesFor(locale) }).formatMessage({ id: key }, values);
}

describe('message catalogs', () => {
  it('have the same keys in every locale, in every registered catalog, none empty', () => {
    for (const [name, catalog] of Object.entries(CATALOGS)) {
      expect(keyMismatches(catalog), name).toEqual([]);
      for (const locale of CATALOG_LOCALES) {
        const empty = Object.entries(catalog[locale]).filter(([, text]) => text.trim() === '');
        expect(empty, `${name} ${locale}`).toEqual([]);
      }
    }
  });

  it('the key check catches a key present in one locale only', () => {
    const broken = { en: { 'x.a': 'A', 'x.b': 'B' }, fr: { 'x.a': 'A', 'x.c': 'C' } } as Catalog;
    expect(keyMismatches(broken)).toEqual(['en lacks x.c', 'fr lacks x.b']);
  });

  it('define each key in one catalog only', () => {
    expect(() => mergeCatalogs(Object.values(CATALOGS), 'en')).not.toThrow();
  });

  it('are valid ICU, with the same arguments in every locale', () => {
    for (const [name, catalog] of Object.entries(CATALOGS)) {
      for (const [key, english] of Object.entries(catalog.en)) {
        const expected = icuArguments(english, 'en');
        for (const locale of CATALOG_LOCALES) {
          const text = (catalog[locale] as Record<string, string>)[key] ?? '';
          expect(icuArguments(text, locale), `${name} ${locale} ${key}`).toEqual(expected);
        }
      }
    }
    expect(() => icuArguments('{count, plural, one {# x}', 'en')).toThrow();
  });

  it('render messages without arguments as written (no ICU quote eats an apostrophe or a brace)', () => {
    for (const locale of CATALOG_LOCALES) {
      for (const [key, text] of Object.entries(messagesFor(locale))) {
        if (icuArguments(text, locale).length === 0) expect(format(locale, key as MessageKey), key).toBe(text);
      }
    }
    expect(format('fr', 'datasets.detail.requestAccess')).toBe('Demander l’accès');
    expect(format('fr', 'account.bookmarks.removeError', { title: "L'accès aux données" })).toBe(
      "« L'accès aux données » n’a pas pu être retiré. Veuillez réessayer.",
    );
  });

  it('pluralize the registry count by CLDR rules: French one covers 0 and 1', () => {
    expect([0, 1, 2].map((count) => format('en', 'registry.results', { count }))).toEqual([
      '0 projects',
      '1 project',
      '2 projects',
    ]);
    expect([0, 1, 2].map((count) => format('fr', 'registry.results', { count }))).toEqual([
      '0 projet',
      '1 projet',
      '2 projets',
    ]);
  });

  it('pluralize the other counts too', () => {
    expect([0, 1, 2].map((seconds) => format('en', 'auth.session.warning.seconds', { seconds }))).toEqual([
      '0 seconds',
      '1 second',
      '2 seconds',
    ]);
    expect([0, 1, 2].map((seconds) => format('fr', 'auth.session.warning.seconds', { seconds }))).toEqual([
      '0 seconde',
      '1 seconde',
      '2 secondes',
    ]);
    expect(format('en', 'datasets.list.count', { shown: 1, total: 1 })).toBe('1 of 1 dataset');
    expect(format('fr', 'datasets.list.count', { shown: 0, total: 2 })).toBe('0 sur 2 jeux de données');
    expect(format('fr', 'datasets.filters.active', { count: 1 })).toBe('(1 actif)');
    expect(format('fr', 'datasets.filters.active', { count: 3 })).toBe('(3 actifs)');
  });
});

function Retry() {
  const t = useT();
  return <p>{t('common.retry')}</p>;
}

function renderRetryAt(path: string) {
  const routes = withRouteIntl([
    { path: '/', element: <Retry /> },
    { path: '/:locale', element: <Retry /> },
  ]);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('route locale', () => {
  it.each([
    ['/fr', 'Réessayer'],
    ['/fr-CA', 'Réessayer'],
    ['/en', 'Try again'],
    ['/de', 'Try again'],
    ['/', 'Try again'],
  ])('%s speaks its catalog, else its language, else English', (path, text) => {
    renderRetryAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('translates the not-found page', async () => {
    renderRoute('/fr/nulle/part');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('La page demandée n’existe pas ou a été déplacée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/fr');
  });

  it('translates the route-error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    renderRoute('/fr/dataset/%20/overview');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Un problème est survenu' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Document ID is required');
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/fr');
  });
});
