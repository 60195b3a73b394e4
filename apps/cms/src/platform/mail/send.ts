import type { Core } from '@strapi/strapi';
import type { Mail } from './templates';

/** How many mails the notification outbox sends at once. */
export const OUTBOX_SEND_LANES = 4;

/**
 * How many SMTP connections an instance keeps open to the mail server (nodemailer's pool,
 * config/plugins.ts): each mail reuses an open connection instead of paying a connection, the
 * server's greeting and EHLO (and TLS where the server asks for it) of its own. One more than the
 * outbox's lanes, so a sign-in code never waits behind a backlog of notices.
 */
export const SMTP_CONNECTIONS = OUTBOX_SEND_LANES + 1;

/** Sends through the email plugin (nodemailer, SMTP from env: config/plugins.ts). */
export async function sendMail(
  strapi: Core.Strapi,
  to: string,
  mail: Mail,
  headers?: Record<string, string>,
): Promise<void> {
  await strapi
    .plugin('email')
    .service('email')
    .send({ to, subject: mail.subject, text: mail.text, html: mail.html, ...(headers ? { headers } : {}) });
}

/**
 * Sends without making the caller wait: used where the answer must not depend on whether an
 * account exists (forgot password, resend confirmation), so the response time does not tell.
 * A failure is logged, never reported to the client.
 */
export function sendMailInBackground(strapi: Core.Strapi, to: string, mail: Mail, what: string): void {
  sendMail(strapi, to, mail).catch((error: unknown) => {
    strapi.log.error(`Could not send the ${what} e-mail: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/**
 * Closes the pooled SMTP connections, on shutdown after the outbox's last run: an open connection
 * would keep the mail server's session (and the process) waiting for mail that will not come.
 */
export function closeMail(strapi: Core.Strapi): void {
  const provider = strapi.plugin('email')?.provider as { close?: () => void } | undefined;
  provider?.close?.();
}
