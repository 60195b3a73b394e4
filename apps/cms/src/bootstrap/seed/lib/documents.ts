import type { Core, Modules } from '@strapi/strapi';

/** Seed data per locale code; the first entry is created first (the default locale). */
export type Localized<T> = Record<string, T>;

// The seed works on any content type by uid: with the generated types, `publish` exists only
// on draft-and-publish types, and the caller checks that at run time (hasDraftAndPublish).
type Documents = Modules.Documents.ServiceInstance & Modules.Documents.DraftAndPublishExtension;
type Data = Record<string, unknown>;

function documents(strapi: Core.Strapi, uid: string): Documents {
  return strapi.documents(uid as never);
}

function hasDraftAndPublish(strapi: Core.Strapi, uid: string): boolean {
  const model = strapi.contentType(uid as never) as { options?: { draftAndPublish?: boolean } };
  return model.options?.draftAndPublish === true;
}

async function publishIfNeeded(strapi: Core.Strapi, uid: string, documentId: string, locale: string) {
  if (hasDraftAndPublish(strapi, uid)) {
    await documents(strapi, uid).publish({ documentId, locale } as never);
  }
}

/**
 * Creates a localized single type's content for each locale that has none yet. Existing
 * locales are left untouched so that a restart never overwrites what an editor changed.
 */
export async function seedSingleType(strapi: Core.Strapi, uid: string, byLocale: Localized<Data>): Promise<void> {
  let documentId: string | undefined;
  for (const [locale, data] of Object.entries(byLocale)) {
    const existing = (await documents(strapi, uid).findFirst({ locale, status: 'draft' } as never)) as {
      documentId: string;
    } | null;
    if (existing) {
      documentId = existing.documentId;
      continue;
    }
    const created = (
      documentId
        ? await documents(strapi, uid).update({ documentId, locale, data } as never)
        : await documents(strapi, uid).create({ locale, data } as never)
    ) as { documentId: string };
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
  uid: string,
  key: { field: string; value: string },
  byLocale: Localized<Data>,
): Promise<string> {
  let documentId: string | undefined;
  for (const [locale, data] of Object.entries(byLocale)) {
    const filters = documentId ? { documentId } : { [key.field]: key.value };
    const existing = (await documents(strapi, uid).findFirst({ locale, status: 'draft', filters } as never)) as {
      documentId: string;
    } | null;
    if (existing) {
      documentId = existing.documentId;
      continue;
    }
    const created = (
      documentId
        ? await documents(strapi, uid).update({ documentId, locale, data } as never)
        : await documents(strapi, uid).create({ locale, data } as never)
    ) as { documentId: string };
    documentId = created.documentId;
    await publishIfNeeded(strapi, uid, documentId, locale);
  }
  if (!documentId) throw new Error(`Nothing seeded for ${uid} ${key.value}`);
  return documentId;
}

/** Same as seedCollectionEntry for content types without i18n. */
export async function seedUnlocalizedEntry(
  strapi: Core.Strapi,
  uid: string,
  key: { field: string; value: string },
  data: Data,
): Promise<string> {
  const existing = (await documents(strapi, uid).findFirst({
    status: 'draft',
    filters: { [key.field]: key.value },
  } as never)) as { documentId: string } | null;
  if (existing) return existing.documentId;
  const created = (await documents(strapi, uid).create({ data } as never)) as { documentId: string };
  if (hasDraftAndPublish(strapi, uid))
    await documents(strapi, uid).publish({ documentId: created.documentId } as never);
  return created.documentId;
}
