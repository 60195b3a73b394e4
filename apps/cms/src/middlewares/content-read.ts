import type { Core } from '@strapi/strapi';
import { PAGE_SIZE_MAX } from '@portal/shared';
import { buildPopulate, type RelationPopulate } from '../modules/content';
import { localeExists } from '../modules/content';
import { routeContext } from '../platform/http/request-context';
import { contentDependencies } from '../modules/content';
import { CACHEABLE_READ, type CacheableRead } from './content-cache';

/**
 * Public content changes only when an editor publishes: browsers and proxies may keep it but
 * must revalidate every use (a 304 from memory), so a publish shows on the next page view.
 */
export const PUBLIC_CONTENT_CACHE_CONTROL = 'public, no-cache';

export interface ContentReadOptions {
  /** Cache-Control of the route's 200 responses (default: PUBLIC_CONTENT_CACHE_CONTROL). */
  cacheControl?: string;
}

function pageSizeOf(query: Record<string, unknown>): number | undefined {
  const pagination = query.pagination as Record<string, unknown> | undefined;
  const raw = pagination?.pageSize ?? pagination?.limit;
  return raw === undefined ? undefined : Number(raw);
}

/**
 * Route middleware for public content reads: refuses client-chosen populate trees, drafts and
 * oversize pages, answers 404 for a locale the CMS does not serve, then applies the
 * server's populate tree (computed once, on first use) and marks the response cacheable by
 * `global::content-cache`, with the content types it is built from.
 */
export function contentRead(
  uid: string,
  relations: RelationPopulate = {},
  options: ContentReadOptions = {},
): Core.MiddlewareHandler {
  let populate: ReturnType<typeof buildPopulate> | undefined;
  let cacheable: CacheableRead | undefined;
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
    cacheable ??= {
      uids: contentDependencies(strapi, uid, populate),
      cacheControl: options.cacheControl ?? PUBLIC_CONTENT_CACHE_CONTROL,
    };
    ctx.state[CACHEABLE_READ] = cacheable;
    await next();
  };
}
