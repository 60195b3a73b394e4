import { z } from 'zod';
import { REQUEST_STATUSES, type RequestFormat } from '../statuses';
import { RECOMMENDATIONS } from '../transitions';
import { ROUND_INVITES, isRoundDueAt } from '../rounds';
import { addContractSchema, updateContractSchema } from './data-access-request';
import { FIELD_COMMENT_FIELDS, checkFieldCommentsTarget, fieldCommentsField } from './field-comments';

/**
 * The staff workflow commands (docs/workflow.md), one schema per command, as the CMS parses
 * their bodies (POST /api/{dataset-request|data-access-request}/<command>) and the web app
 * builds them. Unknown keys are dropped, not refused: clients send the fields of the form they
 * show. The shared transition rules (checkTransition) still decide what the command may do.
 */

/** A Strapi documentId: letters and digits only, so it can never be mistaken for a route word. */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID_PATTERN.test(value);
}

/** A documentId field; `message` names the field for the client. */
export const documentIdField = (message: string) =>
  z.string({ error: message }).regex(DOCUMENT_ID_PATTERN, { error: message });

export const documentIdSchema = documentIdField('Must be a documentId (letters and digits, at most 64)');

export const WORKFLOW_NOTE_MAX_LENGTH = 5000;

export const WORKFLOW_COMMAND_MESSAGES = {
  bodyNotObject: 'The request body must be a JSON object',
  requestIdRequired: 'requestId is required (the documentId of the request)',
  assigneeIdRequired: 'assigneeId is required (the documentId of a staff user)',
  noteNotString: 'note must be a string',
  noteTooLong: `note must be at most ${WORKFLOW_NOTE_MAX_LENGTH} characters`,
  noteRequired: 'A note is required',
  versionInvalid: 'version must be a non-negative integer',
  requestStatusInvalid: `requestStatus must be one of: ${REQUEST_STATUSES.join(', ')}`,
  recommendationInvalid: `recommendation must be one of: ${RECOMMENDATIONS.join(', ')}`,
  roundInviteInvalid: `invite must be one of: ${ROUND_INVITES.join(', ')}`,
  dueAtInvalid: 'dueAt must be a date (YYYY-MM-DD) or a date and time with its offset (ISO 8601)',
} as const;

const M = WORKFLOW_COMMAND_MESSAGES;

/** The version the caller saw (a stale one gets 409); left out, '' or null: the current one. */
export const versionField = z.preprocess(
  (value) =>
    value === '' || value === null
      ? undefined
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : value,
  z
    .number({ error: M.versionInvalid })
    .int({ error: M.versionInvalid })
    .min(0, { error: M.versionInvalid })
    .optional()
    .transform((value) => value ?? null),
);

/** An optional note, trimmed; '' and null become null. */
export const noteField = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .string({ error: M.noteNotString })
    .trim()
    .max(WORKFLOW_NOTE_MAX_LENGTH, { error: M.noteTooLong })
    .optional()
    .transform((value) => (value ? value : null)),
);

/** A required note (deny): present, a string, not blank after trimming. */
export const requiredNoteField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? M.noteRequired : M.noteNotString) })
  .trim()
  .min(1, { error: M.noteRequired })
  .max(WORKFLOW_NOTE_MAX_LENGTH, { error: M.noteTooLong });

/** Who to assign: a staff user's documentId, or their numeric id (number or digit string). */
export type AssigneeRef = { id: number } | { documentId: string };

export const assigneeIdField = z
  .union(
    [
      z.number().int({ error: M.assigneeIdRequired }).min(1, { error: M.assigneeIdRequired }),
      z.string().regex(DOCUMENT_ID_PATTERN, { error: M.assigneeIdRequired }),
    ],
    { error: M.assigneeIdRequired },
  )
  .transform((value): AssigneeRef =>
    typeof value === 'number'
      ? { id: value }
      : /^\d{1,15}$/.test(value)
        ? { id: Number(value) }
        : { documentId: value },
  );

const command = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(
    { requestId: documentIdField(M.requestIdRequired), ...shape, version: versionField },
    { error: M.bodyNotObject },
  );

export const assignCommandSchema = command({ assigneeId: assigneeIdField, note: noteField });
export const unassignCommandSchema = command({ note: noteField });
export const approveCommandSchema = command({ note: noteField });
export const denyCommandSchema = command({ note: requiredNoteField });
/**
 * set-status for a form with `fields`: with `informationRequested`, besides the note, comments on
 * particular answers (./field-comments.ts); refused with any other target.
 */
const setStatusCommand = (fields: readonly string[]) =>
  command({
    requestStatus: z.enum(REQUEST_STATUSES, { error: M.requestStatusInvalid }),
    note: noteField,
    fieldComments: fieldCommentsField(fields),
  }).superRefine(checkFieldCommentsTarget);

/** set-status as each format's endpoint parses it: comments name that format's fields. */
export const SET_STATUS_COMMAND_SCHEMAS = {
  v1: setStatusCommand(FIELD_COMMENT_FIELDS.v1),
  v2: setStatusCommand(FIELD_COMMENT_FIELDS.v2),
} as const satisfies Record<RequestFormat, z.ZodType>;

/** set-status of either format (the registry's schema): comments on a field of either form. */
export const setStatusCommandSchema = setStatusCommand([
  ...new Set<string>([...FIELD_COMMENT_FIELDS.v2, ...FIELD_COMMENT_FIELDS.v1]),
]);
export const recommendCommandSchema = command({
  recommendation: z.enum(RECOMMENDATIONS, { error: M.recommendationInvalid }),
  note: noteField,
});

/**
 * POST …/open-round: a recommendation round (packages/shared/src/rounds.ts) for the assigned
 * committee member or the whole committee, due at a date (the end of that day in the committee's
 * time zone) or a date and time; the note goes to the invited members.
 */
export const openRoundCommandSchema = command({
  invite: z.enum(ROUND_INVITES, { error: M.roundInviteInvalid }),
  dueAt: z.string({ error: M.dueAtInvalid }).trim().refine(isRoundDueAt, { error: M.dueAtInvalid }),
  note: noteField,
});

/** POST …/publish-to-register/{id}: the request is in the path; the version the caller saw. */
export const publishToRegisterCommandSchema = z.object({ version: versionField }, { error: M.bodyNotObject });

/**
 * PATCH /api/data-access-request/{id}/amend: besides the complete form (checked with
 * `makeSubmitSchema(options)`), the version the applicant saw and a note to the reviewers.
 */
export const amendMetaSchema = z.object({ version: versionField, note: noteField });

/**
 * Every command with a JSON body, by name: the staff workflow commands and the two contract
 * commands (schemas in ./data-access-request). The CMS controllers look their schema up here.
 */
export const WORKFLOW_COMMAND_SCHEMAS = {
  assign: assignCommandSchema,
  unassign: unassignCommandSchema,
  approve: approveCommandSchema,
  deny: denyCommandSchema,
  setStatus: setStatusCommandSchema,
  recommend: recommendCommandSchema,
  openRound: openRoundCommandSchema,
  addContract: addContractSchema,
  updateContract: updateContractSchema,
  publishToRegister: publishToRegisterCommandSchema,
} as const;

export type WorkflowCommandName = keyof typeof WORKFLOW_COMMAND_SCHEMAS;
/** What a client sends for a command. */
export type WorkflowCommandInput<C extends WorkflowCommandName> = z.input<(typeof WORKFLOW_COMMAND_SCHEMAS)[C]>;
/** The command after parsing (ids checked, note trimmed, version a number or null). */
export type WorkflowCommand<C extends WorkflowCommandName> = z.output<(typeof WORKFLOW_COMMAND_SCHEMAS)[C]>;

/** The multipart fields of a contract upload (POST …/{id}/contract), all strings on the wire. */
export const contractUploadFieldsSchema = z.object({
  kind: z.enum(['contract', 'signedContract'], { error: "kind must be 'contract' or 'signedContract'" }).optional(),
  version: versionField,
  note: noteField,
});
export type ContractUploadFields = z.output<typeof contractUploadFieldsSchema>;

/**
 * Strapi's REST convention wraps a body as `{ data: {...} }`; both that and the plain object
 * are accepted: a body whose only key is `data` is unwrapped.
 */
export function unwrapDataEnvelope(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 1 && keys[0] === 'data') return (body as { data: unknown }).data;
  }
  return body;
}
