import type { Core } from '@strapi/strapi';

/** What a route middleware reads and changes of the request context. */
export type RouteContext = {
  query: Record<string, unknown>;
  state: Record<string, unknown>;
  badRequest: (message: string, details?: unknown) => void;
  notFound: (message: string, details?: unknown) => void;
};

/**
 * The context of a route middleware as Strapi makes it. `Core.MiddlewareHandler` types it as
 * Koa's, where `query` is a flat `ParsedUrlQuery` of strings; Strapi parses the query string
 * with `qs` into nested objects (`pagination[pageSize]` → `{ pagination: { pageSize } }`) and
 * reads a populate tree put there back as one. Koa's type cannot say that, so the one conversion
 * is made here.
 */
export function routeContext(context: Parameters<Core.MiddlewareHandler>[0]): RouteContext {
  return context as unknown as RouteContext;
}
