/**
 * Files attached to data access requests (attachments, contracts, signed contracts). The type of
 * an upload is decided from its bytes, never from the MIME type or the name the client declares:
 * the server checks the content with `detectFileType` and refuses anything outside this list.
 */

export const REQUEST_FILE_TYPES = [
  { type: 'pdf', label: 'PDF', mime: 'application/pdf', extensions: ['pdf'] },
  {
    type: 'docx',
    label: 'Word (DOCX)',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  {
    type: 'xlsx',
    label: 'Excel (XLSX)',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  { type: 'png', label: 'PNG', mime: 'image/png', extensions: ['png'] },
  { type: 'jpeg', label: 'JPEG', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { type: 'csv', label: 'CSV', mime: 'text/csv', extensions: ['csv'] },
  { type: 'txt', label: 'Text', mime: 'text/plain', extensions: ['txt'] },
] as const;

export type RequestFileType = (typeof REQUEST_FILE_TYPES)[number]['type'];
export type RequestFileTypeInfo = (typeof REQUEST_FILE_TYPES)[number];

/** What the bytes say: `text` is valid UTF-8 without control bytes; the extension tells CSV from TXT. */
export type DetectedFileType = 'pdf' | 'docx' | 'xlsx' | 'png' | 'jpeg' | 'text';

/** Default upload limit per file (10 MB); the CMS reads REQUEST_FILE_MAX_SIZE (bytes) to change it. */
export const DEFAULT_REQUEST_FILE_MAX_SIZE = 10 * 1024 * 1024;

/** At most this many files per upload call. */
export const REQUEST_FILES_PER_UPLOAD_MAX = 10;

/** File names are kept for display and download only; longer ones are refused. */
export const REQUEST_FILE_NAME_MAX_LENGTH = 200;

/** What a file is to its request; a message's file lives in the conversation (conversation.ts), a final report's with the report (access.ts). */
export const REQUEST_FILE_KINDS = ['attachment', 'contract', 'signedContract', 'message', 'closeout'] as const;
export type RequestFileKind = (typeof REQUEST_FILE_KINDS)[number];

/** For an `accept` attribute and help texts: `.pdf,.docx,…`. */
export const REQUEST_FILE_ACCEPT = REQUEST_FILE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(',');

/** "PDF, Word (DOCX), …" for messages. */
export const REQUEST_FILE_TYPE_LABELS = REQUEST_FILE_TYPES.map((t) => t.label).join(', ');

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** Whether `needle` (ASCII) occurs in `bytes`. */
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const first = needle.charCodeAt(0);
  const last = bytes.length - needle.length;
  outer: for (let i = 0; i <= last; i += 1) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j += 1) {
      if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    }
    return true;
  }
  return false;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04, a local file header
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Whether `bytes` is well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF). */
function isUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const b0 = bytes[i] as number;
    if (b0 < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    let code: number;
    if (b0 >= 0xc2 && b0 <= 0xdf) [need, min, code] = [1, 0x80, b0 & 0x1f];
    else if (b0 >= 0xe0 && b0 <= 0xef) [need, min, code] = [2, 0x800, b0 & 0x0f];
    else if (b0 >= 0xf0 && b0 <= 0xf4) [need, min, code] = [3, 0x10000, b0 & 0x07];
    else return false;
    for (let k = 1; k <= need; k += 1) {
      const b = bytes[i + k];
      if (b === undefined || (b & 0xc0) !== 0x80) return false;
      code = (code << 6) | (b & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false;
    i += need + 1;
  }
  return true;
}

/**
 * Plain text: well-formed UTF-8 with no NUL or other control byte except tab, line feed, form
 * feed and carriage return (binary formats, executables and UTF-16 all fail this).
 */
function isText(bytes: Uint8Array): boolean {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  if (body.length === 0) return false;
  for (const byte of body) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return isUtf8(body);
}

/**
 * The type of a file from its content (magic bytes), or null when it is none of the allowed
 * types. Office documents are ZIP archives: the entry names (stored uncompressed in the local
 * and central headers) tell a Word document (`word/…`) from a workbook (`xl/…`); any other ZIP
 * is refused. Pure: no I/O, no dependency.
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ZIP)) {
    if (!containsAscii(bytes, '[Content_Types].xml')) return null;
    if (containsAscii(bytes, 'word/document.xml')) return 'docx';
    if (containsAscii(bytes, 'xl/workbook.xml')) return 'xlsx';
    return null;
  }
  return isText(bytes) ? 'text' : null;
}

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function fileTypeByExtension(name: string): RequestFileTypeInfo | null {
  const extension = fileExtension(name);
  return REQUEST_FILE_TYPES.find((t) => (t.extensions as readonly string[]).includes(extension)) ?? null;
}

export type FileCheck =
  | { ok: true; type: RequestFileTypeInfo }
  | { ok: false; reason: 'empty' | 'tooLarge' | 'extension' | 'content' | 'name'; message: string };

/** "10 MB", "512 KB" */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * Checks one upload: a name with an allowed extension, a size within `maxSize`, and content
 * whose magic bytes match that extension (an executable renamed `.pdf` fails here). The web
 * runs the same check before uploading; the server's answer is the one that counts.
 */
export function checkRequestFile(
  name: string,
  bytes: Uint8Array,
  maxSize: number = DEFAULT_REQUEST_FILE_MAX_SIZE,
): FileCheck {
  if (name.length === 0 || name.length > REQUEST_FILE_NAME_MAX_LENGTH) {
    return {
      ok: false,
      reason: 'name',
      message: `File names must be 1 to ${REQUEST_FILE_NAME_MAX_LENGTH} characters long.`,
    };
  }
  if (bytes.length === 0) return { ok: false, reason: 'empty', message: `${name} is empty.` };
  if (bytes.length > maxSize) {
    return { ok: false, reason: 'tooLarge', message: `${name} is larger than the ${formatFileSize(maxSize)} limit.` };
  }
  const byName = fileTypeByExtension(name);
  if (!byName) {
    return { ok: false, reason: 'extension', message: `${name}: only ${REQUEST_FILE_TYPE_LABELS} files are accepted.` };
  }
  const detected = detectFileType(bytes);
  const matches = detected === 'text' ? byName.type === 'csv' || byName.type === 'txt' : detected === byName.type;
  if (!matches) {
    return {
      ok: false,
      reason: 'content',
      message: `${name} is not a valid ${byName.label} file: its content does not match its extension.`,
    };
  }
  return { ok: true, type: byName };
}
