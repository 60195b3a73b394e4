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

/** Renders the real route table at `path` in a memory router; returns the router to inspect its location. */
export function renderRoute(
  path: string,
  { session = ANONYMOUS_SESSION, queryClient = createTestQueryClient() }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient} initialSession={session}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, router, queryClient, location };
}
