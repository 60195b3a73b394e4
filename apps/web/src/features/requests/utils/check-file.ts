import {
  DEFAULT_REQUEST_FILE_MAX_SIZE,
  REQUEST_FILE_NAME_MAX_LENGTH,
  REQUEST_FILE_TYPE_LABELS,
  checkRequestFile,
  fileTypeByExtension,
  formatFileSize,
  type FileCheck,
} from '@portal/shared';

import type { Format } from '@/lib/format';
import type { Translate } from '@/lib/i18n';

/** The file's bytes (FileReader: every browser has it, and so does the test DOM). */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(new Uint8Array(reader.result)) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The shared file rules, before any byte is sent: the size first (a huge file is not read into
 * memory), then name, extension and content (magic bytes) with `checkRequestFile`.
 */
export async function checkFileBeforeUpload(file: File, maxSize = DEFAULT_REQUEST_FILE_MAX_SIZE): Promise<FileCheck> {
  if (file.size > maxSize) {
    return {
      ok: false,
      reason: 'tooLarge',
      message: `${file.name} is larger than the ${formatFileSize(maxSize)} limit.`,
    };
  }
  return checkRequestFile(file.name, await readBytes(file), maxSize);
}

/** Why a file was refused, in the reader's language. */
export function refusalMessage(
  t: Translate,
  format: Pick<Format, 'fileSize'>,
  name: string,
  check: Extract<FileCheck, { ok: false }>,
  maxSize = DEFAULT_REQUEST_FILE_MAX_SIZE,
) {
  switch (check.reason) {
    case 'empty':
      return t('requests.upload.refused.empty', { name });
    case 'tooLarge':
      return t('requests.upload.refused.tooLarge', { name, max: format.fileSize(maxSize) });
    case 'extension':
      return t('requests.upload.refused.extension', { name, types: REQUEST_FILE_TYPE_LABELS });
    case 'content':
      return t('requests.upload.refused.content', { name, type: fileTypeByExtension(name)?.label ?? '' });
    case 'name':
      return t('requests.upload.refused.name', { max: REQUEST_FILE_NAME_MAX_LENGTH });
  }
}
