import { DEFAULT_REQUEST_FILE_MAX_SIZE, checkRequestFile, formatFileSize, type FileCheck } from '@portal/shared';

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
 * The shared file rules, before any byte is sent (request attachments, contracts, a message's
 * files): the size first (a huge file is not read into memory), then name, extension and content
 * (magic bytes) with `checkRequestFile`. The words for a refusal: components/request/file-refusal.ts.
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
