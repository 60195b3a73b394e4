import type { Core } from '@strapi/strapi';

/**
 * Approved requests are not localized, but the SPA sends `locale` like for every content call.
 * contentRead has already answered 404 for an unknown locale; the known one is kept on
 * `ctx.state` (the controller uses it to translate dataset titles) and removed from the query.
 */
export const localeAsState: Core.MiddlewareHandler = async (ctx, next) => {
  if (typeof ctx.query.locale === 'string') ctx.state.contentLocale = ctx.query.locale;
  delete ctx.query.locale;
  await next();
};
