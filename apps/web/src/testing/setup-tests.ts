import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { installBrowserApis, resetBrowserApis } from '@/testing/browser-apis';
import { server } from '@/testing/server';

// matchMedia, ResizeObserver, IntersectionObserver: jsdom has none (carousels, media queries).
installBrowserApis();

// Unhandled requests fail the test: every call a component makes must be modelled explicitly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  resetBrowserApis();
});
afterAll(() => server.close());
