import { SECURITY, errorResponses, json, localeParam, operation, pathParam, queryParam } from '../builders';
import type { Paths } from '../types';
import { CONTENT_ERRORS, LIST_PARAMETERS, read } from './content';

/** The public registry of approved requests (docs/api/registry.md). */
const q = queryParam('q', 'Case-insensitive search over title, PI name and organization, dataset titles (≤ 200)', {
  type: 'string',
  maxLength: 200,
});

const LIST_ERRORS = [
  ...CONTENT_ERRORS,
  { status: 400, message: 'pagination.pageSize must be an integer between 1 and 100.', name: 'BadRequestError' },
];

export const registryPaths: Paths = {
  '/api/approved-requests': {
    get: {
      ...read(
        'list_approvedRequests',
        'The public registry of approved requests',
        [...LIST_PARAMETERS, q],
        LIST_ERRORS,
        true,
      ),
      tags: ['Registry'],
      description:
        '`sort`: title, investigator, organization or approvalDate, then `:asc` or `:desc` (default newest approval first). Published entries only; no contact details. Each entry has the access period: `accessStartDate` and `accessEndDate` (YYYY-MM-DD, the last day follows a changed end of access).',
    },
  },
  '/api/approved-requests/{id}': {
    get: {
      ...read(
        'get_approvedRequest',
        'One registry entry with everything the details dialog shows',
        [pathParam('id', 'The registry entry documentId')],
        [...CONTENT_ERRORS, { status: 404, message: 'Not Found', when: 'An unknown id' }],
        false,
      ),
      tags: ['Registry'],
    },
  },
  '/api/approved-requests-index': {
    get: operation({
      operationId: 'registryIndex',
      summary: "The registry's compact index: every published entry, for the SPA to filter in memory",
      tags: ['Registry'],
      security: SECURITY.public,
      parameters: [localeParam],
      responses: {
        '200': {
          description: '`{ data: RegistryIndexEntry[], meta: { total } }`, newest approval first',
          content: json({
            type: 'object',
            required: ['data', 'meta'],
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    documentId: { type: 'string' },
                    projectTitle: { type: 'string' },
                    approvalDate: { type: ['string', 'null'] },
                    firstName: { type: ['string', 'null'] },
                    lastName: { type: ['string', 'null'] },
                    organization: { type: ['string', 'null'] },
                    datasets: { type: 'array', items: { type: 'string' } },
                    accessStartDate: { type: ['string', 'null'], description: 'First day of access (YYYY-MM-DD)' },
                    accessEndDate: { type: ['string', 'null'], description: 'Last day of access (YYYY-MM-DD)' },
                  },
                },
              },
              meta: { type: 'object', properties: { total: { type: 'integer' } } },
            },
          }),
        },
        ...errorResponses(CONTENT_ERRORS),
      },
    }),
  },
};
