import { setAccessTokenProvider, setUnauthorizedHandler } from '@/lib/api-client';
import { getAccessToken, refreshAccessToken } from '@/lib/session-token';

export type AuthWiringOptions = {
  /** The server refused to renew the session: whoever holds the session state logs out. */
  onSessionRejected: () => void;
};

/**
 * Connects the one HTTP client to the session (docs/api/auth.md, "SPA session loop"): every call
 * carries the in-memory access token; a 401 triggers one refresh (shared by concurrent calls,
 * see api-client.ts) and the call is replayed once with the new token. A refused refresh ends
 * the session. Returns the function that disconnects it again.
 */
export function installAuthWiring({ onSessionRejected }: AuthWiringOptions): () => void {
  setAccessTokenProvider(getAccessToken);
  setUnauthorizedHandler(async () => {
    const outcome = await refreshAccessToken();
    if (outcome === 'rejected') onSessionRejected();
    return outcome === 'refreshed';
  });
  return () => {
    setAccessTokenProvider(null);
    setUnauthorizedHandler(null);
  };
}
