import type { Core } from '@strapi/strapi';
import { isMailId, renderMessage, type Mail, type MailVarsOf, type OverrideMemo } from '../../platform/mail';
import { unsubscribePageUrl } from './links';
import type { NotificationRow } from './outbox';
import { unsubscribeToken } from './unsubscribe';

/**
 * A notice's mail in its reader's language, with the editors' override if any, and — for an
 * account — the footer line leading to the page that stops these mails.
 */
export async function renderNotice(
  strapi: Core.Strapi,
  row: Pick<NotificationRow, 'message' | 'vars' | 'locale' | 'userId'>,
  overrides?: OverrideMemo,
): Promise<Mail> {
  if (!isMailId(row.message)) throw new Error(`Unknown message "${row.message}"`);
  return renderMessage(
    strapi,
    row.message,
    (row.vars ?? {}) as MailVarsOf<typeof row.message>,
    {
      locale: row.locale,
      unsubscribeUrl: row.userId !== null ? unsubscribePageUrl(row.locale, unsubscribeToken(strapi, row.userId)) : null,
    },
    overrides,
  );
}
