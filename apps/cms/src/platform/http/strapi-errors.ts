import { errors } from '@strapi/utils';

/**
 * Strapi's error classes. The errors middleware formats only instances of *its* classes
 * (status, name, message, details in the envelope, no stack logged); @strapi/utils is pinned
 * to the version @strapi/strapi uses, so pnpm links the same copy.
 */
export { errors };

const HTTP_ERROR_NAMES: Record<number, string> = { 401: 'UnauthorizedError', 409: 'ConflictError' };

/**
 * An http-errors instance, which the errors middleware formats as it is, for the statuses
 * Strapi has no usable class for. http-errors' base class refuses `new` (it is abstract), so
 * the instance is made on its prototype, with the fields http-errors itself sets.
 */
function httpError(status: number, message: string, details: Record<string, unknown>): Error & { status: number } {
  const error = Object.create(errors.HttpError.prototype) as Error & { status: number };
  Object.assign(error, {
    name: HTTP_ERROR_NAMES[status] ?? 'HttpError',
    message,
    status,
    statusCode: status,
    expose: status < 500,
    details,
  });
  Error.captureStackTrace(error, httpError);
  return error;
}

/**
 * A 401 in Strapi's envelope with this message. Not `errors.UnauthorizedError`: Strapi's
 * authorization middleware wraps the policies and the controller and replaces any
 * UnauthorizedError thrown there with a bare 'Unauthorized', losing the message.
 */
export function unauthorized(message: string, details: Record<string, unknown> = {}): Error & { status: number } {
  return httpError(401, message, details);
}

/** A 409 in Strapi's envelope (Strapi has no ConflictError class). */
export function conflict(message: string, details: Record<string, unknown> = {}): Error & { status: number } {
  return httpError(409, message, details);
}

export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}
