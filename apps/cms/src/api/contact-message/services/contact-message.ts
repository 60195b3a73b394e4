import { z } from 'zod';
import { factories, type Core } from '@strapi/strapi';
import { contactMessages, createContactMessageSchema, CONTACT_HONEYPOT_FIELD, DEFAULT_LOCALE } from '@portal/shared';
import { parseBody } from '../../../platform/http/parse-body';
import { portalEnv } from '../../../platform/env/env';
import { listLocaleCodes } from '../../../modules/content';
import { errors } from '../../../platform/http/strapi-errors';
import { confirmationMail, inboxMail, type ContactMail, type ContactMailInput } from '../../../modules/contact';

const UID = 'api::contact-message.contact-message';

type Option = { value: string; label: string };
type ContactContent = { contactReasonOptions?: Option[]; organizationTypeOptions?: Option[] } | null;

const localeField = z.object({ locale: z.unknown() });

export const contactInbox = () => portalEnv().mail.contactInbox;

/** The body's locale if the CMS serves it; a malformed or unknown one is a field error. */
async function resolveLocale(strapi: Core.Strapi, body: unknown): Promise<string> {
  const raw = localeField.safeParse(body).data?.locale;
  if (raw === undefined || raw === null || raw === '') return DEFAULT_LOCALE;
  if (typeof raw === 'string' && (await listLocaleCodes(strapi)).includes(raw)) return raw;
  const message = contactMessages(DEFAULT_LOCALE).localeInvalid;
  throw new errors.ValidationError(message, { errors: [{ path: ['locale'], message, name: 'ValidationError' }] });
}

const labelOf = (options: Option[], value: string) => options.find((option) => option.value === value)?.label ?? value;

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Validates a contact message against the shared schema with the reasons and organization
   * types of the contact-us content in the message's locale, stores it for staff (admin panel),
   * and e-mails the portal inbox and the sender. A filled honeypot gets the same answer and
   * nothing else. Invalid input throws a 400 ValidationError with `details.errors`.
   */
  async submit(body: unknown): Promise<void> {
    const locale = await resolveLocale(strapi, body);
    const content = (await strapi.documents('api::contact-us.contact-us').findFirst({
      locale,
      status: 'published',
      populate: { contactReasonOptions: true, organizationTypeOptions: true },
    })) as ContactContent;
    const reasons = content?.contactReasonOptions ?? [];
    const organizationTypes = content?.organizationTypeOptions ?? [];

    const schema = createContactMessageSchema({
      reasons: reasons.map((option) => option.value),
      organizationTypes: organizationTypes.map((option) => option.value),
      messages: contactMessages(locale),
    });
    const data = parseBody(schema, body);

    if (data[CONTACT_HONEYPOT_FIELD]?.trim()) {
      strapi.log.info('Contact form: honeypot filled, message dropped.');
      return;
    }

    const stored = (await strapi.documents(UID).create({
      data: {
        name: data.name,
        email: data.email,
        organization: data.organization,
        organizationType: data.organizationType,
        reason: data.reason,
        message: data.message,
        locale,
      },
    })) as { createdAt?: string };

    const mailInput: ContactMailInput = {
      ...data,
      organizationType: labelOf(organizationTypes, data.organizationType),
      organizationTypeValue: data.organizationType,
      reason: labelOf(reasons, data.reason),
      reasonValue: data.reason,
      locale,
      receivedAt: stored.createdAt ? new Date(stored.createdAt) : new Date(),
    };
    // The message is stored (staff see it in the admin panel) whatever happens to the e-mails,
    // so a mail failure is logged, not reported to the sender as a failure.
    const [inbox, confirmation] = await Promise.all([
      inboxMail(strapi, mailInput),
      confirmationMail(strapi, mailInput),
    ]);
    await Promise.all([this.deliver(contactInbox(), inbox, data.email), this.deliver(data.email, confirmation)]);
  },

  async deliver(to: string, mail: ContactMail, replyTo?: string): Promise<void> {
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({ to, subject: mail.subject, text: mail.text, html: mail.html, ...(replyTo ? { replyTo } : {}) });
    } catch (error) {
      strapi.log.error(
        `Contact form: could not send "${mail.subject}" to ${to}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  },
}));
