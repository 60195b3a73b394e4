import {
  DEFAULT_REQUEST_FILE_MAX_SIZE,
  REQUEST_FILE_NAME_MAX_LENGTH,
  REQUEST_FILE_TYPE_LABELS,
  fileTypeByExtension,
  type FileCheck,
} from '@portal/shared';

import type { Format } from '@/lib/format';
import type { Translate } from '@/lib/i18n';

/** Why `checkFileBeforeUpload` (lib/check-file.ts) refused a file, in the reader's language. */
export function refusalMessage(
  t: Translate,
  format: Pick<Format, 'fileSize'>,
  name: string,
  check: Extract<FileCheck, { ok: false }>,
  maxSize = DEFAULT_REQUEST_FILE_MAX_SIZE,
) {
  switch (check.reason) {
    case 'empty':
      return t('request.upload.refused.empty', { name });
    case 'tooLarge':
      return t('request.upload.refused.tooLarge', { name, max: format.fileSize(maxSize) });
    case 'extension':
      return t('request.upload.refused.extension', { name, types: REQUEST_FILE_TYPE_LABELS });
    case 'content':
      return t('request.upload.refused.content', { name, type: fileTypeByExtension(name)?.label ?? '' });
    case 'name':
      return t('request.upload.refused.name', { max: REQUEST_FILE_NAME_MAX_LENGTH });
  }
}
