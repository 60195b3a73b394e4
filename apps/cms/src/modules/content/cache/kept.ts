import type { Core } from '@strapi/strapi';
import type { ContentCache } from './store';

/**
 * Values read from content (the workflow settings, the datasets a request names) kept per
 * instance under the public content cache's rule: while its version stands, which any content
 * write moves here and, through the Redis bus, on every replica. While the bus is down, or with
 * the cache off, every call reads. A read that a write overtakes is not kept. Keys read and found
 * absent are kept as absent too.
 */
export class KeptWhileContentStands<T> {
  private readonly kept = new WeakMap<Core.Strapi, { version: number; values: Map<string, T | undefined> }>();

  constructor(
    private readonly cacheOf: (strapi: Core.Strapi) => ContentCache | undefined,
    /** Past this many keys the kept values start over: a bound, not an eviction policy. */
    private readonly maxEntries = 10_000,
  ) {}

  /** The values of `keys` (absent ones left out), reading with `load` only those not kept. */
  async getMany(
    strapi: Core.Strapi,
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const cache = this.cacheOf(strapi);
    if (!cache?.usable) return load([...keys]);
    const version = cache.startFill();
    let entry = this.kept.get(strapi);
    if (entry?.version !== version) {
      entry = { version, values: new Map() };
      this.kept.set(strapi, entry);
    }
    const values = entry.values;
    const missing = keys.filter((key) => !values.has(key));
    const loaded = missing.length > 0 ? await load(missing) : new Map<string, T>();
    if (missing.length > 0 && cache.startFill() === version) {
      if (values.size + missing.length > this.maxEntries) values.clear();
      for (const key of missing) values.set(key, loaded.get(key));
    }
    const found = new Map<string, T>();
    for (const key of keys) {
      const value = values.has(key) ? values.get(key) : loaded.get(key);
      if (value !== undefined) found.set(key, value);
    }
    return found;
  }
}
