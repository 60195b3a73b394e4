import { isRecord } from '@portal/shared/is-record';
import type { IntlShape, MessageFormatElement } from 'react-intl';

/**
 * API errors in the reader's language, by their stable code (`error.details.code`, see
 * docs/api/error-codes.md), never by their English words. The translations are react-intl
 * messages `error.<code>` (app/api-errors/messages.ts); the route's IntlProvider registers the
 * translator here (app/intl-provider.tsx), so that `ApiError` can speak the page's language
 * wherever it is shown. Nothing here imports the code table: this module is in the entry bundle.
 */

/** Values a message may use: a `details` value, or a part of the API's message its template marks. */
type ErrorValues = Record<string, string>;

type ErrorTranslator = (code: string, values: ErrorValues) => string | undefined;

let translator: ErrorTranslator | null = null;

export function setErrorTranslator(next: ErrorTranslator | null): void {
  translator = next;
}

/** The words for `code` in the page's language; `fallback` (the API's message) when there are none. */
export function errorText(code: string | null | undefined, fallback: string, values: ErrorValues = {}): string {
  if (!code || !translator) return fallback;
  return translator(code, values) ?? fallback;
}

/** The details' strings and numbers, as the API wrote them (a number is not regrouped: `1000 s`). */
export function errorValues(details: unknown): ErrorValues {
  if (!isRecord(details)) return {};
  return Object.fromEntries(
    Object.entries(details).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

// ICU syntax tree element types that name no argument: literal text and `#`.
const LITERAL = 0;
const POUND = 7;

/** The argument names a message uses (a string in tests and development, a syntax tree in production). */
function argumentNames(message: string | MessageFormatElement[]): string[] {
  if (typeof message === 'string') return [...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1] ?? '');
  return message.flatMap((element) =>
    element.type !== LITERAL && element.type !== POUND && 'value' in element && typeof element.value === 'string'
      ? [element.value]
      : [],
  );
}

/**
 * The translator of an IntlProvider: `error.<code>` when its catalogs have it and every argument
 * it names has a value (else the API's message, which has them all: a file's name, a number).
 */
export function intlErrorTranslator(intl: IntlShape): ErrorTranslator {
  return (code, values) => {
    const id = `error.${code}`;
    const message = intl.messages[id];
    if (message === undefined || !argumentNames(message).every((name) => name in values)) return undefined;
    return intl.formatMessage({ id }, values);
  };
}
