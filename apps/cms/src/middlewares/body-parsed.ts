import type { Core } from '@strapi/strapi';

/** `global::body-parsed`: placed right after `strapi::body`; see `body-errors.ts` for why. */
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  ctx.state.bodyParsed = true;
  await next();
};
