import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as shared from '@portal/shared';
import { ERROR_CODES, errorMessagesOf, findErrorCode } from '@portal/shared';
import { withErrorCode } from '../../src/platform/http/error-codes';

describe('withErrorCode (global::error-codes)', () => {
  it('adds the code of the message, keeping every key of the envelope and of its details', () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid or expired code',
        details: { reason: 'invalid', attemptsRemaining: 2 },
      },
    };
    expect(withErrorCode(body, 400)).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid or expired code',
        details: { reason: 'invalid', attemptsRemaining: 2, code: 'auth.code_invalid' },
      },
    });
    // A copy: the thrown error's details object may be shared.
    expect(body.error.details).toEqual({ reason: 'invalid', attemptsRemaining: 2 });
  });

  it('codes each field error whose message it knows, and the whole by its first message', () => {
    const errors = [
      { path: ['email'], message: 'Please enter your email address.', name: 'ValidationError' },
      { path: ['x'], message: 'Expected string, received number', name: 'ValidationError' },
    ];
    const coded = withErrorCode(
      { data: null, error: { status: 400, name: 'ValidationError', message: errors[0]!.message, details: { errors } } },
      400,
    ) as { error: { details: { code: string; errors: unknown[] } } };
    expect(coded.error.details).toEqual({
      errors: [{ ...errors[0], code: 'account.email_required' }, errors[1]],
      code: 'account.email_required',
    });
    const unknown = withErrorCode(
      { data: null, error: { status: 400, name: 'ValidationError', message: errors[1]!.message, details: { errors } } },
      400,
    ) as { error: { details: { code: string } } };
    expect(unknown.error.details.code).toBe('validation.invalid_body');
  });

  it('falls back to the status, also without details or a status in the body', () => {
    expect(
      withErrorCode({ data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } }, 500),
    ).toEqual({
      data: null,
      error: { status: 500, name: 'InternalServerError', message: 'x', details: { code: 'http.internal' } },
    });
    expect(withErrorCode({ error: { message: 'Teapot' } }, 418)).toEqual({
      error: { message: 'Teapot', details: { code: 'http.client_error' } },
    });
  });

  it('keeps a code the error site set itself when it is one of the table, replaces any other', () => {
    const envelope = (code: string) => ({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid or expired code', details: { code } },
    });
    expect(withErrorCode(envelope('auth.login_expired'), 400)).toEqual(envelope('auth.login_expired'));
    expect(withErrorCode(envelope('E_WHATEVER'), 400)).toEqual(envelope('auth.code_invalid'));
  });

  it('leaves alone what is not an error envelope', () => {
    for (const body of [
      null,
      'Not Found',
      Buffer.from('{}'),
      { data: { id: 1 } },
      { data: null, error: { status: 200, message: 'fine' } },
      { data: null, error: { status: 400, message: 'x', details: 'text' } },
    ])
      expect(withErrorCode(body, 400)).toBe(body);
  });
});

// ---------------------------------------------------------------------------------------------
// Every message the CMS answers with has a code: the error sites of the CMS and the refusals of
// the shared rules it runs, read from the source (a new error site without a code fails here).

const ROOT = path.resolve(__dirname, '../../../..');
const SCANNED = [
  // The document only quotes messages; mail, the environment and the seed answer no request.
  { dir: 'apps/cms/src', skip: /\/(modules\/openapi|platform\/(mail|env)|bootstrap)\// },
  { dir: 'packages/shared/src', skip: /\/__tests__\// },
];

/** Calls whose first argument is an error response's message. */
const ERROR_CALLS = new Set([
  'badRequest',
  'notFound',
  'conflict',
  'forbidden',
  'unauthorized',
  'payloadTooLarge',
  'serviceUnavailable',
  'codeError',
  'validationFailed',
  'bad',
  'ValidationError',
  'ApplicationError',
  'ForbiddenError',
  'PolicyError',
  'NotFoundError',
  'PayloadTooLargeError',
  'RateLimitError',
  'UnauthorizedError',
  'documentIdField',
]);

/**
 * Messages that are not written where the error is thrown: each comes from one of the shared
 * rules or schemas, whose every message the sweep of the shared test and this scan cover.
 */
const PASSED_ON = [
  // CONTACT_MESSAGES, REQUEST_MESSAGES.textMax, the command registry's and the transition
  // graph's refusals, zod issues: the shared test sweeps them all.
  'apps/cms/src/api/contact-message/services/contact-message.ts: contactMessages(DEFAULT_LOCALE).localeInvalid',
  'apps/cms/src/modules/requests/commands/pipeline.ts: check.message',
  'apps/cms/src/modules/requests/commands/pipeline.ts: spec.forbiddenMessage',
  'apps/cms/src/platform/http/parse-body.ts: summary.message',
  'packages/shared/src/commands.ts: spec.forbiddenMessage',
  'packages/shared/src/commands.ts: spec.stateMessage',
  'packages/shared/src/commands.ts: ACCESS_EDGES[spec.access].refusal',
  'packages/shared/src/schemas/data-access-request.ts: M.textMax(max)',
  'packages/shared/src/schemas/validation.ts: issue.message',
  // The first of the field errors, each of them scanned where it is made.
  'apps/cms/src/modules/requests/applicant/drafts.ts: checked.errors[0]?.message',
  'apps/cms/src/modules/requests/applicant/requests.ts: errors[0]?.message',
  'apps/cms/src/modules/requests/files/files.ts: errors[0]?.message',
  'apps/cms/src/modules/requests/files/files.ts: result.message',
  // Helpers that throw the message their callers (scanned) give them.
  'apps/cms/src/extensions/users-permissions/controllers/portal-auth.ts: error.message',
  'apps/cms/src/modules/accounts/login.ts: message',
  'apps/cms/src/modules/registry/params.ts: message',
  'apps/cms/src/modules/reports/params.ts: message',
  'apps/cms/src/modules/requests/access/commands.ts: message',
  'apps/cms/src/modules/requests/applicant/drafts.ts: message',
  'apps/cms/src/modules/requests/files/files.ts: message',
  'apps/cms/src/modules/requests/workflow/errors.ts: message',
  'apps/cms/src/platform/http/rate-limit.ts: message',
];

/** Where a template literal of the source has a `${…}`. */
const HOLE = '${…}';

type Found = { file: string; text: string; holes: boolean } | { file: string; dynamic: string };

function sourceFiles(dir: string, skip: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skip.test(`/${file}`));
}

const FILES = SCANNED.flatMap(({ dir, skip }) => sourceFiles(dir, skip));
// The checker only follows names to their declarations (no type checking happens).
const program = ts.createProgram(
  FILES.map((file) => path.join(ROOT, file)),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
);
const checker = program.getTypeChecker();
const relative = (node: ts.Node) => path.relative(ROOT, node.getSourceFile().fileName);

const skipAs = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? skipAs(node.expression)
    : node;

function declarationOf(node: ts.Node): ts.Declaration | undefined {
  let symbol =
    ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
      ? checker.getShorthandAssignmentValueSymbol(node.parent)
      : checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

/** A constant of the built shared package (its declaration files carry no values): read it. */
function sharedValue(names: string[]): unknown {
  return names.reduce<unknown>((value, name) => (value as Record<string, unknown> | undefined)?.[name], shared);
}

const inDeclarationFile = (node: ts.Node) => node.getSourceFile().isDeclarationFile;

/** What messages an expression can be: literals, templates (holes for `${…}`), or "dynamic". */
function messagesOf(node: ts.Expression, site: ts.Node): Found[] {
  const file = relative(node);
  const dynamic = (): Found[] => [{ file: relative(site), dynamic: node.getText() }];
  node = skipAs(node);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ file, text: node.text, holes: false }];
  if (ts.isTemplateExpression(node)) {
    const text = node.head.text + node.templateSpans.map((span) => `${HOLE}${span.literal.text}`).join('');
    return text.split(HOLE).join('').trim() === '' ? dynamic() : [{ file, text, holes: true }];
  }
  if (node.kind === ts.SyntaxKind.NullKeyword) return [];
  if (ts.isNonNullExpression(node)) return messagesOf(node.expression, site);
  // `\`…\`.trim()`
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'trim' &&
    ts.isTemplateExpression(skipAs(node.expression.expression))
  )
    return messagesOf(node.expression.expression, site);
  if (ts.isConditionalExpression(node))
    return [...messagesOf(node.whenTrue, site), ...messagesOf(node.whenFalse, site)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
  )
    return [...messagesOf(node.left, site), ...messagesOf(node.right, site)];
  if (ts.isIdentifier(node)) {
    const declaration = declarationOf(node);
    if (declaration && inDeclarationFile(declaration)) {
      const value = sharedValue([node.text]);
      if (typeof value === 'string') return [{ file, text: value, holes: false }];
    } else if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
      return messagesOf(declaration.initializer, site);
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const declaration = declarationOf(node.name);
    if (declaration && inDeclarationFile(declaration)) {
      const value = sharedValue([node.expression.text, node.name.text]);
      if (typeof value === 'string') return [{ file, text: value, holes: false }];
    } else if (declaration && ts.isPropertyAssignment(declaration)) return messagesOf(declaration.initializer, site);
  }
  // `MESSAGES[status]`: any value of that object.
  if (ts.isElementAccessExpression(node)) {
    const declaration = declarationOf(node.expression);
    const object =
      declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
        ? skipAs(declaration.initializer)
        : undefined;
    if (object && ts.isObjectLiteralExpression(object))
      return object.properties
        .filter(ts.isPropertyAssignment)
        .flatMap((member) => messagesOf(member.initializer, site));
  }
  return dynamic();
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/**
 * An object literal that is an error: an error body or a field error (`name: '…Error'`), a shared
 * rule's refusal (`ok`), or a status with its message.
 */
function isMessageObject(node: ts.ObjectLiteralExpression): boolean {
  const names = node.properties.map((property) => property.name?.getText());
  if (!names.includes('message')) return false;
  const name = node.properties.find((property) => property.name?.getText() === 'name');
  const errorName =
    name &&
    ts.isPropertyAssignment(name) &&
    ts.isStringLiteral(name.initializer) &&
    /Error$/.test(name.initializer.text);
  return (
    errorName ||
    names.includes('ok') ||
    (names.includes('status') && names.every((key) => key === 'status' || key === 'message'))
  );
}

function scan(file: string): Found[] {
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
      const name = calleeName(node);
      const argument =
        name === 'throwTooMany' ? node.arguments[3] : name && ERROR_CALLS.has(name) ? node.arguments[0] : undefined;
      if (argument) found.push(...messagesOf(argument, node));
    }
    if (ts.isObjectLiteralExpression(node) && isMessageObject(node)) {
      for (const property of node.properties) {
        if (property.name?.getText() !== 'message') continue;
        if (ts.isPropertyAssignment(property)) found.push(...messagesOf(property.initializer, property));
        else if (ts.isShorthandPropertyAssignment(property)) found.push(...messagesOf(property.name, property));
      }
    }
    // `constructor(message = '…')` of an error class.
    if (ts.isParameter(node) && node.name.getText() === 'message' && node.initializer)
      found.push(...messagesOf(node.initializer, node));
    ts.forEachChild(node, visit);
  };
  const source = program.getSourceFile(path.join(ROOT, file));
  if (!source) throw new Error(`Not in the program: ${file}`);
  visit(source);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TABLE_SAMPLES = ERROR_CODES.flatMap((code) =>
  errorMessagesOf(code).map((message) => message.replace(/\{\w+\}/g, 'X')),
);

/**
 * A template of the source (holes are `${…}`) is covered when, filled in, the table knows it, or
 * when a message of the table fits it (a hole that is only part of a word: `file${s}`).
 */
function covered(found: Found): boolean {
  if ('dynamic' in found) return false;
  if (!found.holes) return findErrorCode(found.text) !== null;
  if (findErrorCode(found.text.split(HOLE).join('X')) !== null) return true;
  const pattern = new RegExp(`^${found.text.split(HOLE).map(escape).join('.*')}$`);
  return TABLE_SAMPLES.some((message) => pattern.test(message));
}

describe('every message the CMS answers with has a code', () => {
  const all = FILES.flatMap(scan);

  it('reads the error sites (the scan does find them)', () => {
    const texts = all.flatMap((found) => ('text' in found ? [found.text] : []));
    for (const message of [
      'Invalid identifier or password',
      'User is not logged in',
      'The request was changed by someone else. Reload and try again.',
      'The request body is not valid JSON.',
      'Only internal staff can do this',
      'Your role does not allow this action',
      'Dataset request not found',
      'Too many attempts. Please log in again to receive a new code.',
    ])
      expect(texts).toContain(message);
    expect(texts.length).toBeGreaterThan(100);
  });

  it('every literal and template message is in the table', () => {
    const missing = all
      .filter((found) => 'text' in found && !covered(found))
      .map((found) => `${found.file}: ${'text' in found ? found.text : ''}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every message passed on from elsewhere is one the shared rules write (listed here)', () => {
    const dynamic = all.flatMap((found) => ('dynamic' in found ? [`${found.file}: ${found.dynamic}`] : []));
    expect([...new Set(dynamic)].sort()).toEqual([...PASSED_ON].sort());
  });
});

describe('docs/api/error-codes.md', () => {
  it('lists exactly the table: every code once, in order, with its messages', () => {
    const page = readFileSync(path.join(ROOT, 'docs/api/error-codes.md'), 'utf8');
    const rows = [...page.matchAll(/^\| `([a-z_.]+)` +\| (.*?) +\|$/gm)].map(([, code, cell]) => ({
      code,
      messages: cell!.startsWith('_') ? [] : cell!.split('<br>'),
    }));
    expect(rows).toEqual(ERROR_CODES.map((code) => ({ code, messages: [...errorMessagesOf(code)] })));
  });
});
