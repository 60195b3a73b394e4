import type { Core, Struct, UID } from '@strapi/strapi';
import { isRecord } from '@portal/shared';
import { SeedDataError } from './data-files';
import type { SeededMedia } from './media';

type Attributes = Struct.SchemaAttributes;

const MEDIA_REF = /^media:(.+)$/;

interface Context {
  strapi: Core.Strapi;
  media: ReadonlyMap<string, SeededMedia>;
  file: string;
}

function mediaId(value: unknown, where: string, context: Context): number {
  const ref = typeof value === 'string' ? MEDIA_REF.exec(value)?.[1] : undefined;
  if (!ref) throw new SeedDataError(context.file, `${where} must be a media reference such as "media:home-hero.webp"`);
  const media = context.media.get(ref);
  if (!media)
    throw new SeedDataError(context.file, `${where} refers to ${ref}, which data/media.yaml does not declare`);
  return media.id;
}

/**
 * Checks a document from a data file against its Strapi schema (every key must be a field of
 * the content type or component: a misspelt key is an error, not silently dropped) and turns
 * `media:<file>` references into media library ids.
 */
function prepare(attributes: Attributes, owner: string, data: unknown, where: string, context: Context) {
  if (!isRecord(data)) throw new SeedDataError(context.file, `${where || 'the document'} must be a mapping of fields`);
  const prepared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const path = where ? `${where}.${key}` : key;
    const attribute = attributes[key];
    if (!attribute) {
      const known = Object.keys(attributes).join(', ');
      throw new SeedDataError(context.file, `${path} is not a field of ${owner} (fields: ${known})`);
    }
    if (attribute.type === 'media') {
      prepared[key] =
        attribute.multiple === true
          ? (Array.isArray(value) ? value : [value]).map((item, i) => mediaId(item, `${path}.${i}`, context))
          : mediaId(value, path, context);
    } else if (attribute.type === 'component') {
      const component = context.strapi.components[attribute.component];
      if (!component) throw new Error(`Unknown component ${attribute.component} in ${owner}`);
      const nested = (item: unknown, at: string) =>
        prepare(component.attributes, attribute.component, item, at, context);
      if (attribute.repeatable === true) {
        if (!Array.isArray(value)) throw new SeedDataError(context.file, `${path} must be a list`);
        prepared[key] = value.map((item, i) => nested(item, `${path}.${i}`));
      } else prepared[key] = nested(value, path);
    } else prepared[key] = value;
  }
  return prepared;
}

export function prepareDocument(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  data: unknown,
  file: string,
  media: ReadonlyMap<string, SeededMedia>,
): Record<string, unknown> {
  return prepare(strapi.contentType(uid).attributes, uid, data, '', { strapi, media, file });
}
