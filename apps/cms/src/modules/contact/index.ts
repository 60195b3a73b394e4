/**
 * The contact module: the contact form's mails and its rate limit.
 * Its public entry: the rest of the CMS imports the module from here only (docs/architecture.md).
 */
export { confirmationMail, inboxMail } from './mails';
export type { ContactMail, ContactMailInput } from './mails';
export { contactRateLimit } from './rate-limit';
