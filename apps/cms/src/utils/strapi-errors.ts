import { createRequire } from 'node:module';

/**
 * Strapi's error classes. The errors middleware formats only instances of *its* classes
 * (status, name, message, details in the envelope, no stack logged), so they must come from
 * the copy of @strapi/utils that @strapi/strapi uses; the CMS does not depend on it directly.
 */
type StrapiErrorClass = new (
  message?: string,
  details?: Record<string, unknown>,
) => Error & {
  details: Record<string, unknown>;
};

interface StrapiErrors {
  ApplicationError: StrapiErrorClass;
  ValidationError: StrapiErrorClass;
  UnauthorizedError: StrapiErrorClass;
  ForbiddenError: StrapiErrorClass;
  NotFoundError: StrapiErrorClass;
  RateLimitError: StrapiErrorClass;
  PolicyError: StrapiErrorClass;
}

const requireFromStrapi = createRequire(require.resolve('@strapi/strapi'));

export const errors = (requireFromStrapi('@strapi/utils') as { errors: StrapiErrors }).errors;

type CreateHttpError = (
  status: number,
  message: string,
  properties?: Record<string, unknown>,
) => Error & { status: number };

// http-errors as @strapi/utils uses it: the errors middleware formats its instances as they are.
const createHttpError = createRequire(requireFromStrapi.resolve('@strapi/utils'))('http-errors') as CreateHttpError;

/**
 * A 401 in Strapi's envelope with this message. Not `errors.UnauthorizedError`: Strapi's
 * authorization middleware wraps the policies and the controller and replaces any
 * UnauthorizedError thrown there with a bare 'Unauthorized', losing the message.
 */
export function unauthorized(message: string, details: Record<string, unknown> = {}): Error & { status: number } {
  return createHttpError(401, message, { details });
}

export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}
