import type { Core } from '@strapi/strapi';
import { queueCsvFileName, queueCsvStream } from '../../../modules/requests';
import type { Actor } from '../../../modules/requests';

interface Ctx {
  state: { user?: Actor };
  query: Record<string, unknown>;
  set: (field: string, value: string) => void;
  status: number;
  body: unknown;
}

/** GET /api/data-access-request/queue.csv: the v2 queue's current view (both formats) as a download. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async download(ctx: Ctx) {
    const stream = await queueCsvStream(strapi, {
      actor: ctx.state.user as Actor,
      scope: ['v1', 'v2'],
      query: ctx.query,
    });
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${queueCsvFileName()}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.status = 200;
    ctx.body = stream;
  },
});
