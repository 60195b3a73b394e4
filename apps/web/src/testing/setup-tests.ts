import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { loadMarkdown } from '@/components/rich-text';
import { dismissAllToasts } from '@/lib/toast';
import { installBrowserApis, resetBrowserApis } from '@/testing/browser-apis';
import { server } from '@/testing/server';

// matchMedia, ResizeObserver, IntersectionObserver, pointer capture: jsdom has none (carousels,
// media queries, Radix menus and sonner's swipe handling).
installBrowserApis();

// `pnpm test` runs these suites on 2 cores beside the CMS suites: a route's first render loads its
// lazy page, catalogs and content, which can take seconds there. A real failure still fails.
configure({ asyncUtilTimeout: 10_000 });

// Unhandled requests fail the test: every call a component makes must be modelled explicitly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The Markdown renderer loads on first use in the browser (components/rich-text.tsx); tests read
// rendered Markdown as soon as a page shows, so it is there from the start.
beforeAll(() => loadMarkdown());
afterEach(() => {
  cleanup();
  // sonner's store outlives a test and replays live toasts to the next test's toaster.
  dismissAllToasts();
  server.resetHandlers();
  localStorage.clear();
  resetBrowserApis();
});
afterAll(() => server.close());
