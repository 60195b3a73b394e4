import type { Core } from '@strapi/strapi';
import { isDocumentId, isInternal, type RequestFormat } from '@portal/shared';
import { DRAFT_UID, NOT_FOUND_MESSAGE } from '../workflow/constants';
import { notFound } from '../workflow/errors';
import { documents, loadRequest } from '../workflow/load';
import type { Actor, LoadedRequest } from '../workflow/types';

export const DRAFT_NOT_FOUND = 'Draft not found';
export const FILE_NOT_FOUND = 'File not found';

export const roleOf = (actor: Actor | null | undefined): string | null => actor?.role?.type ?? null;

function isOwnerOf(request: { requester: { id: number } | null }, actor: Actor): boolean {
  return !!request.requester && request.requester.id === actor.id;
}

/** A request the actor may read: their own, or any for internal roles; anything else is 404. */
export async function loadVisibleRequest(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentId: string | undefined,
  actor: Actor,
): Promise<LoadedRequest> {
  // Anything but a documentId is "not found" without a query.
  if (!isDocumentId(documentId)) throw notFound(NOT_FOUND_MESSAGE);
  const request = await loadRequest(strapi, format, documentId);
  if (!request) throw notFound(NOT_FOUND_MESSAGE);
  if (isInternal(roleOf(actor)) || isOwnerOf(request, actor)) return request;
  throw notFound(NOT_FOUND_MESSAGE);
}

export interface DraftRow {
  id: number;
  documentId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  requester: { id: number; documentId: string } | null;
  requestedDatasets?: Array<{
    id?: number;
    dataset?: { documentId: string; title?: string; slug?: string } | null;
    dataLevel?: string | null;
  }> | null;
  principalInvestigator?: Record<string, unknown> | null;
  [field: string]: unknown;
}

export const DRAFT_POPULATE = {
  requester: { fields: ['documentId'] },
  principalInvestigator: true,
  requestedDatasets: { populate: { dataset: { fields: ['title', 'slug'] } } },
};

export async function loadDraft(strapi: Core.Strapi, documentId: string): Promise<DraftRow | null> {
  if (!isDocumentId(documentId)) return null;
  return (await documents(strapi, DRAFT_UID).findOne({ documentId, populate: DRAFT_POPULATE })) as DraftRow | null;
}

/** The actor's own draft; anyone else's (or none) is 404 — staff included: drafts are private. */
export async function loadOwnDraft(
  strapi: Core.Strapi,
  documentId: string | undefined,
  actor: Actor,
): Promise<DraftRow> {
  if (!isDocumentId(documentId)) throw notFound(DRAFT_NOT_FOUND);
  const draft = await loadDraft(strapi, documentId);
  if (!draft || !draft.requester || draft.requester.id !== actor.id) throw notFound(DRAFT_NOT_FOUND);
  return draft;
}
