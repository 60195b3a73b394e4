import { resetPortalEnv } from '../../src/platform/env/env';
import { PRODUCTION_MIN_BCRYPT_ROUNDS, SECRET_NAMES } from '../../src/platform/env/env-schema';

/** Values for every secret, enough for the environment to parse with NODE_ENV=production. */
export const PRODUCTION_SECRETS = Object.fromEntries(SECRET_NAMES.map((name) => [name, `real-${name.toLowerCase()}`]));

/**
 * What a production boot needs beyond the suite's environment: the secrets, and the production
 * password hash cost (the suite's low one, tests/helpers/global-setup.ts, is refused there).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ...PRODUCTION_SECRETS,
  AUTH_BCRYPT_ROUNDS: String(PRODUCTION_MIN_BCRYPT_ROUNDS),
};

/**
 * Runs `fn` with `values` in process.env, then puts the previous values back. The CMS parses its
 * environment once per process, so the parse is dropped before and after.
 */
export async function withEnv<T>(values: Record<string, string>, fn: () => T | Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  resetPortalEnv();
  try {
    return await fn();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetPortalEnv();
  }
}
