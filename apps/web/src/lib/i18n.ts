import { DEFAULT_LOCALE } from '@portal/shared';
import { useCallback } from 'react';

import { MESSAGES, type MessageKey, type MessageLocale } from '@/lib/i18n-messages';
import { useLocale } from '@/lib/locale';

export type { MessageKey } from '@/lib/i18n-messages';
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

/**
 * The dictionary for a locale code: exact match, else its language (`fr-CA` -> `fr`), else
 * English, since locales other than en are delivered by the back end and may have no chrome yet.
 */
export function dictionaryLocale(locale: string): MessageLocale {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return language in MESSAGES ? (language as MessageLocale) : (DEFAULT_LOCALE as MessageLocale);
}

export function translate(locale: string, key: MessageKey, vars?: TranslateVars): string {
  const text = MESSAGES[dictionaryLocale(locale)][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** `t(key, vars?)` in the current route's locale (English outside the `/:locale` tree). */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, vars) => translate(locale, key, vars), [locale]);
}
