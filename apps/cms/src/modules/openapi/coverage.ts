import type { HttpMethod, OpenApiDocument } from './types';

/** A route as Strapi registers it: `GET /api/data-access-request/:id([A-Za-z0-9]{10,64})/amend`. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Strapi (koa-router / path-to-regexp) path → OpenAPI path: `:id(regex)` → `{id}`, and a
 * trailing slash dropped (`/api/upload/` is `/api/upload`).
 */
export function toOpenApiPath(routePath: string): string {
  let out = '';
  for (let i = 0; i < routePath.length; i += 1) {
    const char = routePath[i];
    if (char !== ':') {
      out += char;
      continue;
    }
    let name = '';
    i += 1;
    while (i < routePath.length && /\w/.test(routePath[i]!)) name += routePath[i++];
    // Skip a custom regex group, honoring nested parentheses.
    if (routePath[i] === '(') {
      let depth = 0;
      for (; i < routePath.length; i += 1) {
        if (routePath[i] === '(') depth += 1;
        else if (routePath[i] === ')' && (depth -= 1) === 0) break;
      }
    } else {
      i -= 1;
    }
    out += `{${name}}`;
  }
  return out.length > 1 ? out.replace(/\/+$/, '') : out;
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every `METHOD /path` the document describes. */
export function documentedOperations(document: Pick<OpenApiDocument, 'paths'>): Set<string> {
  const operations = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of Object.keys(item) as HttpMethod[]) operations.add(key(method, path));
  }
  return operations;
}

/** The registered routes the document does not describe (same method, same path), sorted. */
export function undocumentedRoutes(routes: RegisteredRoute[], document: Pick<OpenApiDocument, 'paths'>): string[] {
  const documented = documentedOperations(document);
  const missing = routes
    .map((route) => key(route.method, toOpenApiPath(route.path)))
    .filter((operation) => !documented.has(operation));
  return [...new Set(missing)].sort();
}
