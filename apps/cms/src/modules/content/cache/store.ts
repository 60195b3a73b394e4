import { LRUCache } from 'lru-cache';
import type { CachedResponse } from './entry';
import type { InvalidationBus } from './bus';

/** Every entry depends on this pseudo-uid: invalidating it empties the cache. */
export const ALL = '*';

export interface ContentCacheOptions {
  maxBytes: number;
  /** Shares invalidations with the other replicas (Redis pub/sub); none: this process only. */
  bus?: InvalidationBus;
}

interface Stored {
  response: CachedResponse;
  uids: readonly string[];
}

/**
 * The public content response cache of one process: entries keyed by route and normalized
 * query, bounded in bytes (least recently used first out), each tagged with the content-type
 * uids it was built from so that a write to any of them drops it.
 */
export class ContentCache {
  private readonly lru: LRUCache<string, Stored>;
  private readonly byUid = new Map<string, Set<string>>();
  readonly bus: InvalidationBus | undefined;
  /**
   * Bumped by every invalidation. A fill records it before reading the database and is only
   * stored if it has not moved: a response built from rows read before a write is never kept.
   */
  private version = 0;
  /** Hits answered before Koa (./wire.ts), for the stats. */
  private hitsBeforeKoa = 0;

  constructor(options: ContentCacheOptions) {
    this.lru = new LRUCache<string, Stored>({
      maxSize: options.maxBytes,
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 4)),
      sizeCalculation: (stored, key) => stored.response.size + key.length,
      dispose: (stored, key) => this.untag(key, stored.uids),
    });
    this.bus = options.bus;
    this.bus?.onInvalidate((uids) => this.dropLocally(uids));
  }

  /** False while the bus is down: this replica could be missing other replicas' invalidations. */
  get usable(): boolean {
    return this.bus?.healthy ?? true;
  }

  get(key: string): CachedResponse | undefined {
    if (!this.usable) return undefined;
    return this.lru.get(key)?.response;
  }

  /** The version to hand back to `set` once the response is built. */
  startFill(): number {
    return this.version;
  }

  set(key: string, response: CachedResponse, uids: readonly string[], startedAt: number): boolean {
    if (!this.usable || startedAt !== this.version) return false;
    this.lru.set(key, { response, uids });
    if (!this.lru.has(key)) return false; // larger than maxEntrySize
    for (const uid of uids) {
      let keys = this.byUid.get(uid);
      if (!keys) this.byUid.set(uid, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /** Drops every entry built from any of these uids here and, through the bus, on every replica. */
  invalidate(uids: readonly string[]): void {
    if (uids.length === 0) return;
    this.dropLocally(uids);
    this.bus?.publish(uids);
  }

  purge(): void {
    this.invalidate([ALL]);
  }

  countHitBeforeKoa(): void {
    this.hitsBeforeKoa += 1;
  }

  get stats(): { entries: number; bytes: number; hitsBeforeKoa: number } {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize, hitsBeforeKoa: this.hitsBeforeKoa };
  }

  async close(): Promise<void> {
    this.lru.clear();
    await this.bus?.close();
  }

  private dropLocally(uids: readonly string[]): void {
    this.version += 1;
    if (uids.includes(ALL)) {
      this.lru.clear();
      this.byUid.clear();
      return;
    }
    for (const uid of uids) {
      const keys = this.byUid.get(uid);
      if (!keys) continue;
      for (const key of [...keys]) this.lru.delete(key);
    }
  }

  private untag(key: string, uids: readonly string[]): void {
    for (const uid of uids) {
      const keys = this.byUid.get(uid);
      keys?.delete(key);
      if (keys?.size === 0) this.byUid.delete(uid);
    }
  }
}
