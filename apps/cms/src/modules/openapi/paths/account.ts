import { profileUpdateSchema } from '@portal/shared';
import { SECURITY, errorResponses, json, localeParam, ok, operation, pathParam, queryParam, ref } from '../builders';
import { FIELD_MESSAGES, JSON_BODY_ERRORS, NOT_SIGNED_IN, UNKNOWN_FIELD } from '../messages';
import type { Paths } from '../types';
import { fromZod } from '../zod';

/** The signed-in user's account (apps/cms/src/api/account, docs/api/auth.md). */
const TAG = ['Account'];

const datasetIdParam = pathParam('datasetId', "The dataset's documentId (its slug also works)");
const bookmarks = ok(ref('Bookmarks'));
const bookmarkErrors = errorResponses([NOT_SIGNED_IN, { status: 404, message: 'Dataset not found' }]);

export const accountPaths: Paths = {
  '/api/user-status': {
    post: operation({
      operationId: 'userStatus',
      summary: 'Is the session alive, who am I',
      tags: TAG,
      security: SECURITY.bearer,
      parameters: [localeParam],
      responses: {
        '200': ok({
          type: 'object',
          required: ['loggedIn', 'user'],
          properties: { loggedIn: { const: true }, user: ref('PublicUser') },
        }),
        ...errorResponses([NOT_SIGNED_IN]),
      },
    }),
  },
  '/api/users/me': {
    get: operation({
      operationId: 'me',
      summary: 'The signed-in user (users-permissions route, answered as PublicUser)',
      tags: TAG,
      security: SECURITY.bearer,
      responses: {
        '200': { description: 'The user (not wrapped in data)', content: json(ref('PublicUser')) },
        // A users-permissions route: no token is the Public role, which has no grant (403).
        ...errorResponses([
          { status: 401, message: 'Missing or invalid credentials', when: 'An invalid, expired or revoked token' },
          { status: 403, message: 'Forbidden', name: 'ForbiddenError', when: 'No token' },
        ]),
      },
    }),
  },
  '/api/users-by-role': {
    get: operation({
      operationId: 'usersByRole',
      summary: 'Staff directory: non-blocked users having one of the internal roles, by last name',
      tags: TAG,
      security: SECURITY.bearer,
      parameters: [
        queryParam('roles', 'Comma-separated internal role types (or roles[]=a&roles[]=b)', { type: 'string' }),
      ],
      responses: {
        '200': ok({ type: 'array', items: ref('StaffUser') }),
        ...errorResponses([
          { status: 400, message: 'roles is required, e.g. ?roles=dag-member,dag-chair' },
          {
            status: 400,
            message: 'Unknown or non-internal role: authenticated',
            when: 'details.allowed lists the types',
          },
          NOT_SIGNED_IN,
          { status: 403, message: 'Your role does not allow this action', when: 'An applicant' },
        ]),
      },
    }),
  },
  '/api/user': {
    put: operation({
      operationId: 'updateProfile',
      summary: 'Update the own profile (fields left out keep their value)',
      tags: TAG,
      security: SECURITY.bearer,
      parameters: [localeParam],
      requestBody: { required: true, content: json(fromZod(profileUpdateSchema)) },
      responses: {
        '200': ok(ref('PublicUser')),
        ...errorResponses([
          UNKNOWN_FIELD,
          { status: 400, message: FIELD_MESSAGES.firstNameRequired, when: 'Field messages, all in details.errors' },
          { status: 400, message: FIELD_MESSAGES.nothingToUpdate },
          ...JSON_BODY_ERRORS,
          NOT_SIGNED_IN,
        ]),
      },
    }),
  },
  '/api/bookmark/{datasetId}': {
    post: operation({
      operationId: 'addBookmark',
      summary: 'Bookmark a dataset (idempotent); answers the bookmarks',
      tags: TAG,
      security: SECURITY.bearer,
      parameters: [datasetIdParam, localeParam],
      responses: { '200': bookmarks, ...bookmarkErrors },
    }),
  },
  '/api/remove-bookmark/{datasetId}': {
    post: operation({
      operationId: 'removeBookmark',
      summary: 'Remove a bookmark (idempotent); answers the bookmarks',
      tags: TAG,
      security: SECURITY.bearer,
      parameters: [datasetIdParam, localeParam],
      responses: { '200': bookmarks, ...bookmarkErrors },
    }),
  },
};
