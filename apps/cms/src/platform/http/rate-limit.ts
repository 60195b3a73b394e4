import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { portalEnv } from '../env/env';
import type { RateLimitVariable } from '../env/env-schema';
import type { RateSpec } from '../env/env-vars';
import { errors } from './strapi-errors';

/**
 * Rate limits of the account endpoints. Each limit is `points/seconds` (e.g. `10/900`: ten
 * requests per 15 minutes) in its environment variable (defaults in env-schema.ts). Counters live
 * in memory, or in Redis when REDIS_URL is set (shared by every CMS instance; if Redis is down,
 * each instance falls back to its own memory counters rather than failing open).
 */
const RATE_LIMITS = {
  loginIp: 'AUTH_RATE_LOGIN_IP',
  // Wrong passwords for one account from one client address: that client alone is refused.
  loginAccountClient: 'AUTH_RATE_LOGIN_ACCOUNT_CLIENT',
  // Wrong passwords for one account from anywhere: past this, the account is slowed down
  // (growing delays) and its owner e-mailed, never locked (services/login-throttle.ts).
  loginAccount: 'AUTH_RATE_LOGIN_ACCOUNT',
  otpVerifyIp: 'AUTH_RATE_OTP_VERIFY_IP',
  otpVerifyToken: 'AUTH_RATE_OTP_VERIFY_TOKEN',
  otpResendIp: 'AUTH_RATE_OTP_RESEND_IP',
  otpResendToken: 'AUTH_RATE_OTP_RESEND_TOKEN',
  registerIp: 'AUTH_RATE_REGISTER_IP',
  forgotPasswordIp: 'AUTH_RATE_FORGOT_PASSWORD_IP',
  forgotPasswordEmail: 'AUTH_RATE_FORGOT_PASSWORD_EMAIL',
  resetPasswordIp: 'AUTH_RATE_RESET_PASSWORD_IP',
  resendConfirmationIp: 'AUTH_RATE_RESEND_CONFIRMATION_IP',
  resendConfirmationEmail: 'AUTH_RATE_RESEND_CONFIRMATION_EMAIL',
  refreshIp: 'AUTH_RATE_REFRESH_IP',
  // The public contact form (POST /api/contact-us/send).
  contactIp: 'CONTACT_RATE_LIMIT_IP',
  contactEmail: 'CONTACT_RATE_LIMIT_EMAIL',
} as const satisfies Record<string, RateLimitVariable>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const specOf = (name: RateLimitName): RateSpec => portalEnv().rateLimits.specs[RATE_LIMITS[name]];

let redis: Redis | null = null;
const limiters = new Map<string, RateLimiterAbstract>();

type Warn = (message: string) => void;
let warn: Warn = (message) => console.warn(message);
let lastRedisWarning = 0;

function redisClient(): Redis | null {
  const url = portalEnv().redisUrl;
  if (!url) return null;
  if (!redis) {
    redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => {
      // The memory fallback keeps limiting; say so at most once a minute.
      if (Date.now() - lastRedisWarning < 60_000) return;
      lastRedisWarning = Date.now();
      warn(`Rate limits: Redis (REDIS_URL) error, using per-instance memory meanwhile: ${error.message}`);
    });
  }
  return redis;
}

/**
 * Connects to Redis at boot (when REDIS_URL is set), so the first requests are counted there
 * rather than in the memory fallback. Never fails the boot: without Redis the limits still hold
 * per instance.
 */
export async function prepareRateLimitStore(log: { warn: Warn }): Promise<void> {
  warn = (message) => log.warn(message);
  const client = redisClient();
  if (!client || client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if ((client.status as string) !== 'ready')
    log.warn('Rate limits: Redis (REDIS_URL) is not reachable yet; counting in memory until it is.');
}

/** At shutdown: the Redis connection closed, the limiters dropped (a next instance makes its own). */
export async function closeRateLimits(): Promise<void> {
  limiters.clear();
  const client = redis;
  redis = null;
  if (client) await client.quit().catch(() => client.disconnect());
}

function limiter(name: RateLimitName | 'loginAccountDelay'): RateLimiterAbstract {
  // The delay store has no env of its own: one point, blocked for as long as the throttle says.
  const spec = name === 'loginAccountDelay' ? { points: 1, duration: 3600 } : specOf(name);
  const cacheKey = `${name}:${spec.points}/${spec.duration}`;
  let found = limiters.get(cacheKey);
  if (!found) {
    const options = { keyPrefix: `portal-rl:${name}`, points: spec.points, duration: spec.duration };
    const client = redisClient();
    found = client
      ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    limiters.set(cacheKey, found);
  }
  return found;
}

export function rateLimitsEnabled(): boolean {
  return portalEnv().rateLimits.enabled;
}

interface RateLimitCtx {
  set: (field: string, value: string) => void;
}

/**
 * Counts one request against each (limit, key) pair, in order. When one is exhausted the request
 * is refused with 429, `Retry-After` and `details.retryAfterSeconds`. Keys are hashed, so no
 * address or IP is stored in clear in Redis.
 */
export async function enforceRateLimits(
  ctx: RateLimitCtx,
  checks: Array<[RateLimitName, string | undefined]>,
): Promise<void> {
  if (!rateLimitsEnabled()) return;
  for (const [name, key] of checks) {
    if (!key) continue;
    try {
      await limiter(name).consume(keyOf(key));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throwTooMany(ctx, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), name);
    }
  }
}

// Keys are hashed: client addresses and e-mail addresses never reach the store as such.
const keyOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 40);

/** Failure counters (login throttling): count without refusing, read, clear. */
export const failureCounter = {
  limit: (name: RateLimitName): number => specOf(name).points,
  /** Counts one failure; returns how many the window holds now. */
  async add(name: RateLimitName, key: string): Promise<number> {
    try {
      return (await limiter(name).consume(keyOf(key))).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
      throw rejection;
    }
  },
  /** Seconds until the window resets when it is full, else 0. */
  async exhaustedFor(name: RateLimitName, key: string): Promise<number> {
    const res = await limiter(name).get(keyOf(key));
    if (!res || res.consumedPoints < specOf(name).points) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  },
  async clear(name: RateLimitName, key: string): Promise<void> {
    await limiter(name).delete(keyOf(key));
  },
};

/** A per-key wait (the login throttle's growing delays). */
export const delayStore = {
  async wait(key: string, seconds: number): Promise<void> {
    await limiter('loginAccountDelay').block(keyOf(key), seconds);
  },
  /** Seconds left of the current wait, or 0. */
  async remaining(key: string): Promise<number> {
    const res = await limiter('loginAccountDelay').get(keyOf(key));
    if (!res || res.consumedPoints <= 1) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  },
  async clear(key: string): Promise<void> {
    await limiter('loginAccountDelay').delete(keyOf(key));
  },
};

/** 429 in Strapi's envelope, with the wait in the message, the header and the details. */
export function throwTooMany(ctx: RateLimitCtx, retryAfterSeconds: number, limit: string, message?: string): never {
  ctx.set('Retry-After', String(retryAfterSeconds));
  throw new errors.RateLimitError(message ?? `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
    limit,
  });
}

/** Closes the Redis connection (Strapi's destroy), so a process can exit. */
export async function closeRateLimitStore(): Promise<void> {
  limiters.clear();
  if (redis) {
    const client = redis;
    redis = null;
    await client.quit().catch(() => client.disconnect());
  }
}
