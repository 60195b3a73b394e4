import { factories, type Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type RegistryIndexEntry } from '@portal/shared';
import { parseRegistryParams, type RegistryPaging } from '../../../modules/registry';
import { recordDocuments } from '../../../platform/database/documents';
import { serviceOf } from '../../../platform/strapi/services';

const UID = 'api::approved-request.approved-request';
const DATASET_UID = 'api::dataset.dataset';

type LinkedDataset = { documentId: string; title?: string; slug?: string };
type Entry = { documentId: string; datasets?: LinkedDataset[] | null };
type Body = { data: Entry | Entry[] | null; meta?: unknown };

/**
 * Approved requests are not localized, but the datasets they link to are. The relation
 * points at the datasets' default-locale rows; for any other locale the titles are replaced
 * by the published translation (kept as is where a dataset has no translation).
 */
async function translateDatasetTitles(strapi: Core.Strapi, body: Body, locale: string): Promise<void> {
  if (locale === DEFAULT_LOCALE || !body.data) return;
  const entries = Array.isArray(body.data) ? body.data : [body.data];
  const linked = entries.flatMap((entry) => entry.datasets ?? []);
  const ids = [...new Set(linked.map((dataset) => dataset.documentId))];
  if (ids.length === 0) return;
  const translations = await recordDocuments<{ documentId: string; title: string }>(strapi, DATASET_UID).findMany({
    locale,
    status: 'published',
    fields: ['title'],
    filters: { documentId: { $in: ids } },
    limit: ids.length,
  });
  const titles = new Map(translations.map((t) => [t.documentId, t.title]));
  for (const dataset of linked) {
    const title = titles.get(dataset.documentId);
    if (title) dataset.title = title;
  }
}

/** Strapi's own pagination meta, for whichever style the client used. */
function paginationMeta(paging: RegistryPaging, total: number) {
  return paging.kind === 'page'
    ? { page: paging.page, pageSize: paging.pageSize, pageCount: Math.ceil(total / paging.pageSize), total }
    : { start: paging.start, limit: paging.limit, total };
}

/** The core controller helpers, which Strapi types as optional on the factory's `this`. */
function coreHelpers(controller: Partial<Core.CoreAPI.Controller.Base>) {
  const { validateQuery, sanitizeQuery, sanitizeOutput, transformResponse } = controller;
  if (!validateQuery || !sanitizeQuery || !sanitizeOutput || !transformResponse)
    throw new Error('approved-request: the core controller helpers are missing');
  return {
    validateQuery: (ctx: Parameters<typeof validateQuery>[0]) => validateQuery.call(controller, ctx),
    sanitizeQuery: (ctx: Parameters<typeof sanitizeQuery>[0]) => sanitizeQuery.call(controller, ctx),
    sanitizeOutput: (data: unknown, ctx: Parameters<typeof sanitizeOutput>[1]) =>
      sanitizeOutput.call(controller, data, ctx),
    transformResponse: (data: unknown, meta?: Record<string, unknown>) =>
      transformResponse.call(controller, data, meta),
  };
}
type RegistryService = {
  findRegistryPage: (
    params: ReturnType<typeof parseRegistryParams>,
    options: { locale: string; restrictToIds?: number[] },
  ) => Promise<{ documentIds: string[]; total: number }>;
  searchIndex: (locale: string) => Promise<RegistryIndexEntry[]>;
};

const contentLocale = (ctx: { state: Record<string, unknown> }) =>
  (ctx.state.contentLocale as string | undefined) ?? DEFAULT_LOCALE;

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * GET /api/approved-requests: search (`q`), one-column sort and pagination done by the
   * database (registry/search.ts), then the page's entries loaded through the Document Service
   * with the route's populate tree and sanitized like every core response.
   */
  async find(ctx) {
    const core = coreHelpers(this);
    const { q: _q, sort: _sort, pagination: _pagination, ...rest } = ctx.query as Record<string, unknown>;
    const params = parseRegistryParams(ctx.query as Record<string, unknown>);
    // The rest (filters, fields, the fixed populate) goes through Strapi's own validation.
    ctx.query = rest;
    await core.validateQuery(ctx);
    const { filters, populate, fields } = await core.sanitizeQuery(ctx);

    let restrictToIds: number[] | undefined;
    if (filters && Object.keys(filters).length > 0) {
      const matching = (await strapi.db.query(UID).findMany({
        where: { $and: [filters, { publishedAt: { $notNull: true } }] },
        select: ['id'],
      })) as Array<{ id: number }>;
      restrictToIds = matching.map((row) => row.id);
    }

    const locale = contentLocale(ctx);
    const { documentIds, total } = await serviceOf<RegistryService>(strapi, UID).findRegistryPage(params, {
      locale,
      restrictToIds,
    });
    const found =
      documentIds.length === 0
        ? []
        : await recordDocuments<Entry>(strapi, UID).findMany({
            status: 'published',
            filters: { documentId: { $in: documentIds } },
            limit: documentIds.length,
            populate,
            ...(fields ? { fields } : {}),
          });
    const byId = new Map(found.map((entry) => [entry.documentId, entry]));
    const results = documentIds.flatMap((id) => byId.get(id) ?? []);

    const body: Body = { data: results };
    await translateDatasetTitles(strapi, body, locale);
    const sanitized = await core.sanitizeOutput(results, ctx);
    return core.transformResponse(sanitized, { pagination: paginationMeta(params.paging, total) });
  },

  /** GET /api/approved-requests-index: the compact index (public columns only, built in SQL). */
  async searchIndex(ctx) {
    const data = await serviceOf<RegistryService>(strapi, UID).searchIndex(contentLocale(ctx));
    ctx.body = { data, meta: { total: data.length } };
  },

  async findOne(ctx) {
    const body = (await super.findOne(ctx)) as Body | undefined;
    if (body) await translateDatasetTitles(strapi, body, contentLocale(ctx));
    return body;
  },
}));
