/**
 * Every environment variable goes through one schema. This test fails when the code of the CMS
 * (src/, config/) reads the environment other than through src/platform/env/env.ts or names a variable
 * the schema (src/platform/env/env-schema.ts) lacks; when a variable of the schema is missing from
 * docs/operations.md ("Configuration"), .env.example or the `cms` service of docker-compose.yml;
 * when a default written there is not the schema's; and likewise for the web app's VITE_*
 * variables and its schema (apps/web/src/config/env-schema.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { WEB_ENV_VARIABLES } from '../../../web/src/config/env-schema';
import { envVariables, type EnvVariable } from '../../src/platform/env/env-schema';
import { envDocs } from '../../src/platform/env/env-vars';

const CMS = path.resolve(__dirname, '..', '..');
const ROOT = path.resolve(CMS, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const relative = (file: string) => path.relative(ROOT, file);

/** The one module that reads process.env (the whole of it, for the schema). */
const ENV_MODULE = 'apps/cms/src/platform/env/env.ts';

const SCHEMA = Object.keys(envVariables.shape) as EnvVariable[];
const isSchemaVariable = (name: string): name is EnvVariable => (SCHEMA as string[]).includes(name);

/**
 * Defaults that docker-compose.yml and .env.example set differently from the CMS on purpose: the
 * stack's public address, its mail catcher and log format.
 */
const STACK_DEFAULTS = new Set(['PUBLIC_URL', 'WEB_URL', 'CORS_ORIGINS', 'SMTP_HOST', 'LOG_FORMAT']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Calls `visit` on every node of a file's syntax tree: comments and the text of strings never match. */
function walk(file: string, visit: (node: ts.Node, source: ts.SourceFile) => void): void {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const recurse = (node: ts.Node): void => {
    visit(node, source);
    ts.forEachChild(node, recurse);
  };
  recurse(source);
}

const lineOf = (node: ts.Node, source: ts.SourceFile) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

interface EnvRead {
  file: string;
  line: number;
  /** The variable's name, or undefined when the code reads process.env without naming one. */
  name?: string;
  how: string;
}

const isProcessEnv = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'env' &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'process';

const STRAPI_ENV_METHODS = new Set(['int', 'float', 'bool', 'json', 'array', 'date', 'oneOf']);

/** Strapi's config helper: `env('X')`, `env.int('X', 1)` … */
function strapiEnvCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'env';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'env' &&
    STRAPI_ENV_METHODS.has(callee.name.text)
  );
}

const literalText = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** Every read of the environment in a file. */
function envReads(file: string): EnvRead[] {
  const reads: EnvRead[] = [];
  walk(file, (node, source) => {
    const add = (how: string, name?: string) =>
      reads.push({ file: relative(file), line: lineOf(node, source), name, how });
    if (isProcessEnv(node)) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node)
        add(`process.env.${parent.name.text}`, parent.name.text);
      else if (ts.isElementAccessExpression(parent) && parent.expression === node) {
        const name = literalText(parent.argumentExpression);
        add(name ? `process.env['${name}']` : 'process.env[…]', name);
      } else if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
        for (const element of parent.name.elements) {
          const key = element.propertyName ?? element.name;
          const name = ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : undefined;
          add(`{ ${name ?? '…'} } = process.env`, name);
        }
      } else add('process.env');
    }
    if (ts.isCallExpression(node) && strapiEnvCall(node)) {
      const name = literalText(node.arguments[0]);
      add(`${node.expression.getText(source)}(${name ? `'${name}'` : '…'})`, name);
    }
  });
  return reads;
}

const cmsReads = [path.join(CMS, 'src'), path.join(CMS, 'config')].flatMap(sourceFiles).flatMap(envReads);
const describeRead = (read: EnvRead) => `${read.file}:${read.line} ${read.how}`;

/** Rows `| \`NAME\` | default | meaning |` of the "Configuration" section of docs/operations.md. */
function documentedVariables(): Map<string, string> {
  const text = read('docs/operations.md');
  const start = text.indexOf('\n## Configuration\n');
  expect(start, 'docs/operations.md has a "## Configuration" section').toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  const rows = new Map<string, string>();
  for (const line of text.slice(start, end < 0 ? undefined : end).split('\n')) {
    const match = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|\s*(.*?)\s*\|/.exec(line);
    if (match?.[1]) rows.set(match[1], match[2] ?? '');
  }
  return rows;
}

/** Names assigned in .env.example, also in comments (`# NAME=value` for what the stack fixes), with their value. */
function envExampleVariables(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of read('.env.example').split(/\r?\n/)) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[2])
      entries.set(
        match[2],
        match[1] ? '' : (match[3] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2'), // commented: no value to check
      );
  }
  return entries;
}

function composeCmsEnvironment(): Record<string, string> {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, unknown> | string[] }>;
  };
  const env = compose.services.cms?.environment ?? {};
  if (Array.isArray(env))
    return Object.fromEntries(env.map((line) => [line.split('=')[0] ?? line, line.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, String(value)]));
}

/** The value a variable takes from `raw`, through its schema. */
const valueOf = (name: EnvVariable, raw: string | undefined): unknown => envVariables.shape[name].parse(raw);

describe('the CMS reads its environment through one schema', () => {
  it('reads process.env (or Strapi’s env() helper) only in src/platform/env/env.ts', () => {
    const elsewhere = cmsReads.filter((read) => read.file !== ENV_MODULE).map(describeRead);
    expect(elsewhere, 'read the value from portalEnv() (src/platform/env/env.ts) instead').toEqual([]);
  });

  it('names no variable the schema lacks', () => {
    const unknown = cmsReads.filter((read) => read.name && !isSchemaVariable(read.name)).map(describeRead);
    expect(unknown, 'add these variables to src/platform/env/env-schema.ts').toEqual([]);
  });

  it('describes every variable of the schema with a meaning and a default', () => {
    const undocumented = SCHEMA.filter((name) => {
      const doc = envDocs.get(envVariables.shape[name]);
      return !doc?.description || !doc.default;
    });
    expect(undocumented).toEqual([]);
  });
});

describe('docs/operations.md, Configuration', () => {
  const rows = documentedVariables();

  it('lists every variable of the CMS and of the web app', () => {
    const missing = [...SCHEMA, ...WEB_ENV_VARIABLES].filter((name) => !rows.has(name));
    expect(missing, 'variables missing from the tables of docs/operations.md, Configuration').toEqual([]);
  });

  it('lists no variable that nothing reads', () => {
    const stale = [...rows.keys()].filter((name) => !isSchemaVariable(name) && !WEB_ENV_VARIABLES.includes(name));
    expect(stale).toEqual([]);
  });

  it('gives the schema’s default for each CMS variable', () => {
    const wrong = SCHEMA.filter((name) => rows.has(name))
      .map((name) => ({ name, documented: rows.get(name), schema: envDocs.get(envVariables.shape[name])?.default }))
      .filter(({ documented, schema }) => documented !== schema)
      .map(({ name, documented, schema }) => `${name}: docs say ${documented}, the schema ${schema}`);
    expect(wrong).toEqual([]);
  });
});

describe('.env.example', () => {
  const entries = envExampleVariables();

  it('names every variable of the CMS and of the web app', () => {
    const missing = [...SCHEMA, ...WEB_ENV_VARIABLES].filter((name) => !entries.has(name));
    expect(missing, 'variables missing from .env.example').toEqual([]);
  });

  it('shows the CMS’s own defaults, except where the compose stack differs on purpose', () => {
    const wrong = SCHEMA.filter((name) => !STACK_DEFAULTS.has(name) && entries.get(name))
      .filter((name) => JSON.stringify(valueOf(name, entries.get(name))) !== JSON.stringify(valueOf(name, undefined)))
      .map((name) => `${name}=${entries.get(name)}`);
    expect(wrong, 'values in .env.example that are not the default').toEqual([]);
  });
});

describe('docker-compose.yml, service cms', () => {
  const environment = composeCmsEnvironment();

  it('passes every variable of the schema', () => {
    const missing = SCHEMA.filter((name) => !(name in environment));
    expect(missing, 'variables the compose install could not set').toEqual([]);
  });

  it('falls back to the CMS’s own defaults, except where the stack differs on purpose', () => {
    const wrong = SCHEMA.filter((name) => !STACK_DEFAULTS.has(name))
      .map((name) => ({ name, match: /^\$\{([A-Z0-9_]+):-([^}]*)\}$/.exec(environment[name] ?? '') }))
      .filter(({ name, match }) => match?.[1] === name && match[2])
      .filter(
        ({ name, match }) => JSON.stringify(valueOf(name, match?.[2])) !== JSON.stringify(valueOf(name, undefined)),
      )
      .map(({ name }) => `${name}: ${environment[name]}`);
    expect(wrong).toEqual([]);
  });
});

describe('the web app reads its environment through its schema', () => {
  const files = sourceFiles(path.join(ROOT, 'apps', 'web', 'src'));
  const viteNames: string[] = [];
  const metaEnvReads: string[] = [];
  for (const file of files)
    walk(file, (node, source) => {
      // Identifiers, property names and string keys: `import.meta.env.VITE_X`, `env['VITE_X']`, vite-env.d.ts.
      const name = ts.isIdentifier(node) ? node.text : literalText(node);
      if (name?.startsWith('VITE_')) viteNames.push(`${relative(file)}:${lineOf(node, source)} ${name}`);
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'env' && ts.isMetaProperty(node.expression))
        metaEnvReads.push(`${relative(file)}:${lineOf(node, source)}`);
    });

  it('names no VITE_ variable its schema lacks', () => {
    const unknown = viteNames.filter((entry) => !WEB_ENV_VARIABLES.includes(entry.split(' ')[1] ?? ''));
    expect(unknown, 'add these variables to apps/web/src/config/env-schema.ts').toEqual([]);
  });

  it('reads import.meta.env only in src/config/env.ts', () => {
    const elsewhere = metaEnvReads.filter((entry) => !entry.startsWith('apps/web/src/config/env.ts:'));
    expect(elsewhere).toEqual([]);
  });
});
