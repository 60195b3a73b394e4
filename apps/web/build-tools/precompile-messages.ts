import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Message catalogs: `features/<x>/messages.ts`, `app/messages.ts`, `components/**\/messages.ts`. */
const CATALOG_MODULE = /\/src\/(?:.+\/)?messages\.ts$/;
const DEFINE_IMPORT = /import\s*\{\s*defineCatalog\s*\}\s*from\s*["']@\/lib\/i18n["'];?/;

type Catalog = Record<string, Record<string, string>>;

/**
 * Production builds ship message catalogs as ICU syntax trees, the form FormatJS's own
 * `formatjs compile --ast` produces, so the browser never needs the ICU parser (about 10 KB gzip;
 * `@formatjs/icu-messageformat-parser` is aliased to its `no-parser` build in vite.config.ts).
 * A catalog module only calls `defineCatalog` (an identity function): it is evaluated here with
 * that stub and re-emitted as data. Tests and the dev server keep the string catalogs and the
 * parser, and the catalogs test checks every message parses.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'portal:precompile-messages',
    apply: 'build',
    async transform(code, id) {
      if (!CATALOG_MODULE.test(id)) return null;
      if (!DEFINE_IMPORT.test(code)) this.error(`${id}: a catalog module imports only defineCatalog`);
      const module = `const defineCatalog = (catalog) => catalog;\n${code.replace(DEFINE_IMPORT, '')}`;
      const exports = (await import(`data:text/javascript,${encodeURIComponent(module)}`)) as Record<string, Catalog>;
      const lines = Object.entries(exports).map(([name, catalog]) => {
        const compiled = Object.fromEntries(
          Object.entries(catalog).map(([locale, messages]) => [
            locale,
            Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)])),
          ]),
        );
        return `export const ${name} = ${JSON.stringify(compiled)};`;
      });
      return { code: lines.join('\n'), map: null };
    },
  };
}
