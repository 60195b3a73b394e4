/**
 * The account routes that replace users-permissions' own /auth/* routes. All are public
 * (`auth: false`): they identify the user by credentials, a code, or the refresh cookie, never
 * by a role grant; each is rate limited in its service.
 */
const publicRoute = (method: 'GET' | 'POST', path: string, action: string, policies: string[] = []) => ({
  method,
  path,
  handler: `portalAuth.${action}`,
  config: { auth: false as const, prefix: '', policies },
});

/** The routes that start, send a code for, refresh or end a session: they need HTTPS when the cookies are `Secure`. */
const SESSION_CHANNEL = ['global::secure-channel'];

export const portalAuthRoutes = [
  publicRoute('POST', '/auth/local/register', 'register'),
  publicRoute('GET', '/auth/email-confirmation', 'emailConfirmation'),
  publicRoute('POST', '/auth/resend-email-confirmation', 'resendEmailConfirmation'),
  publicRoute('POST', '/auth/local', 'login', SESSION_CHANNEL),
  publicRoute('GET', '/auth/unlock-account', 'unlockAccount'),
  publicRoute('POST', '/auth/verifyOneTimePassword', 'verifyOneTimePassword', SESSION_CHANNEL),
  publicRoute('POST', '/auth/resendOneTimePassword', 'resendOneTimePassword', SESSION_CHANNEL),
  publicRoute('POST', '/auth/refreshToken', 'refreshToken', SESSION_CHANNEL),
  publicRoute('POST', '/logout', 'logout', SESSION_CHANNEL),
  publicRoute('POST', '/auth/forgot-password', 'forgotPassword'),
  publicRoute('POST', '/auth/reset-password', 'resetPassword'),
];

/**
 * users-permissions routes that stay: /users, /users/me, /roles, /permissions (each needs an
 * explicit grant). Everything under /auth and /connect is replaced or dropped: the built-in
 * login would skip the second step, the built-in refresh has no reuse detection, and no
 * third-party provider is configured.
 */
export function keepBuiltInRoute(route: { path: string }): boolean {
  return !route.path.startsWith('/auth/') && !route.path.startsWith('/connect/');
}
