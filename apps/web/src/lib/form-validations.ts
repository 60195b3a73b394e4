import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_PATTERNS, findErrorCode, type ErrorCode, type FormValidation } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

import { codeText, ruleMessage } from '@/lib/error-messages';

/**
 * The account forms' rules come from the CMS (`formValidations` of the create-account and profile
 * content: field, rule, value, translated message). These helpers turn them into a zod schema at
 * run time and put the shared request schema behind it, so the editor's wording is shown and the
 * server's rules still hold when the content forgets one.
 */

export type FormValidationRule = Pick<FormValidation, 'field' | 'rule' | 'value' | 'message'>;
export type FormValues = Record<string, unknown>;

/** Passwords are checked as typed; every other text is trimmed first, as the server does. */
const UNTRIMMED_FIELDS = new Set(['password', 'confirmPassword']);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const isOn = (value: string) => value.trim().toLowerCase() !== 'false';

/** A rule's value as a length; NaN (rule ignored) when an editor typed something else. */
const toLength = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/** `\d` or `/\d/u`; null (rule ignored) when it does not compile. */
export function toRegExp(source: string): RegExp | null {
  const literal = /^\/(.+)\/([dgimsuyv]*)$/.exec(source);
  try {
    return literal ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, '')) : new RegExp(source);
  } catch {
    return null;
  }
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The first message among `rules` (all of one field, in content order) that `value` breaks, or
 * null. An empty value breaks only `required`; the other rules apply to what was typed.
 */
function checkField(
  field: string,
  value: unknown,
  rules: readonly FormValidationRule[],
  values: FormValues,
): string | null {
  const raw = asText(value);
  const input = UNTRIMMED_FIELDS.has(field) ? raw : raw.trim();
  if (input.trim() === '') {
    const required = rules.find((rule) => rule.rule === 'required' && isOn(rule.value));
    return required ? required.message : null;
  }
  for (const rule of rules) {
    switch (rule.rule) {
      case 'minLength': {
        const min = toLength(rule.value);
        if (input.length < min) return rule.message;
        break;
      }
      case 'maxLength': {
        const max = toLength(rule.value);
        if (input.length > max) return rule.message;
        break;
      }
      case 'pattern': {
        const pattern = toRegExp(rule.value);
        if (pattern && !pattern.test(input)) return rule.message;
        break;
      }
      case 'email':
        if (isOn(rule.value) && !isEmail(input)) return rule.message;
        break;
      case 'matchesField':
        if (raw !== asText(values[rule.value.trim()])) return rule.message;
        break;
      default:
        // 'required' was handled above; an unknown rule from a newer CMS is ignored.
        break;
    }
  }
  return null;
}

/** The rules grouped by field, fields in the order they first appear. */
function rulesByField(rules: readonly FormValidationRule[]): Map<string, FormValidationRule[]> {
  const grouped = new Map<string, FormValidationRule[]>();
  for (const rule of rules) grouped.set(rule.field, [...(grouped.get(rule.field) ?? []), rule]);
  return grouped;
}

/**
 * A zod schema for the content's rules: one issue per field (its first broken rule, with the
 * content's message), at path `[field]`. Values pass through unchanged.
 */
export function schemaFromFormValidations(rules: readonly FormValidationRule[]): z.ZodType<FormValues, FormValues> {
  const grouped = rulesByField(rules);
  return z.custom<FormValues>(isRecord).superRefine((values, ctx) => {
    for (const [field, fieldRules] of grouped) {
      const message = checkField(field, values[field], fieldRules, values);
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/**
 * Validates with `primary` (the content's rules) and then `fallback` (the shared request schema):
 * a field keeps the primary message; the fallback adds issues only for fields the primary found
 * fine. The output is the fallback's (trimmed, lowercased e-mail, defaults), ready to send.
 */
export function withFallbackSchema<Input extends FormValues, Output>(
  primary: z.ZodType,
  fallback: z.ZodType<Output>,
): z.ZodType<Output, Input> {
  const schema = z.unknown().transform((value, ctx) => {
    const first = primary.safeParse(value);
    const issues = first.success ? [] : [...first.error.issues];
    const flagged = new Set(issues.map((issue) => String(issue.path[0] ?? '')));
    const second = fallback.safeParse(value);
    if (!second.success) {
      issues.push(...second.error.issues.filter((issue) => !flagged.has(String(issue.path[0] ?? ''))));
    }
    if (issues.length > 0 || !second.success) {
      issues.forEach((issue) => ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message }));
      return z.NEVER;
    }
    return second.data;
  });
  return schema as unknown as z.ZodType<Output, Input>;
}

type ContentRule = { field: string; rule: FormValidation['rule']; value?: string };

/**
 * Which content rule each error of the shared account schemas (and so of the server) stands for,
 * by its code, to show the content's translated message for it instead.
 */
const CONTENT_RULES: Partial<Record<ErrorCode, readonly ContentRule[]>> = {
  'account.first_name_required': [{ field: 'firstName', rule: 'required' }],
  'account.first_name_max': [{ field: 'firstName', rule: 'maxLength' }],
  'account.last_name_required': [{ field: 'lastName', rule: 'required' }],
  'account.last_name_max': [{ field: 'lastName', rule: 'maxLength' }],
  'account.email_required': [{ field: 'email', rule: 'required' }],
  'validation.email_invalid': [{ field: 'email', rule: 'email' }],
  'validation.email_max': [{ field: 'email', rule: 'maxLength' }],
  'account.password_required': [{ field: 'password', rule: 'required' }],
  'account.password_min': [{ field: 'password', rule: 'minLength' }],
  'account.password_max': [{ field: 'password', rule: 'maxLength' }],
  'account.password_letter': [{ field: 'password', rule: 'pattern', value: PASSWORD_PATTERNS[0].source }],
  'account.password_digit': [{ field: 'password', rule: 'pattern', value: PASSWORD_PATTERNS[1].source }],
  'account.confirm_password_required': [{ field: 'confirmPassword', rule: 'required' }],
  'account.passwords_mismatch': [{ field: 'confirmPassword', rule: 'matchesField' }],
  'account.organization_required': [{ field: 'organization', rule: 'required' }],
  'validation.organization_max': [{ field: 'organization', rule: 'maxLength' }],
  'account.organization_type_required': [{ field: 'organizationType', rule: 'required' }],
  'account.organization_type_max': [{ field: 'organizationType', rule: 'maxLength' }],
  'account.country_required': [{ field: 'country', rule: 'required' }],
  'account.country_max': [{ field: 'country', rule: 'maxLength' }],
};

/**
 * The content's message for a server (or shared-schema) field error of `field` when the content
 * has the same rule, else the error in the page's language. `code` is the error's (the server's
 * `details.errors[].code`); a message of the shared schemas has the code the table gives it.
 */
export function contentMessageFor(
  rules: readonly FormValidationRule[],
  field: string,
  message: string,
  code: string | null = findErrorCode(message),
): string {
  const known = (code ? CONTENT_RULES[code as ErrorCode] : undefined)?.find((item) => item.field === field);
  const rule =
    known &&
    rules.find(
      (item) =>
        item.field === field && item.rule === known.rule && (known.value === undefined || item.value === known.value),
    );
  return rule ? rule.message : codeText(code, message);
}

/**
 * Wraps a react-hook-form resolver so that its messages come out through `localize`: by default
 * the page's language for the shared schemas' messages (see ruleMessage).
 */
export function localizedResolver<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  localize: (message: string) => string = ruleMessage,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error === 'object' && typeof error.message === 'string') {
        error.message = localize(error.message);
      }
    }
    return result;
  };
}

/**
 * The resolver of a CMS-driven form: the content's `formValidations` first (their translated
 * messages), then the shared schema for what the content does not check, whose messages that
 * still show are in the page's language.
 */
export function cmsRulesResolver<Values extends FormValues, Output>(
  rules: readonly FormValidationRule[],
  fallback: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  const schema = withFallbackSchema<Values, Output>(schemaFromFormValidations(rules), fallback);
  return localizedResolver(zodResolver(schema));
}
