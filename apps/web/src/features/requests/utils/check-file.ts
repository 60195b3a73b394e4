import {
  DEFAULT_REQUEST_FILE_MAX_SIZE,
  REQUEST_FILE_NAME_MAX_LENGTH,
  REQUEST_FILE_TYPE_LABELS,
  checkRequestFile,
  fileTypeByExtension,
  formatFileSize,
  type FileCheck,
} from '@portal/shared';

import type { Translate } from '@/lib/i18n';

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
  const bytes = new Uint8Array(await file.arrayBuffer());
  return checkRequestFile(file.name, bytes, maxSize);
}

/** Why a file was refused, in the reader's language. */
export function refusalMessage(
  t: Translate,
  name: string,
  check: Extract<FileCheck, { ok: false }>,
  maxSize = DEFAULT_REQUEST_FILE_MAX_SIZE,
) {
  switch (check.reason) {
    case 'empty':
      return t('requests.upload.refused.empty', { name });
    case 'tooLarge':
      return t('requests.upload.refused.tooLarge', { name, max: formatFileSize(maxSize) });
    case 'extension':
      return t('requests.upload.refused.extension', { name, types: REQUEST_FILE_TYPE_LABELS });
    case 'content':
      return t('requests.upload.refused.content', { name, type: fileTypeByExtension(name)?.label ?? '' });
    case 'name':
      return t('requests.upload.refused.name', { max: REQUEST_FILE_NAME_MAX_LENGTH });
  }
}
