import { makeSubmitSchema, type RequestFormOptions } from '@portal/shared';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';

import { applyServerErrors } from '@/components/form/server-errors';
import { ruleMessage } from '@/lib/error-messages';
import { stepOfPath } from '@/features/requests/utils/form-steps';
import type { RequestFormValues } from '@/features/requests/utils/form-values';

export type FormIssue = { path: string; message: string };

/** Every problem the submit schema finds in the values, with dotted paths (`requestedDatasets.0.dataLevel`). */
export function formIssues(values: RequestFormValues, options: RequestFormOptions): FormIssue[] {
  const result = makeSubmitSchema(options).safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Issues as react-hook-form's nested errors (first message per path). */
function toFieldErrors(issues: readonly FormIssue[]): FieldErrors<RequestFormValues> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const parts = issue.path ? issue.path.split('.') : ['root'];
    let node: Record<string, unknown> = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        const existing = node[part] as Record<string, unknown> | undefined;
        // A list may have its own message and messages on its items: keep both.
        if (!existing || !('message' in existing)) {
          node[part] = { ...(existing ?? {}), type: 'validation', message: ruleMessage(issue.message) };
        }
        return;
      }
      // Numeric segments are list items: arrays, as react-hook-form keeps field-array errors.
      node[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<RequestFormValues>;
}

/** react-hook-form resolver on the shared submit schema, messages in the reader's language. */
export function submitResolver(options: RequestFormOptions): Resolver<RequestFormValues> {
  return async (values) => {
    const issues = formIssues(values, options);
    if (issues.length === 0) return { values, errors: {} };
    return { values: {}, errors: toFieldErrors(issues) };
  };
}

/**
 * Puts a refused save's `details.errors` on the request form's fields (any path a step asks for,
 * nested ones included), in the reader's language (by their codes); returns the paths that got an error.
 */
export function applyRequestServerErrors(
  form: Pick<UseFormReturn<RequestFormValues>, 'setError' | 'getValues'>,
  error: unknown,
): string[] {
  return applyServerErrors(form, error, { isField: (path) => stepOfPath(path) !== null }).fields;
}
