import type { Core } from '@strapi/strapi';
import { PAGE_SIZE_MAX } from '@portal/shared';
import { routeContext } from '../platform/http/request-context';

/**
 * `global::list-defaults`: the order and page size of a governance list when the
 * client does not choose them. The registry, policies and proceedings are shown in full on the
 * process page (search, "first 12 + more"), so one call returns up to PAGE_SIZE_MAX entries
 * instead of Strapi's 25. A client `sort` or `pagination` is kept as it is.
 */
export default (config: { sort: string }): Core.MiddlewareHandler =>
  async (context, next) => {
    const ctx = routeContext(context);
    if (ctx.query.sort === undefined) ctx.query.sort = config.sort;
    if (ctx.query.pagination === undefined) ctx.query.pagination = { page: 1, pageSize: PAGE_SIZE_MAX };
    await next();
  };
