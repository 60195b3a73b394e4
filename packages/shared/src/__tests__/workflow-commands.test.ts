import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from '../statuses';
import { RECOMMENDATIONS } from '../transitions';
import { summarizeIssues } from '../schemas/validation';
import {
  WORKFLOW_COMMAND_MESSAGES as M,
  WORKFLOW_COMMAND_SCHEMAS,
  WORKFLOW_NOTE_MAX_LENGTH,
  contractUploadFieldsSchema,
  documentIdSchema,
  isDocumentId,
  unwrapDataEnvelope,
  type WorkflowCommandName,
} from '../schemas/workflow-commands';

const ID = 'abcDEF0123456789ghijklmn';
const STAFF_COMMANDS = ['assign', 'unassign', 'approve', 'deny', 'setStatus', 'recommend'] as const;
/** A valid body of each staff command. */
const VALID: Record<(typeof STAFF_COMMANDS)[number], Record<string, unknown>> = {
  assign: { requestId: ID, assigneeId: 'staffUser01' },
  unassign: { requestId: ID },
  approve: { requestId: ID },
  deny: { requestId: ID, note: 'Out of scope' },
  setStatus: { requestId: ID, requestStatus: 'inReview' },
  recommend: { requestId: ID, recommendation: 'approve' },
};

function firstMessage(command: WorkflowCommandName, body: unknown): string | null {
  const result = WORKFLOW_COMMAND_SCHEMAS[command].safeParse(body);
  return result.success ? null : summarizeIssues(result.error).message;
}

describe('document ids', () => {
  it.each([
    ['a', true],
    [ID, true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['has-dash', false],
    ['with space', false],
    ['queue/../x', false],
  ])('%s → %s', (value, ok) => {
    expect(isDocumentId(value)).toBe(ok);
    expect(documentIdSchema.safeParse(value).success).toBe(ok);
  });
  it('refuses non-strings', () => {
    for (const value of [1, null, undefined, {}, []]) expect(isDocumentId(value)).toBe(false);
  });
});

describe('every staff command', () => {
  it.each(STAFF_COMMANDS)('%s accepts its valid body and drops unknown keys', (command) => {
    const parsed = WORKFLOW_COMMAND_SCHEMAS[command].parse({ ...VALID[command], extra: 'ignored' });
    expect(parsed).toMatchObject({ requestId: ID, version: null });
    expect(parsed).not.toHaveProperty('extra');
  });

  it.each(STAFF_COMMANDS)('%s refuses a body that is not an object', (command) => {
    for (const body of [null, [1, 2], 'text', 3]) expect(firstMessage(command, body)).toBe(M.bodyNotObject);
  });

  it.each(STAFF_COMMANDS)('%s needs a requestId that is a documentId', (command) => {
    const { requestId: _omit, ...rest } = VALID[command];
    expect(firstMessage(command, rest)).toBe(M.requestIdRequired);
    expect(firstMessage(command, { ...rest, requestId: 'not/an/id' })).toBe(M.requestIdRequired);
    expect(firstMessage(command, { ...rest, requestId: 42 })).toBe(M.requestIdRequired);
  });

  it.each(STAFF_COMMANDS)('%s reads version as a non-negative integer (digit strings too)', (command) => {
    const schema = WORKFLOW_COMMAND_SCHEMAS[command];
    expect(schema.parse({ ...VALID[command], version: 3 }).version).toBe(3);
    expect(schema.parse({ ...VALID[command], version: '7' }).version).toBe(7);
    for (const empty of ['', null, undefined])
      expect(schema.parse({ ...VALID[command], version: empty }).version).toBe(null);
    for (const bad of [-1, 1.5, 'x', '-1', true, {}])
      expect(firstMessage(command, { ...VALID[command], version: bad })).toBe(M.versionInvalid);
  });

  it.each(STAFF_COMMANDS)('%s limits the note to %#', (command) => {
    const schema = WORKFLOW_COMMAND_SCHEMAS[command];
    expect(schema.parse({ ...VALID[command], note: `  ${'n'.repeat(WORKFLOW_NOTE_MAX_LENGTH)}  ` }).note).toHaveLength(
      WORKFLOW_NOTE_MAX_LENGTH,
    );
    expect(firstMessage(command, { ...VALID[command], note: 'n'.repeat(WORKFLOW_NOTE_MAX_LENGTH + 1) })).toBe(
      M.noteTooLong,
    );
    expect(firstMessage(command, { ...VALID[command], note: 12 })).toBe(M.noteNotString);
  });
});

describe('notes', () => {
  it('are optional and blank becomes null, except for deny', () => {
    for (const command of ['assign', 'unassign', 'approve', 'setStatus', 'recommend'] as const) {
      const schema = WORKFLOW_COMMAND_SCHEMAS[command];
      expect(schema.parse(VALID[command]).note).toBe(null);
      expect(schema.parse({ ...VALID[command], note: null }).note).toBe(null);
      expect(schema.parse({ ...VALID[command], note: '   ' }).note).toBe(null);
      expect(schema.parse({ ...VALID[command], note: ' why ' }).note).toBe('why');
    }
  });
  it('deny needs a note that is not blank', () => {
    for (const note of [undefined, null, '', '   '])
      expect(firstMessage('deny', { requestId: ID, note })).toBe(M.noteRequired);
    expect(WORKFLOW_COMMAND_SCHEMAS.deny.parse({ requestId: ID, note: ' no ' }).note).toBe('no');
  });
});

describe('assign', () => {
  const parse = (assigneeId: unknown) => WORKFLOW_COMMAND_SCHEMAS.assign.safeParse({ requestId: ID, assigneeId });
  it('takes a documentId, or a numeric id as number or digits', () => {
    expect(parse('staffUser01').data?.assigneeId).toEqual({ documentId: 'staffUser01' });
    expect(parse(12).data?.assigneeId).toEqual({ id: 12 });
    expect(parse('12').data?.assigneeId).toEqual({ id: 12 });
    expect(parse('1234567890123456').data?.assigneeId).toEqual({ documentId: '1234567890123456' });
  });
  it('refuses anything else with one message', () => {
    for (const bad of [undefined, null, '', 'no-dash', 0, -3, 1.5, {}, []]) {
      expect(firstMessage('assign', { requestId: ID, assigneeId: bad })).toBe(M.assigneeIdRequired);
    }
  });
});

describe('set-status and recommend', () => {
  it.each(REQUEST_STATUSES)('set-status accepts %s', (requestStatus) => {
    expect(WORKFLOW_COMMAND_SCHEMAS.setStatus.parse({ requestId: ID, requestStatus }).requestStatus).toBe(
      requestStatus,
    );
  });
  it('set-status refuses an unknown or missing status', () => {
    for (const bad of [undefined, 'bogus', 3])
      expect(firstMessage('setStatus', { requestId: ID, requestStatus: bad })).toBe(M.requestStatusInvalid);
  });
  it.each(RECOMMENDATIONS)('recommend accepts %s', (recommendation) => {
    expect(WORKFLOW_COMMAND_SCHEMAS.recommend.parse({ requestId: ID, recommendation }).recommendation).toBe(
      recommendation,
    );
  });
  it('recommend refuses anything else', () => {
    for (const bad of [undefined, 'maybe', 1])
      expect(firstMessage('recommend', { requestId: ID, recommendation: bad })).toBe(M.recommendationInvalid);
  });
});

describe('contract commands', () => {
  it('are in the registry with their strict schemas', () => {
    expect(WORKFLOW_COMMAND_SCHEMAS.addContract.safeParse({ requestId: ID, fileId: 'file01' }).success).toBe(true);
    expect(WORKFLOW_COMMAND_SCHEMAS.addContract.safeParse({ requestId: ID, fileId: 'file01', role: 'x' }).success).toBe(
      false,
    );
    expect(
      WORKFLOW_COMMAND_SCHEMAS.updateContract.safeParse({ requestId: ID, fileId: 'f', kind: 'other' }).success,
    ).toBe(false);
  });
  it('upload fields come as strings', () => {
    expect(contractUploadFieldsSchema.parse({ version: '2', note: ' ok ' })).toEqual({ version: 2, note: 'ok' });
    expect(contractUploadFieldsSchema.parse({})).toEqual({ version: null, note: null });
    expect(contractUploadFieldsSchema.safeParse({ kind: 'bogus' }).success).toBe(false);
  });
});

describe('unwrapDataEnvelope', () => {
  it('unwraps a body whose only key is data, and nothing else', () => {
    expect(unwrapDataEnvelope({ data: { requestId: ID } })).toEqual({ requestId: ID });
    expect(unwrapDataEnvelope({ data: { a: 1 }, requestId: ID })).toEqual({ data: { a: 1 }, requestId: ID });
    expect(unwrapDataEnvelope({ requestId: ID })).toEqual({ requestId: ID });
    expect(unwrapDataEnvelope([{ data: 1 }])).toEqual([{ data: 1 }]);
    expect(unwrapDataEnvelope(null)).toBe(null);
  });
});
