/**
 * How often a person hears about requests (the account's `notificationFrequency`): every notice
 * as it happens, gathered in a daily or weekly digest, or not at all. Security mail (sign-in
 * codes, password reset, unlock, e-mail confirmation) ignores it: it is always sent at once.
 */
export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily', 'weekly', 'off'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
export const DEFAULT_NOTIFICATION_FREQUENCY: NotificationFrequency = 'immediate';

export function isNotificationFrequency(value: unknown): value is NotificationFrequency {
  return typeof value === 'string' && (NOTIFICATION_FREQUENCIES as readonly string[]).includes(value);
}

/** A locale code as accounts store it (`en`, `fr`, `pt-BR`); the CMS checks it is one it serves. */
export const ACCOUNT_LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** POST /api/notifications/unsubscribe with a token that is forged, truncated or malformed (400). */
export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid.';
