import type { Core } from '@strapi/strapi';
import { notifyAfterAction, notifySubmitted } from './notify';
import type { Actor, LoadedRequest } from '../workflow/types';

/**
 * The mails of a command, derived from the event it appended (docs/workflow.md, "Who is told"):
 * called after the command's transaction committed. Never throws.
 */
export async function notifyEvent(
  strapi: Core.Strapi,
  input: {
    action: string;
    request: LoadedRequest;
    actor: Actor;
    note: string | null;
    from: { requestStatus?: string | null } | null;
  },
): Promise<void> {
  if (input.action === 'submit') {
    await notifySubmitted(strapi, { format: input.request.format, documentId: input.request.documentId });
    return;
  }
  await notifyAfterAction(strapi, input);
}
