import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiClient } from '@/lib/api-client';
import {
  ANONYMOUS_SESSION,
  SessionProvider,
  toSessionUser,
  useSession,
  type Session,
  type SessionTiming,
} from '@/lib/session';
import { setSessionHint } from '@/lib/session-hint';
import { getAccessToken, setAccessToken } from '@/lib/session-token';
import { strapiError } from '@/testing/fixtures';
import { publicUserFixture, sessionForUser, sessionResponseFixture, unauthorized } from '@/testing/fixtures-auth';
import { createTestQueryClient } from '@/testing/render-route';
import { server } from '@/testing/server';

const MINUTE = 60_000;

function Probe() {
  const { session, ended, warningDeadline, signIn, signOut, staySignedIn } = useSession();
  return (
    <div>
      <p data-testid="status">
        {session.status === 'authenticated' ? `${session.status}:${session.user.role.type}` : session.status}
      </p>
      <p data-testid="ended">{ended ?? 'none'}</p>
      <p data-testid="warning">{warningDeadline === null ? 'no warning' : 'warning'}</p>
      <button type="button" onClick={() => signIn(sessionResponseFixture(publicUserFixture(), 'signed-in-token'))}>
        sign in
      </button>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
      <button type="button" onClick={staySignedIn}>
        stay
      </button>
    </div>
  );
}

function renderSession({
  initialSession,
  timing,
  queryClient = createTestQueryClient(),
}: { initialSession?: Session; timing?: SessionTiming; queryClient?: QueryClient } = {}) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialSession={initialSession} timing={timing}>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

const status = () => screen.getByTestId('status').textContent;

describe('SessionProvider start-up (POST /api/user-status)', () => {
  afterEach(() => setAccessToken(null));

  it('becomes authenticated from the user-status answer', async () => {
    setSessionHint(true);
    setAccessToken('still-valid');
    server.use(
      http.post('*/api/user-status', () =>
        HttpResponse.json({
          data: { loggedIn: true, user: publicUserFixture({ role: { type: 'queue-manager', name: 'QM' } }) },
        }),
      ),
    );
    renderSession();

    expect(status()).toBe('unknown');
    await waitFor(() => expect(status()).toBe('authenticated:queue-manager'));
  });

  it('after a reload, renews the token with the refresh cookie, then asks who is signed in', async () => {
    setSessionHint(true);
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/api/user-status', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer renewed'
          ? HttpResponse.json({ data: { loggedIn: true, user: publicUserFixture() } })
          : unauthorized();
      }),
      http.post('*/api/auth/refreshToken', () => HttpResponse.json({ data: { jwt: 'renewed' } })),
    );
    renderSession();

    await waitFor(() => expect(status()).toBe('authenticated:authenticated'));
    // No 401 on the way: user-status is asked once, with the renewed token.
    expect(seen).toEqual(['Bearer renewed']);
    expect(getAccessToken()).toBe('renewed');
    expect(localStorage.getItem('portal.session.present')).toBe('1');
  });

  it('is anonymous, without any "signed out" notice, when there is no session to renew', async () => {
    setSessionHint(true);
    let userStatusCalls = 0;
    server.use(
      http.post('*/api/user-status', () => {
        userStatusCalls += 1;
        return unauthorized();
      }),
    );
    renderSession();

    await waitFor(() => expect(status()).toBe('anonymous'));
    expect(screen.getByTestId('ended')).toHaveTextContent('none');
    expect(userStatusCalls).toBe(0);
    // The stale flag is gone: the next page load makes no call at all.
    expect(localStorage.getItem('portal.session.present')).toBeNull();
  });

  it('makes no call at all for a visitor who never signed in here (no 401 in the console)', async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/api/user-status', () => {
        calls.push('user-status');
        return unauthorized();
      }),
      http.post('*/api/auth/refreshToken', () => {
        calls.push('refreshToken');
        return unauthorized();
      }),
    );
    renderSession();

    expect(status()).toBe('anonymous');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('remembers a sign-in for the next page load and forgets it at sign-out', async () => {
    server.use(http.post('*/api/logout', () => HttpResponse.json({ data: { ok: true } })));
    renderSession({ initialSession: ANONYMOUS_SESSION });
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(localStorage.getItem('portal.session.present')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(localStorage.getItem('portal.session.present')).toBeNull());
  });

  it('does not call the back end when given an initial session', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/user-status', () => {
        calls += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    renderSession({ initialSession: ANONYMOUS_SESSION });
    expect(status()).toBe('anonymous');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });
});

describe('SessionProvider sign-in and sign-out', () => {
  afterEach(() => setAccessToken(null));

  it('signIn keeps the token in memory for the following calls', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('*/api/whoami', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: 'me' });
      }),
    );
    renderSession({ initialSession: ANONYMOUS_SESSION });

    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(status()).toBe('authenticated:authenticated');
    await apiClient.get('/api/whoami');
    expect(authorization).toBe('Bearer signed-in-token');
    // Memory only: nothing of the token in web storage.
    const stored = (storage: Storage) =>
      Object.keys(storage)
        .map((key) => storage.getItem(key))
        .join(' ');
    expect(stored(localStorage)).not.toContain('signed-in-token');
    expect(stored(sessionStorage)).not.toContain('signed-in-token');
  });

  it('signOut calls POST /api/logout with the token, forgets it and drops cached user data only', async () => {
    let logoutAuthorization: string | null = 'not called';
    server.use(
      http.post('*/api/logout', ({ request }) => {
        logoutAuthorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const { queryClient } = renderSession({ initialSession: ANONYMOUS_SESSION });
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    queryClient.setQueryData(['user', 'requests', 'v2'], [{ documentId: 'r1' }]);
    await queryClient.prefetchQuery({ queryKey: ['staff-queue'], queryFn: () => ['secret'], meta: { userData: true } });
    queryClient.setQueryData(['home', 'en'], { title: 'Home' });

    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));

    expect(status()).toBe('anonymous');
    expect(queryClient.getQueryData(['user', 'requests', 'v2'])).toBeUndefined();
    expect(queryClient.getQueryData(['staff-queue'])).toBeUndefined();
    expect(queryClient.getQueryData(['home', 'en'])).toEqual({ title: 'Home' });
    await waitFor(() => expect(logoutAuthorization).toBe('Bearer signed-in-token'));
    await waitFor(() => expect(getAccessToken()).toBeNull());
    expect(screen.getByTestId('ended')).toHaveTextContent('logout');
  });

  it('ends the session when another tab logs out', async () => {
    renderSession({ initialSession: sessionForUser() });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal.session.signedOut', newValue: '1' }));
    });
    expect(status()).toBe('anonymous');
    expect(screen.getByTestId('ended')).toHaveTextContent('elsewhere');
  });
});

describe('SessionProvider timers (fake timers)', () => {
  const timing: SessionTiming = { refreshIntervalMs: 4 * MINUTE, inactivityTimeoutMs: 30 * MINUTE };

  afterEach(() => {
    vi.useRealTimers();
    setAccessToken(null);
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('renews the token on the interval; a refused renewal logs out and drops user data', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let refreshes = 0;
    let accept = true;
    server.use(
      http.post('*/api/auth/refreshToken', () => {
        refreshes += 1;
        return accept
          ? HttpResponse.json({ data: { jwt: `token-${refreshes}` } })
          : HttpResponse.json(strapiError(401, 'UnauthorizedError', 'Invalid refresh token'), { status: 401 });
      }),
    );
    const { queryClient } = renderSession({ initialSession: sessionForUser(), timing });
    queryClient.setQueryData(['user', 'bookmarks', 'en'], []);

    await advance(4 * MINUTE);
    expect(refreshes).toBe(1);
    expect(getAccessToken()).toBe('token-1');
    await advance(4 * MINUTE);
    expect(refreshes).toBe(2);
    expect(status()).toBe('authenticated:authenticated');

    accept = false;
    await advance(4 * MINUTE);
    expect(refreshes).toBe(3);
    expect(status()).toBe('anonymous');
    expect(screen.getByTestId('ended')).toHaveTextContent('expired');
    expect(queryClient.getQueryData(['user', 'bookmarks', 'en'])).toBeUndefined();
    expect(getAccessToken()).toBeNull();

    await advance(20 * MINUTE);
    expect(refreshes).toBe(3);
  });

  it('warns a minute before the inactivity logout; "stay" restarts; activity restarts; then logs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let logouts = 0;
    server.use(
      http.post('*/api/auth/refreshToken', () => HttpResponse.json({ data: { jwt: 'renewed' } })),
      http.post('*/api/logout', () => {
        logouts += 1;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderSession({ initialSession: sessionForUser(), timing });

    await advance(29 * MINUTE - 1000);
    expect(screen.getByTestId('warning')).toHaveTextContent('no warning');
    await advance(1000);
    expect(screen.getByTestId('warning')).toHaveTextContent('warning');

    fireEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.getByTestId('warning')).toHaveTextContent('no warning');

    // Activity (a key press) in the middle of the new period pushes the deadline back again.
    await advance(20 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(20 * MINUTE);
    expect(screen.getByTestId('warning')).toHaveTextContent('no warning');
    expect(status()).toBe('authenticated:authenticated');

    await advance(9 * MINUTE);
    expect(screen.getByTestId('warning')).toHaveTextContent('warning');
    await advance(MINUTE);
    expect(status()).toBe('anonymous');
    expect(screen.getByTestId('ended')).toHaveTextContent('inactivity');
    await waitFor(() => expect(logouts).toBe(1));
  });
});

describe('SessionProvider across tabs', () => {
  afterEach(() => vi.useRealTimers());

  it("shares this tab's activity and counts the other tabs' activity (warning dropped)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSession({
      initialSession: sessionForUser(),
      timing: { refreshIntervalMs: 60 * MINUTE, inactivityTimeoutMs: 10 * MINUTE },
    });

    fireEvent.pointerDown(document.body);
    expect(localStorage.getItem('portal.session.activity')).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(9 * MINUTE + 30_000));
    expect(screen.getByTestId('warning')).toHaveTextContent('warning');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'portal.session.activity', newValue: String(Date.now()) }),
      );
    });
    expect(screen.getByTestId('warning')).toHaveTextContent('no warning');
    await act(() => vi.advanceTimersByTimeAsync(9 * MINUTE));
    expect(status()).toBe('authenticated:authenticated');
  });
});

describe('toSessionUser', () => {
  it('accepts the user enveloped or not, fills the PublicUser shape, and rejects unknown roles', () => {
    const user = { id: 1, role: { type: 'authenticated' } };
    const expected = expect.objectContaining({
      id: 1,
      role: { type: 'authenticated', name: 'authenticated' },
      bookmarkedDatasets: [],
      locale: 'en',
      notificationFrequency: 'immediate',
    });
    expect(toSessionUser({ data: user })).toEqual(expected);
    expect(toSessionUser({ data: { loggedIn: true, user } })).toEqual(expected);
    expect(toSessionUser(user)).toEqual(expected);
    expect(toSessionUser({ data: null })).toBeNull();
    expect(toSessionUser({ data: { role: { type: 'admin' } } })).toBeNull();
  });

  it('keeps the account’s language and notification frequency, and defaults an unknown frequency', () => {
    const role = { type: 'authenticated' };
    expect(toSessionUser({ role, locale: 'fr', notificationFrequency: 'weekly' })).toEqual(
      expect.objectContaining({ locale: 'fr', notificationFrequency: 'weekly' }),
    );
    expect(toSessionUser({ role, locale: 'fr', notificationFrequency: 'hourly' })).toEqual(
      expect.objectContaining({ locale: 'fr', notificationFrequency: 'immediate' }),
    );
  });
});
