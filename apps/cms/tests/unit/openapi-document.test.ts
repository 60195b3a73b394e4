import { describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  toOpenApiPath,
  undocumentedRoutes,
  type RegisteredRoute,
} from '../../src/modules/openapi';
import { toOpenApi30Schema, toPluginOverride } from '../../src/modules/openapi/plugin';

/** The pure parts of src/modules/openapi (the API test checks the served document and the registry). */

describe('route comparison', () => {
  it('translates Strapi paths to OpenAPI paths', () => {
    expect(toOpenApiPath('/api/data-access-request/:id([A-Za-z0-9]{10,64})/amend')).toBe(
      '/api/data-access-request/{id}/amend',
    );
    expect(toOpenApiPath('/api/file-mapping/:requestId([A-Za-z0-9]{1,64})/:fileId([A-Za-z0-9]{1,64})')).toBe(
      '/api/file-mapping/{requestId}/{fileId}',
    );
    expect(toOpenApiPath('/api/datasets/:id')).toBe('/api/datasets/{id}');
    expect(toOpenApiPath('/api/upload/')).toBe('/api/upload');
    expect(toOpenApiPath('/api/a/:x((?:a|b))/c')).toBe('/api/a/{x}/c');
    expect(toOpenApiPath('/api/data-access-request/queue.csv')).toBe('/api/data-access-request/queue.csv');
  });

  it('reports a route the document lacks, and only that one', () => {
    const document = buildOpenApiDocument();
    const routes: RegisteredRoute[] = [
      { method: 'GET', path: '/api/datasets/:id' },
      { method: 'POST', path: '/api/data-access-request/:id([A-Za-z0-9]{10,64})/publish' },
    ];
    expect(undocumentedRoutes(routes, document)).toEqual([]);

    const { ['/api/datasets/{id}']: _removed, ...paths } = document.paths;
    expect(undocumentedRoutes(routes, { paths })).toEqual(['GET /api/datasets/{id}']);
    // The same path with another method is missing too.
    expect(undocumentedRoutes([{ method: 'DELETE', path: '/api/datasets/:id' }], document)).toEqual([
      'DELETE /api/datasets/{id}',
    ]);
  });
});

describe('OpenAPI 3.0 rendering for the documentation plugin', () => {
  it('converts the 3.1-only schema keywords', () => {
    expect(toOpenApi30Schema({ type: ['string', 'null'], maxLength: 3 })).toEqual({
      type: 'string',
      maxLength: 3,
      nullable: true,
    });
    expect(toOpenApi30Schema({ const: true })).toEqual({ enum: [true] });
    expect(toOpenApi30Schema({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toEqual({
      type: 'integer',
      nullable: true,
    });
    expect(toOpenApi30Schema({ type: 'string', contentMediaType: 'application/octet-stream' })).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(toOpenApi30Schema({ type: 'number', exclusiveMinimum: 0 })).toEqual({
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
    });
    expect(toOpenApi30Schema({ properties: { a: { type: ['object', 'null'] } } })).toEqual({
      properties: { a: { type: 'object', nullable: true } },
    });
  });

  it('makes paths relative to the plugin server (…/api) and keeps every operation under it', () => {
    const document = buildOpenApiDocument();
    const override = toPluginOverride(document);
    const underApi = Object.keys(document.paths).filter((path) => path.startsWith('/api/'));
    expect(Object.keys(override.paths)).toHaveLength(underApi.length);
    // The JWKS lives at the root, which the plugin's …/api server cannot name.
    expect(document.paths).toHaveProperty(['/.well-known/jwks.json', 'get']);
    expect(Object.keys(override.paths)).not.toContain('/.well-known/jwks.json');
    expect(override.paths).toHaveProperty(['/data-access-request/{id}/amend', 'patch']);
    expect(JSON.stringify(override)).not.toMatch(/"type":\[/);
  });
});
