import type { Core } from '@strapi/strapi';
import { PAGE_SIZE_MAX } from '@portal/shared';
import { buildPopulate, type RelationPopulate } from '../utils/populate';
import { localeExists } from '../utils/locales';
import { routeContext } from '../utils/request-context';

function pageSizeOf(query: Record<string, unknown>): number | undefined {
  const pagination = query.pagination as Record<string, unknown> | undefined;
  const raw = pagination?.pageSize ?? pagination?.limit;
  return raw === undefined ? undefined : Number(raw);
}

/**
 * Route middleware for public content reads: refuses client-chosen populate trees, drafts and
 * oversize pages, answers 404 for a locale the CMS does not serve, then applies the
 * server's populate tree (computed once, on first use).
 */
export function contentRead(uid: string, relations: RelationPopulate = {}): Core.MiddlewareHandler {
  let populate: ReturnType<typeof buildPopulate> | undefined;
  return async (context, next) => {
    const ctx = routeContext(context);
    if (ctx.query.populate !== undefined) {
      return ctx.badRequest('The populate parameter is not accepted: this endpoint returns a fixed tree.', {
        param: 'populate',
      });
    }
    // Drafts are editors' work in progress: the public API serves published content only.
    if (ctx.query.status !== undefined && ctx.query.status !== 'published') {
      return ctx.badRequest('Only published content is available.', { param: 'status' });
    }
    const pageSize = pageSizeOf(ctx.query);
    if (pageSize !== undefined && (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX)) {
      return ctx.badRequest(`pagination.pageSize must be an integer between 1 and ${PAGE_SIZE_MAX}.`, {
        param: 'pagination.pageSize',
      });
    }
    const locale = ctx.query.locale;
    if (locale !== undefined) {
      if (typeof locale !== 'string' || !(await localeExists(strapi, locale))) {
        return ctx.notFound(`Locale not found: ${String(locale)}`, { param: 'locale' });
      }
    }
    populate ??= buildPopulate(strapi, uid, relations);
    ctx.query.populate = populate;
    await next();
  };
}
