/**
 * The account routes that replace users-permissions' own /auth/* routes. All are public
 * (`auth: false`): they identify the user by credentials, a code, or the refresh cookie, never
 * by a role grant; each is rate limited in its service.
 */
const publicRoute = (method: 'GET' | 'POST', path: string, action: string) => ({
  method,
  path,
  handler: `portalAuth.${action}`,
  config: { auth: false as const, prefix: '' },
});

export const portalAuthRoutes = [
  publicRoute('POST', '/auth/local/register', 'register'),
  publicRoute('GET', '/auth/email-confirmation', 'emailConfirmation'),
  publicRoute('POST', '/auth/resend-email-confirmation', 'resendEmailConfirmation'),
  publicRoute('POST', '/auth/local', 'login'),
  publicRoute('GET', '/auth/unlock-account', 'unlockAccount'),
  publicRoute('POST', '/auth/verifyOneTimePassword', 'verifyOneTimePassword'),
  publicRoute('POST', '/auth/resendOneTimePassword', 'resendOneTimePassword'),
  publicRoute('POST', '/auth/refreshToken', 'refreshToken'),
  publicRoute('POST', '/logout', 'logout'),
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
