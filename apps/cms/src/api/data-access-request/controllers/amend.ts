import type { Core } from '@strapi/strapi';
import { unwrapDataEnvelope } from '@portal/shared';
import { requireActor } from '../../../modules/requests';
import { amendRequest } from '../../../modules/requests';
import type { Actor } from '../../../modules/requests';

interface Ctx {
  state: { user?: Actor };
  params: Record<string, string | undefined>;
  request: { body?: unknown };
  set: (field: string, value: string) => void;
  body: unknown;
}

/** PATCH /api/data-access-request/{id}/amend (docs/api/requests.md): parse, call the service, respond. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async amend(ctx: Ctx) {
    const detail = await amendRequest(
      strapi,
      requireActor(ctx.state.user),
      ctx.params.id,
      unwrapDataEnvelope(ctx.request.body),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: detail };
  },
});
