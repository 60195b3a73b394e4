import { schemas, securitySchemes } from './components';
import { accountPaths } from './paths/account';
import { authPaths } from './paths/auth';
import { contentPaths } from './paths/content';
import { accessPaths } from './paths/access';
import { conversationPaths } from './paths/conversation';
import { entitlementPaths } from './paths/entitlements';
import { registryPaths } from './paths/registry';
import { reportPaths } from './paths/reports';
import { filePaths, requestPaths } from './paths/requests';
import { sitePaths } from './paths/site';
import { workflowPaths } from './paths/workflow';
import type { OpenApiDocument, Paths } from './types';

/** Every area's paths; a new route file adds its paths here (docs/api/openapi.md). */
const AREAS: Paths[] = [
  contentPaths,
  registryPaths,
  sitePaths,
  authPaths,
  accountPaths,
  requestPaths,
  filePaths,
  conversationPaths,
  accessPaths,
  workflowPaths,
  reportPaths,
  entitlementPaths,
];

/** Merges areas; two areas documenting the same method of the same path is a programming error. */
function mergePaths(areas: Paths[]): Paths {
  const merged: Paths = {};
  for (const area of areas) {
    for (const [path, item] of Object.entries(area)) {
      const target = (merged[path] ??= {});
      for (const [method, op] of Object.entries(item) as Array<
        [keyof typeof item, NonNullable<(typeof item)[keyof typeof item]>]
      >) {
        if (target[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is documented twice`);
        target[method] = op;
      }
    }
  }
  return merged;
}

/** The OpenAPI 3.1 document of the portal's API: public, no secrets, the same for every caller. */
export function buildOpenApiDocument(version = '1.0.0'): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Open Data Access Portal API',
      version,
      description:
        'The JSON contract between the CMS and the SPA. Errors use Strapi’s envelope `{ data: null, error: { status, name, message, details } }`; ' +
        '401 always means "no valid session" (refresh once with POST /api/auth/refreshToken, then replay). Prose: docs/api/*.md.',
    },
    servers: [{ url: '/', description: 'The CMS (paths include the /api prefix)' }],
    tags: [
      { name: 'Content', description: 'Public pages and collections (cached, ETag)' },
      { name: 'Registry', description: 'The public registry of approved requests' },
      { name: 'Contact', description: 'The contact form' },
      { name: 'Auth', description: 'Registration, two-step login, sessions, password recovery' },
      { name: 'Account', description: 'The signed-in user' },
      { name: 'Requests', description: 'Applicant-side data access requests (v1, v2)' },
      { name: 'Files', description: 'Request files and contracts' },
      { name: 'Workflow', description: 'Staff queue and actions' },
      { name: 'Reports', description: 'Staff turnaround reports' },
      {
        name: 'Entitlements',
        description: 'Who may use which dataset until when; GA4GH Passport visas and their keys',
      },
      { name: 'Meta', description: 'This document' },
    ],
    paths: mergePaths(AREAS),
    components: { schemas, securitySchemes },
  };
}
