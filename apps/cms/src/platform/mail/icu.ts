import { IntlMessageFormat } from 'intl-messageformat';
import { LRUCache } from 'lru-cache';
import type { MailLocale } from './catalog';

export type IcuValues = Record<string, string | number | Date>;

type Ast = ReturnType<IntlMessageFormat['getAst']>;

// Parsing is the costly part of formatting; the shipped texts are few and editors' overrides
// change rarely, so compiled messages are kept by their source (a changed text is a new key).
const compiled = new LRUCache<string, IntlMessageFormat>({ max: 2000 });

/**
 * A compiled ICU message. `ignoreTag`: texts are plain (editors may write `<` or `>`), never
 * markup, and the HTML part escapes the formatted result as a whole. Throws on a syntax error.
 */
function compileIcu(source: string, locale: MailLocale): IntlMessageFormat {
  const key = `${locale}\u0000${source}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return format;
}

/** Every variable a message refers to, in every branch of its plurals and selects. */
export function icuArguments(source: string, locale: MailLocale): Set<string> {
  const names = new Set<string>();
  const visit = (elements: Ast) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type >= 1 && element.type <= 6) {
        // argument, number, date, time, select, plural: `value` is the variable's name
        names.add(element.value);
      }
      if ('options' in element && element.options) {
        for (const option of Object.values(element.options) as Array<{ value: Ast }>) visit(option.value);
      }
      if ('children' in element && Array.isArray(element.children)) visit(element.children as Ast);
    }
  };
  visit(compileIcu(source, locale).getAst());
  return names;
}

/** Formats an ICU message; throws when a value it needs is missing or of the wrong kind. */
export function formatIcu(source: string, locale: MailLocale, values: IcuValues): string {
  const result = compileIcu(source, locale).format(values);
  if (typeof result !== 'string') throw new Error('An e-mail text must format to plain text');
  return result;
}
