import { z } from 'zod';

/**
 * The contact-us form (POST /api/contact-us/send). The CMS validates the request with
 * `createContactMessageSchema` and the web form uses the very same schema, so both sides enforce
 * the same rules. The reason and the organization type must be values of the contact-us
 * content's `contactReasonOptions` / `organizationTypeOptions` for the request's locale: pass
 * them as `options`. Messages come in every UI language the portal ships (en, fr).
 */

export const CONTACT_FIELD_MAX_LENGTH = {
  name: 150,
  email: 254,
  organization: 200,
  organizationType: 100,
  reason: 100,
  message: 5000,
} as const;

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** Name of the honeypot field: hidden from people, so anything in it was typed by a bot. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_FIELDS = [
  'name',
  'email',
  'organization',
  'organizationType',
  'reason',
  'message',
  'consent',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactMessages = {
  nameRequired: string;
  nameMax: string;
  emailRequired: string;
  emailInvalid: string;
  emailMax: string;
  organizationRequired: string;
  organizationMax: string;
  organizationTypeRequired: string;
  organizationTypeInvalid: string;
  reasonRequired: string;
  reasonInvalid: string;
  messageRequired: string;
  messageMin: string;
  messageMax: string;
  consentRequired: string;
  localeInvalid: string;
};

export const CONTACT_MESSAGES = {
  en: {
    nameRequired: 'Enter your name.',
    nameMax: `Your name must be ${CONTACT_FIELD_MAX_LENGTH.name} characters or fewer.`,
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter an email address in the correct format, like name@example.org.',
    emailMax: `Your email address must be ${CONTACT_FIELD_MAX_LENGTH.email} characters or fewer.`,
    organizationRequired: 'Enter the name of your organization.',
    organizationMax: `The organization name must be ${CONTACT_FIELD_MAX_LENGTH.organization} characters or fewer.`,
    organizationTypeRequired: 'Select the type of your organization.',
    organizationTypeInvalid: 'Select one of the listed organization types.',
    reasonRequired: 'Select the reason for contacting us.',
    reasonInvalid: 'Select one of the listed reasons.',
    messageRequired: 'Enter your message.',
    messageMin: `Your message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters long.`,
    messageMax: `Your message must be ${CONTACT_FIELD_MAX_LENGTH.message} characters or fewer.`,
    consentRequired: 'Confirm that we may keep your message and contact details to answer you.',
    localeInvalid: 'The language of the message is not supported.',
  },
  fr: {
    nameRequired: 'Saisissez votre nom.',
    nameMax: `Votre nom doit comporter au plus ${CONTACT_FIELD_MAX_LENGTH.name} caractères.`,
    emailRequired: 'Saisissez votre adresse courriel.',
    emailInvalid: 'Saisissez une adresse courriel au bon format, par exemple nom@exemple.org.',
    emailMax: `Votre adresse courriel doit comporter au plus ${CONTACT_FIELD_MAX_LENGTH.email} caractères.`,
    organizationRequired: 'Saisissez le nom de votre organisation.',
    organizationMax: `Le nom de l’organisation doit comporter au plus ${CONTACT_FIELD_MAX_LENGTH.organization} caractères.`,
    organizationTypeRequired: 'Sélectionnez le type de votre organisation.',
    organizationTypeInvalid: 'Sélectionnez l’un des types d’organisation proposés.',
    reasonRequired: 'Sélectionnez le motif de votre message.',
    reasonInvalid: 'Sélectionnez l’un des motifs proposés.',
    messageRequired: 'Saisissez votre message.',
    messageMin: `Votre message doit comporter au moins ${CONTACT_MESSAGE_MIN_LENGTH} caractères.`,
    messageMax: `Votre message doit comporter au plus ${CONTACT_FIELD_MAX_LENGTH.message} caractères.`,
    consentRequired: 'Confirmez que nous pouvons conserver votre message et vos coordonnées pour vous répondre.',
    localeInvalid: 'La langue du message n’est pas prise en charge.',
  },
} as const satisfies Record<string, ContactMessages>;

/** Messages for a locale code: its language if the portal ships it, else English. */
export function contactMessages(locale: string | undefined): ContactMessages {
  const language = (locale ?? '').toLowerCase().split('-')[0] ?? '';
  return language in CONTACT_MESSAGES
    ? CONTACT_MESSAGES[language as keyof typeof CONTACT_MESSAGES]
    : CONTACT_MESSAGES.en;
}

export type ContactOptions = {
  /** Allowed `reason` values (contact-us `contactReasonOptions[].value`). */
  reasons?: readonly string[];
  /** Allowed `organizationType` values (contact-us `organizationTypeOptions[].value`). */
  organizationTypes?: readonly string[];
  /** Messages in the form's language (default English). */
  messages?: ContactMessages;
};

const LOCALE_CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

function text(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}

function choice(required: string, invalid: string, allowed: readonly string[] | undefined) {
  const base = z.string({ error: required }).trim().min(1, required).max(CONTACT_FIELD_MAX_LENGTH.reason, invalid);
  return allowed
    ? base.refine((value) => value === '' || allowed.includes(value), { message: invalid, abort: true })
    : base;
}

/**
 * The request body. Unknown keys are refused (strict). `consent` must be true. The honeypot
 * (`website`) is accepted so that a bot gets the ordinary answer; the server then drops the
 * message without storing or sending it.
 */
export function createContactMessageSchema({
  reasons,
  organizationTypes,
  messages = CONTACT_MESSAGES.en,
}: ContactOptions = {}) {
  const M = messages;
  return z.strictObject({
    name: text(M.nameRequired, CONTACT_FIELD_MAX_LENGTH.name, M.nameMax),
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, M.emailRequired)
      .max(CONTACT_FIELD_MAX_LENGTH.email, M.emailMax)
      .pipe(z.email({ error: M.emailInvalid })),
    organization: text(M.organizationRequired, CONTACT_FIELD_MAX_LENGTH.organization, M.organizationMax),
    organizationType: choice(M.organizationTypeRequired, M.organizationTypeInvalid, organizationTypes),
    reason: choice(M.reasonRequired, M.reasonInvalid, reasons),
    message: z
      .string({ error: M.messageRequired })
      .trim()
      .min(1, M.messageRequired)
      .min(CONTACT_MESSAGE_MIN_LENGTH, M.messageMin)
      .max(CONTACT_FIELD_MAX_LENGTH.message, M.messageMax),
    // A boolean in and out (a checkbox's value); only `true` passes.
    consent: z.boolean({ error: M.consentRequired }).refine((value) => value, { message: M.consentRequired }),
    locale: z.string().trim().regex(LOCALE_CODE, M.localeInvalid).optional(),
    [CONTACT_HONEYPOT_FIELD]: z.string().max(1000).optional(),
  });
}

/** Shape-only schema (any reason / organization type), e.g. to read the locale before loading the options. */
export const contactMessageSchema = createContactMessageSchema();

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;
