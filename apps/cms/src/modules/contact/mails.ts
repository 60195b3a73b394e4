/**
 * The two e-mails of the contact form: the message for the portal team's inbox (English, for
 * staff) and a confirmation for the sender in the sender's language (platform/mail, with the
 * editors' overrides).
 */
import type { Core } from '@strapi/strapi';
import { renderMessage, type Mail } from '../../platform/mail';

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
export function inboxMail(strapi: Core.Strapi, input: ContactMailInput): Promise<ContactMail> {
  return renderMessage(
    strapi,
    'contactInbox',
    { name: input.name, reason: input.reason, message: input.message },
    {
      locale: 'en',
      fields: [
        ['name', input.name],
        ['email', input.email],
        ['organization', input.organization],
        ['organizationType', `${input.organizationType} (${input.organizationTypeValue})`],
        ['reason', `${input.reason} (${input.reasonValue})`],
        ['language', input.locale],
        ['received', input.receivedAt],
      ],
    },
  );
}

/** To the sender: we have it, when we answer, and a copy of what they wrote. */
export function confirmationMail(strapi: Core.Strapi, input: ContactMailInput): Promise<ContactMail> {
  return renderMessage(
    strapi,
    'contactConfirmation',
    { name: input.name, reason: input.reason, message: input.message },
    { locale: input.locale },
  );
}
