import { factories } from '@strapi/strapi';
import { recordDocuments } from '../../../platform/database/documents';

const UID = 'api::dataset.dataset';

type FetchParams = Record<string, unknown> & { filters?: Record<string, unknown>; locale?: string };

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * One published dataset by documentId, else by slug (the SPA's detail route uses the slug).
   * A slug from another locale also resolves, to the same document in the requested locale,
   * so switching language on a detail page never 404s if an editor gave locales different slugs.
   */
  async findOneByIdOrSlug(idOrSlug: string, params: FetchParams = {}) {
    // The params are the client's sanitized query: built at run time, so the service sees records.
    const fetchParams: FetchParams = { status: 'published', ...params };
    const documents = recordDocuments(strapi, UID);
    const byId = await documents.findOne({ ...fetchParams, documentId: idOrSlug });
    if (byId) return byId;
    const slugFilter = { slug: { $eq: idOrSlug } };
    const filters = fetchParams.filters ? { $and: [fetchParams.filters, slugFilter] } : slugFilter;
    const bySlug = await documents.findFirst({ ...fetchParams, filters });
    if (bySlug) return bySlug;
    const other = (await strapi.db.query(UID).findOne({
      where: { slug: idOrSlug, publishedAt: { $notNull: true } },
      select: ['documentId'],
    })) as { documentId: string } | null;
    return other ? documents.findOne({ ...fetchParams, documentId: other.documentId }) : null;
  },
}));
