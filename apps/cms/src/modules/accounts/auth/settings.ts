import { portalEnv, type PortalEnv } from '../../../platform/env/env';

/**
 * Account and session settings, from the validated environment (../env.ts). docs/api/auth.md
 * lists the variables.
 */
export type AuthSettings = PortalEnv['auth'] & {
  /** Public origin of the SPA, for links and redirects in e-mails. */
  webUrl: string;
};

export function authSettings(): AuthSettings {
  const env = portalEnv();
  return { webUrl: env.webUrl, ...env.auth };
}

/** Lifetimes of the users-permissions session manager (config/plugins.ts), in seconds. */
export function sessionLifespans(): PortalEnv['sessions'] {
  return portalEnv().sessions;
}

export const REFRESH_COOKIE_NAME = 'portal_refresh';
/** The cookie must reach /api/auth/refreshToken and /api/logout. */
export const REFRESH_COOKIE_PATH = '/api';

export function refreshCookieSecure(): boolean {
  return portalEnv().cookieSecure;
}
