import { afterEach, describe, expect, it } from 'vitest';
import { envSecret, envSecretList } from '../../src/utils/env-secret';

const envOf = (values: Record<string, string>) => (name: string) => values[name];
const originalNodeEnv = process.env.NODE_ENV;

afterEach(() => {
  process.env.NODE_ENV = originalNodeEnv;
});

describe('envSecret', () => {
  it('returns the configured value', () => {
    expect(envSecret(envOf({ JWT_SECRET: 'abc' }), 'JWT_SECRET')).toBe('abc');
  });

  it('falls back to a development value outside production', () => {
    process.env.NODE_ENV = 'development';
    expect(envSecret(envOf({}), 'JWT_SECRET')).toBe('dev-only-insecure-jwt_secret');
  });

  it('refuses to start in production without the secret', () => {
    process.env.NODE_ENV = 'production';
    expect(() => envSecret(envOf({}), 'JWT_SECRET')).toThrow(/JWT_SECRET must be set/);
  });

  it('refuses a development value in production', () => {
    process.env.NODE_ENV = 'production';
    expect(() => envSecret(envOf({ JWT_SECRET: 'dev-only-insecure-jwt_secret' }), 'JWT_SECRET')).toThrow(/JWT_SECRET/);
  });

  it('splits key lists', () => {
    expect(envSecretList(envOf({ APP_KEYS: 'a, b,c' }), 'APP_KEYS')).toEqual(['a', 'b', 'c']);
    process.env.NODE_ENV = 'test';
    expect(envSecretList(envOf({}), 'APP_KEYS')).toHaveLength(2);
  });
});
