import type { Core } from '@strapi/strapi';
import type { JsonSchema, OpenApiDocument, Paths } from './types';

/**
 * The admin's API documentation (@strapi/plugin-documentation) from the same document: the
 * plugin generates the content types' paths and schemas itself and takes ours as an override.
 * Its Swagger UI (swagger-ui-dist 4) renders OpenAPI 3.0 only, so the override is our 3.1
 * document converted down (below), with paths relative to the plugin's server URL (…/api).
 */

/** APIs whose every route our document describes: the plugin does not generate them. */
const DOCUMENTED_APIS = [
  'account',
  'contact-message',
  'data-access-request',
  'dataset-request',
  'entitlement',
  'ga4gh',
  'openapi',
];

/** A JSON Schema 2020-12 schema → the OpenAPI 3.0 schema dialect (the parts this document uses). */
export function toOpenApi30Schema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApi30Schema);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === '$schema') continue;
    out[key] = key === 'examples' || key === 'example' ? value : toOpenApi30Schema(value);
  }
  if (Array.isArray(out.type)) {
    const types = (out.type as string[]).filter((type) => type !== 'null');
    if (types.length < (out.type as string[]).length) out.nullable = true;
    if (types.length === 1) out.type = types[0];
    else {
      delete out.type;
      out.anyOf = types.map((type) => ({ type }));
    }
  }
  if ('const' in out) {
    out.enum = [out.const];
    delete out.const;
  }
  if (out.type === 'null') {
    delete out.type;
    out.nullable = true;
    out.enum = [null];
  }
  if (Array.isArray(out.anyOf)) {
    const options = out.anyOf as JsonSchema[];
    const withoutNull = options.filter(
      (option) => !(option.nullable && Array.isArray(option.enum) && option.enum[0] === null),
    );
    if (withoutNull.length < options.length) {
      out.nullable = true;
      if (withoutNull.length === 1) {
        delete out.anyOf;
        Object.assign(out, withoutNull[0]);
      } else out.anyOf = withoutNull;
    }
  }
  if (typeof out.contentMediaType === 'string') {
    delete out.contentMediaType;
    out.format = 'binary';
  }
  if (typeof out.exclusiveMinimum === 'number') {
    out.minimum = out.exclusiveMinimum;
    out.exclusiveMinimum = true;
  }
  if (typeof out.exclusiveMaximum === 'number') {
    out.maximum = out.exclusiveMaximum;
    out.exclusiveMaximum = true;
  }
  return out;
}

/**
 * Paths relative to the plugin's server (`…/api`), every schema in the 3.0 dialect. A path outside
 * /api (the JWKS) cannot be written relative to that server: it is left out.
 */
export function toPluginOverride(document: OpenApiDocument) {
  const paths: Paths = {};
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/')) continue;
    paths[path.replace(/^\/api(?=\/)/, '')] = convertSchemas(item) as Paths[string];
  }
  return {
    tags: document.tags,
    paths,
    components: {
      schemas: convertSchemas(document.components.schemas ?? {}, true) as Record<string, JsonSchema>,
      securitySchemes: document.components.securitySchemes,
    },
  };
}

/** Converts every `schema` found in an operation or a component map. */
function convertSchemas(node: unknown, isSchemaMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => convertSchemas(item));
  if (!node || typeof node !== 'object') return node;
  if (isSchemaMap) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, toOpenApi30Schema(v)]));
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'schema' ? toOpenApi30Schema(value) : convertSchemas(value),
    ]),
  );
}

/** Registers the override with the documentation plugin (when installed), before it generates. */
export function registerPluginDocumentation(strapi: Core.Strapi, document: OpenApiDocument): void {
  const plugin = strapi.plugin('documentation');
  if (!plugin) return;
  const override = plugin.service('override') as {
    registerOverride: (spec: unknown, options?: { excludeFromGeneration?: string[] }) => void;
  };
  override.registerOverride(toPluginOverride(document), { excludeFromGeneration: DOCUMENTED_APIS });
}
