// `pnpm --filter @portal/web size` (and the `size` suite of `pnpm test`): the JS budget of the
// public site, measured on the production build (run `vite build` first).
import { initialScripts } from './scripts/initial-js.mjs';

export default [
  {
    name: 'Initial JS for /en (entry, its static imports, the content prefetch)',
    path: initialScripts('dist'),
    gzip: true,
    // The target (docs/performance.md). react-dom, react-router's declarative router,
    // TanStack Query and react-intl alone are about 100 kB of it.
    limit: '120 kB',
  },
];
