import { describe, expect, it } from 'vitest';
import { DEV_SECRET_PREFIX, InvalidEnvironmentError, SECRET_NAMES, readEnv } from '../../src/utils/env';

const PRODUCTION_SECRETS = Object.fromEntries(SECRET_NAMES.map((name) => [name, `real-${name.toLowerCase()}`]));

describe('readEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = readEnv({});
    expect(env.webUrl).toBe('http://localhost:4173');
    expect(env.auth).toEqual({
      otpRequired: true,
      otpTtlSeconds: 600,
      otpResendCooldownSeconds: 60,
      otpMaxAttempts: 5,
      otpMaxResends: 5,
      resetTtlSeconds: 3600,
      refreshReuseGraceSeconds: 5,
    });
    expect(env.sessions).toEqual({
      accessTokenLifespan: 600,
      idleRefreshTokenLifespan: 86400,
      maxRefreshTokenLifespan: 604800,
    });
    expect(env.cookieSecure).toBe(false);
    expect(env.production).toBe(false);
  });

  it('treats blank values as unset', () => {
    expect(readEnv({ AUTH_OTP_TTL_SECONDS: '  ', WEB_URL: '', AUTH_OTP_REQUIRED: '' }).auth.otpTtlSeconds).toBe(600);
  });

  it('reads the values that are set', () => {
    const env = readEnv({
      WEB_URL: 'https://portal.example.org///',
      AUTH_OTP_REQUIRED: 'No',
      AUTH_OTP_TTL_SECONDS: '120',
      AUTH_OTP_RESEND_COOLDOWN_SECONDS: '0',
      AUTH_ACCESS_TOKEN_TTL_SECONDS: '900',
      AUTH_COOKIE_SECURE: 'yes',
    });
    expect(env.webUrl).toBe('https://portal.example.org');
    expect(env.auth.otpRequired).toBe(false);
    expect(env.auth.otpTtlSeconds).toBe(120);
    expect(env.auth.otpResendCooldownSeconds).toBe(0);
    expect(env.sessions.accessTokenLifespan).toBe(900);
    expect(env.cookieSecure).toBe(true);
  });

  it.each([
    ['AUTH_OTP_TTL_SECONDS', 'abc', 'AUTH_OTP_TTL_SECONDS must be a positive integer (got "abc")'],
    ['AUTH_OTP_TTL_SECONDS', '0', 'AUTH_OTP_TTL_SECONDS must be a positive integer (got "0")'],
    ['AUTH_OTP_MAX_RESENDS', '-1', 'AUTH_OTP_MAX_RESENDS must be a non-negative integer (got "-1")'],
    ['AUTH_OTP_MAX_ATTEMPTS', '2.5', 'AUTH_OTP_MAX_ATTEMPTS must be a positive integer (got "2.5")'],
    ['AUTH_ACCESS_TOKEN_TTL_SECONDS', '10', 'AUTH_ACCESS_TOKEN_TTL_SECONDS must be an integer ≥ 30 (got "10")'],
    ['AUTH_ACCESS_TOKEN_TTL_SECONDS', '901', 'AUTH_ACCESS_TOKEN_TTL_SECONDS must be at most 900 (got "901")'],
    ['AUTH_OTP_REQUIRED', 'maybe', 'AUTH_OTP_REQUIRED must be true or false (got "maybe")'],
    ['AUTH_COOKIE_SECURE', 'on', 'AUTH_COOKIE_SECURE must be true or false (got "on")'],
    ['WEB_URL', 'portal', 'WEB_URL must be an absolute URL (got "portal")'],
  ])('%s=%s is refused with a message naming it', (name, value, message) => {
    expect(() => readEnv({ [name]: value })).toThrow(`Invalid environment: ${message}`);
  });

  it('names every bad variable at once', () => {
    try {
      readEnv({ AUTH_OTP_TTL_SECONDS: 'abc', AUTH_OTP_REQUIRED: 'maybe' });
      expect.unreachable('readEnv accepted a bad environment');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      expect((error as InvalidEnvironmentError).problems).toEqual([
        'AUTH_OTP_REQUIRED must be true or false (got "maybe")',
        'AUTH_OTP_TTL_SECONDS must be a positive integer (got "abc")',
      ]);
    }
  });

  describe('secrets', () => {
    it('fall back to development values outside production', () => {
      const env = readEnv({ NODE_ENV: 'development', JWT_SECRET: 'abc' });
      expect(env.secrets.JWT_SECRET).toBe('abc');
      expect(env.secrets.ADMIN_JWT_SECRET).toBe(`${DEV_SECRET_PREFIX}admin_jwt_secret`);
    });

    it('stop the boot in production when one is missing, naming each', () => {
      const { JWT_SECRET: _jwt, ENCRYPTION_KEY: _key, ...rest } = PRODUCTION_SECRETS;
      expect(() => readEnv({ NODE_ENV: 'production', ...rest })).toThrow(
        'Invalid environment: JWT_SECRET must be set to a secret value in production (see README, Configuration); ' +
          'ENCRYPTION_KEY must be set to a secret value in production (see README, Configuration)',
      );
    });

    it('refuse development values in production', () => {
      expect(() =>
        readEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, API_TOKEN_SALT: `${DEV_SECRET_PREFIX}x` }),
      ).toThrow(/API_TOKEN_SALT must be set/);
    });

    it('are accepted in production when all are set, with secure cookies by default', () => {
      const env = readEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
      expect(env.secrets).toEqual(PRODUCTION_SECRETS);
      expect(env.cookieSecure).toBe(true);
    });
  });
});
