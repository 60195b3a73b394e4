import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { isRecord } from '@portal/shared/is-record';
import { ApiError } from '@/lib/api-client';
import { codeText } from '@/lib/error-messages';

/** One entry of a Strapi ValidationError's `error.details.errors`: the API's message, and its code. */
export type ServerFieldError = { path: string; message: string; code?: string };

/**
 * `details.errors` of a 400 ApiError as `{ path, message }`, the path joined with dots
 * (`['principalInvestigator', 'email']` → `principalInvestigator.email`, `['datasets', 0]` →
 * `datasets.0`); an empty path is ''. Anything else gives [].
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !isRecord(error.details)) return [];
  const errors = error.details.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.message !== 'string') return [];
    const segments = Array.isArray(item.path) ? item.path : [];
    const path = segments.filter((part) => typeof part === 'string' || typeof part === 'number').join('.');
    return [{ path, message: item.message, ...(typeof item.code === 'string' ? { code: item.code } : {}) }];
  });
}

export type ApplyServerErrorsOptions = {
  /**
   * Which paths are fields of this form. Default: the paths that hold a value in the form (so give
   * every field a default value, `''` included).
   */
  isField?: (path: string) => boolean;
  /**
   * The message to show for a field (e.g. the CMS's translated words for a known rule), from the
   * API's message and its code. Default: the code's words in the page's language.
   */
  message?: (path: string, message: string, code: string | null) => string;
};

export type AppliedServerErrors = {
  /** Paths that got an error. */
  fields: string[];
  /** Messages (in the page's language) that belong to no field of the form: show them in a form-level alert. */
  unmapped: string[];
};

/**
 * Puts the server's field errors (`error.details.errors`, Strapi's ValidationError) on the
 * form's fields, where the error summary lists them and each field shows its own; returns what
 * could not be placed. An error that is not a validation error places nothing and returns no
 * message: the caller words that failure (its `message`, a rate limit, a network failure).
 */
export function applyServerErrors<Values extends FieldValues, Context, Output>(
  form: Pick<UseFormReturn<Values, Context, Output>, 'setError' | 'getValues'>,
  error: unknown,
  { isField, message = (_path, text, code) => codeText(code, text) }: ApplyServerErrorsOptions = {},
): AppliedServerErrors {
  const known = isField ?? ((path: string) => path !== '' && form.getValues(path as Path<Values>) !== undefined);
  const result: AppliedServerErrors = { fields: [], unmapped: [] };
  for (const item of serverFieldErrors(error)) {
    const code = item.code ?? null;
    if (!known(item.path)) {
      result.unmapped.push(codeText(code, item.message));
      continue;
    }
    // The first message of a field is the one shown, as for the client's own checks.
    if (result.fields.includes(item.path)) continue;
    form.setError(item.path as Path<Values>, { type: 'server', message: message(item.path, item.message, code) });
    result.fields.push(item.path);
  }
  return result;
}
