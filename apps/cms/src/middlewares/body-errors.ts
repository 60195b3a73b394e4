import type { Core } from '@strapi/strapi';

/**
 * `global::body-errors` (before `strapi::body`) and `global::body-parsed` (right after it).
 *
 * Strapi's body middleware lets parser errors escape as 500s with a stack trace in the log: a
 * multipart body without its boundary, malformed JSON, an unknown charset. Those are the
 * client's mistakes and get a 4xx with a plain message. `body-parsed` marks the point where
 * parsing succeeded, so an error thrown later by a route is never mistaken for a parse error:
 * `strapi::body`'s own try/catch also wraps everything downstream.
 */

type HttpishError = { status?: unknown; statusCode?: unknown; httpCode?: unknown; type?: unknown; message?: unknown };

const MESSAGES: Record<number, string> = {
  413: 'The request body is too large.',
  415: 'The request body uses an unsupported charset or content encoding.',
};

const NAMES: Record<number, string> = { 413: 'PayloadTooLargeError', 415: 'UnsupportedMediaTypeError' };

function describe(error: HttpishError, contentType: string): { status: number; message: string } {
  const raw = Number(error.status ?? error.statusCode ?? error.httpCode);
  const status = raw === 413 || raw === 415 ? raw : 400;
  if (MESSAGES[status]) return { status, message: MESSAGES[status] };
  if (contentType.includes('json')) return { status, message: 'The request body is not valid JSON.' };
  if (contentType.startsWith('multipart/'))
    return { status, message: 'The request body is not valid multipart/form-data (check its boundary).' };
  return { status, message: 'The request body could not be read.' };
}

const bodyErrors = (): Core.MiddlewareHandler => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (ctx.state.bodyParsed) throw error;
    const { status, message } = describe((error ?? {}) as HttpishError, ctx.request.type ?? '');
    ctx.status = status;
    ctx.body = { data: null, error: { status, name: NAMES[status] ?? 'BadRequestError', message, details: {} } };
  }
};

export default bodyErrors;
