import { conflict, errors } from '../../utils/strapi-errors';

/** 400 in Strapi's envelope. */
export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new errors.ValidationError(message, details);

/** 403. */
export const forbidden = (message: string, details: Record<string, unknown> = {}) =>
  new errors.ForbiddenError(message, details);

/** 404. */
export const notFound = (message: string) => new errors.NotFoundError(message);

export { conflict };
