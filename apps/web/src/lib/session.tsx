import { isRoleType, type User, type UserRole } from '@portal/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';

/** Only the role type is relied on; the rest of the profile depends on what user-status returns. */
export type SessionUser = Partial<Omit<User, 'role'>> & { role: Pick<UserRole, 'type'> & Partial<UserRole> };

export type Session =
  | { status: 'unknown'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

export const UNKNOWN_SESSION: Session = { status: 'unknown', user: null };
export const ANONYMOUS_SESSION: Session = { status: 'anonymous', user: null };
export const authenticatedSession = (user: SessionUser): Session => ({ status: 'authenticated', user });

type SessionContextValue = {
  session: Session;
  setSession: (session: Session) => void;
  /** Asks the back end again (after login, logout or a refresh). */
  reload: (signal?: AbortSignal) => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The user-status payload is not pinned down by the spec, so accept the user itself or
 * `{ user }`, enveloped in `data` or not, and reject anything without a known role type.
 */
export function toSessionUser(body: unknown): SessionUser | null {
  const unwrapped = isRecord(body) && 'data' in body ? body.data : body;
  const candidate = isRecord(unwrapped) && isRecord(unwrapped.user) ? unwrapped.user : unwrapped;
  if (!isRecord(candidate) || !isRecord(candidate.role) || !isRoleType(candidate.role.type)) return null;
  return candidate as SessionUser;
}

export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  return toSessionUser(await apiClient.post<unknown>(apiPaths.auth.userStatus, { raw: true, signal }));
}

type SessionProviderProps = {
  /** Skips the start-up check; used by tests and by anything that already knows the session. */
  initialSession?: Session;
  children: ReactNode;
};

export function SessionProvider({ initialSession, children }: SessionProviderProps) {
  const [session, setSession] = useState<Session>(initialSession ?? UNKNOWN_SESSION);
  const checkAtStartup = useRef(initialSession === undefined);

  const reload = useCallback(async (signal?: AbortSignal) => {
    try {
      const user = await fetchSessionUser(signal);
      setSession(user ? authenticatedSession(user) : ANONYMOUS_SESSION);
    } catch {
      // Spec §4/§8: user-status errors are swallowed; an unverifiable session is no session.
      if (!signal?.aborted) setSession(ANONYMOUS_SESSION);
    }
  }, []);

  useEffect(() => {
    if (!checkAtStartup.current) return;
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  const value = useMemo(() => ({ session, setSession, reload }), [session, reload]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
