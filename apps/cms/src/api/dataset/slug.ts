import type { Core } from '@strapi/strapi';

const UID = 'api::dataset.dataset';

type UidService = {
  generateUIDField: (args: {
    contentTypeUID: string;
    field: string;
    data: Record<string, unknown>;
    locale?: string;
  }) => Promise<string>;
};

type Params = { documentId?: string; locale?: string; data?: Record<string, unknown> };
type Row = { slug?: string | null; title?: string | null } | null;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The admin fills `slug` (a uid field) from the title as the editor types; REST, the Document
 * Service and imports do not. This document middleware:
 * - gives a dataset created without a slug a unique one derived from its title, with the
 *   admin's rules (the content-manager's uid service);
 * - gives a new locale of an existing dataset the slug the document already has: Strapi's
 *   i18n treats uid fields as localized, but the SPA keeps the path when switching locale, so
 *   every locale of a dataset must answer to the same slug;
 * - regenerates the slug when an update empties it.
 */
export function registerDatasetSlugMiddleware(strapi: Core.Strapi): void {
  const generate = (data: Record<string, unknown>, locale?: string) =>
    (strapi.plugin('content-manager').service('uid') as UidService).generateUIDField({
      contentTypeUID: UID,
      field: 'slug',
      data,
      locale,
    });

  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as Params;
    const data = params.data;
    if (!data) return next();

    if (context.action === 'create') {
      if (isBlank(data.slug) && !isBlank(data.title)) data.slug = await generate(data, params.locale);
      return next();
    }

    const { documentId, locale } = params;
    if (!documentId) return next();
    if ('slug' in data && isBlank(data.slug)) {
      const title = isBlank(data.title)
        ? (
            (await strapi.db
              .query(UID)
              .findOne({ where: { documentId, ...(locale ? { locale } : {}) }, select: ['title'] })) as Row
          )?.title
        : data.title;
      data.slug = await generate({ ...data, title }, locale);
    } else if (!('slug' in data) && locale) {
      const existsInLocale = await strapi.db.query(UID).findOne({ where: { documentId, locale }, select: ['id'] });
      if (!existsInLocale) {
        const sibling = (await strapi.db
          .query(UID)
          .findOne({ where: { documentId, slug: { $notNull: true } }, select: ['slug'] })) as Row;
        data.slug = sibling?.slug ?? (isBlank(data.title) ? undefined : await generate(data, locale));
      }
    }
    return next();
  });
}
