import type { Core, UID } from '@strapi/strapi';
import { recordDocuments } from '../../../platform/database/documents';

/** Seed data per locale code; the first entry is created first (the default locale). */
export type Localized<T> = Record<string, T>;

// The seed works on any content type by uid, with data from its files: `publish` is called only
// on draft-and-publish types, checked at run time (hasDraftAndPublish).
type Data = Record<string, unknown>;

const documents = (strapi: Core.Strapi, uid: UID.ContentType) => recordDocuments<{ documentId: string }>(strapi, uid);

function hasDraftAndPublish(strapi: Core.Strapi, uid: UID.ContentType): boolean {
  return strapi.contentType(uid).options?.draftAndPublish === true;
}

async function publishIfNeeded(strapi: Core.Strapi, uid: UID.ContentType, documentId: string, locale: string) {
  if (hasDraftAndPublish(strapi, uid)) {
    await documents(strapi, uid).publish({ documentId, locale });
  }
}

/**
 * Creates a localized single type's content for each locale that has none yet. Existing
 * locales are left untouched so that a restart never overwrites what an editor changed.
 */
export async function seedSingleType(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  byLocale: Localized<Data>,
): Promise<void> {
  let documentId: string | undefined;
  for (const [locale, data] of Object.entries(byLocale)) {
    const existing = await documents(strapi, uid).findFirst({ locale, status: 'draft' });
    if (existing) {
      documentId = existing.documentId;
      continue;
    }
    const created = documentId
      ? await documents(strapi, uid).update({ documentId, locale, data })
      : await documents(strapi, uid).create({ locale, data });
    if (!created) throw new Error(`The ${locale} version of ${uid} ${documentId} could not be written`);
    documentId = created.documentId;
    await publishIfNeeded(strapi, uid, documentId, locale);
  }
}

/**
 * Creates one collection entry (all its locales) unless an entry with the same natural key
 * exists. `key` is a non-localized or default-locale field such as a slug or title.
 */
export async function seedCollectionEntry(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  key: { field: string; value: string },
  byLocale: Localized<Data>,
): Promise<string> {
  let documentId: string | undefined;
  for (const [locale, data] of Object.entries(byLocale)) {
    const filters = documentId ? { documentId } : { [key.field]: key.value };
    const existing = await documents(strapi, uid).findFirst({ locale, status: 'draft', filters });
    if (existing) {
      documentId = existing.documentId;
      continue;
    }
    const created = documentId
      ? await documents(strapi, uid).update({ documentId, locale, data })
      : await documents(strapi, uid).create({ locale, data });
    if (!created) throw new Error(`The ${locale} version of ${uid} ${documentId} could not be written`);
    documentId = created.documentId;
    await publishIfNeeded(strapi, uid, documentId, locale);
  }
  if (!documentId) throw new Error(`Nothing seeded for ${uid} ${key.value}`);
  return documentId;
}

/** Same as seedCollectionEntry for content types without i18n. */
export async function seedUnlocalizedEntry(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  key: { field: string; value: string },
  data: Data,
): Promise<string> {
  const existing = await documents(strapi, uid).findFirst({
    status: 'draft',
    filters: { [key.field]: key.value },
  });
  if (existing) return existing.documentId;
  const created = await documents(strapi, uid).create({ data });
  if (hasDraftAndPublish(strapi, uid)) await documents(strapi, uid).publish({ documentId: created.documentId });
  return created.documentId;
}
