/**
 * The content module: the public content cache (ETag, 304, brotli), the fixed populate trees
 * and the locales the CMS serves.
 * Its public entry: the rest of the CMS imports the module from here only (docs/architecture.md).
 */
export {
  cacheKeyOfUrl,
  closeContentCache,
  contentCacheOf,
  invalidateContent,
  KeptWhileContentStands,
  prepareContentCache,
  recordWireHeaders,
  registerContentCache,
  serveContentHitsFirst,
  wireHeadersOf,
} from './cache';
export { contentDependencies } from './cache/dependencies';
export { buildCachedResponse, matchesIfNoneMatch, pickVariant } from './cache/entry';
export type { CachedResponse } from './cache/entry';
export { listLocaleCodes, localeExists } from './locales';
export { buildPopulate } from './populate';
export type { RelationPopulate } from './populate';
