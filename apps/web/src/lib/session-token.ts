import type { RefreshResponse } from '@portal/shared';

import { apiPaths } from '@/config/api-paths';
import { ApiError, apiClient } from '@/lib/api-client';

/**
 * The access token (docs/api/auth.md §Sessions): kept in memory only, never in storage. The
 * refresh token is an httpOnly cookie the browser sends to /api/auth/refreshToken by itself.
 */
let accessToken: string | null = null;
let pendingRefresh: Promise<RefreshOutcome> | null = null;

/**
 * - `refreshed`: a new access token is in memory.
 * - `rejected`: the server refused (no, expired, revoked or reused cookie): the session is over.
 * - `unavailable`: no answer (network) or a server fault: the session may still be alive.
 */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unavailable';

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

async function requestNewAccessToken(): Promise<RefreshOutcome> {
  try {
    // Its own 401 means "no valid refresh cookie", never "refresh and retry" (that would loop).
    const { data } = await apiClient.post<Partial<RefreshResponse> | null>(apiPaths.auth.refreshToken, {
      skipUnauthorizedHandler: true,
    });
    if (!data || typeof data.jwt !== 'string' || data.jwt === '') return 'rejected';
    accessToken = data.jwt;
    return 'refreshed';
  } catch (error) {
    // Spec §8: refresh errors are swallowed; the caller only learns what they mean for the session.
    // A 429 (too many refreshes from this address) says nothing about the session itself.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return 'rejected';
    }
    return 'unavailable';
  }
}

/**
 * POST /api/auth/refreshToken, deduplicated: the interval timer and a 401 may ask at the same
 * moment, and presenting one rotated cookie twice would look like token theft to the server.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  pendingRefresh ??= requestNewAccessToken()
    .then((outcome) => {
      if (outcome === 'rejected') accessToken = null;
      return outcome;
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}
