import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  REQUEST_FILES_PER_UPLOAD_MAX,
  contractUploadFieldsSchema,
  isDocumentId,
  checkRequestFile,
  formatFileSize,
  checkTransition,
  type FieldError,
  type RequestFileKind,
  type RequestFile,
  type RequestFormat,
  type WorkflowCommand,
  type WorkflowAction,
} from '@portal/shared';
import { parseBody } from '../../utils/auth/http';
import {
  contentDisposition,
  createFileRecord,
  findRequestFile,
  listRequestFiles,
  maxRequestFileSize,
  openBlob,
  removeBlob,
  setFileKind,
  storeRequestFiles,
  supersedeFiles,
  writeBlob,
  type NewRequestFile,
  type RequestFileRecord,
} from '../private-files';
import { applyAction } from '../workflow/apply-action';
import { NOT_FOUND_MESSAGE } from '../workflow/constants';
import { badRequest, conflict, forbidden, notFound } from '../workflow/errors';
import { errors } from '../../utils/strapi-errors';
import { appendEvent } from '../workflow/events';
import { loadRequest } from '../workflow/load';
import { contextFor, stateOf } from '../workflow/view';
import { isCsv, neutralizedCsv } from './safe-csv';
import type { Actor, LoadedRequest } from '../workflow/types';
import { FILE_NOT_FOUND, isOwnerOf, loadDraft, loadRequestForAttachments, loadVisibleRequest, roleOf } from './access';
import { toFileView, toRequestDetail, type RequestDetail } from './views';

/** 413 in Strapi's envelope. */
const payloadTooLarge = (message: string, details: Record<string, unknown> = {}) =>
  new errors.PayloadTooLargeError(message, details);

/** A file as koa-body (formidable) hands it over. */
interface UploadedFile {
  filepath?: string;
  path?: string;
  originalFilename?: string | null;
  name?: string | null;
  size?: number;
}

export interface UploadCtx {
  request: { files?: Record<string, UploadedFile | UploadedFile[] | undefined> | null; body?: unknown };
}

/** The display name of an upload: no folders, no control characters. */
function cleanName(file: UploadedFile): string {
  const raw = file.originalFilename ?? file.name ?? '';
  const base = path.basename(raw.replace(/\\/g, '/'));
  return [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
}

export interface CheckedUpload {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

/**
 * The files of a multipart request (field `files`), each checked by content: an allowed type
 * whose magic bytes match its extension, not empty, within the size limit (413 when over it).
 */
export async function readUploads(ctx: UploadCtx, options: { max?: number } = {}): Promise<CheckedUpload[]> {
  const all = ctx.request.files ?? {};
  const unexpected = Object.keys(all).filter((key) => key !== 'files');
  if (unexpected.length > 0) {
    throw badRequest(`Send the files in the multipart field "files" (not ${unexpected.join(', ')})`, {
      errors: unexpected.map((key) => ({ path: [key], message: 'Unexpected file field', name: 'ValidationError' })),
    });
  }
  const raw = all.files;
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(Boolean);
  if (list.length === 0) {
    throw badRequest('Attach at least one file in the multipart field "files"', {
      errors: [{ path: ['files'], message: 'Attach at least one file', name: 'ValidationError' }],
    });
  }
  const max = options.max ?? REQUEST_FILES_PER_UPLOAD_MAX;
  if (list.length > max) {
    throw badRequest(`Send at most ${max} file${max === 1 ? '' : 's'} at a time`, {
      errors: [{ path: ['files'], message: `At most ${max} file${max === 1 ? '' : 's'}`, name: 'ValidationError' }],
    });
  }
  const limit = maxRequestFileSize();
  const checked: CheckedUpload[] = [];
  const errors: FieldError[] = [];
  let tooLarge: string | null = null;
  for (const [index, file] of list.entries()) {
    const name = cleanName(file);
    const location = file.filepath ?? file.path;
    if (typeof file.size === 'number' && file.size > limit) {
      const message = `${name || 'The file'} is larger than the ${formatFileSize(limit)} limit.`;
      tooLarge ??= message;
      errors.push({ path: ['files', String(index)], message, name: 'ValidationError' });
      continue;
    }
    if (!location) {
      errors.push({ path: ['files', String(index)], message: 'The upload could not be read', name: 'ValidationError' });
      continue;
    }
    const bytes = new Uint8Array(await readFile(location));
    const result = checkRequestFile(name, bytes, limit);
    if (!result.ok) {
      if (result.reason === 'tooLarge') tooLarge ??= result.message;
      errors.push({ path: ['files', String(index)], message: result.message, name: 'ValidationError' });
      continue;
    }
    checked.push({ name, mime: result.type.mime, bytes });
  }
  if (tooLarge) throw payloadTooLarge(tooLarge, { errors, maxSize: limit });
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? 'Invalid file', { errors });
  return checked;
}

/** Files cannot be added once a request is closed. */
const CLOSED_STATUSES = new Set(['complete', 'published']);

/**
 * POST /api/dataset-request/{id}/attachments and /api/data-access-request/{id}/attachments:
 * the applicant (own request, or own v2 draft) or staff with Add files (queue-manager). The
 * files are stored privately; a submitted request also gets an `addAttachment` event in the
 * same transaction as the records.
 */
export async function addAttachments(
  strapi: Core.Strapi,
  actor: Actor,
  format: RequestFormat,
  documentId: string | undefined,
  ctx: UploadCtx,
): Promise<RequestFile[]> {
  const role = roleOf(actor);
  if (role === 'authenticated' && format === 'v2' && isDocumentId(documentId)) {
    const draft = await loadDraft(strapi, documentId);
    if (draft) {
      if (draft.requester?.id !== actor.id) throw notFound(NOT_FOUND_MESSAGE);
      const uploads = await readUploads(ctx);
      const { records } = await storeRequestFiles(
        strapi,
        uploads.map((upload) => newFile(upload, draft.documentId, 'v2', 'attachment', actor)),
        async () => undefined,
      );
      return records.map(toFileView);
    }
  }
  const request = await loadRequestForAttachments(strapi, format, documentId, actor);
  const state = stateOf(request);
  if (state.requestStatus && CLOSED_STATUSES.has(state.requestStatus)) {
    throw conflict('Files can no longer be added: this request is closed.', {
      requestStatus: state.requestStatus,
      allowed: [],
    });
  }
  const uploads = await readUploads(ctx);
  const { records } = await storeRequestFiles(
    strapi,
    uploads.map((upload) => newFile(upload, request.documentId, format, 'attachment', actor)),
    async (created) => {
      await appendEvent(strapi, {
        format,
        requestDocumentId: request.documentId,
        actor,
        action: 'addAttachment',
        from: state,
        to: state,
        details: { files: created.map((file) => ({ documentId: file.documentId, name: file.name, size: file.size })) },
      });
    },
  );
  return records.map(toFileView);
}

function newFile(
  upload: CheckedUpload,
  requestDocumentId: string,
  format: RequestFormat,
  kind: RequestFileKind,
  actor: Actor,
): NewRequestFile {
  return {
    bytes: upload.bytes,
    name: upload.name,
    mime: upload.mime,
    requestDocumentId,
    format,
    kind,
    uploadedBy: actor.id,
  };
}

function raiseCheck(check: ReturnType<typeof checkTransition>): void {
  if (check.ok) return;
  if (check.reason === 'invalid') throw badRequest(check.message);
  if (check.reason === 'forbidden') throw forbidden(check.message, { allowed: check.allowed });
  throw conflict(check.message, { allowed: check.allowed });
}

/** The contract action a call performs: staff add (or replace) the contract, the applicant signs. */
/** The contract step of the actor: staff upload the contract, the applicant the signed one (default by role). */
function contractAction(
  actor: Actor,
  kind: RequestFileKind | undefined,
): { action: WorkflowAction; kind: RequestFileKind } {
  const resolved: RequestFileKind = kind ?? (roleOf(actor) === 'authenticated' ? 'signedContract' : 'contract');
  return { action: resolved === 'signedContract' ? 'signContract' : 'addContract', kind: resolved };
}

/** Checks the actor and the graph before any byte is stored (403 / 409 early). */
function precheck(request: LoadedRequest, actor: Actor, action: WorkflowAction): void {
  const state = stateOf(request);
  raiseCheck(
    checkTransition(
      roleOf(actor),
      action,
      state.requestStatus && state.approvalStatus ? state : null,
      {},
      contextFor(request, actor),
    ),
  );
}

export interface ContractResult {
  file: RequestFile;
  request: RequestDetail;
}

/**
 * POST /api/dataset-request/{id}/contract and /api/data-access-request/{id}/contract (multipart,
 * one file in `files`, optional `kind`, `note`, `version`): contract-manager or queue-manager
 * upload the contract (addContract: pendingContract → pendingSigning, or replace it while
 * pendingSigning); the applicant uploads the signed contract (signContract: pendingSigning →
 * contractSigned). The file record, the state change and the event share one transaction; the
 * blob is removed again if it fails.
 */
export async function uploadContract(
  strapi: Core.Strapi,
  actor: Actor,
  format: RequestFormat,
  documentId: string | undefined,
  ctx: UploadCtx,
): Promise<ContractResult> {
  const request = await loadVisibleRequest(strapi, format, documentId, actor);
  const fields = parseBody(contractUploadFieldsSchema, ctx.request.body);
  const { action, kind } = contractAction(actor, fields.kind);
  precheck(request, actor, action);
  const [upload] = await readUploads(ctx, { max: 1 });
  if (!upload) throw badRequest('Attach the contract file in the multipart field "files"');
  const blob = await writeBlob(strapi, upload.bytes);
  let record: RequestFileRecord | null = null;
  try {
    const result = await applyAction(strapi, {
      format,
      documentId: request.documentId,
      actor,
      action,
      input: { version: fields.version },
      note: fields.note,
      within: async () => {
        await supersedeFiles(strapi, request.documentId, format, kind);
        record = await createFileRecord(strapi, blob, {
          name: upload.name,
          mime: upload.mime,
          requestDocumentId: request.documentId,
          format,
          kind,
          uploadedBy: actor.id,
        });
        return { file: { documentId: record.documentId, name: record.name, kind } };
      },
    });
    if (!record) throw new Error('The contract record was not created');
    return { file: toFileView(record), request: await toRequestDetail(strapi, result.loaded, actor) };
  } catch (error) {
    await removeBlob(strapi, blob.storageKey).catch(() => undefined);
    throw error;
  }
}

/** The request of a JSON contract call: `format` when given, else v2 then v1. */
async function resolveRequest(
  strapi: Core.Strapi,
  actor: Actor,
  requestId: string,
  format?: RequestFormat,
): Promise<LoadedRequest> {
  if (format) return loadVisibleRequest(strapi, format, requestId, actor);
  const v2 = await loadRequest(strapi, 'v2', requestId);
  const request = v2 ?? (await loadRequest(strapi, 'v1', requestId));
  if (!request) throw notFound(NOT_FOUND_MESSAGE);
  return loadVisibleRequest(strapi, request.format, requestId, actor);
}

async function currentFiles(
  strapi: Core.Strapi,
  request: LoadedRequest,
  kind: RequestFileKind,
): Promise<RequestFileRecord[]> {
  return (await listRequestFiles(strapi, request.documentId, request.format)).filter(
    (file) => file.kind === kind && file.superseded !== true,
  );
}

async function designate(
  strapi: Core.Strapi,
  actor: Actor,
  request: LoadedRequest,
  input: { fileId: string; version?: number; note?: string },
  action: WorkflowAction,
  kind: RequestFileKind,
): Promise<ContractResult> {
  precheck(request, actor, action);
  const file = await findRequestFile(strapi, request.documentId, input.fileId, request.format);
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (file.kind !== 'attachment') {
    throw conflict(
      `This file is already the ${file.kind === 'contract' ? 'contract' : 'signed contract'} of the request; choose another file.`,
      { kind: file.kind, allowed: [] },
    );
  }
  if (isOwnerOf(request, actor) === false && roleOf(actor) === 'authenticated') throw notFound(NOT_FOUND_MESSAGE);
  const result = await applyAction(strapi, {
    format: request.format,
    documentId: request.documentId,
    actor,
    action,
    input: { version: input.version },
    note: input.note,
    within: async () => {
      await supersedeFiles(strapi, request.documentId, request.format, kind, file.documentId);
      await setFileKind(strapi, file.documentId, kind);
      return { file: { documentId: file.documentId, name: file.name, kind } };
    },
  });
  const updated = await findRequestFile(strapi, request.documentId, file.documentId, request.format);
  return {
    file: toFileView(updated ?? { ...file, kind }),
    request: await toRequestDetail(strapi, result.loaded, actor),
  };
}

/**
 * POST /api/data-access-request/add-contract `{ requestId, fileId, format?, version?, note? }`:
 * a file already uploaded to the request becomes its first contract (addContract). When the
 * request already has a contract: 409, use update-contract.
 */
export async function addContract(
  strapi: Core.Strapi,
  actor: Actor,
  input: WorkflowCommand<'addContract'>,
): Promise<ContractResult> {
  const request = await resolveRequest(strapi, actor, input.requestId, input.format);
  precheck(request, actor, 'addContract');
  if ((await currentFiles(strapi, request, 'contract')).length > 0) {
    throw conflict('This request already has a contract: use update-contract to replace it.', {
      allowed: ['update-contract'],
    });
  }
  return designate(strapi, actor, request, input, 'addContract', 'contract');
}

/**
 * POST /api/data-access-request/update-contract `{ requestId, fileId, kind?, format?, version?, note? }`:
 * `kind: 'contract'` (staff; default for staff) replaces the current contract with the file
 * (409 when there is none yet: use add-contract); `kind: 'signedContract'` (default for the
 * applicant) records the file as the signed contract (signContract).
 */
export async function updateContract(
  strapi: Core.Strapi,
  actor: Actor,
  input: WorkflowCommand<'updateContract'>,
): Promise<ContractResult> {
  const request = await resolveRequest(strapi, actor, input.requestId, input.format);
  const { action, kind } = contractAction(actor, input.kind);
  precheck(request, actor, action);
  if (kind === 'contract' && (await currentFiles(strapi, request, 'contract')).length === 0) {
    throw conflict('This request has no contract to replace yet: use add-contract.', { allowed: ['add-contract'] });
  }
  return designate(strapi, actor, request, input, action, kind);
}

// ---------------------------------------------------------------------------------------------
// Downloads

export interface Download {
  name: string;
  mime: string;
  size: number;
  stream: NodeJS.ReadableStream;
  disposition: string;
}

/**
 * GET /api/file-mapping/{request}/{file} (v1) and /api/v2/file-mapping/{request}/{file} (v2):
 * the owner (including their own v2 draft) and internal roles; anyone else gets 404, as for a
 * file that does not exist.
 */
export async function openDownload(
  strapi: Core.Strapi,
  actor: Actor,
  format: RequestFormat,
  requestId: string | undefined,
  fileId: string | undefined,
): Promise<Download> {
  if (!isDocumentId(requestId) || !isDocumentId(fileId)) throw notFound(FILE_NOT_FOUND);
  let owner = false;
  if (format === 'v2') {
    const draft = await loadDraft(strapi, requestId);
    if (draft) {
      if (draft.requester?.id !== actor.id) throw notFound(FILE_NOT_FOUND);
      owner = true;
    }
  }
  if (!owner) {
    try {
      await loadVisibleRequest(strapi, format, requestId, actor);
    } catch {
      throw notFound(FILE_NOT_FOUND);
    }
  }
  const file = await findRequestFile(strapi, requestId, fileId, format);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const blob = await openBlob(strapi, file.storageKey);
  if (!blob) {
    strapi.log.error(`The stored bytes of request file ${file.documentId} are missing`);
    throw notFound(FILE_NOT_FOUND);
  }
  const served = isCsv(file.name, file.mime) ? await neutralizedCsv(blob.stream) : blob;
  return {
    name: file.name,
    mime: file.mime,
    size: served.size,
    stream: served.stream,
    disposition: contentDisposition(file.name),
  };
}
