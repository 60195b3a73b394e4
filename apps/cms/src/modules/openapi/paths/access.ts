import {
  ACCESS_EDGES,
  ACCESS_FIELD_MESSAGES,
  ACCESS_FORBIDDEN_MESSAGE,
  ACCESS_MESSAGES,
  COMMAND_SPECS,
  type AccessCommand,
} from '@portal/shared';
import { CONFLICT_MESSAGE, NOT_FOUND_MESSAGE, VERSION_REQUIRED_MESSAGE } from '../../requests';
import { SECURITY, documentIdParam, errorResponses, json, operation, ref } from '../builders';
import type { ErrorCase } from '../builders';
import { NOT_SIGNED_IN } from '../messages';
import type { JsonSchema, Operation, Paths } from '../types';
import { fromZod } from '../zod';

/**
 * Access periods, extensions and final reports, both formats (docs/api/requests.md, "Access
 * periods"; routes in modules/requests/http/access-controller.ts).
 */
const TAG = ['Requests'];
const id = documentIdParam();
const NOT_FOUND: ErrorCase = { status: 404, message: NOT_FOUND_MESSAGE, when: 'Unknown, or not yours' };

const SUMMARIES: Record<AccessCommand, [path: string, summary: string, description: string]> = {
  changeAccessEnd: [
    'access/end',
    'Change the end of access',
    'Queue managers, with a note (mailed to the applicant). Today or a day already over as the last day ends access at once.',
  ],
  requestExtension: [
    'access/extension',
    'Ask for more time',
    'The applicant, while access runs or within the extension window after its end; one at a time.',
  ],
  grantExtension: [
    'access/extension/grant',
    'Grant the extension asked',
    'Queue managers: the date asked, or another (endsAt); the reminders start over for the new end.',
  ],
  refuseExtension: ['access/extension/refuse', 'Refuse the extension asked', 'Queue managers, with a note.'],
  fileCloseout: [
    'closeout',
    'File the final report',
    'The applicant, once access has ended: publications, outputs, what happened to the data, an attestation, and files (multipart).',
  ],
  acceptCloseout: ['closeout/accept', 'Accept the final report', 'Queue managers: the request is closed out.'],
  askCloseoutMore: ['closeout/more', 'Ask for more in the final report', 'Queue managers, with a note.'],
};

const multipartReport: JsonSchema = {
  type: 'object',
  required: ['dataDisposition', 'attestation'],
  properties: {
    publications: { type: 'string', description: 'JSON: [{ title, doi? }]' },
    outputs: { type: 'string' },
    dataDisposition: { type: 'string', enum: ['destroyed', 'retained'] },
    retentionReason: { type: 'string' },
    attestation: { type: 'string', enum: ['true'] },
    files: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
  },
};

const applicantCommand = (command: AccessCommand) => ACCESS_EDGES[command].roles.includes('authenticated');

const op = (command: AccessCommand, format: 'v1' | 'v2'): Operation => {
  const [, summary, description] = SUMMARIES[command];
  const body = fromZod(COMMAND_SPECS[command].schema as never);
  return operation({
    operationId: `${command}${format.toUpperCase()}`,
    summary: `${summary} (${format} request)`,
    description,
    tags: TAG,
    security: SECURITY.bearer,
    parameters: [id],
    requestBody: {
      required: true,
      content: {
        ...json(body),
        ...(command === 'fileCloseout' ? { 'multipart/form-data': { schema: multipartReport } } : {}),
      },
    },
    responses: {
      '200': {
        description: 'The request after the command, with its access',
        content: json({
          type: 'object',
          required: ['data'],
          properties: { data: { oneOf: [ref('ApplicantRequestDetail'), ref('StaffRequestDetail')] } },
        }),
      },
      ...errorResponses([
        { status: 400, message: ACCESS_FIELD_MESSAGES.endsAtInvalid },
        ...(applicantCommand(command) ? [] : [{ status: 400, message: VERSION_REQUIRED_MESSAGE }]),
        NOT_SIGNED_IN,
        applicantCommand(command)
          ? { status: 403, message: COMMAND_SPECS[command].forbiddenMessage, when: 'Staff' }
          : { status: 403, message: ACCESS_FORBIDDEN_MESSAGE, when: 'Any other role' },
        NOT_FOUND,
        { status: 409, message: ACCESS_MESSAGES.noAccess, when: 'Not approved, or access not begun' },
        { status: 409, message: ACCESS_EDGES[command].refusal, when: 'Not in this access phase' },
        { status: 409, message: CONFLICT_MESSAGE, when: 'A stale version' },
      ]),
    },
  });
};

export const accessPaths: Paths = Object.fromEntries(
  (['v2', 'v1'] as const).flatMap((format) =>
    (Object.keys(SUMMARIES) as AccessCommand[]).map((command) => [
      `/api/${format === 'v2' ? 'data-access-request' : 'dataset-request'}/{id}/${SUMMARIES[command][0]}`,
      { post: op(command, format) },
    ]),
  ),
);
