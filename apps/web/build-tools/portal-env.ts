import type { Plugin } from 'vite';

import { parseEnv, type Env } from '../src/config/env-schema.ts';

const ID = 'virtual:portal-env';
const RESOLVED_ID = `\0${ID}`;

/**
 * Serves the SPA's settings as the module `virtual:portal-env`: the VITE_* variables Vite loaded
 * (the environment and the .env files of the mode), parsed by src/config/env-schema.ts when Vite
 * starts. A bad value stops the build, the dev server and the tests with a message naming it, and
 * the bundle carries the parsed values only: zod would add about 15 KB gzip to the first load.
 */
export function portalEnv(): Plugin {
  let env: Env | undefined;
  return {
    name: 'portal-env',
    configResolved(config) {
      env = parseEnv(config.env);
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(env)};` : undefined),
  };
}
