import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { type RequestFileKind, type RequestFormat } from '@portal/shared';
import { recordDocuments, type RecordDocuments } from '../../../platform/database/documents';
import { portalEnv } from '../../../platform/env/env';
import type { BlobStore } from '../../../platform/uploads/blob-store';
import { diskBlobStore } from '../../../platform/uploads/disk-blob-store';
import { s3BlobStore } from '../../../platform/uploads/s3-blob-store';

/**
 * Private files of data access requests (attachments, contracts, signed contracts, the files of
 * messages and final reports).
 *
 * The bytes are kept in the private store (PRIVATE_FILES_STORE): the folder PRIVATE_FILES_DIR
 * (default `<appDir>/.tmp/private-files`), outside the public folder that serves /uploads, or the
 * bucket S3_PRIVATE_BUCKET, whose objects are never public. Either way under a random storage
 * key: a client never names a path or an object. Each file has a `request-file` record (name,
 * MIME type from the content check, size, sha256, storage key, request, format, kind, uploader).
 * Files are served only as a stream by the file-mapping routes, after the caller's access to the
 * request has been checked; the CMS never hands out a URL of the store.
 */

export const REQUEST_FILE_UID = 'api::request-file.request-file';

export interface RequestFileRecord {
  id: number;
  documentId: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  storageKey: string;
  requestDocumentId: string;
  format: RequestFormat;
  kind: RequestFileKind;
  /** A contract (or signed contract) replaced by a newer one. */
  superseded?: boolean | null;
  /** The message the file was sent with (kind `message`). */
  messageDocumentId?: string | null;
  /** A file of an internal note: staff only. */
  internal?: boolean | null;
  createdAt?: string | Date;
  uploadedBy?: { id: number } | null;
}

/** Storage keys are 32 lower-case hex characters; anything else never reaches the store. */
const STORAGE_KEY = /^[a-f0-9]{32}$/;

// One store per Strapi instance: the settings are read once per boot (the tests boot several).
const stores = new WeakMap<Core.Strapi, BlobStore>();

function privateStore(strapi: Core.Strapi): BlobStore {
  let store = stores.get(strapi);
  if (!store) {
    const { privateFilesStore, privateFilesDir } = portalEnv();
    store =
      privateFilesStore.store === 's3'
        ? s3BlobStore(privateFilesStore.s3)
        : diskBlobStore(path.resolve(privateFilesDir ?? path.join(strapi.dirs.app.root, '.tmp', 'private-files')));
    stores.set(strapi, store);
  }
  return store;
}

/** Upload limit per file in bytes (REQUEST_FILE_MAX_SIZE, 10 MB by default). */
export function maxRequestFileSize(): number {
  return portalEnv().requestFileMaxSize;
}

function checkedKey(storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error('Invalid storage key');
  return storageKey;
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface StoredBlob {
  storageKey: string;
  sha256: string;
  size: number;
}

/** Writes bytes under a fresh random key, and returns the key with the bytes' size and SHA-256. */
export async function writeBlob(strapi: Core.Strapi, bytes: Uint8Array): Promise<StoredBlob> {
  const storageKey = randomBytes(16).toString('hex');
  const sha256 = sha256Of(bytes);
  await privateStore(strapi).put(storageKey, bytes, sha256);
  return { storageKey, sha256, size: bytes.length };
}

/** Removes a blob; a missing one is not an error (a cleanup after a failed step). */
export async function removeBlob(strapi: Core.Strapi, storageKey: string): Promise<void> {
  if (!STORAGE_KEY.test(storageKey)) return;
  await privateStore(strapi).remove(storageKey);
}

export interface NewRequestFile {
  bytes: Uint8Array;
  name: string;
  mime: string;
  requestDocumentId: string;
  format: RequestFormat;
  kind: RequestFileKind;
  uploadedBy: number | null;
  messageDocumentId?: string | null;
  internal?: boolean;
}

function files(strapi: Core.Strapi): RecordDocuments<RequestFileRecord> {
  return recordDocuments<RequestFileRecord>(strapi, REQUEST_FILE_UID);
}

/**
 * The record reads go through the query engine: the Document Service would open a transaction of
 * its own (BEGIN and COMMIT around one SELECT) and validate its params on every read of a
 * request's page, for a type with neither drafts nor locales, where both give the same rows.
 */
function fileRows(strapi: Core.Strapi) {
  return strapi.db.query(REQUEST_FILE_UID);
}

const FILE_FIELDS = [
  'name',
  'mime',
  'size',
  'sha256',
  'storageKey',
  'requestDocumentId',
  'format',
  'kind',
  'superseded',
  'messageDocumentId',
  'internal',
  'createdAt',
];
const READ_FIELDS = ['id', 'documentId', ...FILE_FIELDS];
const READ_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/** The record for a blob already written with `writeBlob` (call inside the caller's transaction). */
export async function createFileRecord(
  strapi: Core.Strapi,
  blob: StoredBlob,
  file: Omit<NewRequestFile, 'bytes'>,
  /** Historical timestamps (demo seed only). */
  timestamps: { createdAt?: Date; updatedAt?: Date } = {},
): Promise<RequestFileRecord> {
  return files(strapi).create({
    data: {
      name: file.name,
      mime: file.mime,
      size: blob.size,
      sha256: blob.sha256,
      storageKey: blob.storageKey,
      requestDocumentId: file.requestDocumentId,
      format: file.format,
      kind: file.kind,
      superseded: false,
      messageDocumentId: file.messageDocumentId ?? null,
      internal: file.internal === true,
      ...(file.uploadedBy ? { uploadedBy: file.uploadedBy } : {}),
      ...timestamps,
    },
    fields: FILE_FIELDS,
  });
}

/**
 * Stores several files for one request: every blob is written first, then all records are
 * created in `inTransaction` together with whatever else the caller does there (`andThen`, e.g.
 * a workflow transition). If anything fails, the records roll back and the blobs are removed.
 */
export async function storeRequestFiles<T>(
  strapi: Core.Strapi,
  items: NewRequestFile[],
  andThen: (records: RequestFileRecord[]) => Promise<T>,
): Promise<{ records: RequestFileRecord[]; result: T }> {
  const blobs: StoredBlob[] = [];
  try {
    for (const item of items) blobs.push(await writeBlob(strapi, item.bytes));
    return await strapi.db.transaction(async () => {
      const records: RequestFileRecord[] = [];
      for (const [index, item] of items.entries()) {
        const { bytes: _bytes, ...meta } = item;
        records.push(await createFileRecord(strapi, blobs[index] as StoredBlob, meta));
      }
      const result = await andThen(records);
      return { records, result };
    });
  } catch (error) {
    await Promise.all(blobs.map((blob) => removeBlob(strapi, blob.storageKey).catch(() => undefined)));
    throw error;
  }
}

/** The request's own files (a message's files are listed with its conversation). */
export async function listRequestFiles(
  strapi: Core.Strapi,
  requestDocumentId: string,
  format: RequestFormat,
): Promise<RequestFileRecord[]> {
  return fileRows(strapi).findMany({
    where: { requestDocumentId, format, kind: { $ne: 'message' } },
    select: READ_FIELDS,
    orderBy: READ_ORDER,
    limit: 1000,
  }) as Promise<RequestFileRecord[]>;
}

/** The files sent with the request's messages, oldest first. */
export async function listMessageFiles(
  strapi: Core.Strapi,
  requestDocumentId: string,
  format: RequestFormat,
): Promise<RequestFileRecord[]> {
  return fileRows(strapi).findMany({
    where: { requestDocumentId, format, kind: 'message' },
    select: READ_FIELDS,
    orderBy: READ_ORDER,
    limit: 5000,
  }) as Promise<RequestFileRecord[]>;
}

export async function findRequestFile(
  strapi: Core.Strapi,
  requestDocumentId: string,
  fileDocumentId: string,
  format: RequestFormat,
): Promise<RequestFileRecord | null> {
  return fileRows(strapi).findOne({
    where: { documentId: fileDocumentId, requestDocumentId, format },
    select: READ_FIELDS,
  }) as Promise<RequestFileRecord | null>;
}

/** Moves a draft's files to the request created from it (inside the submit transaction). */
export async function moveRequestFiles(
  strapi: Core.Strapi,
  fromDocumentId: string,
  toDocumentId: string,
  format: RequestFormat,
): Promise<number> {
  const found = await listRequestFiles(strapi, fromDocumentId, format);
  for (const file of found) {
    await files(strapi).update({ documentId: file.documentId, data: { requestDocumentId: toDocumentId } });
  }
  return found.length;
}

/** Deletes the records of a request's files and returns their keys (remove the blobs after commit). */
export async function deleteRequestFileRecords(
  strapi: Core.Strapi,
  requestDocumentId: string,
  format: RequestFormat,
): Promise<string[]> {
  const found = await listRequestFiles(strapi, requestDocumentId, format);
  for (const file of found) await files(strapi).delete({ documentId: file.documentId });
  return found.map((file) => file.storageKey);
}

/** A read stream of a stored file and its stored size, or null when its bytes are missing. */
export async function openBlob(
  strapi: Core.Strapi,
  storageKey: string,
): Promise<{ stream: Readable; size: number } | null> {
  if (!STORAGE_KEY.test(storageKey)) return null;
  return privateStore(strapi).open(storageKey);
}

/** RFC 5987/6266 value: an ASCII fallback plus the exact UTF-8 name; always `attachment`. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Marks the request's current files of `kind` as superseded (a new contract replaces the old). */
export async function supersedeFiles(
  strapi: Core.Strapi,
  requestDocumentId: string,
  format: RequestFormat,
  kind: RequestFileKind,
  except?: string,
): Promise<void> {
  const current = (await files(strapi).findMany({
    filters: { requestDocumentId, format, kind, $or: [{ superseded: false }, { superseded: { $null: true } }] },
    fields: ['documentId'],
    limit: 1000,
  })) as Array<{ documentId: string }>;
  for (const file of current) {
    if (file.documentId !== except)
      await files(strapi).update({ documentId: file.documentId, data: { superseded: true } });
  }
}

/** Changes the kind of an existing file (a file uploaded earlier becomes the contract). */
export async function setFileKind(strapi: Core.Strapi, fileDocumentId: string, kind: RequestFileKind): Promise<void> {
  await files(strapi).update({ documentId: fileDocumentId, data: { kind, superseded: false } });
}

/**
 * Makes sure the bytes of a known file are in the store (the demo seed after the private folder
 * or bucket was emptied or changed, e.g. tests pointing PRIVATE_FILES_DIR at a fresh directory).
 */
export async function ensureBlob(strapi: Core.Strapi, storageKey: string, bytes: Uint8Array): Promise<boolean> {
  return privateStore(strapi).ensure(checkedKey(storageKey), bytes, sha256Of(bytes));
}
