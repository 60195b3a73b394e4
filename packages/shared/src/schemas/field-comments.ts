import { z } from 'zod';
import { isRecord } from '../is-record';
import type { RequestFormat } from '../statuses';
import { REQUEST_FORM_FIELDS, V1_UPDATE_FIELDS } from './data-access-request';

/**
 * Returns for changes (docs/workflow.md): staff who ask the applicant for information
 * (set-status to `informationRequested`) may add, besides their note, one comment per answer of
 * the request's form. The comments are stored on the `requestInformation` event's details
 * (`details.fieldComments`) and reach the applicant only through their request detail's
 * `informationRequest`, never through the event list.
 */

/**
 * The answers a comment may name, per request format: the v2 form's fields, and for v1 the
 * fields the applicant can change with the v1 update (what they can act on).
 */
export const FIELD_COMMENT_FIELDS = {
  v1: V1_UPDATE_FIELDS,
  v2: REQUEST_FORM_FIELDS,
} as const satisfies Record<RequestFormat, readonly string[]>;

export type FieldCommentField = (typeof FIELD_COMMENT_FIELDS)[RequestFormat][number];

export const FIELD_COMMENT_MAX_LENGTH = 2000;

/** A comment on one answer, as sent and as stored (trimmed). */
export type FieldComment = { field: string; comment: string };

/** A caller's text echoed in a message stays short. */
const shown = (field: string) => (field.length > 100 ? `${field.slice(0, 100)}…` : field);

export const FIELD_COMMENT_MESSAGES = {
  listInvalid: 'fieldComments must be a list of objects with a field and a comment',
  itemInvalid: 'Each entry of fieldComments must be an object with a field and a comment',
  fieldRequired: 'field is required (the name of an answer of the form)',
  fieldUnknown: (field: string) => `Cannot comment on ${shown(field)}: it is not a field of this form`,
  commentRequired: 'comment is required',
  commentNotString: 'comment must be a string',
  commentTooLong: `comment must be at most ${FIELD_COMMENT_MAX_LENGTH} characters`,
  duplicate: (field: string) => `Only one comment per field: ${shown(field)} has more than one`,
  onlyWhenRequestingInformation: 'fieldComments can be sent only with requestStatus informationRequested',
} as const;

const M = FIELD_COMMENT_MESSAGES;

const commentField = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? M.commentRequired : M.commentNotString),
  })
  .trim()
  .min(1, { error: M.commentRequired })
  .max(FIELD_COMMENT_MAX_LENGTH, { error: M.commentTooLong });

/**
 * `fieldComments` of a set-status body for a form with `fields`: a list of `{ field, comment }`,
 * at most one per field; left out or null: none. Whether the target status takes comments is the
 * command's check (`checkFieldCommentsTarget`).
 */
export function fieldCommentsField(fields: readonly string[]) {
  const [first = '', ...rest] = fields;
  const field = z.enum([first, ...rest], {
    error: (issue) =>
      typeof issue.input === 'string' && issue.input !== '' ? M.fieldUnknown(issue.input) : M.fieldRequired,
  });
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .array(z.object({ field, comment: commentField }, { error: M.itemInvalid }), { error: M.listInvalid })
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.field))
            ctx.addIssue({ code: 'custom', path: [index, 'field'], message: M.duplicate(item.field) });
          seen.add(item.field);
        });
      })
      .optional()
      .describe(
        'Only with requestStatus informationRequested: comments on answers of the request’s form, at most one per field',
      ),
  );
}

/** Comments may only come with an information request: the refusal's issue, else nothing. */
export function checkFieldCommentsTarget(
  value: { requestStatus?: unknown; fieldComments?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (value.fieldComments !== undefined && value.requestStatus !== 'informationRequested')
    ctx.addIssue({ code: 'custom', path: ['fieldComments'], message: M.onlyWhenRequestingInformation });
}

/** The comments stored on an event's details (written by the CMS; anything else is skipped). */
export function storedFieldComments(details: unknown): FieldComment[] {
  const list = isRecord(details) ? details.fieldComments : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): FieldComment[] =>
    isRecord(item) && typeof item.field === 'string' && typeof item.comment === 'string'
      ? [{ field: item.field, comment: item.comment }]
      : [],
  );
}
