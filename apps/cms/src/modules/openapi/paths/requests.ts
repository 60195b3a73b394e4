import {
  AMEND_ONLY_WHEN_MESSAGE,
  UPDATE_ONLY_WHEN_MESSAGE,
  WORKFLOW_COMMAND_MESSAGES,
  addContractSchema,
  amendMetaSchema,
  draftSchema,
  publishToRegisterCommandSchema,
  updateContractSchema,
  v1UpdateSchema,
} from '@portal/shared';
import { CONFLICT_MESSAGE, NOT_FOUND_MESSAGE, VERSION_REQUIRED_MESSAGE } from '../../requests';
import { SECURITY, documentIdParam, errorResponses, json, localeParam, ok, operation, ref } from '../builders';
import type { ErrorCase } from '../builders';
import { JSON_BODY_ERRORS, NOT_SIGNED_IN } from '../messages';
import type { JsonSchema, Operation, Paths } from '../types';
import { fromZod } from '../zod';

/**
 * Applicant-side request routes, both formats (docs/api/requests.md; routes in
 * api/data-access-request/routes/custom-applicant.ts, custom-amend.ts and custom-versions.ts).
 */
const TAG = ['Requests'];

const STALE: ErrorCase = {
  status: 409,
  message: CONFLICT_MESSAGE,
  when: 'The version moved (someone else changed it)',
};
const REQUEST_NOT_FOUND: ErrorCase = { status: 404, message: NOT_FOUND_MESSAGE, when: 'Unknown, or not yours' };
const DRAFT_NOT_FOUND: ErrorCase = { status: 404, message: 'Draft not found', when: 'Unknown, or not yours' };

const bearer = (spec: Omit<Operation, 'tags' | 'security' | 'responses'> & { ok: JsonSchema; errors: ErrorCase[] }) => {
  const { ok: data, errors, ...rest } = spec;
  return operation({
    ...rest,
    tags: TAG,
    security: SECURITY.bearer,
    parameters: [...(rest.parameters ?? []), localeParam],
    responses: { '200': ok(data), ...errorResponses([...errors, NOT_SIGNED_IN]) },
  });
};

const jsonBody = (schema: JsonSchema, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: json(schema),
});

/** Request bodies may also be wrapped as Strapi's `{ data: {...} }`. */
const wrapped = (schema: JsonSchema): JsonSchema => ({
  oneOf: [schema, { type: 'object', required: ['data'], properties: { data: schema } }],
});

/** The v2 form (every field required on submit: checked by the server) plus `version` and `note`. */
function amendBody(): JsonSchema {
  const form = fromZod(draftSchema);
  return {
    ...form,
    properties: {
      ...(form.properties as Record<string, JsonSchema>),
      ...(fromZod(amendMetaSchema).properties as Record<string, JsonSchema>),
    },
  };
}

const id = documentIdParam();
const draftId = documentIdParam('id', 'The documentId of the draft');

export const requestPaths: Paths = {
  '/api/data-access-request/create-draft': {
    post: bearer({
      operationId: 'createDraft',
      summary: 'Start a v2 draft (applicants only)',
      requestBody: jsonBody(wrapped(ref('DraftAnswers')), 'Partial form: any fields of the v2 form'),
      ok: ref('RequestDraft'),
      errors: [
        { status: 400, message: 'Unknown field: requestStatus', when: 'A field outside the form' },
        ...JSON_BODY_ERRORS,
        { status: 403, message: 'Only applicants can file requests', name: 'PolicyError' },
      ],
    }),
  },
  '/api/data-access-request/{id}/update-draft': {
    patch: bearer({
      operationId: 'updateDraft',
      summary: 'Save answers of a draft (`null` clears one)',
      parameters: [draftId],
      requestBody: jsonBody(wrapped(ref('DraftAnswers'))),
      ok: ref('RequestDraft'),
      errors: [
        ...JSON_BODY_ERRORS,
        { status: 403, message: 'Only applicants can file requests', name: 'PolicyError' },
        DRAFT_NOT_FOUND,
      ],
    }),
  },
  '/api/data-access-request-draft/{id}': {
    get: bearer({
      operationId: 'getDraft',
      summary: 'A draft of the caller',
      parameters: [draftId],
      ok: ref('RequestDraft'),
      errors: [DRAFT_NOT_FOUND],
    }),
  },
  '/api/data-access-request/{id}/publish': {
    post: bearer({
      operationId: 'submitDraft',
      summary: 'Submit a draft: creates the v2 request (status new) and deletes the draft',
      description: 'Takes no body: answers are saved with update-draft first.',
      parameters: [draftId],
      ok: ref('ApplicantRequestDetail'),
      errors: [
        { status: 400, message: 'Submit takes no body: save your answers with update-draft first' },
        {
          status: 400,
          message: 'The request is not complete: N answers need attention. <first>',
          when: 'details.errors lists every field',
        },
        { status: 403, message: 'Only applicants can submit requests', name: 'PolicyError' },
        DRAFT_NOT_FOUND,
      ],
    }),
  },
  '/api/data-access-request/{id}': {
    get: bearer({
      operationId: 'getRequestV2',
      summary: 'A v2 request: the applicant view (own) or the staff view (internal roles)',
      parameters: [id],
      ok: { oneOf: [ref('ApplicantRequestDetail'), ref('StaffRequestDetail')] },
      errors: [REQUEST_NOT_FOUND],
    }),
    delete: bearer({
      operationId: 'deleteDraft',
      summary: 'Delete an own draft (and its files)',
      parameters: [draftId],
      ok: {
        type: 'object',
        required: ['documentId', 'deleted'],
        properties: { documentId: { type: 'string' }, deleted: { const: true } },
      },
      errors: [
        { status: 403, message: 'Only applicants can delete their drafts', name: 'PolicyError' },
        { status: 409, message: 'A submitted request cannot be deleted.' },
        DRAFT_NOT_FOUND,
      ],
    }),
  },
  '/api/data-access-requests/find-my': {
    get: bearer({
      operationId: 'findMyV2',
      summary: 'The caller’s v2 requests and drafts',
      ok: { type: 'array', items: ref('MyRequestItem') },
      errors: [],
    }),
  },
  '/api/dataset-request/find-my': {
    get: bearer({
      operationId: 'findMyV1',
      summary: 'The caller’s v1 (legacy) requests',
      ok: { type: 'array', items: ref('MyRequestItem') },
      errors: [],
    }),
  },
  '/api/dataset-requests/{id}': {
    get: bearer({
      operationId: 'getRequestV1',
      summary: 'A v1 request: the applicant view (own) or the staff view (internal roles)',
      parameters: [id],
      ok: { oneOf: [ref('ApplicantRequestDetail'), ref('StaffRequestDetail')] },
      errors: [REQUEST_NOT_FOUND],
    }),
  },
  '/api/dataset-request/update': {
    patch: bearer({
      operationId: 'updateV1',
      summary: 'Answer an information request on a v1 request (writes an update event)',
      requestBody: jsonBody(wrapped(fromZod(v1UpdateSchema))),
      ok: ref('ApplicantRequestDetail'),
      errors: [
        ...JSON_BODY_ERRORS,
        { status: 403, message: 'Only the applicant can edit their request', name: 'PolicyError' },
        REQUEST_NOT_FOUND,
        { status: 409, message: UPDATE_ONLY_WHEN_MESSAGE },
        STALE,
      ],
    }),
  },
  '/api/data-access-request/{id}/amend': {
    patch: bearer({
      operationId: 'amend',
      summary: 'Answer an information request on a v2 request with the complete form',
      parameters: [id],
      requestBody: jsonBody(
        wrapped(amendBody()),
        'The complete form (as for a submit) plus optional `version` and `note`',
      ),
      ok: ref('ApplicantRequestDetail'),
      errors: [
        {
          status: 400,
          message: 'The request is not complete: N answers need attention. <first>',
          when: 'details.errors lists every field',
        },
        ...JSON_BODY_ERRORS,
        { status: 403, message: 'Only the applicant can amend their request', name: 'PolicyError' },
        REQUEST_NOT_FOUND,
        { status: 409, message: AMEND_ONLY_WHEN_MESSAGE },
        STALE,
      ],
    }),
  },
  '/api/data-access-request/{id}/versions': {
    get: bearer({
      operationId: 'getRequestVersions',
      summary: 'Every version of a v2 request (each submission and resubmission), oldest first',
      description:
        'The owner and every internal role. A request sent before versions were kept answers one version 1 made from its current answers.',
      parameters: [id],
      ok: { type: 'array', items: ref('RequestVersion') },
      errors: [REQUEST_NOT_FOUND],
    }),
  },
  '/api/data-access-request/publish-to-register/{id}': {
    post: bearer({
      operationId: 'publishToRegister',
      summary: 'Write (or update) the public register entry of an approved request',
      parameters: [documentIdParam('id', 'The documentId of a v2 or v1 request')],
      requestBody: jsonBody(fromZod(publishToRegisterCommandSchema)),
      ok: {
        type: 'object',
        properties: {
          registryEntry: {
            type: 'object',
            properties: { documentId: { type: 'string' }, created: { type: 'boolean' } },
          },
          request: ref('StaffRequestDetail'),
        },
      },
      errors: [
        { status: 400, message: VERSION_REQUIRED_MESSAGE },
        { status: 400, message: WORKFLOW_COMMAND_MESSAGES.versionInvalid },
        ...JSON_BODY_ERRORS,
        { status: 403, message: 'Your role cannot publish requests to the register', name: 'PolicyError' },
        REQUEST_NOT_FOUND,
        { status: 409, message: 'Only approved requests can be published to the register.' },
        STALE,
      ],
    }),
  },
};

/** Files: attachments, contracts, downloads (docs/api/requests.md, "Files", "Contracts"). */
const FILE_TAG = ['Files'];

const multipart = (required: string[], properties: Record<string, JsonSchema>) => ({
  required: true,
  content: { 'multipart/form-data': { schema: { type: 'object', required, properties } } },
});

const fileItems: JsonSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 10,
  items: { type: 'string', contentMediaType: 'application/octet-stream' },
};
const FILE_ERRORS: ErrorCase[] = [
  { status: 400, message: 'Attach at least one file in the multipart field "files"' },
  { status: 400, message: 'Invalid file', when: 'Content and extension do not match an allowed type' },
  { status: 413, message: '<name> is larger than the 10 MB limit.', name: 'PayloadTooLargeError' },
];

const attachments = (operationId: string, summary: string): Operation =>
  operation({
    operationId,
    summary,
    tags: FILE_TAG,
    security: SECURITY.bearer,
    parameters: [id],
    requestBody: multipart(['files'], { files: fileItems }),
    responses: {
      '200': ok({ type: 'array', items: ref('RequestFile') }),
      ...errorResponses([
        ...FILE_ERRORS,
        NOT_SIGNED_IN,
        { status: 403, message: 'Your role cannot add files to requests', name: 'PolicyError' },
        REQUEST_NOT_FOUND,
        { status: 409, message: 'Files can no longer be added: this request is closed.' },
      ]),
    },
  });

const contractResult: JsonSchema = {
  type: 'object',
  required: ['file', 'request'],
  properties: {
    file: ref('RequestFile'),
    request: { type: 'object', description: 'The request, as the caller may see it' },
  },
};

const CONTRACT_ERRORS: ErrorCase[] = [
  NOT_SIGNED_IN,
  {
    status: 403,
    message: 'Your role does not allow this action',
    name: 'PolicyError',
    when: 'Role or state rule refuses the action',
  },
  REQUEST_NOT_FOUND,
  { status: 404, message: 'File not found' },
  STALE,
];

const contractUpload = (operationId: string, summary: string): Operation =>
  operation({
    operationId,
    summary,
    tags: FILE_TAG,
    security: SECURITY.bearer,
    parameters: [id],
    requestBody: multipart(['files'], {
      files: { type: 'string', contentMediaType: 'application/octet-stream', description: 'Exactly one file' },
      kind: { type: 'string', enum: ['contract', 'signedContract'] },
      version: { type: 'integer', minimum: 0, description: 'Required for staff' },
      note: { type: 'string', maxLength: 5000 },
    }),
    responses: {
      '200': ok(contractResult),
      ...errorResponses([
        { status: 400, message: 'Attach the contract file in the multipart field "files"' },
        { status: 400, message: VERSION_REQUIRED_MESSAGE },
        { status: 413, message: '<name> is larger than the 10 MB limit.', name: 'PayloadTooLargeError' },
        ...CONTRACT_ERRORS,
      ]),
    },
  });

const download = (operationId: string, summary: string): Operation =>
  operation({
    operationId,
    summary,
    tags: FILE_TAG,
    security: SECURITY.bearer,
    parameters: [
      {
        name: 'requestId',
        in: 'path',
        required: true,
        description: 'Request (or v2 draft) documentId',
        schema: { type: 'string', pattern: '^[A-Za-z0-9]{1,64}$' },
      },
      {
        name: 'fileId',
        in: 'path',
        required: true,
        description: 'File documentId',
        schema: { type: 'string', pattern: '^[A-Za-z0-9]{1,64}$' },
      },
    ],
    responses: {
      '200': {
        description:
          'The bytes, `Content-Disposition: attachment`; CSV cells that a spreadsheet would evaluate are neutralized',
        headers: { 'Content-Disposition': { schema: { type: 'string' } } },
        content: {
          'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
        },
      },
      ...errorResponses([NOT_SIGNED_IN, { status: 404, message: 'File not found', when: 'Unknown, or not yours' }]),
    },
  });

export const filePaths: Paths = {
  '/api/dataset-request/{id}/attachments': { post: attachments('attachmentsV1', 'Add files to a v1 request') },
  '/api/data-access-request/{id}/attachments': {
    post: attachments('attachmentsV2', 'Add files to a v2 request or to the owner’s draft'),
  },
  '/api/dataset-request/{id}/contract': {
    post: contractUpload('contractV1', 'Upload the contract or signed contract of a v1 request'),
  },
  '/api/data-access-request/{id}/contract': {
    post: contractUpload('contractV2', 'Upload the contract or signed contract of a v2 request'),
  },
  '/api/data-access-request/add-contract': {
    post: operation({
      operationId: 'addContract',
      summary: 'Make an uploaded attachment the first contract of the request',
      tags: FILE_TAG,
      security: SECURITY.bearer,
      requestBody: { required: true, content: json(fromZod(addContractSchema)) },
      responses: {
        '200': ok(contractResult),
        ...errorResponses([
          ...JSON_BODY_ERRORS,
          { status: 409, message: 'This request already has a contract: use update-contract to replace it.' },
          ...CONTRACT_ERRORS,
        ]),
      },
    }),
  },
  '/api/data-access-request/update-contract': {
    post: operation({
      operationId: 'updateContract',
      summary: 'Replace the contract (staff) or record the signed contract (owner) from an uploaded file',
      tags: FILE_TAG,
      security: SECURITY.bearer,
      requestBody: { required: true, content: json(fromZod(updateContractSchema)) },
      responses: {
        '200': ok(contractResult),
        ...errorResponses([
          ...JSON_BODY_ERRORS,
          { status: 409, message: 'This request has no contract to replace yet: use add-contract.' },
          ...CONTRACT_ERRORS,
        ]),
      },
    }),
  },
  '/api/file-mapping/{requestId}/{fileId}': { get: download('downloadV1', 'Download a file of a v1 request') },
  '/api/v2/file-mapping/{requestId}/{fileId}': {
    get: download('downloadV2', 'Download a file of a v2 request or draft'),
  },
};
