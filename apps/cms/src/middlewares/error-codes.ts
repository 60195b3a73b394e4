import type { Core } from '@strapi/strapi';
import { withErrorCode } from '../platform/http/error-codes';

/**
 * `global::error-codes` (right before `strapi::errors`, so it sees every error body: those
 * `strapi::errors` formats from thrown errors, the 404 of an unknown route, and those the
 * middlewares below it write themselves): adds `details.code` (src/platform/http/error-codes.ts).
 * A failure here is logged and the response goes out as it was, never as a 500.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    await next();
    if (ctx.status < 400) return;
    try {
      const body = withErrorCode(ctx.body, ctx.status);
      if (body === ctx.body) return;
      // Koa resets the status to 200 when a body is set without an explicit one: keep it.
      const status = ctx.status;
      ctx.body = body;
      ctx.status = status;
    } catch (error) {
      strapi.log.warn(`Could not add the error code (${ctx.method} ${ctx.path}): ${(error as Error)?.message}`);
    }
  };
