import type { PublicUser, SessionResponse, UserRole } from '@portal/shared';
import { DEFAULT_LOCALE } from '@portal/shared/constants';
import { isRecord } from '@portal/shared/is-record';
import { DEFAULT_NOTIFICATION_FREQUENCY, isNotificationFrequency } from '@portal/shared/notifications';
import { isRoleType } from '@portal/shared/roles';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { apiPaths } from '@/config/api-paths';
import { env } from '@/config/env';
import { apiClient, invalidResponse } from '@/lib/api-client';
import { installAuthWiring } from '@/lib/auth-wiring';
import { listenForActivity } from '@/lib/session-activity';
import { hasSessionHint, setSessionHint } from '@/lib/session-hint';
import { createSessionTimers, INACTIVITY_WARNING_MS, type SessionTimers } from '@/lib/session-timers';
import { getAccessToken, refreshAccessToken, setAccessToken } from '@/lib/session-token';

/** The signed-in user: always the full PublicUser of docs/api/auth.md (missing fields defaulted). */
export type SessionUser = PublicUser;

/** What may be handed in (tests, older payloads): a role type is the one thing required. */
export type SessionUserInput = Partial<Omit<PublicUser, 'role'>> & { role: Pick<UserRole, 'type'> & Partial<UserRole> };

export type Session =
  | { status: 'unknown'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

/** Why the last session ended, for the notice shown afterwards; null after a plain start-up. */
export type SessionEnd = 'logout' | 'inactivity' | 'expired' | 'elsewhere';

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const nullableText = (value: unknown) => (typeof value === 'string' ? value : null);

function toPublicUser(input: SessionUserInput): SessionUser {
  const bookmarks = Array.isArray(input.bookmarkedDatasets) ? input.bookmarkedDatasets : [];
  return {
    id: typeof input.id === 'number' ? input.id : 0,
    documentId: text(input.documentId),
    email: text(input.email),
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    organization: nullableText(input.organization),
    organizationType: nullableText(input.organizationType),
    country: nullableText(input.country),
    receiveNewsAndUpdates: input.receiveNewsAndUpdates === true,
    locale: text(input.locale) || DEFAULT_LOCALE,
    notificationFrequency: isNotificationFrequency(input.notificationFrequency)
      ? input.notificationFrequency
      : DEFAULT_NOTIFICATION_FREQUENCY,
    confirmed: input.confirmed !== false,
    role: { type: input.role.type, name: text(input.role.name, input.role.type) },
    bookmarkedDatasets: bookmarks.filter((item) => isRecord(item) && typeof item.documentId === 'string'),
  };
}

export const UNKNOWN_SESSION: Session = { status: 'unknown', user: null };
export const ANONYMOUS_SESSION: Session = { status: 'anonymous', user: null };
export const authenticatedSession = (user: SessionUserInput): Session => ({
  status: 'authenticated',
  user: toPublicUser(user),
});

/**
 * The user-status answer is `{ data: { loggedIn, user } }` (docs/api/auth.md); the user itself,
 * enveloped or not, is accepted too. Anything without a known role type is no user.
 */
export function toSessionUser(body: unknown): SessionUser | null {
  const unwrapped = isRecord(body) && 'data' in body ? body.data : body;
  const candidate = isRecord(unwrapped) && isRecord(unwrapped.user) ? unwrapped.user : unwrapped;
  if (!isRecord(candidate) || !isRecord(candidate.role) || !isRoleType(candidate.role.type)) return null;
  return toPublicUser(candidate as SessionUserInput);
}

export async function fetchSessionUser(signal?: AbortSignal, locale?: string): Promise<SessionUser | null> {
  const body = await apiClient.post<unknown>(apiPaths.auth.userStatus, {
    raw: true,
    signal,
    query: locale ? { locale } : undefined,
  });
  return toSessionUser(body);
}

// ---------------------------------------------------------------------------------------------
// Cached user data

/** Queries holding the signed-in user's data start with this key (`['user', 'requests', …]`). */
export const USER_DATA_KEY = 'user';

/** A user-data query: key `['user', …]`, or any query created with `meta: { userData: true }`. */
const isUserDataQuery = (query: Query): boolean => query.queryKey[0] === USER_DATA_KEY || query.meta?.userData === true;

/** Drops every cached query of the signed-in user (logout, expired session). */
function clearUserData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: isUserDataQuery });
  queryClient.removeQueries({ predicate: isUserDataQuery });
}

// ---------------------------------------------------------------------------------------------
// Other tabs share the refresh cookie, so they share the session: a logout in one tab ends it in
// all of them, and activity in one tab keeps the others from logging everybody out for
// inactivity. The storage event carries both to the other tabs (never to the writing one).

const SIGNED_OUT_KEY = 'portal.session.signedOut';
const ACTIVITY_KEY = 'portal.session.activity';
/** Activity is shared with the other tabs at most this often. */
const SHARE_ACTIVITY_MS = 5_000;

function announce(key: string): void {
  try {
    globalThis.localStorage?.setItem(key, String(Date.now()));
  } catch {
    // Storage can be unavailable (privacy modes); each tab then keeps its own clock.
  }
}

// ---------------------------------------------------------------------------------------------
// Provider

export type SessionTiming = {
  refreshIntervalMs: number;
  inactivityTimeoutMs: number;
  warningBeforeMs?: number;
};

type SessionContextValue = {
  session: Session;
  setSession: (session: Session) => void;
  /** Asks the back end who is signed in (POST /api/user-status). */
  reload: (signal?: AbortSignal) => Promise<void>;
  /** Starts the session the code step (or a login without it) returned. */
  signIn: (response: SessionResponse) => void;
  /** POST /api/logout, then forgets the token and every cached user query. */
  signOut: (reason?: Extract<SessionEnd, 'logout' | 'inactivity'>) => Promise<void>;
  /** Replaces the signed-in user (after a profile edit or a bookmark change). */
  updateUser: (update: SessionUser | ((user: SessionUser) => SessionUser)) => void;
  /** Why the last session ended (inactivity, expiry …); cleared by `acknowledgeEnd` or a new login. */
  ended: SessionEnd | null;
  acknowledgeEnd: () => void;
  /** The inactivity warning: its logout time while it shows, else null. */
  warningDeadline: number | null;
  /** "Stay signed in": hides the warning and restarts the inactivity period. */
  staySignedIn: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

type SessionProviderProps = {
  /** Skips the start-up check; used by tests and by anything that already knows the session. */
  initialSession?: Session;
  /** Refresh interval and inactivity timeout; the environment's by default. */
  timing?: SessionTiming;
  children: ReactNode;
};

const DEFAULT_TIMING: SessionTiming = {
  refreshIntervalMs: env.tokenRefreshIntervalMs,
  inactivityTimeoutMs: env.inactivityTimeoutMs,
  warningBeforeMs: INACTIVITY_WARNING_MS,
};

/** Logout must not hang on an unreachable server: the local session ends regardless. */
const LOGOUT_TIMEOUT_MS = 5_000;

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

/**
 * The session of spec §4 and docs/api/auth.md: checked at start-up; the access token lives in
 * memory and is renewed on an interval and after a 401; a refused renewal logs out; so does
 * inactivity, with a warning a minute before; logging out clears the cached user data.
 */
export function SessionProvider({ initialSession, timing = DEFAULT_TIMING, children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  // Nobody signed in from this browser (or the last session here ended): anonymous at once,
  // without a call that could only answer 401.
  const [session, setSessionState] = useState<Session>(
    () => initialSession ?? (hasSessionHint() ? UNKNOWN_SESSION : ANONYMOUS_SESSION),
  );
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const [warningDeadline, setWarningDeadline] = useState<number | null>(null);
  const checkAtStartup = useRef(initialSession === undefined && session.status === 'unknown');
  // Read by callbacks that outlive a render (timers, storage events); every status change goes
  // through setSession, which keeps it current (updateUser changes the user, never the status).
  const statusRef = useRef(session.status);
  const timersRef = useRef<SessionTimers | null>(null);

  const setSession = useCallback((next: Session) => {
    statusRef.current = next.status;
    // The next page load checks the session only if this one ended signed in.
    if (next.status !== 'unknown') setSessionHint(next.status === 'authenticated');
    setSessionState(next);
  }, []);

  /** Ends the session locally: no token, no user data, no timers. */
  const endLocally = useCallback(
    (reason: SessionEnd | null) => {
      timersRef.current?.stop();
      setWarningDeadline(null);
      setAccessToken(null);
      clearUserData(queryClient);
      setSession(ANONYMOUS_SESSION);
      setEnded(reason);
    },
    [queryClient, setSession],
  );

  const signOut = useCallback(
    async (reason: Extract<SessionEnd, 'logout' | 'inactivity'> = 'logout') => {
      const wasSignedIn = statusRef.current === 'authenticated';
      timersRef.current?.stop();
      clearUserData(queryClient);
      setWarningDeadline(null);
      setSession(ANONYMOUS_SESSION);
      setEnded(wasSignedIn ? reason : null);
      announce(SIGNED_OUT_KEY);
      try {
        // Sent with the token still in memory, so the server ends this login's session family.
        await apiClient.post<unknown>(apiPaths.auth.logout, {
          skipUnauthorizedHandler: true,
          signal: timeoutSignal(LOGOUT_TIMEOUT_MS),
        });
      } catch {
        // The local session is over either way; the refresh cookie expires on its own.
      } finally {
        setAccessToken(null);
      }
    },
    [queryClient, setSession],
  );

  // The inactivity timer calls the latest signOut without restarting the timers when it changes.
  const signOutForInactivity = useEffectEvent(() => void signOut('inactivity'));

  // The API client asks this module for the token and for a refresh after a 401.
  useEffect(
    () =>
      installAuthWiring({
        onSessionRejected: () => {
          // At start-up "rejected" just means nobody is signed in: no notice for that.
          if (statusRef.current === 'authenticated') endLocally('expired');
        },
      }),
    [endLocally],
  );

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      try {
        // After a page load only the refresh cookie is left: renew first, so user-status is asked
        // with a token and does not answer 401 on the way.
        if (!getAccessToken() && (await refreshAccessToken()) === 'rejected') {
          if (!signal?.aborted) setSession(ANONYMOUS_SESSION);
          return;
        }
        const user = await fetchSessionUser(signal);
        if (signal?.aborted) return;
        setSession(user ? authenticatedSession(user) : ANONYMOUS_SESSION);
      } catch {
        // Spec §4/§8: user-status errors are swallowed; an unverifiable session is no session.
        if (!signal?.aborted) setSession(ANONYMOUS_SESSION);
      }
    },
    [setSession],
  );

  useEffect(() => {
    if (!checkAtStartup.current) return;
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  const signIn = useCallback(
    (response: SessionResponse) => {
      const user = toSessionUser({ user: response.user });
      if (!user || typeof response.jwt !== 'string' || response.jwt === '') throw invalidResponse();
      setAccessToken(response.jwt);
      // Whatever an earlier user left in the cache is not this user's.
      clearUserData(queryClient);
      setEnded(null);
      setSession(authenticatedSession(user));
    },
    [queryClient, setSession],
  );

  const updateUser = useCallback((update: SessionUser | ((user: SessionUser) => SessionUser)) => {
    setSessionState((current) => {
      if (current.status !== 'authenticated') return current;
      const next = typeof update === 'function' ? update(current.user) : update;
      return authenticatedSession(next);
    });
  }, []);

  const authenticated = session.status === 'authenticated';
  const { refreshIntervalMs, inactivityTimeoutMs, warningBeforeMs } = timing;

  useEffect(() => {
    if (!authenticated) return;
    const timers = createSessionTimers({
      refreshIntervalMs,
      inactivityTimeoutMs,
      warningBeforeMs,
      // Only a refusal ends the session; a network hiccup is retried at the next tick.
      refresh: async () => (await refreshAccessToken()) !== 'rejected',
      onRefreshFailed: () => endLocally('expired'),
      onWarning: (deadline) => setWarningDeadline(deadline),
      onTimeout: () => signOutForInactivity(),
    });
    timersRef.current = timers;
    timers.start();
    let sharedAt = 0;
    const stopListening = listenForActivity(() => {
      timers.recordActivity();
      if (Date.now() - sharedAt >= SHARE_ACTIVITY_MS) {
        sharedAt = Date.now();
        announce(ACTIVITY_KEY);
      }
    });
    // The user is busy in another tab: this one restarts its period too (and drops its warning).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACTIVITY_KEY) return;
      timers.staySignedIn();
      setWarningDeadline(null);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      stopListening();
      timers.stop();
      if (timersRef.current === timers) timersRef.current = null;
    };
  }, [authenticated, refreshIntervalMs, inactivityTimeoutMs, warningBeforeMs, endLocally]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SIGNED_OUT_KEY && statusRef.current === 'authenticated') endLocally('elsewhere');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endLocally]);

  const staySignedIn = useCallback(() => {
    timersRef.current?.staySignedIn();
    setWarningDeadline(null);
  }, []);

  const acknowledgeEnd = useCallback(() => setEnded(null), []);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      setSession,
      reload,
      signIn,
      signOut,
      updateUser,
      ended,
      acknowledgeEnd,
      warningDeadline,
      staySignedIn,
    }),
    [session, setSession, reload, signIn, signOut, updateUser, ended, acknowledgeEnd, warningDeadline, staySignedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
