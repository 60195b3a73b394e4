import type { ErrorCode } from '@portal/shared/error-codes';
import { isRecord } from '@portal/shared/is-record';
import { env } from '@/config/env';
import { errorText, errorValues } from '@/lib/error-text';
import { takePrefetchedResponse } from '@/lib/prefetch';

export type ApiErrorInit = { status: number; name: string; message: string; details?: unknown };

/**
 * The one error type the SPA sees from the back end, mirroring Strapi's error envelope. `message`
 * is in the page's language when the catalogs know the error's code, else the API's own words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;
  /** `details.code`: what the error is, to decide on (never the wording); null when there is none. */
  readonly code: string | null;
  /** The API's message as it was sent (English). */
  readonly serverMessage: string;

  constructor({ status, name, message, details }: ApiErrorInit) {
    const code = isRecord(details) && typeof details.code === 'string' ? details.code : null;
    super(errorText(code, message, errorValues(details)));
    this.name = name;
    this.status = status;
    this.details = details ?? {};
    this.code = code;
    this.serverMessage = message;
  }
}

/** Whether `error` is the API's error `code`. */
export function isApiError<C extends ErrorCode>(error: unknown, code: C): error is ApiError & { readonly code: C } {
  return error instanceof ApiError && error.code === code;
}

type ApiMeta = Record<string, unknown>;
type ApiEnvelope<T> = { data: T; meta: ApiMeta };

type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | null | undefined | readonly QueryValue[] | { [key: string]: QueryValue };

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** Keys whose array value is sent as `a,b` instead of Strapi's `key[0]=a&key[1]=b`. */
  commaLists?: readonly string[];
  body?: unknown;
  signal?: AbortSignal;
  /** Return the parsed JSON as is, for endpoints that do not use the `{ data, meta }` envelope. */
  raw?: boolean;
  /** For the refresh and login calls themselves, whose 401 must not trigger another refresh. */
  skipUnauthorizedHandler?: boolean;
  /**
   * Public content, the same for every reader: sent without the access token even when someone
   * is signed in, so that the CMS's shared cache (and index.html's prefetch) answers it. A read
   * that carries a token bypasses that cache and is built anew every time.
   */
  anonymous?: boolean;
};

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type SendOptions = RequestOptions & { accept?: string };

type AccessTokenProvider = () => string | null | undefined | Promise<string | null | undefined>;
type UnauthorizedHandler = () => Promise<boolean>;

let accessTokenProvider: AccessTokenProvider | null = null;
let unauthorizedHandler: UnauthorizedHandler | null = null;
let pendingUnauthorized: Promise<boolean> | null = null;

export function setAccessTokenProvider(provider: AccessTokenProvider | null): void {
  accessTokenProvider = provider;
}

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

function appendQuery(params: URLSearchParams, key: string, value: QueryValue, commaLists: readonly string[]): void {
  if (value === undefined) return;
  if (value === null) return params.append(key, '');
  if (Array.isArray(value)) {
    if (commaLists.includes(key)) return params.append(key, value.join(','));
    value.forEach((item, index) => appendQuery(params, `${key}[${index}]`, item, commaLists));
    return;
  }
  if (typeof value === 'object') {
    Object.entries(value).forEach(([child, item]) => appendQuery(params, `${key}[${child}]`, item, commaLists));
    return;
  }
  params.append(key, String(value));
}

export function buildUrl(path: string, query: RequestOptions['query'] = {}, commaLists: readonly string[] = []) {
  // Resolving against the page origin keeps '' (same origin) working outside a browser, e.g. under jsdom.
  const url = new URL(/^https?:\/\//.test(path) ? path : `${env.apiUrl}${path}`, globalThis.location?.origin);
  Object.entries(query).forEach(([key, value]) => appendQuery(url.searchParams, key, value, commaLists));
  return url.toString();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError for a failed response's status and parsed body (Strapi's envelope when there is one). */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  return new ApiError({
    status: typeof error.status === 'number' ? error.status : status,
    name: typeof error.name === 'string' ? error.name : 'HttpError',
    message: typeof error.message === 'string' ? error.message : `Request failed with status ${status}`,
    details: error.details,
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorFrom(response.status, await readJson(response));
}

/**
 * For transports other than fetch (lib/upload.ts uses XMLHttpRequest for progress events): the
 * current access token, and the shared 401 handling (one refresh for a burst of 401s).
 */
export const authTransport = {
  accessToken: async (): Promise<string | null> => (await accessTokenProvider?.()) ?? null,
  refreshAfterUnauthorized: (): Promise<boolean> => handleUnauthorized(),
};

function jsonBody(value: unknown, headers: Headers): string | undefined {
  if (value === undefined) return undefined;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(value);
}

// Concurrent 401s share one handler run, so a burst of requests triggers a single refresh.
function handleUnauthorized(): Promise<boolean> {
  if (!unauthorizedHandler) return Promise.resolve(false);
  pendingUnauthorized ??= unauthorizedHandler()
    .catch(() => false)
    .finally(() => {
      pendingUnauthorized = null;
    });
  return pendingUnauthorized;
}

async function send(method: HttpMethod, path: string, options: SendOptions, retried = false): Promise<Response> {
  const headers = new Headers({ Accept: options.accept ?? 'application/json' });
  const token = options.anonymous ? null : await accessTokenProvider?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const body = options.body instanceof FormData ? options.body : jsonBody(options.body, headers);

  const url = buildUrl(path, options.query, options.commaLists);
  // A public GET that index.html already started (public/prefetch-content.js).
  const prefetched = method === 'GET' && !token && !body ? takePrefetchedResponse(url) : undefined;
  let response: Response;
  try {
    response = await (prefetched ??
      fetch(url, {
        method,
        headers,
        credentials: 'include',
        signal: options.signal,
        body,
      }));
  } catch (error) {
    // Cancellation is not a failure: react-query and callers rely on seeing the AbortError.
    // (checked by name: jsdom and Node each have their own DOMException class).
    if (options.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw new ApiError({ status: 0, name: 'NetworkError', message: 'Network request failed', details: { error } });
  }

  if (
    response.status === 401 &&
    !retried &&
    !options.skipUnauthorizedHandler &&
    !options.anonymous &&
    (await handleUnauthorized())
  ) {
    return send(method, path, options, true);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Spec §8: a success response without the expected shape (e.g. no `data` field). */
export const invalidResponse = () =>
  new ApiError({ status: 500, name: 'InvalidResponseError', message: 'Invalid response' });

async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
  const body = await readJson(await send(method, path, options));
  if (options.raw) return body;
  if (!isRecord(body) || !('data' in body)) throw invalidResponse();
  return { data: body.data, meta: isRecord(body.meta) ? body.meta : {} };
}

interface MethodCall {
  <T>(path: string, options: RequestOptions & { raw: true }): Promise<T>;
  <T>(path: string, options?: RequestOptions & { raw?: false }): Promise<ApiEnvelope<T>>;
}

const method = (verb: HttpMethod) =>
  ((path: string, options?: RequestOptions) => request(verb, path, options)) as MethodCall;

export const apiClient = {
  get: method('GET'),
  post: method('POST'),
  put: method('PUT'),
  patch: method('PATCH'),
  delete: method('DELETE'),
  /** Binary downloads (media, file mappings); `url` may be an API path or an absolute media URL. */
  getBlob: async (url: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<Blob> =>
    (await send('GET', url, { ...options, accept: '*/*' })).blob(),
};

/** Shorthand for the common case of wanting only the envelope's `data`. */
export async function getData<T>(path: string, options?: Omit<RequestOptions, 'raw'>): Promise<T> {
  return (await apiClient.get<T>(path, options)).data;
}
