/**
 * vega, vega-lite and DiceBear are ESM-only (vega with top-level await, which `require` cannot
 * load), while the server compiles to CommonJS, where TypeScript rewrites `import()` into
 * `require`. A function built at run time keeps a real dynamic import.
 */
const dynamicImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

export function importEsm<T>(specifier: string): Promise<T> {
  return dynamicImport(specifier) as Promise<T>;
}
