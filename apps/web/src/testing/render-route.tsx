import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
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

/** Renders the real route table at `path` in a memory router; returns the router to inspect its location. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderRouter(router, options);
  const location = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, router, location };
}
