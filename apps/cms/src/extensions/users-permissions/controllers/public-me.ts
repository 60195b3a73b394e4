import { loadPublicUser } from '../../../modules/accounts';
import { requestLocale } from '../../../modules/accounts';
import type { Ctx } from '../../../platform/http/parse-body';

type MeCtx = Ctx & { unauthorized: () => void };

/** GET /api/users/me: the signed-in user as `toPublicUser` shapes it, for one user shape everywhere. */
export async function publicMe(ctx: MeCtx): Promise<void> {
  const id = ctx.state.user?.id;
  const user = id ? await loadPublicUser(strapi, id, await requestLocale(strapi, ctx)) : null;
  if (!user) return ctx.unauthorized();
  ctx.body = user;
}
