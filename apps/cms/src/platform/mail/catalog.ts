/**
 * The e-mail catalogs: every message's text, once per locale (catalogs/en.ts, catalogs/fr.ts).
 * A body is a list of paragraphs; `{name}` inserts a value, and a paragraph that is exactly one
 * of the block tokens renders a block:
 *   [link]    the `link` value on a line of its own (a clickable link in HTML); [link:x] the `x` value
 *   [code]    the `code` value, large (one-time passwords)
 *   [note]    the `note` value as a quotation; the paragraph is left out when there is no note
 *   [message] the `message` value (user text, several paragraphs) as a quotation
 *   [fields]  the `fields` value: label / value rows, labels from the catalog's `fieldLabels`
 * Values are escaped when put into HTML (render.ts).
 */
export const MAIL_IDS = [
  'oneTimePassword',
  'emailConfirmation',
  'resetPassword',
  'loginAttempts',
  'requestSubmittedApplicant',
  'requestSubmittedStaff',
  'requestAssigned',
  'informationRequested',
  'requestApproved',
  'requestDenied',
  'contractReady',
  'requestAmended',
  'contractSigned',
  'requestCompleted',
  'requestPublished',
  'contactInbox',
  'contactConfirmation',
] as const;

export type MailId = (typeof MAIL_IDS)[number];

export const MAIL_LOCALES = ['en', 'fr'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

export const FIELD_LABELS = [
  'name',
  'email',
  'organization',
  'organizationType',
  'reason',
  'language',
  'received',
] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number];

interface MailText {
  subject: string;
  body: readonly string[];
}

export interface MailCatalog {
  /** The signature under every message. */
  portal: string;
  /** Greeting without and with a first name (`{name}`). */
  hello: string;
  helloNamed: string;
  fieldLabels: Record<FieldLabel, string>;
  mails: Record<MailId, MailText>;
}
