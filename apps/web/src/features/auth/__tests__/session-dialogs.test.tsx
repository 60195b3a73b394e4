import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SessionDialogs } from '@/features/auth/components/session-dialogs';
import { SessionProvider, useSession } from '@/lib/session';
import { setAccessToken } from '@/lib/session-token';
import { sessionForUser } from '@/testing/fixtures-auth';
import { createTestQueryClient } from '@/testing/render-route';
import { server } from '@/testing/server';
import { withRouteIntl } from '@/testing/intl';

const MINUTE = 60_000;

function Status() {
  const { session } = useSession();
  return <p data-testid="status">{session.status}</p>;
}

function renderDialogs() {
  const router = createMemoryRouter(
    withRouteIntl([
      {
        path: '/:locale/*',
        element: (
          <>
            <SessionDialogs />
            <Status />
          </>
        ),
      },
    ]),
    { initialEntries: ['/en/user/edit'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider
        initialSession={sessionForUser()}
        timing={{ refreshIntervalMs: 60 * MINUTE, inactivityTimeoutMs: 10 * MINUTE }}
      >
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('session dialogs', () => {
  afterEach(() => {
    vi.useRealTimers();
    setAccessToken(null);
  });

  it('warns a minute before the inactivity logout; "Stay signed in" and Escape keep the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDialogs();
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });

    await advance(9 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription(
      'For your security, you will be logged out soon because you have been inactive.',
    );
    expect(within(dialog).getByText(/^(60|59) seconds$/)).toBeInTheDocument();
    await advance(10_000);
    expect(within(dialog).getByText(/^(50|49) seconds$/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await advance(9 * MINUTE);
    await screen.findByRole('dialog', { name: 'Are you still there?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await advance(2 * MINUTE);
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
  });

  it('logs out at the deadline, goes home and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let logouts = 0;
    server.use(
      http.post('*/api/logout', () => {
        logouts += 1;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const router = renderDialogs();

    await advance(10 * MINUTE);

    const notice = await screen.findByRole('dialog', { name: 'You have been logged out' });
    expect(notice).toHaveAccessibleDescription('You were logged out because you were inactive for a while.');
    expect(within(notice).getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(router.state.location.pathname).toBe('/en');
    await waitFor(() => expect(logouts).toBe(1));
  });

  it('"Log out now" logs out at once, without the notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderDialogs();
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });

    await advance(9 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out now' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
