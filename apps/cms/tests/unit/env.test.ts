import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, portalEnv, readEnv, resetPortalEnv } from '../../src/platform/env/env';
import { DEV_SECRET_PREFIX } from '../../src/platform/env/env-schema';
import { PRODUCTION_SECRETS, withEnv } from '../helpers/env';

const MB = 1024 * 1024;

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
      passwordHashRounds: 10,
    });
    expect(env.sessions).toEqual({
      accessTokenLifespan: 600,
      idleRefreshTokenLifespan: 86400,
      maxRefreshTokenLifespan: 604800,
    });
    expect(env.cookieSecure).toBe(false);
    expect(env.production).toBe(false);
  });

  it('keeps the defaults of the server, database and mail settings', () => {
    const env = readEnv({});
    expect(env.server).toEqual({
      host: '0.0.0.0',
      port: 1337,
      publicUrl: '',
      proxied: false,
      publicDir: './public',
      corsOrigins: ['http://localhost:5173', 'http://localhost:4173'],
      serveAdminPanel: true,
      startupLog: true,
    });
    expect(env.database).toEqual({
      client: 'sqlite',
      filename: '.tmp/data.db',
      url: undefined,
      host: '127.0.0.1',
      port: 5432,
      name: 'portal',
      username: 'postgres',
      password: '',
      schema: 'public',
      ssl: false,
      sslRejectUnauthorized: true,
      poolMin: 0,
      poolMax: 10,
      connectionTimeoutMs: 60000,
    });
    expect(env.mail).toEqual({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
      username: undefined,
      password: undefined,
      from: 'Open Data Access Portal <no-reply@portal.localhost>',
      replyTo: 'access@portal.localhost',
      contactInbox: 'access@portal.localhost',
    });
    expect(env.uploadMaxFileSize).toBe(20 * MB);
  });

  it('keeps the defaults of the services, rate limits and demo', () => {
    const env = readEnv({});
    expect(env.redisUrl).toBeUndefined();
    expect(env.contentCache).toEqual({ maxBytes: 64 * MB, channel: 'portal:content-cache' });
    expect(env.privateFilesDir).toBeUndefined();
    expect(env.requestFileMaxSize).toBe(10 * MB);
    expect(env.otpSecret).toBeUndefined();
    expect(env.documentationOutputDir).toBeUndefined();
    expect(env.demo).toEqual({ seed: false, adminEmail: 'admin@portal.localhost', adminPassword: 'DemoAdmin2026!' });
    expect(env.rateLimits.enabled).toBe(true);
    expect(env.rateLimits.specs.AUTH_RATE_LOGIN_IP).toEqual({ points: 20, duration: 900 });
    expect(env.rateLimits.specs.AUTH_RATE_REFRESH_IP).toEqual({ points: 120, duration: 60 });
    expect(env.rateLimits.specs.CONTACT_RATE_LIMIT_EMAIL).toEqual({ points: 3, duration: 900 });
  });

  it('reads the services, rate limits and demo settings that are set', () => {
    const env = readEnv({
      REDIS_URL: ' redis://redis:6379/0 ',
      CONTENT_CACHE_MAX_MB: '0.5',
      PRIVATE_FILES_DIR: '/data/private',
      REQUEST_FILE_MAX_SIZE: '2048',
      AUTH_RATE_LIMIT_ENABLED: 'false',
      AUTH_RATE_LOGIN_IP: ' 8 / 60 ',
      SEED_DEMO: 'true',
      CONTACT_INBOX: 'staff@example.org',
      DATABASE_CLIENT: 'postgres',
      DATABASE_PASSWORD: ' spaced ',
    });
    expect(env.redisUrl).toBe('redis://redis:6379/0');
    expect(env.contentCache.maxBytes).toBe(MB / 2);
    expect(env.privateFilesDir).toBe('/data/private');
    expect(env.requestFileMaxSize).toBe(2048);
    expect(env.rateLimits.enabled).toBe(false);
    expect(env.rateLimits.specs.AUTH_RATE_LOGIN_IP).toEqual({ points: 8, duration: 60 });
    expect(env.demo.seed).toBe(true);
    expect(env.mail.contactInbox).toBe('staff@example.org');
    expect(env.database.client).toBe('postgres');
    expect(env.database.password).toBe(' spaced ');
    expect(readEnv({ CONTENT_CACHE_MAX_MB: '0' }).contentCache.maxBytes).toBe(0);
  });

  it('reads CORS_ORIGINS as the env.array of Strapi did; set but empty is no origin', () => {
    expect(readEnv({ CORS_ORIGINS: '[ "https://a.example.org", https://b.example.org ]' }).server.corsOrigins).toEqual([
      'https://a.example.org',
      'https://b.example.org',
    ]);
    expect(readEnv({ CORS_ORIGINS: '' }).server.corsOrigins).toEqual([]);
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
    ['PORT', '70000', 'PORT must be at most 65535 (got "70000")'],
    ['DATABASE_CLIENT', 'mysql', 'DATABASE_CLIENT must be "sqlite" or "postgres" (got "mysql")'],
    ['DATABASE_POOL_MAX', '0', 'DATABASE_POOL_MAX must be a positive integer (got "0")'],
    ['SMTP_SECURE', 'tls', 'SMTP_SECURE must be true or false (got "tls")'],
    ['REQUEST_FILE_MAX_SIZE', '10MB', 'REQUEST_FILE_MAX_SIZE must be a positive integer (got "10MB")'],
    ['CONTENT_CACHE_MAX_MB', '-1', 'CONTENT_CACHE_MAX_MB must be a number ≥ 0 (got "-1")'],
    [
      'AUTH_RATE_LOGIN_IP',
      '20 per 900',
      'AUTH_RATE_LOGIN_IP must look like "<points>/<seconds>", e.g. "20/900" (got "20 per 900")',
    ],
    [
      'CONTACT_RATE_LIMIT_IP',
      '0/900',
      'CONTACT_RATE_LIMIT_IP must look like "<points>/<seconds>", e.g. "5/900" (got "0/900")',
    ],
    ['AUTH_RATE_LIMIT_ENABLED', 'off', 'AUTH_RATE_LIMIT_ENABLED must be true or false (got "off")'],
    ['SEED_DEMO', 'sure', 'SEED_DEMO must be true or false (got "sure")'],
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
        'Invalid environment: JWT_SECRET must be set to a secret value in production (see docs/operations.md, Configuration); ' +
          'ENCRYPTION_KEY must be set to a secret value in production (see docs/operations.md, Configuration)',
      );
    });

    it('refuse development values in production', () => {
      expect(() =>
        readEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, API_TOKEN_SALT: `${DEV_SECRET_PREFIX}x` }),
      ).toThrow(/API_TOKEN_SALT must be set/);
    });

    it('give Koa a list of keys: split on commas, or a second key derived from a single one', () => {
      expect(readEnv({ APP_KEYS: 'a, b,c' }).appKeys).toEqual(['a', 'b', 'c']);
      expect(readEnv({ APP_KEYS: 'only' }).appKeys).toEqual(['only', 'only-2']);
      expect(readEnv({ NODE_ENV: 'test' }).appKeys).toEqual([
        `${DEV_SECRET_PREFIX}app_keys`,
        `${DEV_SECRET_PREFIX}app_keys-2`,
      ]);
    });

    it('are accepted in production when all are set, with secure cookies by default', () => {
      const env = readEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
      expect(env.secrets).toEqual(PRODUCTION_SECRETS);
      expect(env.cookieSecure).toBe(true);
    });
  });

  describe('the password hash cost', () => {
    it('is bcrypt cost 4 to 15', () => {
      expect(readEnv({ AUTH_BCRYPT_ROUNDS: '4' }).auth.passwordHashRounds).toBe(4);
      expect(readEnv({ AUTH_BCRYPT_ROUNDS: '15' }).auth.passwordHashRounds).toBe(15);
      expect(() => readEnv({ AUTH_BCRYPT_ROUNDS: '3' })).toThrow(
        'Invalid environment: AUTH_BCRYPT_ROUNDS must be an integer ≥ 4',
      );
      expect(() => readEnv({ AUTH_BCRYPT_ROUNDS: '16' })).toThrow(
        'Invalid environment: AUTH_BCRYPT_ROUNDS must be at most 15',
      );
    });

    it('is at least 10 in production', () => {
      expect(() => readEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, AUTH_BCRYPT_ROUNDS: '9' })).toThrow(
        'Invalid environment: AUTH_BCRYPT_ROUNDS must be at least 10 in production',
      );
      expect(
        readEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, AUTH_BCRYPT_ROUNDS: '12' }).auth.passwordHashRounds,
      ).toBe(12);
    });
  });
});

describe('portalEnv', () => {
  it('parses process.env once and keeps the result until a reset', async () => {
    await withEnv({ CONTACT_INBOX: 'first@example.org' }, () => {
      const first = portalEnv();
      expect(first.mail.contactInbox).toBe('first@example.org');
      process.env.CONTACT_INBOX = 'second@example.org';
      expect(portalEnv()).toBe(first);
      resetPortalEnv();
      expect(portalEnv().mail.contactInbox).toBe('second@example.org');
    });
  });

  it('keeps nothing from a bad environment: every read throws until it is fixed', async () => {
    await withEnv({ AUTH_OTP_TTL_SECONDS: 'soon' }, () => {
      expect(() => portalEnv()).toThrow(InvalidEnvironmentError);
      expect(() => portalEnv()).toThrow('AUTH_OTP_TTL_SECONDS must be a positive integer (got "soon")');
    });
    expect(portalEnv().auth.otpTtlSeconds).toBe(600);
  });
});
