import type { Media } from '@portal/shared';

import { apiClient, buildUrl } from '@/lib/api-client';

/**
 * The one file-download helper (spec §7): fetch a media URL (or API path) as binary and save it
 * under a given name and MIME type; or open it in a new tab for the browser to handle.
 */

export type DownloadOptions = {
  /** Name the file is saved under, e.g. `policy-2024.pdf`. */
  fileName: string;
  /** MIME type of the saved blob; defaults to what the server sent. */
  mimeType?: string;
  signal?: AbortSignal;
};

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/** Fetches `url` through the API client (same credentials and errors) and saves it. */
export async function downloadFile(url: string, { fileName, mimeType, signal }: DownloadOptions): Promise<Blob> {
  const fetched = await apiClient.getBlob(url, { signal });
  // slice() re-types the same bytes without copying them.
  const blob = mimeType && fetched.type !== mimeType ? fetched.slice(0, fetched.size, mimeType) : fetched;
  saveBlob(blob, fileName);
  return blob;
}

/** A CMS media file, saved under its own name and MIME type unless told otherwise. */
export function downloadMedia(media: Pick<Media, 'url' | 'name' | 'mime'>, options: Partial<DownloadOptions> = {}) {
  return downloadFile(media.url, {
    fileName: options.fileName ?? media.name,
    mimeType: options.mimeType ?? media.mime,
    signal: options.signal,
  });
}

/** The new-tab variant: the browser opens (or downloads) the URL itself; no blob in memory. */
export function openInNewTab(url: string): void {
  window.open(buildUrl(url), '_blank', 'noopener,noreferrer');
}
