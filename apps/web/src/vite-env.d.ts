/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_TOKEN_REFRESH_INTERVAL_MS?: string;
  readonly VITE_INACTIVITY_TIMEOUT_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The SPA's settings, parsed at build time (build-tools/portal-env.ts). */
declare module 'virtual:portal-env' {
  const env: import('./config/env-schema').Env;
  export default env;
}
