import type { RequestFile } from './request-api';

/**
 * GET and POST /api/{data-access-request|dataset-request}/{id}/messages (docs/api/requests.md,
 * "Conversation"). The applicant never receives an internal note, and reads staff messages as
 * from the committee: a staff author's name and role are for staff only.
 */
export type RequestMessageAuthor = {
  /** Which side wrote it. */
  side: 'applicant' | 'staff';
  /** null for a staff author when the reader is the applicant. */
  documentId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The staff author's role type, for staff readers only. */
  role: string | null;
};

export type RequestMessage = {
  documentId: string;
  body: string;
  /** An internal note: staff only (never sent to an applicant). */
  internal: boolean;
  author: RequestMessageAuthor;
  /** Written by the reader. */
  mine: boolean;
  /** Files sent with the message (private, downloaded like the request's attachments). */
  files: RequestFile[];
  createdAt: string;
};

export type RequestThreadMeta = {
  /** How many messages were unread before this read (the read marks them read). */
  unread: number;
  /** When the reader last opened the thread before this read; null: never. */
  lastReadAt: string | null;
  /** May the reader post a message / an internal note here now. */
  canPost: boolean;
  canPostInternal: boolean;
};

/** GET …/{id}/messages */
export type RequestThreadResponse = { data: RequestMessage[]; meta: RequestThreadMeta };

/** POST …/{id}/messages (201) */
export type PostMessageResponse = { data: RequestMessage };
