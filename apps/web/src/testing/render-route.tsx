import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { ANONYMOUS_SESSION, type Session } from '@/lib/session';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type RenderRouteOptions = { session?: Session; queryClient?: QueryClient };

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Renders a memory router under the app's providers; for tests with a route table of their own. */
export function renderRouter(
  router: MemoryRouter,
  { session = ANONYMOUS_SESSION, queryClient = createTestQueryClient() }: RenderRouteOptions = {},
) {
  const view = render(
    <AppProvider queryClient={queryClient} initialSession={session}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, queryClient };
}

/** Reports the memory router's current URL to the test (the declarative router has no state object). */
function LocationProbe({ onChange }: { onChange: (url: string) => void }) {
  const { pathname, search, hash } = useLocation();
  onChange(`${pathname}${search}${hash}`);
  return null;
}

/**
 * Renders the app's route table at `path` (or a path with navigation state) in a memory router;
 * `location()` is the current URL.
 */
export function renderRoute(
  path: string | { pathname: string; state: unknown },
  { session = ANONYMOUS_SESSION, queryClient = createTestQueryClient() }: RenderRouteOptions = {},
) {
  let current = typeof path === 'string' ? path : path.pathname;
  const view = render(
    <AppProvider queryClient={queryClient} initialSession={session}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe onChange={(url) => (current = url)} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, queryClient, location: () => current };
}
