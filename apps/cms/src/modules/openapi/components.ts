import {
  APPROVAL_STATUSES,
  ERROR_CODES,
  NOTIFICATION_FREQUENCIES,
  REQUEST_STATUSES,
  REQUEST_VERSION_KINDS,
  ROLE_TYPES,
  draftSchema,
} from '@portal/shared';
import { REFRESH_COOKIE_NAME } from '../accounts';
import { ref } from './builders';
import type { JsonSchema, OpenApiDocument } from './types';
import { fromZod } from './zod';

/**
 * Shared schemas of the responses (types of the same names in @portal/shared,
 * src/types/request-api.ts and user.ts) and the two ways to authenticate.
 */
const str: JsonSchema = { type: 'string' };
const nullableStr: JsonSchema = { type: ['string', 'null'] };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const obj = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  required,
  properties,
});

const role = obj({ type: { type: 'string', enum: [...ROLE_TYPES] }, name: str });
const requestStatus: JsonSchema = { type: ['string', 'null'], enum: [...REQUEST_STATUSES, null] };
const approvalStatus: JsonSchema = { type: ['string', 'null'], enum: [...APPROVAL_STATUSES, null] };
const datasetDetail = obj({ dataset: obj({ documentId: str, title: str }, ['documentId']) }, ['dataset']);
/** Returns for changes (docs/workflow.md): what was asked while information is requested. */
/** Where the access period of an approved request stands (docs/workflow.md, "Access periods"). */
const access: JsonSchema = {
  type: ['object', 'null'],
  description: 'The access period after approval; null before approval',
  properties: {
    state: { type: 'string', enum: ['pending', 'active', 'ended', 'closedOut'] },
    startsAt: { type: ['string', 'null'], format: 'date-time' },
    endsAt: { type: ['string', 'null'], format: 'date-time' },
    lastDay: { type: ['string', 'null'], format: 'date', description: 'The last day of access, committee time zone' },
    daysLeft: { type: ['integer', 'null'], minimum: 0 },
    endingSoon: { type: 'boolean' },
    extension: {
      type: 'object',
      properties: {
        state: { type: 'string', enum: ['none', 'requested'] },
        endsAt: { type: ['string', 'null'], format: 'date-time' },
        reason: { type: ['string', 'null'] },
        requestedAt: { type: ['string', 'null'], format: 'date-time' },
      },
    },
    closeout: {
      type: 'object',
      properties: {
        state: { type: 'string', enum: ['none', 'filed', 'moreRequested', 'accepted'] },
        dueAt: { type: ['string', 'null'], format: 'date-time' },
        overdue: { type: 'boolean' },
        report: { type: ['object', 'null'] },
        review: { type: ['object', 'null'] },
      },
    },
  },
};

const informationRequest: JsonSchema = {
  type: ['object', 'null'],
  description:
    'While the request is informationRequested: the latest information request’s note and comments on answers (fields of the request’s form); else null',
  required: ['note', 'fieldComments', 'requestedAt'],
  properties: {
    note: nullableStr,
    fieldComments: { type: 'array', items: obj({ field: str, comment: str }) },
    requestedAt: dateTime,
  },
};
const requestBase = {
  documentId: str,
  format: { type: 'string', enum: ['v1', 'v2'] },
  projectTitle: str,
  createdAt: dateTime,
  updatedAt: dateTime,
  version: { type: 'integer' },
  datasetDetails: { type: 'array', items: datasetDetail },
  files: { type: 'array', items: ref('RequestFile') },
};

export const schemas: Record<string, JsonSchema> = {
  /** The v2 form answers (`draftSchema`): bodies of create-draft, update-draft and amend. */
  DraftAnswers: fromZod(draftSchema),
  Error: obj(
    {
      data: { type: 'null' },
      error: obj(
        {
          status: { type: 'integer' },
          name: str,
          message: { type: 'string', description: 'Human-readable, in English; clients translate by `details.code`' },
          details: {
            type: 'object',
            required: ['code'],
            properties: {
              code: {
                type: 'string',
                enum: [...ERROR_CODES],
                description:
                  'Stable code of the error, to translate by (docs/api/error-codes.md); the message stays English',
              },
              errors: {
                type: 'array',
                description: 'Field errors of a validation error; `code` when the message has one',
                items: obj(
                  {
                    path: { type: 'array', items: { type: ['string', 'integer'] } },
                    message: str,
                    name: str,
                    code: { type: 'string', enum: [...ERROR_CODES] },
                  },
                  ['path', 'message'],
                ),
              },
            },
            description: 'Also e.g. `param`, `allowed`, `allowedRoles`, `retryAfterSeconds`, `reason`',
          },
        },
        ['status', 'name', 'message'],
      ),
    },
    ['error'],
  ),
  PublicUser: obj({
    id: { type: 'integer' },
    documentId: str,
    email: { type: 'string', format: 'email' },
    firstName: str,
    lastName: str,
    organization: nullableStr,
    organizationType: nullableStr,
    country: nullableStr,
    receiveNewsAndUpdates: { type: 'boolean' },
    locale: { type: 'string', description: 'The account’s language: e-mails are written in it' },
    notificationFrequency: { type: 'string', enum: [...NOTIFICATION_FREQUENCIES] },
    confirmed: { type: 'boolean' },
    role,
    bookmarkedDatasets: { type: 'array', items: ref('BookmarkedDataset') },
  }),
  BookmarkedDataset: obj({ documentId: str, title: str, slug: str }),
  Bookmarks: obj({ bookmarkedDatasets: { type: 'array', items: ref('BookmarkedDataset') } }),
  StaffUser: obj({ id: { type: 'integer' }, documentId: str, firstName: str, lastName: str, email: str, role }),
  RegisterResponse: obj({ user: ref('PublicUser'), emailConfirmationRequired: { type: 'boolean' } }),
  OtpChallenge: obj({ otpToken: str, expiresAt: dateTime, resendAvailableInSeconds: { type: 'integer' } }),
  Session: obj({
    jwt: { type: 'string', description: 'Access token: send as `Authorization: Bearer <jwt>`' },
    user: ref('PublicUser'),
  }),
  RequestFile: obj({
    documentId: str,
    name: str,
    mime: str,
    size: { type: 'integer' },
    kind: { type: 'string', enum: ['attachment', 'contract', 'signedContract'] },
    superseded: { type: 'boolean' },
    createdAt: dateTime,
    url: { type: 'string', description: 'The download path' },
  }),
  RequestDraft: {
    type: 'object',
    description: 'The v2 form answers (RequestFormAnswers) plus:',
    required: ['documentId', 'format', 'isDraft', 'version'],
    properties: { ...requestBase, format: { const: 'v2' }, isDraft: { const: true } },
  },
  ApplicantRequestDetail: {
    type: 'object',
    description: 'The owner’s view: answers (v2 form or v1), statuses without the assignee, the applicant timeline',
    required: ['documentId', 'format', 'isDraft', 'version', 'internal'],
    properties: {
      ...requestBase,
      isDraft: { const: false },
      submittedAt: { type: ['string', 'null'], format: 'date-time' },
      allowedActions: { type: 'array', items: str },
      internal: obj({ requestStatus, approvalStatus }),
      events: { type: 'array', items: ref('RequestEvent') },
      informationRequest,
      access,
    },
  },
  StaffRequestDetail: {
    type: 'object',
    description: 'The internal roles’ view: assignee, every event, what the caller may do next',
    required: ['documentId', 'format', 'isDraft', 'version', 'internal'],
    properties: {
      ...requestBase,
      isDraft: { const: false },
      submittedAt: { type: ['string', 'null'], format: 'date-time' },
      allowedActions: { type: 'array', items: str },
      setStatusTargets: { type: 'array', items: requestStatus },
      assignableRoles: { type: 'array', items: str },
      internal: {
        type: 'object',
        properties: { requestStatus, approvalStatus, assignee: { type: ['object', 'null'] } },
      },
      events: { type: 'array', items: ref('RequestEvent') },
      recommendations: {
        type: 'array',
        description:
          'The committee’s recommendations, one per member, as `meta.recommendations` of the events call gives them (rationales the reader may not read yet are null, `rationaleHidden`)',
        items: { type: 'object' },
      },
      informationRequest,
      access,
      deadline: {
        type: ['object', 'null'],
        description:
          'Since when the request is in its status, its due date in working days (null: no target), overdue, and who must act (docs/workflow.md, "Deadlines")',
        properties: {
          enteredAt: dateTime,
          dueAt: { type: ['string', 'null'], format: 'date-time' },
          overdue: { type: 'boolean' },
          holder: { type: ['string', 'null'], enum: ['queueManagers', 'assignee', 'applicant', null] },
        },
      },
      round: {
        type: ['object', 'null'],
        description:
          'The open recommendation round, else the latest one (null: none), with its tally and the reader’s part (docs/workflow.md, "Recommendation rounds")',
        properties: {
          documentId: str,
          state: { type: 'string', enum: ['open', 'closed'] },
          invite: { type: 'string', enum: ['assigned', 'committee'] },
          openedAt: dateTime,
          openedBy: { type: ['object', 'null'] },
          note: nullableStr,
          dueAt: dateTime,
          overdue: { type: 'boolean' },
          invited: {
            type: 'array',
            items: obj({ documentId: str, firstName: str, lastName: str, voted: { type: 'boolean' } }),
          },
          quorum: { type: 'integer' },
          tally: obj({
            approve: { type: 'integer' },
            deny: { type: 'integer' },
            abstain: { type: 'integer' },
            pending: { type: 'integer' },
          }),
          quorumReached: { type: 'boolean' },
          quorumReachedAt: { type: ['string', 'null'], format: 'date-time' },
          closedAt: { type: ['string', 'null'], format: 'date-time' },
          closedReason: { type: ['string', 'null'], enum: ['decided', 'replaced', null] },
          viewer: obj({ invited: { type: 'boolean' }, voted: { type: 'boolean' } }),
        },
      },
    },
  },
  MyRequestItem: obj(
    {
      documentId: str,
      format: { type: 'string', enum: ['v1', 'v2'] },
      isDraft: { type: 'boolean' },
      projectTitle: str,
      internal: { type: ['object', 'null'], properties: { requestStatus, approvalStatus } },
      datasetDetails: { type: 'array', items: datasetDetail },
      createdAt: dateTime,
      updatedAt: dateTime,
      submittedAt: { type: ['string', 'null'], format: 'date-time' },
    },
    ['documentId', 'format', 'isDraft'],
  ),
  RequestEvent: {
    type: 'object',
    description: 'An audit-log entry; applicants see fewer fields and events (docs/workflow.md)',
    required: ['documentId', 'type', 'createdAt'],
    properties: {
      documentId: str,
      type: str,
      fromRequestStatus: requestStatus,
      toRequestStatus: requestStatus,
      fromApprovalStatus: approvalStatus,
      toApprovalStatus: approvalStatus,
      note: nullableStr,
      createdAt: dateTime,
    },
  },
  RequestVersion: {
    type: 'object',
    description:
      'The answers of a v2 request as sent at a submission or resubmission (docs/workflow.md, "Versions"): no note, person or event',
    required: ['number', 'kind', 'submittedAt', 'answers', 'datasets'],
    properties: {
      number: { type: 'integer', minimum: 1 },
      kind: { type: 'string', enum: [...REQUEST_VERSION_KINDS] },
      submittedAt: dateTime,
      answers: {
        ...ref('DraftAnswers'),
        description: 'The form answers (RequestFormAnswers), as the request detail has them',
      },
      datasets: {
        type: 'array',
        description: 'The requested datasets with their titles and data level labels as they read then',
        items: datasetDetail,
      },
    },
  },
  QueueItem: {
    type: 'object',
    required: ['documentId', 'format', 'projectTitle', 'version'],
    properties: {
      documentId: str,
      format: { type: 'string', enum: ['v1', 'v2'] },
      projectTitle: str,
      createdAt: dateTime,
      updatedAt: dateTime,
      statusSince: dateTime,
      version: { type: 'integer' },
      requester: { type: ['object', 'null'] },
      internal: {
        type: 'object',
        properties: { requestStatus, approvalStatus, assignee: { type: ['object', 'null'] } },
      },
      datasetDetails: { type: 'array', items: datasetDetail },
      allowedActions: { type: 'array', items: str },
      setStatusTargets: { type: 'array', items: requestStatus },
      assignableRoles: { type: 'array', items: str },
    },
  },
  PaginationMeta: obj({
    pagination: obj({
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      pageCount: { type: 'integer' },
      total: { type: 'integer' },
    }),
  }),
  ContentEntry: {
    type: 'object',
    description: 'Strapi 5 document shape; the fields are those of the content type (see the admin documentation)',
    required: ['data'],
    properties: { data: { type: ['object', 'null'] }, meta: { type: 'object' } },
  },
  ContentList: {
    type: 'object',
    required: ['data', 'meta'],
    properties: { data: { type: 'array', items: { type: 'object' } }, meta: ref('PaginationMeta') },
  },
};

export const securitySchemes: OpenApiDocument['components']['securitySchemes'] = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of verifyOneTimePassword or refreshToken (10 minutes by default)',
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE_NAME,
    description: 'HttpOnly refresh token on Path=/api, rotated on every refresh; never readable by JavaScript',
  },
};
