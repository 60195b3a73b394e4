/**
 * Whether this browser may hold a session, readable without asking the server. The refresh
 * cookie is httpOnly, so the SPA cannot see it; without this flag the start-up check would call
 * POST /api/user-status and POST /api/auth/refreshToken for every anonymous visitor, and both
 * answer 401 (a console error on every public page). The flag holds no secret: it only says that
 * a check is worth making (docs/decisions.md, "Performance: public SPA").
 */
const SESSION_HINT_KEY = 'portal.session.present';

export function hasSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage unavailable (privacy modes): check with the server, as before the flag existed.
    return true;
  }
}

export function setSessionHint(present: boolean): void {
  try {
    if (present) globalThis.localStorage?.setItem(SESSION_HINT_KEY, '1');
    else globalThis.localStorage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Nothing to remember without storage.
  }
}
