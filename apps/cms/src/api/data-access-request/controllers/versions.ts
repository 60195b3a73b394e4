import type { Core } from '@strapi/strapi';
import { listRequestVersions, requireActor } from '../../../modules/requests';
import type { Actor } from '../../../modules/requests';

interface Ctx {
  state: { user?: Actor };
  params: Record<string, string | undefined>;
  set: (field: string, value: string) => void;
  body: unknown;
}

/** GET /api/data-access-request/{id}/versions (docs/api/requests.md, "Versions"): read, respond. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Ctx) {
    const versions = await listRequestVersions(strapi, requireActor(ctx.state.user), ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: versions };
  },
});
