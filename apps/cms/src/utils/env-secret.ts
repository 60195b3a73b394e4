/**
 * Secrets come from the environment. Outside production a missing secret falls back to a
 * development value so the quick start and the tests boot without setup; in production a
 * missing or development value stops the boot, because a known key would let anyone mint
 * admin or user tokens.
 */
const DEV_PREFIX = 'dev-only-insecure-';

type EnvFn = (name: string, fallback?: string) => string | undefined;

export function envSecret(env: EnvFn, name: string): string {
  const value = env(name);
  const production = process.env.NODE_ENV === 'production';
  if (value && !(production && value.startsWith(DEV_PREFIX))) return value;
  if (production) {
    throw new Error(`${name} must be set to a secret value in production (see README, Configuration).`);
  }
  return `${DEV_PREFIX}${name.toLowerCase()}`;
}

export function envSecretList(env: EnvFn, name: string): string[] {
  const raw = envSecret(env, name);
  return raw.includes(',')
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [raw, `${raw}-2`];
}
