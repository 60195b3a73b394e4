/**
 * The openapi module: the OpenAPI document of the portal's API, built from the routes and the
 * shared schemas, served with an ETag. Its public entry (docs/architecture.md).
 */
import { createHash } from 'node:crypto';
import { buildOpenApiDocument } from './document';
import type { OpenApiDocument } from './types';

export { buildOpenApiDocument } from './document';
export { undocumentedRoutes, toOpenApiPath, documentedOperations, type RegisteredRoute } from './coverage';
export type { OpenApiDocument } from './types';

interface Served {
  document: OpenApiDocument;
  body: string;
  etag: string;
}

let served: Served | undefined;

/** The document, its JSON and its ETag, built once per process (it depends on code only). */
export function servedOpenApi(): Served {
  if (!served) {
    const document = buildOpenApiDocument();
    const body = JSON.stringify(document);
    served = { document, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  }
  return served;
}
export { registerPluginDocumentation } from './plugin';
