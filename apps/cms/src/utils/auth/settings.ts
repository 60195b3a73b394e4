/**
 * Account and session settings, read from the environment on each use so a test can boot
 * Strapi with its own values. Every variable has a safe default (docs/api/auth.md lists them).
 */
function int(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  }
  return value;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

export interface AuthSettings {
  /** Public origin of the SPA, for links and redirects in e-mails. */
  webUrl: string;
  otpRequired: boolean;
  otpTtlSeconds: number;
  otpResendCooldownSeconds: number;
  otpMaxAttempts: number;
  otpMaxResends: number;
  resetTtlSeconds: number;
  /** A rotated refresh token presented again within this many seconds is a concurrent tab, not a theft. */
  refreshReuseGraceSeconds: number;
}

export function authSettings(): AuthSettings {
  return {
    webUrl: (process.env.WEB_URL?.trim() || 'http://localhost:4173').replace(/\/+$/, ''),
    otpRequired: bool('AUTH_OTP_REQUIRED', true),
    otpTtlSeconds: int('AUTH_OTP_TTL_SECONDS', 600, 1),
    otpResendCooldownSeconds: int('AUTH_OTP_RESEND_COOLDOWN_SECONDS', 60),
    otpMaxAttempts: int('AUTH_OTP_MAX_ATTEMPTS', 5, 1),
    otpMaxResends: int('AUTH_OTP_MAX_RESENDS', 5),
    resetTtlSeconds: int('AUTH_RESET_TTL_SECONDS', 3600, 1),
    refreshReuseGraceSeconds: int('AUTH_REFRESH_REUSE_GRACE_SECONDS', 5),
  };
}

/** Lifetimes of the users-permissions session manager (config/plugins.ts), in seconds. */
export function sessionLifespans(): {
  accessTokenLifespan: number;
  idleRefreshTokenLifespan: number;
  maxRefreshTokenLifespan: number;
} {
  const access = int('AUTH_ACCESS_TOKEN_TTL_SECONDS', 600, 30);
  if (access > 900) throw new Error('AUTH_ACCESS_TOKEN_TTL_SECONDS must be at most 900 (15 minutes)');
  return {
    accessTokenLifespan: access,
    idleRefreshTokenLifespan: int('AUTH_REFRESH_IDLE_TTL_SECONDS', 24 * 60 * 60, 60),
    maxRefreshTokenLifespan: int('AUTH_REFRESH_MAX_TTL_SECONDS', 7 * 24 * 60 * 60, 60),
  };
}

export const REFRESH_COOKIE_NAME = 'portal_refresh';
/** The cookie must reach /api/auth/refreshToken and /api/logout. */
export const REFRESH_COOKIE_PATH = '/api';

export function refreshCookieSecure(): boolean {
  return bool('AUTH_COOKIE_SECURE', process.env.NODE_ENV === 'production');
}
