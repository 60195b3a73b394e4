import {
  FIELD_COMMENT_MESSAGES as FC,
  ROUND_MESSAGES,
  SET_STATUS_COMMAND_SCHEMAS,
  WORKFLOW_COMMAND_MESSAGES as M,
  WORKFLOW_COMMAND_SCHEMAS,
  type WorkflowCommandName,
} from '@portal/shared';
import { CONFLICT_MESSAGE, NOT_FOUND_MESSAGE, VERSION_REQUIRED_MESSAGE } from '../../requests';
import { SECURITY, documentIdParam, errorResponses, json, localeParam, operation, queryParam, ref } from '../builders';
import type { ErrorCase } from '../builders';
import { JSON_BODY_ERRORS, NOT_SIGNED_IN, STAFF_ONLY } from '../messages';
import type { Operation, Paths } from '../types';
import { fromZod } from '../zod';

/**
 * Staff workflow routes (docs/workflow.md, "Staff endpoints"), under /api/dataset-request (v1)
 * and /api/data-access-request (v2); bodies are the shared command schemas.
 */
const TAG = ['Workflow'];

const COMMANDS: Array<[path: string, command: WorkflowCommandName, summary: string]> = [
  ['assign', 'assign', 'Assign the request to a staff user'],
  ['unassign', 'unassign', 'Remove the assignee'],
  ['approve', 'approve', 'Approve (committee chair)'],
  ['deny', 'deny', 'Deny, with a note (committee chair)'],
  ['set-status', 'setStatus', 'Change the request status (also: request information, complete)'],
  ['recommend', 'recommend', 'Record the caller’s recommendation (a vote with its rationale while a round is open)'],
  [
    'open-round',
    'openRound',
    'Open a recommendation round for the assigned committee member or the whole committee (chair, queue manager)',
  ],
];

const COMMAND_ERRORS: ErrorCase[] = [
  { status: 400, message: M.requestIdRequired },
  { status: 400, message: VERSION_REQUIRED_MESSAGE },
  { status: 400, message: M.versionInvalid },
  ...JSON_BODY_ERRORS,
  NOT_SIGNED_IN,
  STAFF_ONLY,
  {
    status: 403,
    message: 'Your role does not allow this action',
    name: 'PolicyError',
    when: 'The shared transition rules refuse it (details.allowed)',
  },
  { status: 404, message: NOT_FOUND_MESSAGE },
  { status: 409, message: CONFLICT_MESSAGE, when: 'Stale version' },
];

const EXTRA_ERRORS: Partial<Record<WorkflowCommandName, ErrorCase[]>> = {
  assign: [
    { status: 400, message: M.assigneeIdRequired },
    { status: 400, message: 'No user with this assigneeId' },
    { status: 400, message: 'This user cannot be assigned: the account is not active' },
  ],
  deny: [{ status: 400, message: M.noteRequired }],
  setStatus: [
    { status: 400, message: M.requestStatusInvalid },
    { status: 400, message: FC.onlyWhenRequestingInformation },
    { status: 400, message: FC.listInvalid },
    { status: 400, message: FC.itemInvalid },
    { status: 400, message: FC.fieldRequired },
    { status: 400, message: FC.fieldUnknown('projectBudget'), when: 'A field that is not one of this format’s form' },
    { status: 400, message: FC.duplicate('projectTitle') },
    { status: 400, message: FC.commentRequired },
    { status: 400, message: FC.commentNotString },
    { status: 400, message: FC.commentTooLong },
  ],
  recommend: [
    { status: 400, message: M.recommendationInvalid },
    { status: 400, message: ROUND_MESSAGES.rationaleRequired, when: 'An invited member’s vote without a note' },
  ],
  openRound: [
    { status: 400, message: M.roundInviteInvalid },
    { status: 400, message: M.dueAtInvalid },
    { status: 400, message: ROUND_MESSAGES.dueAtPast },
    { status: 403, message: ROUND_MESSAGES.forbidden },
    { status: 409, message: ROUND_MESSAGES.notInReview },
    { status: 409, message: ROUND_MESSAGES.alreadyOpen, when: 'A round is open and not yet due' },
    { status: 409, message: ROUND_MESSAGES.noAssignedMember },
    { status: 409, message: ROUND_MESSAGES.noMembers },
  ],
};

const QUEUE_PARAMETERS = [
  queryParam('requestStatus', 'Comma-separated request statuses'),
  queryParam('approvalStatus', 'Comma-separated approval statuses'),
  queryParam('assignee', 'A staff documentId, `me` or `none`'),
  queryParam('dataset', 'A dataset documentId or slug'),
  queryParam('format', 'v1 or v2 (v2 queue only)', { type: 'string', enum: ['v1', 'v2'] }),
  queryParam('q', 'Search text (≤ 200 characters)', { type: 'string', maxLength: 200 }),
  queryParam('overdue', '`true`: due before now; `false`: not overdue', { type: 'string', enum: ['true', 'false'] }),
  queryParam('dueThisWeek', '`true`: not overdue, due before the end of the committee’s week', {
    type: 'string',
    enum: ['true', 'false'],
  }),
  queryParam('sort', '`updatedAt`, `createdAt`, `projectTitle`, `requestStatus` or `dueAt`, with `:asc`/`:desc`'),
  queryParam('page', 'Page, from 1', { type: 'integer', minimum: 1 }),
  queryParam('pageSize', 'Page size, at most 100', { type: 'integer', minimum: 1, maximum: 100 }),
];

const QUEUE_ERRORS: ErrorCase[] = [
  { status: 400, message: 'format must be v1 or v2' },
  { status: 400, message: 'q must be at most 200 characters' },
  { status: 400, message: 'overdue must be true or false' },
  NOT_SIGNED_IN,
  STAFF_ONLY,
];

function formatPaths(prefix: 'dataset-request' | 'data-access-request', format: 'v1' | 'v2'): Paths {
  const id = (name: string) => `${name}${format.toUpperCase()}`;
  const command = ([path, name, summary]: (typeof COMMANDS)[number]): [string, { post: Operation }] => [
    `/api/${prefix}/${path}`,
    {
      post: operation({
        operationId: id(name),
        summary: `${summary} (${format})`,
        tags: TAG,
        security: SECURITY.bearer,
        // set-status's comments name the fields of this format's form.
        requestBody: {
          required: true,
          content: json(
            fromZod(name === 'setStatus' ? SET_STATUS_COMMAND_SCHEMAS[format] : WORKFLOW_COMMAND_SCHEMAS[name]),
          ),
        },
        responses: {
          '200': {
            description: 'The request after the action, and the event written',
            content: json({
              type: 'object',
              required: ['data', 'meta'],
              properties: {
                data: ref('StaffRequestDetail'),
                meta: { type: 'object', properties: { event: { type: 'string' } } },
              },
            }),
          },
          ...errorResponses([...(EXTRA_ERRORS[name] ?? []), ...COMMAND_ERRORS]),
        },
      }),
    },
  ];
  return {
    [`/api/${prefix}/queue`]: {
      get: operation({
        operationId: id('queue'),
        summary: format === 'v1' ? 'The staff queue of v1 requests' : 'The staff queue, both formats',
        tags: TAG,
        security: SECURITY.bearer,
        parameters: QUEUE_PARAMETERS,
        responses: {
          '200': {
            description: '`{ data: QueueItem[], meta: { pagination } }`',
            content: json({
              type: 'object',
              required: ['data', 'meta'],
              properties: { data: { type: 'array', items: ref('QueueItem') }, meta: ref('PaginationMeta') },
            }),
          },
          ...errorResponses(QUEUE_ERRORS),
        },
      }),
    },
    ...Object.fromEntries(COMMANDS.map(command)),
    [`/api/${prefix}/{id}/events`]: {
      get: operation({
        operationId: id('events'),
        summary: 'The audit log of a request, oldest first, with the recommendations',
        tags: TAG,
        security: SECURITY.bearer,
        parameters: [documentIdParam()],
        responses: {
          '200': {
            description:
              '`{ data: RequestEvent[], meta: { recommendations } }`; a committee member who has not voted in the open round reads the others’ rationales as null (`rationaleHidden`)',
            content: json({
              type: 'object',
              required: ['data'],
              properties: {
                data: { type: 'array', items: ref('RequestEvent') },
                meta: { type: 'object', properties: { recommendations: { type: 'array', items: { type: 'object' } } } },
              },
            }),
          },
          ...errorResponses([NOT_SIGNED_IN, STAFF_ONLY, { status: 404, message: NOT_FOUND_MESSAGE }]),
        },
      }),
    },
  };
}

export const workflowPaths: Paths = {
  ...formatPaths('dataset-request', 'v1'),
  ...formatPaths('data-access-request', 'v2'),
  '/api/data-access-request/queue.csv': {
    get: operation({
      operationId: 'queueCsv',
      summary:
        'The whole current queue view as CSV (both formats; page and pageSize are ignored), headers and statuses in the language of locale',
      tags: TAG,
      security: SECURITY.bearer,
      parameters: [...QUEUE_PARAMETERS.filter((parameter) => !parameter.name.startsWith('page')), localeParam],
      responses: {
        '200': {
          description: 'RFC 4180 CSV with a byte-order mark, `Content-Disposition: attachment`',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...errorResponses(QUEUE_ERRORS),
      },
    }),
  },
};
