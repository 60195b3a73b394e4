import { SECURITY, errorResponses, json, localeParam, operation, pathParam, queryParam, ref } from '../builders';
import type { ErrorCase } from '../builders';
import type { Operation, Parameter, Paths } from '../types';

/**
 * Public content reads (docs/api/content.md): every page single type and the collections the SPA
 * lists. All go through the `contentRead` middleware: fixed populate tree, published only,
 * `ETag` / `If-None-Match`, `Cache-Control: public, no-cache`. The content types' fields are in
 * the admin's documentation (plugin-documentation generates them from the schemas).
 */
const TAG = ['Content'];

/** Page single types: GET /api/<name>. */
const SINGLE_TYPES: Array<[path: string, title: string]> = [
  ['home', 'Home page'],
  ['our-story', 'About: our story'],
  ['contact-us', 'About: contact us (with the form options)'],
  ['become-partner', 'Become a partner'],
  ['committee', 'Committee page'],
  ['create-account', 'Create-account page (with the form validations)'],
  ['data-governance', 'Data governance'],
  ['data-governance-committee', 'Data governance: committee'],
  ['data-governance-process', 'Data governance: process'],
  ['data-governance-security', 'Data governance: security'],
  ['data-provider', 'Data provider page'],
  ['dataset-access-request', 'Dataset access request (the v2 form options)'],
  ['dataset-data-sample', 'Dataset data sample page'],
  ['dataset-library', 'Dataset library page'],
  ['dataset-preview', 'Dataset preview page'],
  ['dataset-request-form', 'Dataset request form page'],
  ['new', 'News'],
  ['profile', 'Profile page'],
];

/** Collections: GET /api/<plural> and GET /api/<plural>/{id}. */
const COLLECTIONS: Array<[plural: string, title: string, idDescription: string]> = [
  ['datasets', 'Datasets', 'The dataset documentId or its slug'],
  ['policies', 'Policies (newest first)', 'The policy documentId'],
  ['proceedings', 'Proceedings (newest first)', 'The proceeding documentId'],
];

export const CONTENT_ERRORS: ErrorCase[] = [
  {
    status: 400,
    message: 'The populate parameter is not accepted: this endpoint returns a fixed tree.',
    name: 'BadRequestError',
  },
  { status: 400, message: 'Only published content is available.', name: 'BadRequestError' },
  { status: 404, message: 'Locale not found: xx', when: 'A locale the CMS does not serve' },
];

const LIST_ERRORS: ErrorCase[] = [
  {
    status: 400,
    message: 'pagination.pageSize must be an integer between 1 and 100.',
    name: 'BadRequestError',
  },
];

const cachedHeaders = {
  ETag: { description: 'Strong validator of this representation', schema: { type: 'string' } },
  'Cache-Control': { description: '`public, no-cache`', schema: { type: 'string' } },
};

const notModified = { '304': { description: 'Not modified (If-None-Match matched the ETag)' } };

const ifNoneMatch: Parameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'ETags of a cached copy',
  schema: { type: 'string' },
};

export const LIST_PARAMETERS: Parameter[] = [
  queryParam('pagination[page]', 'Page, from 1', { type: 'integer', minimum: 1 }),
  queryParam('pagination[pageSize]', 'Page size, 1–100', { type: 'integer', minimum: 1, maximum: 100 }),
  queryParam('sort', 'Strapi sort, e.g. `date:desc`'),
  {
    name: 'filters',
    in: 'query',
    required: false,
    description: 'Strapi filters, e.g. `filters[slug][$eq]=cohort-a`',
    style: 'deepObject',
    explode: true,
    schema: { type: 'object' },
  },
];

export const read = (
  operationId: string,
  summary: string,
  parameters: Parameter[],
  errors: ErrorCase[],
  list: boolean,
) =>
  operation({
    operationId,
    summary,
    tags: TAG,
    security: SECURITY.public,
    parameters: [localeParam, ifNoneMatch, ...parameters],
    responses: {
      '200': {
        description: 'Published content, fixed populate tree',
        headers: cachedHeaders,
        content: json(list ? ref('ContentList') : ref('ContentEntry')),
      },
      ...notModified,
      ...errorResponses(errors),
    },
  }) satisfies Operation;

const camel = (name: string) => name.replace(/-(.)/g, (_, c: string) => c.toUpperCase());

export const contentPaths: Paths = {
  ...Object.fromEntries(
    SINGLE_TYPES.map(([path, title]) => [
      `/api/${path}`,
      { get: read(`get_${camel(path)}`, title, [], CONTENT_ERRORS, false) },
    ]),
  ),
  ...Object.fromEntries(
    COLLECTIONS.flatMap(([plural, title, idDescription]) => [
      [
        `/api/${plural}`,
        { get: read(`list_${camel(plural)}`, title, LIST_PARAMETERS, [...CONTENT_ERRORS, ...LIST_ERRORS], true) },
      ],
      [
        `/api/${plural}/{id}`,
        {
          get: read(
            `get_${camel(plural)}_one`,
            `${title}: one entry`,
            [pathParam('id', idDescription)],
            [
              ...CONTENT_ERRORS,
              { status: 404, message: 'Not Found', when: 'An unknown id (datasets: Dataset not found)' },
            ],
            false,
          ),
        },
      ],
    ]),
  ),
  '/api/i18n/locales': {
    get: operation({
      operationId: 'listLocales',
      summary: 'The locales the CMS serves (i18n plugin)',
      tags: TAG,
      security: SECURITY.public,
      responses: {
        '200': {
          description: 'Locales (not wrapped in data)',
          content: json({
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                code: { type: 'string' },
                isDefault: { type: 'boolean' },
              },
            },
          }),
        },
      },
    }),
  },
};
