import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiClient } from '@/lib/api-client';
import { installAuthWiring } from '@/lib/auth-wiring';
import { getAccessToken, setAccessToken } from '@/lib/session-token';
import { strapiError } from '@/testing/fixtures';
import { server } from '@/testing/server';

const unauthorized = () =>
  HttpResponse.json(strapiError(401, 'UnauthorizedError', 'User is not logged in'), { status: 401 });

/** A protected endpoint that accepts only `Bearer fresh`, and a refresh endpoint that hands it out. */
function backend({ refresh }: { refresh: 'ok' | 'refused' | 'down' }) {
  const seen = { refreshCalls: 0, protectedCalls: [] as (string | null)[] };
  server.use(
    http.get('*/api/protected', ({ request }) => {
      const auth = request.headers.get('Authorization');
      seen.protectedCalls.push(auth);
      return auth === 'Bearer fresh' ? HttpResponse.json({ data: { ok: true } }) : unauthorized();
    }),
    http.post('*/api/auth/refreshToken', () => {
      seen.refreshCalls += 1;
      if (refresh === 'ok') return HttpResponse.json({ data: { jwt: 'fresh' } });
      if (refresh === 'down') return HttpResponse.error();
      return HttpResponse.json(strapiError(401, 'UnauthorizedError', 'Invalid refresh token'), { status: 401 });
    }),
  );
  return seen;
}

describe('auth wiring (401 → one refresh → replay)', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => {
    uninstall();
    setAccessToken(null);
  });

  it('sends the in-memory token, refreshes once for concurrent 401s and replays each call once', async () => {
    const onSessionRejected = vi.fn();
    uninstall = installAuthWiring({ onSessionRejected });
    setAccessToken('stale');
    const seen = backend({ refresh: 'ok' });

    const results = await Promise.all([
      apiClient.get('/api/protected'),
      apiClient.get('/api/protected'),
      apiClient.get('/api/protected'),
    ]);

    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(seen.refreshCalls).toBe(1);
    expect(seen.protectedCalls.filter((auth) => auth === 'Bearer stale')).toHaveLength(3);
    expect(seen.protectedCalls.filter((auth) => auth === 'Bearer fresh')).toHaveLength(3);
    expect(getAccessToken()).toBe('fresh');
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  it('gives up after one replay: a second 401 is the answer', async () => {
    uninstall = installAuthWiring({ onSessionRejected: vi.fn() });
    let refreshCalls = 0;
    server.use(
      http.get('*/api/protected', () => unauthorized()),
      http.post('*/api/auth/refreshToken', () => {
        refreshCalls += 1;
        return HttpResponse.json({ data: { jwt: 'fresh' } });
      }),
    );

    const error = await apiClient.get('/api/protected').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('User is not logged in');
    expect(refreshCalls).toBe(1);
  });

  it('a refused refresh ends the session and the call fails with its 401', async () => {
    const onSessionRejected = vi.fn();
    uninstall = installAuthWiring({ onSessionRejected });
    setAccessToken('stale');
    const seen = backend({ refresh: 'refused' });

    const error = await apiClient.get('/api/protected').catch((reason: unknown) => reason);

    expect((error as ApiError).status).toBe(401);
    expect(seen.refreshCalls).toBe(1);
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it('an unreachable refresh endpoint does not end the session', async () => {
    const onSessionRejected = vi.fn();
    uninstall = installAuthWiring({ onSessionRejected });
    setAccessToken('stale');
    backend({ refresh: 'down' });

    const error = await apiClient.get('/api/protected').catch((reason: unknown) => reason);

    expect((error as ApiError).status).toBe(401);
    expect(onSessionRejected).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('stale');
  });

  it('never refreshes for the refresh call itself or the login calls', async () => {
    uninstall = installAuthWiring({ onSessionRejected: vi.fn() });
    let refreshCalls = 0;
    server.use(
      http.post('*/api/auth/refreshToken', () => {
        refreshCalls += 1;
        return unauthorized();
      }),
      http.post('*/api/auth/local', () => unauthorized()),
    );
    await apiClient.post('/api/auth/local', { skipUnauthorizedHandler: true }).catch(() => undefined);
    expect(refreshCalls).toBe(0);
  });
});
