import { factories } from '@strapi/strapi';

const UID = 'api::dataset.dataset';

type FetchParams = Record<string, unknown> & { filters?: Record<string, unknown>; locale?: string };

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * One published dataset by documentId, else by slug (the SPA's detail route uses the slug).
   * A slug from another locale also resolves, to the same document in the requested locale,
   * so switching language on a detail page never 404s if an editor gave locales different slugs.
   */
  async findOneByIdOrSlug(idOrSlug: string, params: FetchParams = {}) {
    const fetchParams = { status: 'published', ...params } as FetchParams;
    const documents = strapi.documents(UID);
    const byId = await documents.findOne({ ...fetchParams, documentId: idOrSlug } as never);
    if (byId) return byId;
    const slugFilter = { slug: { $eq: idOrSlug } };
    const filters = fetchParams.filters ? { $and: [fetchParams.filters, slugFilter] } : slugFilter;
    const bySlug = await documents.findFirst({ ...fetchParams, filters } as never);
    if (bySlug) return bySlug;
    const other = (await strapi.db.query(UID).findOne({
      where: { slug: idOrSlug, publishedAt: { $notNull: true } },
      select: ['documentId'],
    })) as { documentId: string } | null;
    return other ? documents.findOne({ ...fetchParams, documentId: other.documentId } as never) : null;
  },
}));
