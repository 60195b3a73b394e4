import { factories } from '@strapi/strapi';

const UID = 'api::dataset.dataset';

type DatasetService = { findOneByIdOrSlug: (idOrSlug: string, params: Record<string, unknown>) => Promise<unknown> };

/** The core controller helpers `this` carries (typed loosely by the factory). */
type CoreHelpers = {
  validateQuery: (ctx: unknown) => Promise<void>;
  sanitizeQuery: (ctx: unknown) => Promise<Record<string, unknown>>;
  sanitizeOutput: (data: unknown, ctx: unknown) => Promise<unknown>;
  transformResponse: (data: unknown, meta?: unknown) => unknown;
};

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/datasets/:id where :id is a documentId or a slug; 404 'Dataset not found' otherwise. */
  async findOne(ctx) {
    const core = this as unknown as CoreHelpers;
    const { id } = ctx.params as { id: string };
    await core.validateQuery(ctx);
    const sanitizedQuery = await core.sanitizeQuery(ctx);
    const entity = await (strapi.service(UID) as unknown as DatasetService).findOneByIdOrSlug(id, sanitizedQuery);
    if (!entity) return ctx.notFound('Dataset not found');
    const sanitizedEntity = await core.sanitizeOutput(entity, ctx);
    return core.transformResponse(sanitizedEntity);
  },
}));
