import type { Core } from '@strapi/strapi';

/**
 * Populate trees are fixed on the server so that the SPA sends only `locale`. The tree is
 * derived from the schema: every component, dynamic zone and media field is populated to
 * full depth; relations are populated only where the caller lists them, because following
 * relations blindly can pull whole collections (and private fields) into a public response.
 */
export type RelationPopulate = { [field: string]: true | { fields?: string[]; populate?: RelationPopulate } };
type PopulateNode =
  true | { populate?: Record<string, PopulateNode>; on?: Record<string, PopulateNode>; fields?: string[] };

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
}

/** Where the schemas are read: the components and content types by uid. */
type SchemaSource = Pick<Core.Strapi, 'components' | 'contentTypes'>;

function attributesOf(strapi: SchemaSource, uid: string): Record<string, Attribute> {
  // Uids here come from the schemas themselves (a component's `component`), read at run time.
  const schemas = new Map<string, { attributes: Record<string, Attribute> }>([
    ...Object.entries(strapi.components),
    ...Object.entries(strapi.contentTypes),
  ]);
  const model = schemas.get(uid);
  if (!model) throw new Error(`Unknown model ${uid}`);
  return model.attributes;
}

function componentTree(strapi: SchemaSource, uid: string, relations: RelationPopulate = {}): PopulateNode {
  const populate: Record<string, PopulateNode> = {};
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component' && attribute.component) {
      const nested = relations[name];
      populate[name] = componentTree(
        strapi,
        attribute.component,
        typeof nested === 'object' ? (nested.populate ?? {}) : {},
      );
    } else if (attribute.type === 'dynamiczone' && attribute.components) {
      populate[name] = {
        on: Object.fromEntries(attribute.components.map((c) => [c, componentTree(strapi, c)])),
      };
    } else if (attribute.type === 'relation' && relations[name]) {
      const spec = relations[name];
      populate[name] =
        spec === true
          ? true
          : {
              ...(spec.fields ? { fields: spec.fields } : {}),
              ...(spec.populate ? { populate: spec.populate as Record<string, PopulateNode> } : {}),
            };
    }
  }
  return Object.keys(populate).length > 0 ? { populate } : true;
}

export function buildPopulate(
  strapi: SchemaSource,
  uid: string,
  relations: RelationPopulate = {},
): Record<string, PopulateNode> {
  const tree = componentTree(strapi, uid, relations);
  return tree === true ? {} : (tree.populate ?? {});
}
