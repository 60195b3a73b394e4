import type { Core } from '@strapi/strapi';
import type { Mail } from './templates';

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
