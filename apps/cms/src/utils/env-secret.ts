import { readEnv, type SecretName } from './env';

type EnvFn = (name: string, fallback?: string) => string | undefined;

/**
 * A secret from the environment (`env` is Strapi's config helper), validated with every other
 * variable by the environment schema (./env.ts): a development value outside production, a
 * stopped boot in production when it is missing.
 */
export function envSecret(env: EnvFn, name: SecretName): string {
  return readEnv({ ...process.env, [name]: env(name) }).secrets[name];
}

/** A comma-separated list of keys (APP_KEYS); a single value gets a second key derived from it. */
export function envSecretList(env: EnvFn, name: SecretName): string[] {
  const raw = envSecret(env, name);
  return raw.includes(',')
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [raw, `${raw}-2`];
}
