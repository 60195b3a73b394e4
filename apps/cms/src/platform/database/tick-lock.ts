import { hostname } from 'node:os';
import Redis from 'ioredis';

/**
 * "Exactly one replica runs this tick": every replica schedules the same cron tasks, and at each
 * tick they race for one Redis key per (task, scheduled time) with SET NX PX. The scheduled
 * time (not the clock at the moment the task starts) names the tick, so replicas whose timers
 * fire a few milliseconds apart still compete for the same key.
 *
 * Without REDIS_URL there is one instance by definition and the task always runs. With Redis
 * configured but unreachable, nobody can know who runs: the tick is skipped (the caller logs
 * it), as the tasks are idempotent and the next tick catches up.
 */
export const TICK_LOCK_PREFIX = 'portal-cron';

/** Long enough to outlast any clock skew between replicas, short enough not to pile up keys. */
const DEFAULT_TTL_MS = 10 * 60 * 1000;

export interface TickLock {
  /** True when this replica won `task` at `tick` (always true without Redis). */
  acquire(task: string, tick: Date): Promise<boolean>;
  close(): Promise<void>;
}

export const tickLockKey = (task: string, tick: Date) =>
  // Whole seconds: croner's fire dates carry the milliseconds of the moment it computed them.
  `${TICK_LOCK_PREFIX}:${task}:${new Date(Math.floor(tick.getTime() / 1000) * 1000).toISOString()}`;

const holderName = () => `${hostname()}:${process.pid}`;

export function createTickLock(
  redisUrl: string | undefined,
  { ttlMs = DEFAULT_TTL_MS, holder = holderName() } = {},
): TickLock {
  if (!redisUrl) return { acquire: async () => true, close: async () => undefined };
  // No offline queue: a tick while Redis is away fails at once instead of waiting for it.
  const client = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Errors surface through acquire(); the client keeps reconnecting in the background.
  client.on('error', () => undefined);
  let connecting: Promise<void> | null = null;
  const connected = async () => {
    if (client.status === 'ready') return;
    if (client.status === 'wait') connecting ??= client.connect().finally(() => (connecting = null));
    if (connecting) await connecting;
  };
  return {
    async acquire(task, tick) {
      await connected();
      return (await client.set(tickLockKey(task, tick), holder, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async close() {
      if (client.status === 'wait' || client.status === 'end') return;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
