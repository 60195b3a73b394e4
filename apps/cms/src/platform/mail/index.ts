/**
 * The e-mails (docs/email.md): messages in ICU MessageFormat, one catalog per locale, one MJML
 * layout, editors' overrides from the admin. The rest of the CMS sends mail through this entry.
 */
export { renderMessage, sendMessageInBackground, type OverrideMemo } from './message';
export { closeMail, OUTBOX_SEND_LANES, sendMail } from './send';
export type { Mail } from './templates';
export { isMailId, type MailVarsOf } from './catalog';

// What a caller needs to build a mail from data (the outbox's rows): the ids, and the types of
// the options and of a digest's items, so what it stores is checked where it is written.
/** @public */
export { MAIL_IDS } from './catalog';
/** @public */
export type { DigestItem, MailId } from './catalog';
/** @public */
export type { RenderOptions } from './render';
