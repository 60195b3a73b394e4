/**
 * UI chrome strings on react-intl (FormatJS): ICU MessageFormat with CLDR plural rules. Content
 * text comes from the CMS; only the labels it does not carry live in catalogs.
 *
 * Convention (docs/decisions.md, README "Architecture"):
 * - A feature owns `features/<feature>/messages.ts`, exporting ONE catalog:
 *     export const registryMessages = defineCatalog({ en: { 'registry.search.label': 'Search' }, fr: { ... } });
 *   Keys start with the feature's name. English is the source: French must list exactly its keys
 *   (a missing or extra key is a TypeScript error, and `app/__tests__/catalogs.test.ts` walks them all).
 * - Strings outside features: `app/messages.ts` (shell: layout, not-found and error pages) and
 *   `components/messages.ts` (shared components, `common.*`). lib/ and components/ never import a feature.
 * - Every catalog is registered once, in `app/catalogs.ts` (`CATALOGS`), which also fills in
 *   `MessageRegistry` below by declaration merging: that is how lib/ knows the keys.
 * - Messages are ICU: `{name}`; plurals `{count, plural, one {# project} other {# projects}}`
 *   (French `one` covers 0 and 1). An ASCII apostrophe starts an ICU quote: write the typographic
 *   `’` in text (`l’accès`), and `'{'` for a literal brace.
 * - In a component: `const t = useT(); t('registry.results', { count })`.
 */
import type { PrimitiveType } from 'react-intl';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '@portal/shared/constants';
import { useCallback } from 'react';

/** Locales that have catalogs; any other CMS locale falls back (see catalogLocale). */
export const CATALOG_LOCALES = ['en', 'fr'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

/** One catalog: the same keys in every catalog locale. */
export type Catalog<K extends string = string> = { readonly [L in CatalogLocale]: Readonly<Record<K, string>> };

/**
 * Declares a catalog. English fixes the keys; `NoInfer` keeps French from widening them, so a key
 * missing from French, or one French has and English lacks, fails typechecking.
 */
export function defineCatalog<K extends string>(
  catalog: { en: Record<K, string> } & { [L in Exclude<CatalogLocale, 'en'>]: NoInfer<Record<K, string>> },
): Catalog<K> {
  return catalog;
}

/**
 * The catalog locale for a route locale: exact match, else its language (`fr-CA` -> `fr`), else
 * English, since locales other than en are delivered by the back end and may have no chrome yet.
 */
export function catalogLocale(locale: string): CatalogLocale {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  const known: readonly string[] = CATALOG_LOCALES;
  return known.includes(language) ? (language as CatalogLocale) : (DEFAULT_LOCALE as CatalogLocale);
}

/**
 * The locale IntlProvider formats dates and numbers in: the route's own when it is a regional
 * form of the catalog's language (`fr-CA` shows `2025-03-12` next to French text), else the
 * catalog's, so that a date reads like the message around it (a `de` route, whose chrome is
 * English, gets English dates). Plural rules are those of the language either way.
 */
export function intlLocale(locale: string): string {
  const language = catalogLocale(locale);
  if (locale.toLowerCase().split('-')[0] !== language) return language;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? language;
  } catch {
    // A code the route accepts but BCP 47 does not (`fr-1`): the language alone.
    return language;
  }
}

/** One locale's messages of several catalogs, as IntlProvider takes them; a key defined twice is a bug. */
export function mergeCatalogs(catalogs: Iterable<Catalog>, locale: CatalogLocale): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const catalog of catalogs) {
    for (const [key, text] of Object.entries(catalog[locale])) {
      if (key in merged) throw new Error(`Message key defined in two catalogs: ${key}`);
      merged[key] = text;
    }
  }
  return merged;
}

/**
 * Filled in by `app/catalogs.ts` (`declare module '@/lib/i18n' { interface MessageRegistry { catalogs: ... } }`),
 * so that message keys are typed without lib/ importing features.
 * @public The export is what declaration merging completes; knip does not count a merge as a use.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by declaration merging
export interface MessageRegistry {}

type RegisteredCatalogs = MessageRegistry extends { catalogs: infer C } ? C : Record<string, Catalog>;

/** Every key of every registered catalog. */
export type MessageKey = {
  [N in keyof RegisteredCatalogs]: RegisteredCatalogs[N] extends Catalog<infer K> ? K : never;
}[keyof RegisteredCatalogs];

type TranslateValues = Record<string, PrimitiveType>;
export type Translate = (key: MessageKey, values?: TranslateValues) => string;

/** `t(key, values?)` in the locale of the nearest IntlProvider (the route's, see app/intl-provider.tsx). */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
