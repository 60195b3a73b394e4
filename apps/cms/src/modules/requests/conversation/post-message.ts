import type { Core } from '@strapi/strapi';
import {
  INTERNAL_NOTE_EVENT,
  MESSAGE_ERRORS,
  MESSAGE_EVENT,
  MESSAGE_FILES_MAX,
  REQUEST_CLOSED_MESSAGE,
  isInternal,
  isOpenRequestStatus,
  mayWriteInternalNote,
  postMessageSchema,
  unwrapDataEnvelope,
  type PostMessageInput,
  type RequestFormat,
  type RequestMessage,
} from '@portal/shared';
import { parseBody } from '../../../platform/http/parse-body';
import { roleOf } from '../applicant/access';
import { readUploads, removeBlobs, storeBlobs, type UploadCtx } from '../files/files';
import { createFileRecord, type RequestFileRecord } from '../files/private-files';
import { runRequestCommand } from '../commands/pipeline';
import { conflict, forbidden } from '../workflow/errors';
import type { Actor } from '../workflow/types';
import { markRead } from './reads';
import { AUTHOR_POPULATE, MESSAGE_FIELDS, toMessageView, type MessageRow } from './thread';
import { MESSAGE_UID } from './tables';

/**
 * POST /api/{data-access-request|dataset-request}/{id}/messages — the command `postMessage`:
 * `{ body, internal? }` as JSON, or the same fields with `files` as multipart. The applicant on
 * their own request and staff who act on requests post; read-only staff read only (403 before
 * the body is read), an internal note is staff only (403), another applicant's request is 404.
 * A message moves no version (docs/decisions.md, "Conversations"); its event tells the other
 * side, an internal note the assignee.
 */
export async function postMessage(
  strapi: Core.Strapi,
  actor: Actor | null | undefined,
  format: RequestFormat,
  documentId: string | undefined,
  ctx: UploadCtx,
): Promise<RequestMessage> {
  let created: { row: MessageRow; files: RequestFileRecord[] } | null = null;
  const outcome = await runRequestCommand(strapi, {
    command: 'postMessage',
    actor,
    format,
    documentId,
    parse: (): PostMessageInput => {
      const input = parseBody(postMessageSchema, unwrapDataEnvelope(ctx.request.body ?? {}));
      if (input.internal && !mayWriteInternalNote(roleOf(actor)))
        throw forbidden(MESSAGE_ERRORS.internalForbidden, { allowed: [] });
      return input;
    },
    version: () => null,
    staffVersionRequired: false,
    prepare: async (request) => {
      const uploads = await readUploads(ctx, { max: MESSAGE_FILES_MAX, optional: true });
      // The attachment rule: a closed request takes no more files, in a message or not.
      if (uploads.length > 0 && !isOpenRequestStatus(request.internal?.requestStatus))
        throw conflict(REQUEST_CLOSED_MESSAGE, { requestStatus: request.internal?.requestStatus ?? null });
      return storeBlobs(strapi, uploads);
    },
    handle: async ({ request, input, prepared, actor: author }) => {
      const message = (await strapi.db.query(MESSAGE_UID).create({
        data: {
          requestDocumentId: request.documentId,
          format: request.format,
          body: input.body,
          internal: input.internal,
          authorSide: isInternal(roleOf(author)) ? 'staff' : 'applicant',
          authorRole: roleOf(author),
          author: author.id,
        },
        select: MESSAGE_FIELDS,
        populate: AUTHOR_POPULATE,
      })) as MessageRow;
      const files: RequestFileRecord[] = [];
      for (const { upload, blob } of prepared) {
        files.push(
          await createFileRecord(strapi, blob, {
            name: upload.name,
            mime: upload.mime,
            requestDocumentId: request.documentId,
            format: request.format,
            kind: 'message',
            uploadedBy: author.id,
            messageDocumentId: message.documentId,
            internal: input.internal,
          }),
        );
      }
      created = { row: message, files };
      return {
        event: input.internal ? INTERNAL_NOTE_EVENT : MESSAGE_EVENT,
        // The words stay in the thread: the event says which message, and its files by name.
        details: {
          message: message.documentId,
          ...(files.length > 0
            ? { files: files.map((file) => ({ documentId: file.documentId, name: file.name })) }
            : {}),
        },
      };
    },
    cleanup: (prepared) => removeBlobs(strapi, prepared),
  });
  const written = created as { row: MessageRow; files: RequestFileRecord[] } | null;
  if (!written) throw new Error('The message was not written');
  // Posting is reading: the author's own message never counts as unread for them.
  await markRead(
    strapi,
    outcome.actor,
    { documentId: outcome.loaded.documentId, format: outcome.loaded.format },
    new Date(written.row.createdAt),
  );
  return toMessageView(written.row, written.files, outcome.actor);
}
