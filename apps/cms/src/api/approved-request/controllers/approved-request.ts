import { factories, type Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@portal/shared';

const UID = 'api::approved-request.approved-request';
const DATASET_UID = 'api::dataset.dataset';

type LinkedDataset = { documentId: string; title?: string; slug?: string };
type Entry = { datasets?: LinkedDataset[] | null };
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
  const translations = (await strapi.documents(DATASET_UID as never).findMany({
    locale,
    status: 'published',
    fields: ['title'],
    filters: { documentId: { $in: ids } },
    limit: ids.length,
  } as never)) as unknown as Array<{ documentId: string; title: string }>;
  const titles = new Map(translations.map((t) => [t.documentId, t.title]));
  for (const dataset of linked) {
    const title = titles.get(dataset.documentId);
    if (title) dataset.title = title;
  }
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const body = (await super.find(ctx)) as Body;
    await translateDatasetTitles(strapi, body, (ctx.state.contentLocale as string | undefined) ?? DEFAULT_LOCALE);
    return body;
  },

  async findOne(ctx) {
    const body = (await super.findOne(ctx)) as Body | undefined;
    if (body)
      await translateDatasetTitles(strapi, body, (ctx.state.contentLocale as string | undefined) ?? DEFAULT_LOCALE);
    return body;
  },
}));
