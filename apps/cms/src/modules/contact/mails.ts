/**
 * The two e-mails of the contact form: the message for the portal team's inbox (English, for
 * staff) and a confirmation for the sender in the sender's language. Text from the e-mail
 * catalogs (platform/mail/catalogs), rendered and HTML-escaped by platform/mail/render.ts.
 */
import { renderMail, type Mail } from '../../platform/mail/render';

export type ContactMail = Mail;

export type ContactMailInput = {
  name: string;
  email: string;
  organization: string;
  /** Labels as the sender saw them (the stored values are in `*Value`). */
  organizationType: string;
  organizationTypeValue: string;
  reason: string;
  reasonValue: string;
  message: string;
  locale: string;
  receivedAt: Date;
};

/** To CONTACT_INBOX: everything the sender typed, labelled for staff (always in English). */
export function inboxMail(input: ContactMailInput): ContactMail {
  return renderMail(
    'contactInbox',
    { name: input.name, reason: input.reason, message: input.message },
    {
      locales: ['en'],
      fields: [
        ['name', input.name],
        ['email', input.email],
        ['organization', input.organization],
        ['organizationType', `${input.organizationType} (${input.organizationTypeValue})`],
        ['reason', `${input.reason} (${input.reasonValue})`],
        ['language', input.locale],
        ['received', input.receivedAt.toISOString()],
      ],
    },
  );
}

/** To the sender: we have it, when we answer, and a copy of what they wrote. */
export function confirmationMail(input: ContactMailInput): ContactMail {
  const fr = input.locale === 'fr' || input.locale.startsWith('fr-');
  return renderMail(
    'contactConfirmation',
    { name: input.name, reason: input.reason, message: input.message },
    { locales: [fr ? 'fr' : 'en'] },
  );
}
