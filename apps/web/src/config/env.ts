import settings from 'virtual:portal-env';

import type { Env } from './env-schema';

// Parsed and validated when Vite starts (build-tools/portal-env.ts): a bad value stops the build.
export const env: Env = settings;
