import { ACCOUNT_MESSAGES, PASSWORD_PATTERNS } from '@portal/shared';

import type { MessageKey, Translate } from '@/lib/i18n';

/**
 * The shared schemas speak English (ACCOUNT_MESSAGES, also what the server answers). Forms without
 * CMS content (login, code, forgot and reset password) show these messages in the page's language.
 */
const KEYS: ReadonlyArray<readonly [string, MessageKey]> = [
  [ACCOUNT_MESSAGES.identifierRequired, 'auth.rule.emailRequired'],
  [ACCOUNT_MESSAGES.emailRequired, 'auth.rule.emailRequired'],
  [ACCOUNT_MESSAGES.emailInvalid, 'auth.rule.emailInvalid'],
  [ACCOUNT_MESSAGES.emailMax, 'auth.rule.emailMax'],
  [ACCOUNT_MESSAGES.loginPasswordRequired, 'auth.rule.loginPasswordRequired'],
  [ACCOUNT_MESSAGES.passwordRequired, 'auth.rule.passwordRequired'],
  [ACCOUNT_MESSAGES.passwordMin, 'auth.rule.passwordMin'],
  [ACCOUNT_MESSAGES.passwordMax, 'auth.rule.passwordMax'],
  [PASSWORD_PATTERNS[0].message, 'auth.rule.passwordLetter'],
  [PASSWORD_PATTERNS[1].message, 'auth.rule.passwordDigit'],
  [ACCOUNT_MESSAGES.confirmPasswordRequired, 'auth.rule.confirmPasswordRequired'],
  [ACCOUNT_MESSAGES.confirmPasswordMismatch, 'auth.rule.passwordsDoNotMatch'],
  [ACCOUNT_MESSAGES.passwordsDoNotMatch, 'auth.rule.passwordsDoNotMatch'],
  [ACCOUNT_MESSAGES.otpCodeInvalid, 'auth.rule.otpCodeInvalid'],
  [ACCOUNT_MESSAGES.otpTokenRequired, 'auth.rule.otpTokenRequired'],
];

const BY_MESSAGE = new Map(KEYS);

/** The translation of a known shared message; anything else (a server message) as is. */
export function localizeAccountMessage(t: Translate, message: string): string {
  const key = BY_MESSAGE.get(message);
  return key ? t(key) : message;
}
