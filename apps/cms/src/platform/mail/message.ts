import type { Core } from '@strapi/strapi';
import { mailLocaleOf, type MailId, type MailVarsOf } from './catalog';
import {
  checkMailVariables,
  renderMail,
  renderMailWithTexts,
  splitParagraphs,
  type MailTexts,
  type RenderOptions,
} from './render';
import { sendMailInBackground } from './send';
import type { Mail } from './templates';

/** Editors' versions of the messages, one per message and locale (docs/email.md). */
const EMAIL_TEMPLATE_UID = 'api::email-template.email-template';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The overrides a batch of mails has read, by message and locale: a sender of many mails (the
 * outbox's run) reads each one once. Without one, every mail reads its own.
 */
export type OverrideMemo = Map<string, Promise<Partial<MailTexts> | null>>;

/**
 * The editor's texts for (message, locale), or null. Read for every mail (once per run of the
 * outbox), so a change in the admin shows on the next run. Should two entries name the same
 * message, the last edited wins.
 */
async function findOverride(strapi: Core.Strapi, id: MailId, locale: string): Promise<Partial<MailTexts> | null> {
  // The query engine: one SELECT, where the Document Service wraps its read in a transaction of
  // its own. The type has no drafts, so every row is the published entry of its locale.
  const row = (await strapi.db.query(EMAIL_TEMPLATE_UID).findOne({
    where: { locale, message: id },
    select: ['subject', 'body'],
    orderBy: { updatedAt: 'desc' },
  })) as { subject?: string | null; body?: string | null } | null;
  const subject = row?.subject?.trim();
  const body = row?.body ? splitParagraphs(row.body) : [];
  if (!subject && body.length === 0) return null;
  return { ...(subject ? { subject } : {}), ...(body.length > 0 ? { body } : {}) };
}

/**
 * Renders message `id` in the reader's locale with the editors' override from the admin when
 * there is one (its subject and/or body in place of the shipped ones), else the shipped text.
 * An override that cannot be used — an ICU syntax error, a variable the message does not have —
 * never stops a mail: the shipped text is sent and the problem logged, naming message and locale.
 */
export async function renderMessage<Id extends MailId>(
  strapi: Core.Strapi,
  id: Id,
  vars: MailVarsOf<Id>,
  options: RenderOptions = {},
  overrides?: OverrideMemo,
): Promise<Mail> {
  const locale = mailLocaleOf(options.locale);
  const rendering = { ...options, locale };
  // A wrong value is the caller's mistake, not the override's: it throws before any lookup.
  checkMailVariables(id, vars);
  let override: Partial<MailTexts> | null = null;
  try {
    const key = `${id}\u0000${locale}`;
    const read = overrides?.get(key) ?? findOverride(strapi, id, locale);
    overrides?.set(key, read);
    override = await read;
  } catch (error) {
    strapi.log.error(`Could not read the e-mail template override of "${id}" (${locale}): ${errorText(error)}`);
  }
  if (override) {
    try {
      return await renderMailWithTexts(id, vars, rendering, override);
    } catch (error) {
      strapi.log.error(
        `The e-mail template override of "${id}" (${locale}) is broken, the shipped text was sent instead: ${errorText(error)}`,
      );
    }
  }
  return renderMail(id, vars, rendering);
}

/**
 * Renders and sends without making the caller wait (sendMailInBackground): where the answer must
 * not depend on whether an account exists. A failure is logged, never reported to the client.
 */
export function sendMessageInBackground<Id extends MailId>(
  strapi: Core.Strapi,
  to: string,
  message: { id: Id; vars: MailVarsOf<Id>; options: RenderOptions },
  what: string,
): void {
  renderMessage(strapi, message.id, message.vars, message.options)
    .then((mail) => sendMailInBackground(strapi, to, mail, what))
    .catch((error: unknown) => strapi.log.error(`Could not render the ${what} e-mail: ${errorText(error)}`));
}
