import { ACCESS_STATES, PAGE_SIZE_MAX } from '@portal/shared';
import { SECURITY, errorResponses, json, operation, queryParam } from '../builders';
import { NOT_SIGNED_IN, STAFF_ONLY } from '../messages';
import type { JsonSchema, Paths } from '../types';

/**
 * Entitlements and GA4GH visas (docs/api/entitlements.md; routes in
 * api/entitlement/routes/custom-entitlements.ts, api/ga4gh/routes/custom-visas.ts, and the JWKS
 * outside /api, registered by modules/entitlements).
 */
const str: JsonSchema = { type: 'string' };
const nullableDateTime: JsonSchema = { type: ['string', 'null'], format: 'date-time' };

const ENTITLEMENT: JsonSchema = {
  type: 'object',
  required: ['user', 'dataset', 'request', 'state', 'startsAt', 'endsAt', 'active'],
  properties: {
    user: {
      type: ['object', 'null'],
      description: 'Who may use the dataset; null for a deleted account',
      required: ['documentId', 'email', 'firstName', 'lastName'],
      properties: { documentId: str, email: str, firstName: str, lastName: str },
    },
    dataset: {
      type: 'object',
      required: ['documentId', 'title', 'slug', 'url'],
      properties: {
        documentId: str,
        title: str,
        slug: { type: ['string', 'null'] },
        url: {
          type: 'string',
          format: 'uri',
          description: 'Stable URL: the dataset’s page in the web app, default locale, by documentId',
        },
      },
    },
    request: {
      type: 'object',
      required: ['documentId', 'format', 'projectTitle'],
      properties: { documentId: str, format: { type: 'string', enum: ['v1', 'v2'] }, projectTitle: str },
    },
    state: { type: 'string', enum: [...ACCESS_STATES], description: 'The access period’s state' },
    startsAt: { ...nullableDateTime, description: 'null while access waits for the signature' },
    endsAt: { ...nullableDateTime, description: 'The instant access ends (moved to the moment staff end it early)' },
    active: { type: 'boolean', description: 'Access runs now: not pending, startsAt ≤ now < endsAt' },
  },
};

const PAGINATION: JsonSchema = {
  type: 'object',
  required: ['pagination'],
  properties: {
    pagination: {
      type: 'object',
      required: ['page', 'pageSize', 'pageCount', 'total'],
      properties: {
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        pageCount: { type: 'integer' },
        total: { type: 'integer' },
      },
    },
  },
};

const JWK: JsonSchema = {
  type: 'object',
  required: ['kty', 'n', 'e', 'kid', 'alg', 'use'],
  properties: {
    kty: { const: 'RSA' },
    n: str,
    e: str,
    kid: str,
    alg: { const: 'RS256' },
    use: { const: 'sig' },
  },
};

export const entitlementPaths: Paths = {
  '/api/entitlements': {
    get: operation({
      operationId: 'listEntitlements',
      summary: 'Who may use which dataset until when: every entitlement (staff), or the applicant’s own; JSON or CSV',
      description:
        'One line per dataset of an approved request’s access period. Internal roles see all and may filter by user; ' +
        'an applicant sees their own only (a `user` other than themselves is 403). Newest first. ' +
        'CSV with `format=csv` or `Accept: text/csv`: every match (page and pageSize ignored).',
      tags: ['Entitlements'],
      security: SECURITY.bearer,
      parameters: [
        queryParam('user', 'A user’s documentId (staff; an applicant may name only themselves)', {
          type: 'string',
          pattern: '^[A-Za-z0-9]{1,64}$',
        }),
        queryParam('dataset', 'A dataset’s documentId or slug', { type: 'string', pattern: '^[A-Za-z0-9-]{1,200}$' }),
        queryParam(
          'activeOn',
          '`YYYY-MM-DD`: running at some moment of that day of the committee’s calendar; `now`: running now. ' +
            'Absent: every entitlement',
          { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}|now)$' },
        ),
        queryParam('page', 'Page, from 1', { type: 'integer', minimum: 1, default: 1 }),
        queryParam('pageSize', `Lines per page, at most ${PAGE_SIZE_MAX}`, {
          type: 'integer',
          minimum: 1,
          maximum: PAGE_SIZE_MAX,
          default: 25,
        }),
        queryParam('format', '`json` (default) or `csv`', { type: 'string', enum: ['json', 'csv'] }),
        queryParam('locale', 'With CSV: the language of the header row and states (en, fr; else English)'),
      ],
      responses: {
        '200': {
          description:
            'A page (JSON), or every match as RFC 4180 CSV with a byte-order mark and `Content-Disposition: attachment`',
          content: {
            ...json({
              type: 'object',
              required: ['data', 'meta'],
              properties: { data: { type: 'array', items: ENTITLEMENT }, meta: PAGINATION },
            }),
            'text/csv': { schema: { type: 'string' } },
          },
        },
        ...errorResponses([
          { status: 400, message: "user must be a user's documentId" },
          { status: 400, message: 'dataset must be a dataset documentId or slug' },
          { status: 400, message: 'activeOn must be a date (YYYY-MM-DD) or now' },
          { status: 400, message: 'format must be json or csv' },
          { status: 400, message: 'page must be a positive integer' },
          { status: 400, message: 'pageSize must be a positive integer' },
          { status: 400, message: `pageSize must be at most ${PAGE_SIZE_MAX}` },
          { status: 400, message: 'user must be a single value', when: 'A parameter given twice' },
          NOT_SIGNED_IN,
          { ...STAFF_ONLY, when: 'An applicant filtering by another user' },
        ]),
      },
    }),
  },
  '/api/ga4gh/visas': {
    get: operation({
      operationId: 'ga4ghVisas',
      summary: 'The signed-in person’s GA4GH Passport visas (ControlledAccessGrants), one per dataset they may use now',
      description:
        'Each visa is an RS256 JWT (header `kid`, `typ: JWT`, `jku`: the JWKS below) with `iss`, `sub` (the user’s ' +
        'documentId), `iat`, `exp` (the end of access), `jti` and `ga4gh_visa_v1` { type: ControlledAccessGrants, ' +
        'asserted (start of access), value (the dataset’s URL), source (the portal), by: dac }. ' +
        'Pending, ended, closed-out and future access give none.',
      tags: ['Entitlements'],
      security: SECURITY.bearer,
      responses: {
        '200': {
          description: 'OK',
          content: json({
            type: 'object',
            required: ['ga4gh_passport_v1'],
            properties: { ga4gh_passport_v1: { type: 'array', items: { type: 'string', description: 'A visa JWT' } } },
          }),
        },
        ...errorResponses([
          NOT_SIGNED_IN,
          {
            status: 503,
            message: 'GA4GH visas are not available: no signing key is configured.',
            name: 'ServiceUnavailableError',
            when: 'Production without VISA_PRIVATE_KEY',
          },
        ]),
      },
    }),
  },
  '/.well-known/jwks.json': {
    get: operation({
      operationId: 'visaJwks',
      summary:
        'The public keys that verify the portal’s visas (JWKS): the signing key, then keys kept after a rotation',
      description:
        'Outside /api (the visas’ `jku`). Public; `Cache-Control: public, max-age=300`. Empty `keys` when visas are ' +
        'off and no previous key is configured.',
      tags: ['Entitlements'],
      security: SECURITY.public,
      responses: {
        '200': {
          description: 'OK',
          content: json({
            type: 'object',
            required: ['keys'],
            properties: { keys: { type: 'array', items: JWK } },
          }),
        },
      },
    }),
  },
};
