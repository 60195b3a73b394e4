import type { Core } from '@strapi/strapi';
import { serviceOf } from '../../../platform/strapi/services';
import type { Ctx } from '../../../platform/http/parse-body';
import { requestLocale } from '../../../modules/accounts';

type AccountService = ReturnType<typeof import('../services/account').default>;

/**
 * The signed-in user's account (docs/api/auth.md). The route's session strategy has set
 * `ctx.state.user` (or answered 401 'User is not logged in'); role checks are policies.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf<AccountService>(strapi, 'api::account.account');
  const userId = (ctx: Ctx) => (ctx.state.user as { id: number }).id;
  const send = (ctx: Ctx, data: unknown) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.send({ data });
  };

  return {
    async userStatus(ctx: Ctx) {
      send(ctx, await service().status(userId(ctx), await requestLocale(strapi, ctx)));
    },
    async usersByRole(ctx: Ctx) {
      send(ctx, await service().usersByRole(ctx.query.roles));
    },
    async updateProfile(ctx: Ctx) {
      send(ctx, await service().updateProfile(userId(ctx), ctx.request.body, await requestLocale(strapi, ctx)));
    },
    async addBookmark(ctx: Ctx) {
      send(ctx, await service().addBookmark(userId(ctx), ctx.params.datasetId, await requestLocale(strapi, ctx)));
    },
    async removeBookmark(ctx: Ctx) {
      send(ctx, await service().removeBookmark(userId(ctx), ctx.params.datasetId, await requestLocale(strapi, ctx)));
    },
  };
};
