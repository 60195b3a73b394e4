import type { Core } from '@strapi/strapi';
import {
  checkCommand,
  isInternal,
  mayWriteInternalNote,
  type RequestFormat,
  type RequestMessage,
  type RequestThreadMeta,
} from '@portal/shared';
import { listMessageFiles, type RequestFileRecord } from '../files/private-files';
import { loadVisibleRequest, roleOf } from '../applicant/access';
import { toFileView } from '../applicant/views';
import { requireActor } from '../commands/pipeline';
import { contextFor, stateOf } from '../workflow/view';
import type { Actor, LoadedRequest } from '../workflow/types';
import { lastReadAt, markRead } from './reads';
import { MESSAGE_UID } from './tables';

/** A message as stored (the author populated). */
export interface MessageRow {
  id: number;
  documentId: string;
  body: string;
  internal: boolean | null;
  authorSide: 'applicant' | 'staff';
  authorRole: string | null;
  createdAt: string | Date;
  author: { id: number; documentId: string; firstName?: string | null; lastName?: string | null } | null;
}

export const MESSAGE_FIELDS = ['id', 'documentId', 'body', 'internal', 'authorSide', 'authorRole', 'createdAt'];
export const AUTHOR_POPULATE = { author: { select: ['id', 'documentId', 'firstName', 'lastName'] } };

/**
 * A message as this reader sees it. An applicant reads staff messages as from the committee:
 * no name, no role (as their timeline never says who on the staff did what).
 */
export function toMessageView(row: MessageRow, files: RequestFileRecord[], reader: Actor): RequestMessage {
  const staffReader = isInternal(roleOf(reader));
  const named = staffReader || row.authorSide === 'applicant';
  return {
    documentId: row.documentId,
    body: row.body,
    internal: row.internal === true,
    author: {
      side: row.authorSide,
      documentId: named ? (row.author?.documentId ?? null) : null,
      firstName: named ? (row.author?.firstName ?? null) : null,
      lastName: named ? (row.author?.lastName ?? null) : null,
      role: staffReader && row.authorSide === 'staff' ? (row.authorRole ?? null) : null,
    },
    mine: row.author?.id === reader.id,
    files: files.map(toFileView),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** What the reader may post here now: the registry's answer for `postMessage`, and notes by role. */
function threadPermissions(
  request: LoadedRequest,
  reader: Actor,
): Pick<RequestThreadMeta, 'canPost' | 'canPostInternal'> {
  const role = roleOf(reader);
  const canPost = checkCommand(role, 'postMessage', stateOf(request), {}, contextFor(request, reader)).ok;
  return { canPost, canPostInternal: canPost && mayWriteInternalNote(role) };
}

/**
 * GET /api/{data-access-request|dataset-request}/{id}/messages: the thread, oldest first, for the
 * applicant (their own request; never an internal note or its files) and every staff role.
 * Reading marks the thread read up to its newest message.
 */
export async function readThread(
  strapi: Core.Strapi,
  actor: Actor | null | undefined,
  format: RequestFormat,
  documentId: string | undefined,
): Promise<{ data: RequestMessage[]; meta: RequestThreadMeta }> {
  const reader = requireActor(actor);
  const request = await loadVisibleRequest(strapi, format, documentId, reader);
  const staff = isInternal(roleOf(reader));
  const key = { documentId: request.documentId, format: request.format };
  const [rows, files, previous] = await Promise.all([
    strapi.db.query(MESSAGE_UID).findMany({
      where: { requestDocumentId: key.documentId, format: key.format, ...(staff ? {} : { internal: false }) },
      select: MESSAGE_FIELDS,
      populate: AUTHOR_POPULATE,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }) as Promise<MessageRow[]>,
    listMessageFiles(strapi, key.documentId, key.format),
    lastReadAt(strapi, reader, key),
  ]);
  const filesOf = new Map<string, RequestFileRecord[]>();
  for (const file of files) {
    if (!file.messageDocumentId || (file.internal === true && !staff)) continue;
    filesOf.set(file.messageDocumentId, [...(filesOf.get(file.messageDocumentId) ?? []), file]);
  }
  const data = rows.map((row) => toMessageView(row, filesOf.get(row.documentId) ?? [], reader));
  const unread = data.filter(
    (message) => !message.mine && (!previous || new Date(message.createdAt).getTime() > previous.getTime()),
  ).length;
  // Read up to the newest message shown, not "now": one committed meanwhile stays unread.
  const newest = rows.at(-1);
  if (newest) await markRead(strapi, reader, key, new Date(newest.createdAt));
  return {
    data,
    meta: { unread, lastReadAt: previous ? previous.toISOString() : null, ...threadPermissions(request, reader) },
  };
}
