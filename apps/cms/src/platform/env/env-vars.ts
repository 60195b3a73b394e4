import { z } from 'zod';

/**
 * Builders of the environment schema (./env-schema.ts). Each one parses a variable from its raw
 * string and records what the documentation says about it in `envDocs`: a unit test compares
 * those entries with docs/operations.md, so the docs cannot drift from the code.
 *
 * A blank value counts as unset: Compose passes `${VAR:-}` as an empty string, and an operator
 * who empties a line in .env means "the default".
 */

export interface EnvDoc {
  /** One line: what the variable changes. */
  description: string;
  /** The default as the docs show it: a value in backticks, or words ("unset", "derived from …"). */
  default: string;
}

export const envDocs = z.registry<EnvDoc>();

interface Doc {
  description: string;
  /** Words for a default that is not a plain value (computed, or different in production). */
  shownDefault?: string;
}

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A variable's raw string (undefined when unset or blank) turned into its value by `read`. */
const variable = <T>(read: (raw: string | undefined, ctx: z.RefinementCtx<string | undefined>) => T) =>
  z.preprocess(blankAsMissing, z.string().optional().transform(read));

function documented<T extends z.ZodType>(schema: T, doc: Doc, fallback: unknown): T {
  const shown =
    doc.shownDefault ??
    (fallback === undefined
      ? 'unset'
      : fallback === ''
        ? 'empty'
        : `\`${Array.isArray(fallback) ? fallback.join(',') : String(fallback)}\``);
  envDocs.add(schema, { description: doc.description, default: shown });
  return schema;
}

type Converted<T> = { value: T } | { error: string };

/** A raw value turned into T by `convert`, which returns an error message for a bad value. */
function parsed<T>(fallback: T, convert: (raw: string) => Converted<NoInfer<T>>) {
  return variable((raw, ctx): T => {
    if (raw === undefined) return fallback;
    const result = convert(raw);
    if ('value' in result) return result.value;
    ctx.addIssue({ code: 'custom', message: `${result.error} (got "${raw}")` });
    return z.NEVER;
  });
}

/** An integer ≥ min (and ≤ max). */
export function integer(doc: Doc & { default: number; min: number; max?: number }) {
  const { min, max } = doc;
  const expected = min === 0 ? 'a non-negative integer' : min === 1 ? 'a positive integer' : `an integer ≥ ${min}`;
  const schema = parsed(doc.default, (raw) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) return { error: `must be ${expected}` };
    if (max !== undefined && value > max) return { error: `must be at most ${max}` };
    return { value };
  });
  return documented(schema, doc, doc.default);
}

/** A number ≥ min, fractions allowed. */
export function decimal(doc: Doc & { default: number; min: number }) {
  const schema = parsed(doc.default, (raw) => {
    const value = Number(raw);
    return Number.isFinite(value) && value >= doc.min ? { value } : { error: `must be a number ≥ ${doc.min}` };
  });
  return documented(schema, doc, doc.default);
}

const TRUE = ['true', '1', 'yes'];
const FALSE = ['false', '0', 'no'];
const toBoolean = (raw: string) => {
  const value = raw.trim().toLowerCase();
  if (TRUE.includes(value)) return { value: true };
  if (FALSE.includes(value)) return { value: false };
  return { error: 'must be true or false' };
};

/** true/1/yes or false/0/no, in any case. */
export function flag(doc: Doc & { default: boolean }) {
  return documented(parsed<boolean>(doc.default, toBoolean), doc, doc.default);
}

/** A flag whose default is decided elsewhere (e.g. by NODE_ENV): undefined when unset. */
export function optionalFlag(doc: Doc & { shownDefault: string }) {
  return documented(parsed<boolean | undefined>(undefined, toBoolean), doc, undefined);
}

/**
 * A string. Trimmed unless `keepSpaces` (passwords and keys are taken byte for byte). Without a
 * default, undefined when unset.
 */
export function text(doc: Doc & { default: string; keepSpaces?: boolean }): z.ZodType<string, unknown>;
export function text(doc: Doc & { keepSpaces?: boolean }): z.ZodType<string | undefined, unknown>;
export function text(doc: Doc & { default?: string; keepSpaces?: boolean }): z.ZodType<string | undefined, unknown> {
  const schema = variable((raw) => (raw === undefined ? doc.default : doc.keepSpaces ? raw : raw.trim()));
  return documented(schema, doc, doc.default);
}

/** An absolute URL (http or https only with `web`), without trailing slashes. */
export function url(doc: Doc & { default: string; web?: boolean }): z.ZodType<string, unknown>;
export function url(doc: Doc & { web?: boolean }): z.ZodType<string | undefined, unknown>;
export function url(doc: Doc & { default?: string; web?: boolean }): z.ZodType<string | undefined, unknown> {
  const schema = parsed<string | undefined>(doc.default, (raw) => {
    const value = raw.trim();
    const ok = z.url(doc.web ? { protocol: /^https?$/ } : undefined).safeParse(value).success;
    if (!ok) return { error: doc.web ? 'must be an absolute http(s) URL' : 'must be an absolute URL' };
    return { value: value.replace(/\/+$/, '') };
  });
  return documented(schema, doc, doc.default);
}

const quotedChoices = (values: readonly string[]) =>
  values.length > 3
    ? `one of ${values.join(', ')}`
    : `${values
        .slice(0, -1)
        .map((v) => `"${v}"`)
        .join(', ')} or "${values.at(-1)}"`;

/** One of a fixed set of words. */
export function choice<const V extends readonly [string, ...string[]]>(values: V, doc: Doc & { default: V[number] }) {
  const schema = parsed<V[number]>(doc.default, (raw) => {
    const value = raw.trim();
    return values.includes(value) ? { value } : { error: `must be ${quotedChoices(values)}` };
  });
  return documented(schema, doc, doc.default);
}

/**
 * A cron pattern for Strapi's scheduler (croner): five fields, or six with seconds first. Only
 * the shape is checked here; the scheduler rejects a bad field at boot with its own message.
 */
export function cron(doc: Doc & { default: string }) {
  const schema = parsed(doc.default, (raw) => {
    const fields = raw.trim().split(/\s+/);
    return fields.length >= 5 && fields.length <= 6
      ? { value: fields.join(' ') }
      : { error: `must be a cron pattern of 5 fields (or 6 with seconds first), e.g. "${doc.default}"` };
  });
  return documented(schema, doc, doc.default);
}

export interface RateSpec {
  points: number;
  duration: number;
}

/** A rate limit `points/seconds`, e.g. `10/900`: ten requests per 15 minutes. */
export function rate(doc: Doc & { default: `${number}/${number}` }) {
  const toSpec = (raw: string): Converted<RateSpec> => {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw.trim());
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
      return { error: `must look like "<points>/<seconds>", e.g. "${doc.default}"` };
    return { value: { points: Number(match[1]), duration: Number(match[2]) } };
  };
  const fallback = toSpec(doc.default);
  if (!('value' in fallback)) throw new Error(`Bad default rate "${doc.default}"`);
  return documented(parsed<RateSpec>(fallback.value, toSpec), doc, doc.default);
}

/**
 * A comma-separated list, read as Strapi's `env.array` reads it (optional brackets, quotes and
 * spaces around items dropped). Set but empty means an empty list, not the default.
 */
export function list(doc: Doc & { default: string[] }) {
  const schema = z
    .string()
    .optional()
    .transform((raw) => {
      if (raw === undefined) return doc.default;
      const inner = raw.trim().replace(/^\[(.*)\]$/, '$1');
      return inner
        .split(',')
        .map((item) => item.trim().replace(/^"+|"+$/g, ''))
        .filter(Boolean);
    });
  return documented(schema, doc, doc.default);
}
