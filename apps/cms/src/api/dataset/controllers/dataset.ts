import { factories } from '@strapi/strapi';
import { serviceOf } from '../../../platform/strapi/services';

const UID = 'api::dataset.dataset';

type DatasetService = { findOneByIdOrSlug: (idOrSlug: string, params: Record<string, unknown>) => Promise<unknown> };

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/datasets/:id where :id is a documentId or a slug; 404 'Dataset not found' otherwise. */
  async findOne(ctx) {
    const { id } = ctx.params as { id: string };
    // The factory types the core helpers as optional (a controller may replace any method); the
    // core controller always has them.
    const { validateQuery, sanitizeQuery, sanitizeOutput, transformResponse } = this;
    if (!validateQuery || !sanitizeQuery || !sanitizeOutput || !transformResponse)
      throw new Error('The core dataset controller has no query and output helpers');
    await validateQuery.call(this, ctx);
    const sanitizedQuery = await sanitizeQuery.call(this, ctx);
    const entity = await serviceOf<DatasetService>(strapi, UID).findOneByIdOrSlug(id, sanitizedQuery);
    if (!entity) return ctx.notFound('Dataset not found');
    const sanitizedEntity = await sanitizeOutput.call(this, entity, ctx);
    return transformResponse.call(this, sanitizedEntity);
  },
}));
