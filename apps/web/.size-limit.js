// `pnpm --filter @portal/web size` (and the `size` suite of `pnpm test`): the JS budget of the
// public site, measured on the production build (run `vite build` first).
import { initialScripts } from './scripts/initial-js.mjs';

export default [
  {
    name: 'Initial JS for /en (entry, its static imports, the content prefetch)',
    path: initialScripts('dist'),
    gzip: true,
    // The target is 120 kB; today's floor is react-dom, react-router, TanStack Query and
    // react-intl (about 112 kB together). This limit stops any regression (docs/performance.md).
    limit: '132 kB',
  },
];
