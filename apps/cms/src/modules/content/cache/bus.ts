import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

export interface InvalidationBus {
  /** True while this replica is sure to receive the others' invalidations. */
  readonly healthy: boolean;
  publish(uids: readonly string[]): void;
  onInvalidate(listener: (uids: readonly string[]) => void): void;
  close(): Promise<void>;
}

type Warn = (message: string) => void;

/**
 * Invalidations over Redis pub/sub: each replica publishes the uids it invalidated and drops
 * what the others publish. Pub/sub delivers only to connected subscribers, so while the
 * subscription is down the replica stops serving from its cache (see `healthy`), and it empties
 * the cache when the subscription comes back: it may have missed messages meanwhile.
 */
export class RedisInvalidationBus implements InvalidationBus {
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners: Array<(uids: readonly string[]) => void> = [];
  private subscribed = false;
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly warn: Warn = (message) => console.warn(message),
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(url);
    for (const client of [this.publisher, this.subscriber]) client.on('error', (error: Error) => this.report(error));
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    // ioredis resubscribes after a reconnect and emits 'ready' again; anything published in
    // between was lost, so everything cached before is suspect.
    this.subscriber.on('ready', () => {
      void this.subscriber.subscribe(this.channel).then(
        () => {
          if (this.subscribed) return;
          this.subscribed = true;
          this.emit(['*']);
        },
        (error: Error) => this.report(error),
      );
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
  }

  get healthy(): boolean {
    return this.subscribed;
  }

  /** Resolves once subscribed (or after `timeoutMs`): used at boot and by tests. */
  async ready(timeoutMs = 3000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.subscribed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.subscribed;
  }

  publish(uids: readonly string[]): void {
    this.publisher
      .publish(this.channel, JSON.stringify({ origin: this.origin, uids }))
      .catch((error: Error) => this.report(error));
  }

  onInvalidate(listener: (uids: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.subscribed = false;
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private receive(message: string): void {
    let parsed: { origin?: unknown; uids?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.origin === this.origin || !Array.isArray(parsed.uids)) return;
    this.emit(parsed.uids.filter((uid): uid is string => typeof uid === 'string'));
  }

  private emit(uids: readonly string[]): void {
    for (const listener of this.listeners) listener(uids);
  }

  private report(error: Error): void {
    // Reconnection attempts repeat the same error: once a minute is enough.
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.warn(`Content cache: Redis (REDIS_URL) error, cache bypassed until resubscribed: ${error.message}`);
  }
}
