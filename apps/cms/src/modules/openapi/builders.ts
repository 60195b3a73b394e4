import { errorCodeOf } from '@portal/shared';
import type { JsonSchema, MediaType, Operation, Parameter, Response } from './types';

/**
 * Small builders the per-area path files share, so every operation documents its errors the
 * same way: Strapi's envelope `{ data: null, error: { status, name, message, details } }`,
 * one example per message the code can answer, with the `details.code` a client translates by.
 */

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** Who may call: nobody needs to be signed in, a Bearer access token, or the refresh cookie. */
type Requirement = Array<Record<string, string[]>>;
export const SECURITY: Record<'public' | 'bearer' | 'refreshCookie' | 'optionalSession', Requirement> = {
  public: [],
  bearer: [{ bearerAuth: [] }],
  refreshCookie: [{ refreshCookie: [] }],
  /** Either or both, or none (POST /api/logout is idempotent). */
  optionalSession: [{}, { bearerAuth: [] }, { refreshCookie: [] }],
};

/** `{ data: <schema> }`, the success shape of every portal endpoint. */
const dataEnvelope = (data: JsonSchema, meta?: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['data'],
  properties: { data, ...(meta ? { meta } : {}) },
});

export const json = (schema: JsonSchema, examples?: MediaType['examples']): Record<string, MediaType> => ({
  'application/json': { schema, ...(examples ? { examples } : {}) },
});

export const ok = (schema: JsonSchema, description = 'OK'): Response => ({
  description,
  content: json(dataEnvelope(schema)),
});

/** One documented failure: HTTP status, Strapi error name, and its message. */
export interface ErrorCase {
  status: number;
  message: string;
  name?: string;
  /** When it happens (the example's summary). */
  when?: string;
}

const DEFAULT_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'PolicyError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'No valid session',
  403: 'Forbidden for this role',
  404: 'Not found (or not yours)',
  409: 'Not possible in the current state',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Too many attempts',
  503: 'Service unavailable',
};

/** Groups error cases by status into responses with one example per message. */
export function errorResponses(cases: ErrorCase[]): Record<string, Response> {
  const byStatus = new Map<number, ErrorCase[]>();
  for (const item of cases) byStatus.set(item.status, [...(byStatus.get(item.status) ?? []), item]);
  const responses: Record<string, Response> = {};
  for (const [status, items] of [...byStatus].sort(([a], [b]) => a - b)) {
    const examples: NonNullable<MediaType['examples']> = {};
    items.forEach((item, index) => {
      const name = item.name ?? DEFAULT_NAMES[status] ?? 'ApplicationError';
      examples[`e${status}_${index + 1}`] = {
        summary: item.when ?? item.message,
        value: {
          data: null,
          error: {
            status,
            name,
            message: item.message,
            details: { code: errorCodeOf({ status, name, message: item.message }) },
          },
        },
      };
    });
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${[...new Set(items.map((item) => item.message))].join(' | ')}`,
      ...(status === 429
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
      content: json(ref('Error'), examples),
    };
  }
  return responses;
}

export const pathParam = (name: string, description: string, pattern?: string): Parameter => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', ...(pattern ? { pattern } : {}) },
});

export const queryParam = (name: string, description: string, schema: JsonSchema = { type: 'string' }): Parameter => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** A documentId in the path: letters and digits, as the routes' `:id([A-Za-z0-9]{10,64})` match. */
export const documentIdParam = (name = 'id', description = 'The documentId of the request') =>
  pathParam(name, description, '^[A-Za-z0-9]{10,64}$');

export const localeParam = queryParam(
  'locale',
  'Locale code (en, fr, …); an unknown locale of a content read answers 404, elsewhere it falls back to en',
  { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' },
);

/** Every operation has an id, a tag, a security requirement and at least one response. */
export function operation(spec: Operation): Operation {
  return spec;
}
