import type { Core } from '@strapi/strapi';
import { unwrapDataEnvelope } from '@portal/shared';
import { requireActor } from '../../../services/workflow/commands/pipeline';
import { amendRequest } from '../../../services/applicant/amend';
import type { Actor } from '../../../services/workflow/types';

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
