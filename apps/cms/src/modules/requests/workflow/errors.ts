import { conflict, errors } from '../../../platform/http/strapi-errors';

/** 400 in Strapi's envelope. */
export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new errors.ValidationError(message, details);

/**
 * 403 with its message and details. A PolicyError: Strapi's route wrapper answers any other
 * ForbiddenError thrown by a controller with a bare 'Forbidden' and drops the details (the
 * allowed roles or actions a client needs).
 */
export const forbidden = (message: string, details: Record<string, unknown> = {}) =>
  new errors.PolicyError(message, details);

/** 404. */
export const notFound = (message: string) => new errors.NotFoundError(message);

export { conflict };
