import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  REQUEST_FILES_PER_UPLOAD_MAX,
  contractUploadFieldsSchema,
  isDocumentId,
  checkRequestFile,
  formatFileSize,
  type FieldError,
  type RequestFileKind,
  type RequestFile,
  type RequestFormat,
  type WorkflowCommand,
  contractCommandFor,
  isInternal,
  runsOnlyOnOwn,
  unwrapDataEnvelope,
} from '@portal/shared';
import { parseBody } from '../../../platform/http/parse-body';
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
} from './private-files';
import { parseCommand } from '../commands/parse-command';
import { authorizeCommand, runRequestCommand } from '../commands/pipeline';
import { NOT_FOUND_MESSAGE } from '../workflow/constants';
import { badRequest, conflict, notFound } from '../workflow/errors';
import { errors } from '../../../platform/http/strapi-errors';
import { isCsv, neutralizedCsv } from './safe-csv';
import type { Actor, LoadedRequest } from '../workflow/types';
import { FILE_NOT_FOUND, loadDraft, loadVisibleRequest, roleOf } from '../applicant/access';
import { toFileView, toRequestDetail, type RequestDetail } from '../applicant/views';

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
export async function readUploads(
  ctx: UploadCtx,
  options: { max?: number; optional?: boolean } = {},
): Promise<CheckedUpload[]> {
  const all = ctx.request.files ?? {};
  const unexpected = Object.keys(all).filter((key) => key !== 'files');
  if (unexpected.length > 0) {
    throw badRequest(`Send the files in the multipart field "files" (not ${unexpected.join(', ')})`, {
      errors: unexpected.map((key) => ({ path: [key], message: 'Unexpected file field', name: 'ValidationError' })),
    });
  }
  const raw = all.files;
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(Boolean);
  if (list.length === 0 && options.optional) return [];
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

/**
 * POST /api/dataset-request/{id}/attachments and /api/data-access-request/{id}/attachments (the
 * command `addAttachment`): the applicant (own request, or own v2 draft) or staff with Add files
 * (queue-manager), while the request is open. The files are stored privately; a submitted
 * request also gets an `addAttachment` event in the same transaction as the records.
 */
export async function addAttachments(
  strapi: Core.Strapi,
  actor: Actor,
  format: RequestFormat,
  documentId: string | undefined,
  ctx: UploadCtx,
): Promise<RequestFile[]> {
  authorizeCommand('addAttachment', actor);
  // Only an applicant has drafts: their own, the one place files go before a request exists.
  if (runsOnlyOnOwn(roleOf(actor), 'addAttachment') && format === 'v2' && isDocumentId(documentId)) {
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
  let created: RequestFileRecord[] = [];
  await runRequestCommand(strapi, {
    command: 'addAttachment',
    actor,
    format,
    documentId,
    parse: () => null,
    // Files are added alongside the review, not decided on a version the caller saw.
    version: () => null,
    staffVersionRequired: false,
    stateDetails: (state) => ({ requestStatus: state.requestStatus }),
    prepare: async () => storeBlobs(strapi, await readUploads(ctx)),
    handle: async ({ request, prepared }) => {
      const records: RequestFileRecord[] = [];
      for (const { upload, blob } of prepared) {
        records.push(
          await createFileRecord(strapi, blob, {
            name: upload.name,
            mime: upload.mime,
            requestDocumentId: request.documentId,
            format: request.format,
            kind: 'attachment',
            uploadedBy: actor.id,
          }),
        );
      }
      created = records;
      return {
        details: { files: records.map((file) => ({ documentId: file.documentId, name: file.name, size: file.size })) },
      };
    },
    cleanup: (prepared) => removeBlobs(strapi, prepared),
  });
  return created.map(toFileView);
}

export async function storeBlobs(strapi: Core.Strapi, uploads: CheckedUpload[]) {
  const stored: Array<{ upload: CheckedUpload; blob: Awaited<ReturnType<typeof writeBlob>> }> = [];
  try {
    for (const upload of uploads) stored.push({ upload, blob: await writeBlob(strapi, upload.bytes) });
  } catch (error) {
    await removeBlobs(strapi, stored);
    throw error;
  }
  return stored;
}

export async function removeBlobs(strapi: Core.Strapi, stored: Array<{ blob: { storageKey: string } }> | undefined) {
  await Promise.all((stored ?? []).map(({ blob }) => removeBlob(strapi, blob.storageKey).catch(() => undefined)));
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

export interface ContractResult {
  file: RequestFile;
  request: RequestDetail;
}

/** The raw `kind` of a body, read before it is parsed (it names the command, and so who may send it). */
const rawKind = (body: unknown): unknown =>
  body && typeof body === 'object' ? (body as { kind?: unknown }).kind : undefined;

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
  const { command, kind } = contractCommandFor(roleOf(actor), rawKind(ctx.request.body));
  let record: RequestFileRecord | null = null;
  const outcome = await runRequestCommand(strapi, {
    command,
    actor,
    format,
    documentId,
    parse: () => parseBody(contractUploadFieldsSchema, ctx.request.body),
    version: (fields) => fields.version,
    note: (fields) => fields.note,
    prepare: async () => {
      const [upload] = await readUploads(ctx, { max: 1 });
      if (!upload) throw badRequest('Attach the contract file in the multipart field "files"');
      return { upload, blob: await writeBlob(strapi, upload.bytes) };
    },
    handle: async ({ request, prepared }) => {
      await supersedeFiles(strapi, request.documentId, request.format, kind);
      record = await createFileRecord(strapi, prepared.blob, {
        name: prepared.upload.name,
        mime: prepared.upload.mime,
        requestDocumentId: request.documentId,
        format: request.format,
        kind,
        uploadedBy: actor.id,
      });
      return { details: { file: { documentId: record.documentId, name: record.name, kind } } };
    },
    cleanup: (prepared) => removeBlobs(strapi, prepared ? [prepared] : []),
  });
  const written = record as RequestFileRecord | null;
  if (!written) throw new Error('The contract record was not created');
  return { file: toFileView(written), request: await toRequestDetail(strapi, outcome.loaded, actor) };
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

/**
 * A file already uploaded to the request becomes its contract or signed contract (the JSON
 * contract calls): the command's pipeline with the file checked first (404 when it is not the
 * request's, 409 when it already has that role).
 */
async function designate(
  strapi: Core.Strapi,
  actor: Actor,
  command: 'addContract' | 'replaceContract' | 'signContract',
  kind: RequestFileKind,
  body: unknown,
  /** add-contract refuses a request that has a contract; replace refuses one that has none. */
  expectContract: boolean | null,
): Promise<ContractResult> {
  let fileView: RequestFile | null = null;
  let file: RequestFileRecord | null = null;
  const outcome = await runRequestCommand(strapi, {
    command,
    actor,
    format: 'either',
    documentId: (input: WorkflowCommand<'updateContract'>) => input.requestId,
    parse: () => parseCommand(command === 'addContract' ? 'addContract' : 'updateContract', body),
    version: (input) => input.version ?? null,
    note: (input) => input.note ?? null,
    resolve: async (request, input) => {
      if (input.format && input.format !== request.format) throw notFound(NOT_FOUND_MESSAGE);
      const found = await findRequestFile(strapi, request.documentId, input.fileId, request.format);
      // A message's file belongs to the conversation, a final report's to the report: neither is a contract.
      if (!found || found.kind === 'message' || found.kind === 'closeout') throw notFound(FILE_NOT_FOUND);
      file = found;
    },
    prepare: async (request) => {
      if (expectContract !== null) {
        const has = (await currentFiles(strapi, request, 'contract')).length > 0;
        if (has && !expectContract)
          throw conflict('This request already has a contract: use update-contract to replace it.', {
            allowed: ['update-contract'],
          });
        if (!has && expectContract)
          throw conflict('This request has no contract to replace yet: use add-contract.', {
            allowed: ['add-contract'],
          });
      }
      const chosen = file as RequestFileRecord;
      if (chosen.kind !== 'attachment') {
        throw conflict(
          `This file is already the ${chosen.kind === 'contract' ? 'contract' : 'signed contract'} of the request; choose another file.`,
          { kind: chosen.kind, allowed: [] },
        );
      }
      return chosen;
    },
    handle: async ({ request, prepared: chosen }) => {
      await supersedeFiles(strapi, request.documentId, request.format, kind, chosen.documentId);
      await setFileKind(strapi, chosen.documentId, kind);
      fileView = toFileView({ ...chosen, kind });
      return { details: { file: { documentId: chosen.documentId, name: chosen.name, kind } } };
    },
  });
  const view = fileView as RequestFile | null;
  if (!view) throw new Error('The contract file was not designated');
  return { file: view, request: await toRequestDetail(strapi, outcome.loaded, actor) };
}

/**
 * POST /api/data-access-request/add-contract `{ requestId, fileId, format?, version?, note? }`:
 * a file already uploaded to the request becomes its first contract (addContract). When the
 * request already has a contract: 409, use update-contract.
 */
export async function addContract(strapi: Core.Strapi, actor: Actor, body: unknown): Promise<ContractResult> {
  return designate(strapi, actor, 'addContract', 'contract', body, false);
}

/**
 * POST /api/data-access-request/update-contract `{ requestId, fileId, kind?, format?, version?, note? }`:
 * `kind: 'contract'` (staff; default for staff) replaces the current contract with the file
 * (replaceContract; 409 when there is none yet: use add-contract); `kind: 'signedContract'`
 * (default for the applicant) records the file as the signed contract (signContract).
 */
export async function updateContract(strapi: Core.Strapi, actor: Actor, body: unknown): Promise<ContractResult> {
  const { command, kind } = contractCommandFor(roleOf(actor), rawKind(unwrapDataEnvelope(body)));
  if (command === 'signContract') return designate(strapi, actor, 'signContract', kind, body, null);
  return designate(strapi, actor, 'replaceContract', kind, body, true);
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
  // An internal note's file is for staff: to anyone else it does not exist.
  if (!file || (file.internal === true && !isInternal(roleOf(actor)))) throw notFound(FILE_NOT_FOUND);
  const blob = await openBlob(strapi, file.storageKey);
  if (!blob) {
    strapi.log.error(`The stored bytes of request file ${file.documentId} are missing`);
    throw notFound(FILE_NOT_FOUND);
  }
  // The store holds what was written with the record, or the file is damaged: never serve part of it.
  if (blob.size !== Number(file.size)) {
    blob.stream.destroy();
    strapi.log.error(
      `The stored bytes of request file ${file.documentId} are damaged (${blob.size} bytes, its record says ${file.size})`,
    );
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
