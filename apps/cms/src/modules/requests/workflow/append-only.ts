import type { Core } from '@strapi/strapi';
import { errors } from '../../../platform/http/strapi-errors';
import { EVENT_UID } from './constants';

/** Document Service actions that read or append; everything else would rewrite history. */
const ALLOWED = new Set(['findOne', 'findFirst', 'findMany', 'count', 'create']);

/**
 * Makes the request-event log append-only for every writer that goes through the Document
 * Service, the admin panel's content manager included (it can list and read events; editing,
 * deleting, cloning or publishing one fails with 403). Call from register().
 */
export function registerAppendOnlyEvents(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid === EVENT_UID && !ALLOWED.has(ctx.action)) {
      throw new errors.ForbiddenError('Request events are an append-only audit log: they cannot be changed or deleted');
    }
    return next();
  });
}
