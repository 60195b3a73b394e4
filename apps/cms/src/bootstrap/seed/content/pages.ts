import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { prepareDocument } from '../lib/content-documents';
import { localeEntries, readDataFile, SeedDataError } from '../lib/data-files';
import { seedCollectionEntry, seedSingleType } from '../lib/documents';
import type { SeededMedia } from '../lib/media';
import { isContentTypeUid } from '../../../platform/database/documents';

const document = z.record(z.string(), z.unknown());

/**
 * Seeds the localized content of data/<locale>/: `<name>.yaml` is the document of the content
 * type `api::<name>.<name>` (a single type), or the list of its entries (a collection type);
 * a folder `<name>/` holds one entry per file. Entries are matched across locales by position
 * (file order), and recognised on later boots by their slug, or their default-locale title.
 */
export async function seedPages(
  strapi: Core.Strapi,
  locales: readonly string[],
  media: ReadonlyMap<string, SeededMedia>,
): Promise<void> {
  const [defaultLocale] = locales;
  if (!defaultLocale) throw new Error('No locale to seed');
  const byLocale = new Map(locales.map((locale) => [locale, new Map(localeEntries(locale).map((e) => [e.name, e]))]));
  const names = [...(byLocale.get(defaultLocale)?.keys() ?? [])];
  for (const locale of locales) {
    const here = [...(byLocale.get(locale)?.keys() ?? [])];
    const missing = names.filter((name) => !here.includes(name));
    const extra = here.filter((name) => !names.includes(name));
    if (missing.length || extra.length)
      throw new Error(
        `Seed data for ${locale} differs from ${defaultLocale}: missing ${missing.join(', ') || 'nothing'}, extra ${extra.join(', ') || 'nothing'}`,
      );
  }
  for (const name of names) {
    const uid = `api::${name}.${name}`;
    if (!isContentTypeUid(strapi, uid))
      throw new SeedDataError(
        byLocale.get(defaultLocale)?.get(name)?.files[0] ?? name,
        `there is no content type ${uid}`,
      );
    const model = strapi.contentType(uid);
    const entriesOf = (locale: string) => {
      const entry = byLocale.get(locale)?.get(name);
      if (!entry) return [];
      const raw = entry.files.flatMap((file) =>
        entry.folder || model.kind === 'singleType'
          ? [{ file, data: readDataFile(file, document) }]
          : readDataFile(file, z.array(document)).map((data) => ({ file, data })),
      );
      return raw.map(({ file, data }) => prepareDocument(strapi, uid, data, file, media));
    };
    const documents = new Map(locales.map((locale) => [locale, entriesOf(locale)]));
    if (model.kind === 'singleType') {
      await seedSingleType(strapi, uid, Object.fromEntries(locales.map((l) => [l, documents.get(l)?.[0] ?? {}])));
      continue;
    }
    const defaults = documents.get(defaultLocale) ?? [];
    for (const locale of locales) {
      if ((documents.get(locale)?.length ?? 0) !== defaults.length)
        throw new Error(
          `Seed data ${locale}/${name} has ${documents.get(locale)?.length} entries, ${defaultLocale} has ${defaults.length}`,
        );
    }
    const keyField = 'slug' in model.attributes ? 'slug' : 'title';
    for (const [index, entry] of defaults.entries()) {
      const value = entry[keyField];
      if (typeof value !== 'string')
        throw new Error(`Seed data ${defaultLocale}/${name} entry ${index + 1} has no ${keyField}`);
      await seedCollectionEntry(
        strapi,
        uid,
        { field: keyField, value },
        Object.fromEntries(locales.map((locale) => [locale, documents.get(locale)?.[index] ?? {}])),
      );
    }
  }
}
