import { ApiError, apiErrorFrom, authTransport, buildUrl, invalidResponse } from '@/lib/api-client';

/**
 * Multipart uploads with progress (request attachments, contracts). fetch() has no upload
 * progress, so this goes through XMLHttpRequest, with the API client's token, its 401 → refresh →
 * retry-once handling and its ApiError, so callers see one error type whatever the transport.
 */

export type UploadProgress = { loaded: number; total: number; fraction: number };

export type UploadOptions = {
  /** Each file is appended under this multipart field (default `files`). */
  field?: string;
  /** Extra text fields (e.g. `kind`, `note`, `version`). */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

type Sent = { status: number; body: unknown };

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sendOnce(url: string, form: FormData, token: string | null, options: UploadOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      options.onProgress({
        loaded: event.loaded,
        total: event.total,
        fraction: event.total ? event.loaded / event.total : 0,
      });
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError({ status: 0, name: 'NetworkError', message: 'Network request failed' }));
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => options.signal?.removeEventListener('abort', abort);
    xhr.send(form);
  });
}

/** POSTs `files` as multipart to an API path; resolves with the envelope's `data`. */
export async function uploadFiles<T>(path: string, files: readonly File[], options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  for (const file of files) form.append(options.field ?? 'files', file, file.name);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const url = buildUrl(path);

  let sent = await sendOnce(url, form, await authTransport.accessToken(), options);
  if (sent.status === 401 && (await authTransport.refreshAfterUnauthorized())) {
    sent = await sendOnce(url, form, await authTransport.accessToken(), options);
  }
  if (sent.status < 200 || sent.status >= 300) throw apiErrorFrom(sent.status, sent.body);
  const body = sent.body;
  if (typeof body !== 'object' || body === null || !('data' in body)) throw invalidResponse();
  return (body as { data: T }).data;
}
