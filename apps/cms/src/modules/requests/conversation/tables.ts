import type { Core } from '@strapi/strapi';
import { ensureIndexes } from '../../../platform/database/indexes';

/**
 * The conversation's two tables (content types without an API, docs/workflow.md "Conversations"):
 * the messages and, per person and request, until when they have read.
 */
export const MESSAGE_UID = 'api::request-message.request-message';
export const MESSAGE_READ_UID = 'api::message-read.message-read';

/**
 * - messages by request and time: a thread in order, and the unread count of a page of requests;
 * - one read marker per person and request (unique: two tabs opening a thread at once write one).
 */
export async function ensureConversationIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi, [
    {
      name: 'portal_request_messages_thread_ix',
      uid: MESSAGE_UID,
      attributes: ['requestDocumentId', 'format', 'createdAt'],
    },
    {
      name: 'portal_message_reads_reader_ux',
      uid: MESSAGE_READ_UID,
      attributes: ['userId', 'requestDocumentId', 'format'],
      unique: true,
    },
  ]);
}
