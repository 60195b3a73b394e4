import {
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_ERRORS,
  MESSAGE_FILES_MAX,
  REQUEST_CLOSED_MESSAGE,
  postMessageSchema,
} from '@portal/shared';
import { NOT_FOUND_MESSAGE } from '../../requests';
import { SECURITY, documentIdParam, errorResponses, json, operation, ref } from '../builders';
import type { ErrorCase } from '../builders';
import { NOT_SIGNED_IN } from '../messages';
import type { JsonSchema, Operation, Paths } from '../types';
import { fromZod } from '../zod';

/**
 * The conversation on a request, both formats (docs/api/requests.md, "Conversation"; routes in
 * api/{data-access-request,dataset-request}/routes/custom-messages.ts).
 */
const TAG = ['Requests'];
const id = documentIdParam();
const NOT_FOUND: ErrorCase = { status: 404, message: NOT_FOUND_MESSAGE, when: 'Unknown, or not yours' };

const person = (description: string): JsonSchema => ({ type: ['string', 'null'], description });

const MESSAGE: JsonSchema = {
  type: 'object',
  required: ['documentId', 'body', 'internal', 'author', 'mine', 'files', 'createdAt'],
  properties: {
    documentId: { type: 'string' },
    body: { type: 'string', maxLength: MESSAGE_BODY_MAX_LENGTH },
    internal: { type: 'boolean', description: 'An internal note: staff only, never sent to an applicant' },
    author: {
      type: 'object',
      required: ['side', 'documentId', 'firstName', 'lastName', 'role'],
      properties: {
        side: { type: 'string', enum: ['applicant', 'staff'] },
        documentId: person('null for a staff author when the reader is the applicant'),
        firstName: person('null for a staff author when the reader is the applicant'),
        lastName: person('null for a staff author when the reader is the applicant'),
        role: person('The staff author’s role type, for staff readers only'),
      },
    },
    mine: { type: 'boolean', description: 'Written by the reader' },
    files: { type: 'array', items: ref('RequestFile') },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const THREAD_META: JsonSchema = {
  type: 'object',
  required: ['unread', 'lastReadAt', 'canPost', 'canPostInternal'],
  properties: {
    unread: { type: 'integer', minimum: 0, description: 'Unread before this read (which marks the thread read)' },
    lastReadAt: { type: ['string', 'null'], format: 'date-time', description: 'The reader’s previous read' },
    canPost: { type: 'boolean' },
    canPostInternal: { type: 'boolean' },
  },
};

const fields = fromZod(postMessageSchema);
const multipartBody: JsonSchema = {
  type: 'object',
  required: ['body'],
  properties: {
    body: { type: 'string', maxLength: MESSAGE_BODY_MAX_LENGTH },
    internal: { type: 'string', enum: ['true', 'false'] },
    files: {
      type: 'array',
      maxItems: MESSAGE_FILES_MAX,
      items: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
  },
};

const read = (operationId: string, format: string): Operation =>
  operation({
    operationId,
    summary: `Read the conversation on a ${format} request (marks it read)`,
    description:
      'Oldest first. The applicant (own request) never receives an internal note or its files, and reads staff ' +
      'messages as from the committee (no name, no role). Every staff role reads everything.',
    tags: TAG,
    security: SECURITY.bearer,
    parameters: [id],
    responses: {
      '200': {
        description: 'OK',
        content: json({
          type: 'object',
          required: ['data', 'meta'],
          properties: { data: { type: 'array', items: MESSAGE }, meta: THREAD_META },
        }),
      },
      ...errorResponses([NOT_SIGNED_IN, NOT_FOUND]),
    },
  });

const post = (operationId: string, format: string): Operation =>
  operation({
    operationId,
    summary: `Post a message or an internal note on a ${format} request`,
    description:
      'The applicant on their own request and staff who act on requests; read-only staff read only. ' +
      'A message moves no version. The other side is told by e-mail (never the words); a note, the assignee.',
    tags: TAG,
    security: SECURITY.bearer,
    parameters: [id],
    requestBody: {
      required: true,
      content: { ...json(fields), 'multipart/form-data': { schema: multipartBody } },
    },
    responses: {
      '201': {
        description: 'Created',
        content: json({ type: 'object', required: ['data'], properties: { data: MESSAGE } }),
      },
      ...errorResponses([
        { status: 400, message: MESSAGE_ERRORS.bodyRequired },
        { status: 400, message: MESSAGE_ERRORS.bodyTooLong },
        { status: 400, message: 'Invalid file', when: 'Content and extension do not match an allowed type' },
        NOT_SIGNED_IN,
        { status: 403, message: MESSAGE_ERRORS.forbidden, when: 'Read-only staff (before the body is read)' },
        { status: 403, message: MESSAGE_ERRORS.internalForbidden, when: 'An applicant sending internal: true' },
        NOT_FOUND,
        { status: 409, message: REQUEST_CLOSED_MESSAGE, when: 'Files on a complete or published request' },
        { status: 413, message: '<name> is larger than the 10 MB limit.', name: 'PayloadTooLargeError' },
      ]),
    },
  });

export const conversationPaths: Paths = {
  '/api/data-access-request/{id}/messages': { get: read('readMessagesV2', 'v2'), post: post('postMessageV2', 'v2') },
  '/api/dataset-request/{id}/messages': { get: read('readMessagesV1', 'v1'), post: post('postMessageV1', 'v1') },
};
