/**
 * The account e-mails, in the reader's language: one template per message, its text in the
 * catalogs (catalog.ts, catalogs/<locale>.ts), rendered by render.ts (HTML-escaped; links and
 * codes on a line of their own so a mail client — or the tests' SMTP capture — finds them).
 */
import { renderMail, type Mail } from './render';
import type { MailLocale } from './catalog';

export type { Mail } from './render';
export type { MailLocale } from './catalog';

export function oneTimePasswordMail(input: {
  locale: MailLocale;
  firstName?: string | null;
  code: string;
  ttlMinutes: number;
}): Mail {
  const { locale, ...vars } = input;
  return renderMail('oneTimePassword', vars, { locales: [locale] });
}

export function emailConfirmationMail(input: { locale: MailLocale; firstName?: string | null; link: string }): Mail {
  const { locale, ...vars } = input;
  return renderMail('emailConfirmation', vars, { locales: [locale] });
}

export function resetPasswordMail(input: {
  locale: MailLocale;
  firstName?: string | null;
  link: string;
  ttlMinutes: number;
}): Mail {
  const { locale, ...vars } = input;
  return renderMail('resetPassword', vars, { locales: [locale] });
}

export function loginAttemptsMail(input: {
  locale: MailLocale;
  firstName?: string | null;
  count: number;
  link: string;
}): Mail {
  const { locale, ...vars } = input;
  return renderMail('loginAttempts', vars, { locales: [locale] });
}
