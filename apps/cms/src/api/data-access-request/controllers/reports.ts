import type { Core } from '@strapi/strapi';
import { answerReport } from '../../../modules/reports';

interface Ctx {
  query: Record<string, unknown>;
  set: (field: string, value: string) => void;
  status: number;
  body: unknown;
}

/** GET /api/request-management/reports: the figures as JSON, or one table as a CSV download. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(ctx: Ctx) {
    const answer = await answerReport(strapi, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    if (answer.kind === 'csv') {
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${answer.fileName}"`);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.status = 200;
      ctx.body = answer.csv;
      return;
    }
    ctx.status = 200;
    ctx.body = { data: answer.report, meta: {} };
  },
});
