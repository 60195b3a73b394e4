/**
 * The accounts module: two-step login, sessions and token refresh, the signed-in principal,
 * registration, confirmation and password resets (docs/api/auth.md).
 * Its public entry: the rest of the CMS imports the module from here only (docs/architecture.md).
 */
export {
  ACCOUNT_MESSAGES,
  confirmEmail,
  forgotPassword,
  register,
  resendConfirmation,
  resetPassword,
} from './accounts';
export { requestLocale } from './auth/locale';
export { refusedOnThisChannel, warnOfInsecureChannel } from './auth/secure-channel';
export { DATASET_UID, USER_UID, bookmarkedDatasetsOf, loadPublicUser, loadUser, toStaffUser } from './auth/public-user';
export type { UserRow } from './auth/public-user';
export { NOT_LOGGED_IN, authenticatedUser } from './auth/session-strategy';
export { REFRESH_COOKIE_NAME, authSettings } from './auth/settings';
export { enforceAccountSettings, subscribeUserLifecycles } from './lifecycles';
export { setPasswordHashCost } from './password-hash-cost';
export { CHALLENGE_UID, passwordStep, resendOneTimePassword, unlockFromLink, verifyOneTimePassword } from './login';
export {
  accessTokenClaims,
  endSession,
  ensureSessionIndexes,
  refreshSession,
  sessionManager,
  withSecretKeyOrigin,
} from './sessions';
