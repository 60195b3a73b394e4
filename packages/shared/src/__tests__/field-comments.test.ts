import { describe, expect, it } from 'vitest';
import { findErrorCode } from '../error-codes';
import { REQUEST_FORM_FIELDS, V1_UPDATE_FIELDS, v1UpdateSchema } from '../schemas/data-access-request';
import {
  FIELD_COMMENT_FIELDS,
  FIELD_COMMENT_MAX_LENGTH,
  FIELD_COMMENT_MESSAGES as M,
  storedFieldComments,
} from '../schemas/field-comments';
import { summarizeIssues } from '../schemas/validation';
import { SET_STATUS_COMMAND_SCHEMAS, WORKFLOW_COMMAND_SCHEMAS } from '../schemas/workflow-commands';

const ID = 'abcDEF0123456789ghijklmn';
const ask = (fieldComments: unknown, requestStatus = 'informationRequested') => ({
  requestId: ID,
  requestStatus,
  note: 'Please clarify.',
  version: 3,
  fieldComments,
});

function errorsOf(format: 'v1' | 'v2', body: unknown) {
  const result = SET_STATUS_COMMAND_SCHEMAS[format].safeParse(body);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(body)}`);
  return summarizeIssues(result.error).errors.map((error) => ({ path: error.path.join('.'), message: error.message }));
}

describe('the fields a comment may name', () => {
  it('are the v2 form’s fields and the fields of the v1 update', () => {
    expect(FIELD_COMMENT_FIELDS.v2).toEqual(REQUEST_FORM_FIELDS);
    expect(FIELD_COMMENT_FIELDS.v1).toEqual(V1_UPDATE_FIELDS);
    // The v1 list is what the v1 update takes besides the request and its version.
    const shape = Object.keys(v1UpdateSchema.shape).filter((key) => key !== 'requestId' && key !== 'version');
    expect([...FIELD_COMMENT_FIELDS.v1].sort()).toEqual(shape.sort());
  });
});

describe('set-status with fieldComments', () => {
  it('keeps trimmed comments on an information request, in the order sent', () => {
    const parsed = SET_STATUS_COMMAND_SCHEMAS.v2.parse(
      ask([
        { field: 'projectSummary', comment: '  Say how the data is stored.  ', extra: 'dropped' },
        { field: 'principalInvestigator', comment: 'Give the PI’s institution.' },
      ]),
    );
    expect(parsed.fieldComments).toEqual([
      { field: 'projectSummary', comment: 'Say how the data is stored.' },
      { field: 'principalInvestigator', comment: 'Give the PI’s institution.' },
    ]);
    expect(SET_STATUS_COMMAND_SCHEMAS.v1.parse(ask([{ field: 'intendedUse', comment: 'x' }])).fieldComments).toEqual([
      { field: 'intendedUse', comment: 'x' },
    ]);
  });

  it('takes none when left out or null', () => {
    expect(SET_STATUS_COMMAND_SCHEMAS.v2.parse(ask(undefined)).fieldComments).toBeUndefined();
    expect(SET_STATUS_COMMAND_SCHEMAS.v2.parse(ask(null)).fieldComments).toBeUndefined();
    expect(SET_STATUS_COMMAND_SCHEMAS.v2.parse(ask([])).fieldComments).toEqual([]);
    expect(SET_STATUS_COMMAND_SCHEMAS.v2.parse({ requestId: ID, requestStatus: 'inReview' }).fieldComments).toBe(
      undefined,
    );
  });

  it('refuses a field of the other format or of no form, naming it', () => {
    expect(errorsOf('v2', ask([{ field: 'projectDescription', comment: 'x' }]))).toEqual([
      { path: 'fieldComments.0.field', message: M.fieldUnknown('projectDescription') },
    ]);
    expect(errorsOf('v1', ask([{ field: 'projectSummary', comment: 'x' }]))).toEqual([
      { path: 'fieldComments.0.field', message: 'Cannot comment on projectSummary: it is not a field of this form' },
    ]);
    expect(errorsOf('v2', ask([{ field: 'x'.repeat(500), comment: 'x' }]))[0]?.message.length).toBeLessThan(200);
  });

  it('refuses a second comment on the same field', () => {
    expect(
      errorsOf(
        'v2',
        ask([
          { field: 'projectTitle', comment: 'a' },
          { field: 'protocol', comment: 'b' },
          { field: 'projectTitle', comment: 'c' },
        ]),
      ),
    ).toEqual([{ path: 'fieldComments.2.field', message: M.duplicate('projectTitle') }]);
  });

  it('checks each comment: present, a string, 1 to 2000 characters once trimmed', () => {
    expect(errorsOf('v2', ask([{ field: 'projectTitle', comment: '   ' }]))).toEqual([
      { path: 'fieldComments.0.comment', message: M.commentRequired },
    ]);
    expect(errorsOf('v2', ask([{ field: 'projectTitle' }]))).toEqual([
      { path: 'fieldComments.0.comment', message: M.commentRequired },
    ]);
    expect(errorsOf('v2', ask([{ field: 'projectTitle', comment: 42 }]))).toEqual([
      { path: 'fieldComments.0.comment', message: M.commentNotString },
    ]);
    expect(errorsOf('v2', ask([{ field: 'projectTitle', comment: 'x'.repeat(FIELD_COMMENT_MAX_LENGTH + 1) }]))).toEqual(
      [{ path: 'fieldComments.0.comment', message: M.commentTooLong }],
    );
    const longest = ` ${'x'.repeat(FIELD_COMMENT_MAX_LENGTH)} `;
    expect(
      SET_STATUS_COMMAND_SCHEMAS.v2.parse(ask([{ field: 'projectTitle', comment: longest }])).fieldComments,
    ).toEqual([{ field: 'projectTitle', comment: 'x'.repeat(FIELD_COMMENT_MAX_LENGTH) }]);
  });

  it('refuses what is not a list of objects', () => {
    for (const value of ['projectTitle', 3, { field: 'projectTitle', comment: 'x' }])
      expect(errorsOf('v2', ask(value))).toEqual([{ path: 'fieldComments', message: M.listInvalid }]);
    expect(errorsOf('v2', ask(['projectTitle']))).toEqual([{ path: 'fieldComments.0', message: M.itemInvalid }]);
    expect(errorsOf('v2', ask([{ comment: 'x' }]))).toEqual([
      { path: 'fieldComments.0.field', message: M.fieldRequired },
    ]);
  });

  it('refuses comments with any other target status', () => {
    for (const requestStatus of ['inReview', 'assigned', 'new', 'complete'])
      expect(errorsOf('v2', ask([{ field: 'projectTitle', comment: 'x' }], requestStatus))).toEqual([
        { path: 'fieldComments', message: M.onlyWhenRequestingInformation },
      ]);
    expect(errorsOf('v1', ask([], 'inReview'))).toEqual([
      { path: 'fieldComments', message: M.onlyWhenRequestingInformation },
    ]);
  });

  it('the registry’s schema takes the fields of either form', () => {
    for (const field of ['projectSummary', 'projectDescription'])
      expect(WORKFLOW_COMMAND_SCHEMAS.setStatus.safeParse(ask([{ field, comment: 'x' }])).success).toBe(true);
  });

  it('every message has an error code', () => {
    for (const message of Object.values(M)) {
      const text = typeof message === 'function' ? message('someField') : message;
      expect(findErrorCode(text), text).not.toBeNull();
    }
  });
});

describe('storedFieldComments', () => {
  it('reads the comments of an event’s details and skips anything else', () => {
    expect(
      storedFieldComments({
        fieldComments: [{ field: 'projectTitle', comment: 'a' }, { field: 1, comment: 'b' }, null, 'x'],
      }),
    ).toEqual([{ field: 'projectTitle', comment: 'a' }]);
    for (const details of [null, undefined, 'x', [], {}, { fieldComments: 'x' }])
      expect(storedFieldComments(details)).toEqual([]);
  });
});
