import type { Core } from '@strapi/strapi';
import { errors } from '../../../platform/http/strapi-errors';
import { EVENT_UID, VERSION_UID } from './constants';

/** Document Service actions that read or append; everything else would rewrite history. */
const ALLOWED = new Set(['findOne', 'findFirst', 'findMany', 'count', 'create']);

/**
 * Makes the request-event log and the request versions append-only for every writer that goes
 * through the Document Service, the admin panel's content manager included (it can list and read
 * them; editing, deleting, cloning or publishing one fails with 403). Call from register().
 */
export function registerAppendOnlyEvents(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (!ALLOWED.has(ctx.action)) {
      if (ctx.uid === EVENT_UID)
        throw new errors.ForbiddenError(
          'Request events are an append-only audit log: they cannot be changed or deleted',
        );
      if (ctx.uid === VERSION_UID)
        throw new errors.ForbiddenError(
          'Request versions keep the answers as they were sent: they cannot be changed or deleted',
        );
    }
    return next();
  });
}
