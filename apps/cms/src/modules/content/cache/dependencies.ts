import type { Core } from '@strapi/strapi';

const FILE_UID = 'plugin::upload.file';

interface Attribute {
  type: string;
  target?: string;
  component?: string;
  components?: string[];
}

function attributesOf(strapi: Core.Strapi, uid: string): Record<string, Attribute> {
  const models: Record<string, { attributes: Record<string, unknown> } | undefined> = {
    ...strapi.components,
    ...strapi.contentTypes,
  };
  const model = models[uid];
  if (!model) throw new Error(`Unknown model ${uid}`);
  return model.attributes as Record<string, Attribute>;
}

function childPopulate(node: unknown): Record<string, unknown> {
  if (node && typeof node === 'object' && 'populate' in node) {
    const populate = (node as { populate?: unknown }).populate;
    if (populate && typeof populate === 'object') return populate as Record<string, unknown>;
  }
  return {};
}

/**
 * The content-type uids a response built with this populate tree reads: the model itself, the
 * target of every populated relation (recursively) and the upload files when media are
 * populated. Components and dynamic zones are stored with their document, so they add the
 * uids of what they populate, not their own.
 */
export function contentDependencies(strapi: Core.Strapi, uid: string, populate: Record<string, unknown>): string[] {
  const found = new Set<string>();
  const visit = (modelUid: string, tree: Record<string, unknown>, isDocument: boolean) => {
    if (isDocument) {
      if (found.has(modelUid)) return;
      found.add(modelUid);
    }
    const attributes = attributesOf(strapi, modelUid);
    for (const [name, node] of Object.entries(tree)) {
      const attribute = attributes[name];
      if (!attribute) continue;
      if (attribute.type === 'media') found.add(FILE_UID);
      else if (attribute.type === 'relation' && attribute.target) visit(attribute.target, childPopulate(node), true);
      else if (attribute.type === 'component' && attribute.component)
        visit(attribute.component, childPopulate(node), false);
      else if (attribute.type === 'dynamiczone' && attribute.components) {
        const on =
          (node && typeof node === 'object' && 'on' in node ? (node as { on: Record<string, unknown> }).on : {}) ?? {};
        for (const component of attribute.components) visit(component, childPopulate(on[component]), false);
      }
    }
  };
  visit(uid, populate, true);
  return [...found].sort();
}
