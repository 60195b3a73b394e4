import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  AMEND_ONLY_WHEN_MESSAGE,
  COMMAND_FORBIDDEN_MESSAGE,
  COMMAND_SPECS,
  REGISTER_ONLY_APPROVED_MESSAGE,
  REQUEST_CLOSED_MESSAGE,
  REQUEST_COMMANDS,
  UPDATE_ONLY_WHEN_MESSAGE,
  checkCommand,
} from '../commands';
import {
  ERROR_CODES,
  errorCodeOf,
  errorMessagesOf,
  errorParams,
  findErrorCode,
  isErrorCode,
  statusErrorCode,
  type ErrorCode,
} from '../error-codes';
import { checkRequestFile } from '../files';
import { ROLE_TYPES } from '../roles';
import { ACCOUNT_MESSAGES, PASSWORD_PATTERNS } from '../schemas/account-rules';
import { CONTACT_MESSAGES } from '../schemas/contact';
import { REQUEST_MESSAGES } from '../schemas/data-access-request';
import { summarizeIssues } from '../schemas/validation';
import { WORKFLOW_COMMAND_MESSAGES, documentIdSchema } from '../schemas/workflow-commands';
import { FIELD_COMMENT_MESSAGES } from '../schemas/field-comments';
import { APPROVAL_STATUSES, REQUEST_STATUSES } from '../statuses';
import { ASSIGNED_ALREADY_MESSAGE, WORKFLOW_ACTIONS, checkTransition } from '../transitions';

const PLACEHOLDER = /\{(\w+)\}/g;

/** A message of the table with each placeholder filled by a sample value. */
function sample(template: string): { message: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const message = template.replace(PLACEHOLDER, (_match, name: string) => (params[name] = `<${name} 42>`));
  return { message, params };
}

describe('the error code table', () => {
  it('has well-formed codes: namespace.name, lower case, each once', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(100);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+\.[a-z][a-z0-9_]*$/);
  });

  it('gives every message (and every filled-in template) back its own code, with its parameters', () => {
    for (const code of ERROR_CODES) {
      for (const template of errorMessagesOf(code)) {
        expect(template.trim(), code).toBe(template);
        expect(template.replace(PLACEHOLDER, ''), `${code}: a brace that is not a placeholder`).not.toMatch(/[{}]/);
        const { message, params } = sample(template);
        expect(findErrorCode(message), message).toBe(code);
        expect(errorParams(code, message), message).toEqual(params);
      }
    }
  });

  it('has a message for every code but the status fallbacks of unusual statuses', () => {
    const empty = ERROR_CODES.filter((code) => errorMessagesOf(code).length === 0);
    expect(empty).toEqual(['http.client_error', 'http.server_error']);
  });

  it('knows what is not one of its messages', () => {
    expect(findErrorCode('Something else')).toBeNull();
    expect(findErrorCode(undefined)).toBeNull();
    expect(findErrorCode('Invalid identifier or password ')).toBeNull();
    expect(isErrorCode('auth.invalid_credentials')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('errorCodeOf (what the CMS puts in details.code)', () => {
  it('prefers the message, then a validation error with field errors, then the status', () => {
    expect(errorCodeOf({ status: 400, name: 'ValidationError', message: 'Invalid identifier or password' })).toBe(
      'auth.invalid_credentials',
    );
    expect(
      errorCodeOf({ status: 400, name: 'ValidationError', message: 'Expected string', details: { errors: [] } }),
    ).toBe('validation.invalid_body');
    expect(errorCodeOf({ status: 400, name: 'ValidationError', message: 'Expected string', details: {} })).toBe(
      'http.bad_request',
    );
    expect(errorCodeOf({ status: 404, name: 'NotFoundError', message: 'Not Found' })).toBe('http.not_found');
    expect(errorCodeOf({ status: 403, message: 'Policy Failed' })).toBe('http.forbidden');
    expect(errorCodeOf({ status: 429, message: 'Too many attempts. Try again in 12 seconds.' })).toBe(
      'http.rate_limited',
    );
  });

  it('derives a code from every status', () => {
    expect(
      [400, 401, 403, 404, 405, 409, 413, 415, 418, 429, 500, 502, 503].map((status) => statusErrorCode(status)),
    ).toEqual([
      'http.bad_request',
      'http.unauthorized',
      'http.forbidden',
      'http.not_found',
      'http.method_not_allowed',
      'http.conflict',
      'http.payload_too_large',
      'http.unsupported_media_type',
      'http.client_error',
      'http.rate_limited',
      'http.internal',
      'http.server_error',
      'http.service_unavailable',
    ]);
    expect(errorCodeOf({ status: 502, message: 'Bad Gateway' })).toBe('http.server_error');
  });
});

/** Every refusal message the shared workflow rules can produce, by sweeping their inputs. */
function workflowMessages(): Set<string> {
  const messages = new Set<string>();
  const roles = [...ROLE_TYPES, 'nobody', null];
  const states = [
    null,
    ...REQUEST_STATUSES.flatMap((requestStatus) =>
      APPROVAL_STATUSES.map((approvalStatus) => ({ requestStatus, approvalStatus })),
    ),
  ];
  const inputs = [
    {},
    { requestStatus: 'bogus', recommendation: 'bogus', assigneeRole: 'bogus' },
    ...REQUEST_STATUSES.map((requestStatus) => ({ requestStatus, recommendation: 'approve' })),
    ...ROLE_TYPES.map((assigneeRole) => ({ assigneeRole })),
    ...ROLE_TYPES.map((assigneeRole) => ({ assigneeRole, assigneeIsCurrent: true })),
  ];
  const contexts = [{}, { isOwner: true }, { isOwner: true, hasAssignee: true }, { hasAssignee: true }];
  for (const role of roles)
    for (const state of states)
      for (const input of inputs)
        for (const ctx of contexts) {
          for (const action of [...WORKFLOW_ACTIONS, 'bogus'] as const) {
            const check = checkTransition(role, action as (typeof WORKFLOW_ACTIONS)[number], state, input, ctx);
            if (!check.ok) messages.add(check.message);
          }
          for (const command of REQUEST_COMMANDS) {
            const check = checkCommand(role, command, state, input, ctx);
            if (!check.ok) messages.add(check.message);
          }
        }
  return messages;
}

function zodMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const summary = summarizeIssues(result.error);
  return [summary.message, ...summary.errors.map((error) => error.message)];
}

describe('every message constant the CMS answers with has a code', () => {
  const constants: Array<[string, string]> = [
    ...Object.entries(ACCOUNT_MESSAGES).map(([name, text]): [string, string] => [`ACCOUNT_MESSAGES.${name}`, text]),
    ...PASSWORD_PATTERNS.map((pattern, index): [string, string] => [`PASSWORD_PATTERNS[${index}]`, pattern.message]),
    ...Object.entries(REQUEST_MESSAGES).map(([name, text]): [string, string] => [
      `REQUEST_MESSAGES.${name}`,
      typeof text === 'function' ? text(1234) : text,
    ]),
    ...Object.entries(WORKFLOW_COMMAND_MESSAGES).map(([name, text]): [string, string] => [
      `WORKFLOW_COMMAND_MESSAGES.${name}`,
      text,
    ]),
    ...Object.entries(FIELD_COMMENT_MESSAGES).map(([name, text]): [string, string] => [
      `FIELD_COMMENT_MESSAGES.${name}`,
      typeof text === 'function' ? text('projectBudget') : text,
    ]),
    ...Object.entries(CONTACT_MESSAGES).flatMap(([locale, messages]) =>
      Object.entries(messages).map(([name, text]): [string, string] => [`CONTACT_MESSAGES.${locale}.${name}`, text]),
    ),
    ...Object.entries(COMMAND_SPECS).flatMap(([command, spec]) => [
      [`COMMAND_SPECS.${command}.forbiddenMessage`, spec.forbiddenMessage] as [string, string],
      ...(spec.stateMessage ? [[`COMMAND_SPECS.${command}.stateMessage`, spec.stateMessage] as [string, string]] : []),
    ]),
    ['REQUEST_CLOSED_MESSAGE', REQUEST_CLOSED_MESSAGE],
    ['UPDATE_ONLY_WHEN_MESSAGE', UPDATE_ONLY_WHEN_MESSAGE],
    ['AMEND_ONLY_WHEN_MESSAGE', AMEND_ONLY_WHEN_MESSAGE],
    ['REGISTER_ONLY_APPROVED_MESSAGE', REGISTER_ONLY_APPROVED_MESSAGE],
    ['COMMAND_FORBIDDEN_MESSAGE', COMMAND_FORBIDDEN_MESSAGE],
    ['ASSIGNED_ALREADY_MESSAGE', ASSIGNED_ALREADY_MESSAGE],
  ];

  it.each(constants)('%s', (_name, message) => {
    expect(findErrorCode(message), message).not.toBeNull();
  });

  it('and every refusal of the transition graph and the command registry', () => {
    const messages = [...workflowMessages()];
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => findErrorCode(message) === null)).toEqual([]);
  });

  it('and every refusal of the file check', () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const refusals = [
      checkRequestFile('', pdf),
      checkRequestFile('empty.pdf', new Uint8Array()),
      checkRequestFile('big.pdf', pdf, 2),
      checkRequestFile('run.exe', pdf),
      checkRequestFile('fake.png', pdf),
    ];
    const expected: ErrorCode[] = ['file.name_length', 'file.empty', 'file.too_large', 'file.type_refused'];
    expected.push('file.content_mismatch');
    expect(refusals.map((check) => (check.ok ? null : findErrorCode(check.message)))).toEqual(expected);
  });

  it('and the validation summary of any schema (unknown fields, documentIds)', () => {
    const strict = z.strictObject({ id: documentIdSchema });
    const messages = [...zodMessages(strict, { id: '-', role: 'x' }), ...zodMessages(strict, { id: '-' })];
    expect(messages.map((message) => findErrorCode(message))).toEqual([
      'validation.unknown_fields',
      'validation.document_id_invalid',
      'validation.unknown_field',
      'validation.document_id_invalid',
      'validation.document_id_invalid',
    ]);
  });

  it('a message shared by several constants keeps one code (the same words are the same error)', () => {
    expect(findErrorCode(ACCOUNT_MESSAGES.identifierRequired)).toBe('account.email_required');
    expect(findErrorCode(REQUEST_MESSAGES.piEmailInvalid)).toBe('validation.email_invalid');
    expect(findErrorCode(REQUEST_MESSAGES.detailsMax)).toBe('request.text_max');
    expect(findErrorCode(CONTACT_MESSAGES.fr.messageRequired)).toBe('contact.message_required');
  });
});
