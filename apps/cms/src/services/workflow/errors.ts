import { createRequire } from 'node:module';
import { errors } from '../../utils/strapi-errors';

type CreateHttpError = (
  status: number,
  message: string,
  properties?: Record<string, unknown>,
) => Error & { status: number };

const requireFromStrapi = createRequire(require.resolve('@strapi/strapi'));
const createHttpError = createRequire(requireFromStrapi.resolve('@strapi/utils'))('http-errors') as CreateHttpError;

/** 400 in Strapi's envelope. */
export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new errors.ValidationError(message, details);

/** 403. */
export const forbidden = (message: string, details: Record<string, unknown> = {}) =>
  new errors.ForbiddenError(message, details);

/** 404. */
export const notFound = (message: string) => new errors.NotFoundError(message);

/** 409 (Strapi has no ConflictError class; http-errors instances are formatted the same way). */
export function conflict(message: string, details: Record<string, unknown> = {}): Error & { status: number } {
  return createHttpError(409, message, { details });
}
