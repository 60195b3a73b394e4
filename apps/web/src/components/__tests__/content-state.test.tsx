import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ContentState } from '@/components/content-state';
import { withRouteIntl } from '@/testing/intl';

function Page({ load }: { load: () => Promise<{ title: string }> }) {
  const query = useQuery({ queryKey: ['page'], queryFn: load, retry: false });
  return <ContentState query={query}>{(page) => <h1>{page.title}</h1>}</ContentState>;
}

function renderPage(load: () => Promise<{ title: string }>, path = '/en') {
  const client = new QueryClient();
  const router = createMemoryRouter(withRouteIntl([{ path: '/:locale', element: <Page load={load} /> }]), {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ContentState', () => {
  it('shows an announced skeleton while loading, then the content', async () => {
    let resolve: (value: { title: string }) => void = () => {};
    renderPage(() => new Promise((done) => (resolve = done)));

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');

    resolve({ title: 'Our story' });
    expect(await screen.findByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage(async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return { title: 'Loaded on retry' };
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This content could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Loaded on retry' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('speaks the route’s language', async () => {
    renderPage(() => Promise.reject(new Error('boom')), '/fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce contenu n’a pas pu être chargé.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
