import { factories, type Core } from '@strapi/strapi';
import { contentRead } from '../../../middlewares/content-read';

const UID = 'api::approved-request.approved-request';

/** The registry is public: datasets are shown by title and slug only (never their relations or authors). */
const RELATIONS = { datasets: { fields: ['title', 'slug'] } };

/**
 * Approved requests are not localized, but the SPA sends `locale` like for every content call.
 * contentRead has already answered 404 for an unknown locale; the known one is kept on
 * `ctx.state` (the controller uses it to translate dataset titles) and removed from the query.
 */
const localeAsState: Core.MiddlewareHandler = async (ctx, next) => {
  if (typeof ctx.query.locale === 'string') ctx.state.contentLocale = ctx.query.locale;
  delete ctx.query.locale;
  await next();
};

export default factories.createCoreRouter(UID, {
  only: ['find', 'findOne'],
  config: {
    find: {
      middlewares: [
        contentRead(UID, RELATIONS),
        localeAsState,
        // Most recently approved first, the whole registry in one page, unless the client asks otherwise.
        { name: 'global::list-defaults', config: { sort: 'approvalDate:desc' } },
      ],
    },
    findOne: { middlewares: [contentRead(UID, RELATIONS), localeAsState] },
  },
});
