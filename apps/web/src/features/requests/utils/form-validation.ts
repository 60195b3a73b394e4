import { makeSubmitSchema, type RequestFormOptions } from '@portal/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

import type { RequestFormValues } from '@/features/requests/utils/form-values';

export type FormIssue = { path: string; message: string };

/** Every problem the submit schema finds in the values, with dotted paths (`requestedDatasets.0.dataLevel`). */
export function formIssues(values: RequestFormValues, options: RequestFormOptions): FormIssue[] {
  const result = makeSubmitSchema(options).safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Issues as react-hook-form's nested errors (first message per path). */
export function toFieldErrors(
  issues: readonly FormIssue[],
  translate: (message: string) => string,
): FieldErrors<RequestFormValues> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const parts = issue.path ? issue.path.split('.') : ['root'];
    let node: Record<string, unknown> = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        const existing = node[part] as Record<string, unknown> | undefined;
        // A list may have its own message and messages on its items: keep both.
        if (!existing || !('message' in existing)) {
          node[part] = { ...(existing ?? {}), type: 'validation', message: translate(issue.message) };
        }
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<RequestFormValues>;
}

/** react-hook-form resolver on the shared submit schema, messages in the reader's language. */
export function submitResolver(
  options: RequestFormOptions,
  translate: (message: string) => string,
): Resolver<RequestFormValues> {
  return async (values) => {
    const issues = formIssues(values, options);
    if (issues.length === 0) return { values, errors: {} };
    return { values: {}, errors: toFieldErrors(issues, translate) };
  };
}

/** Server `details.errors` ([{ path: string[], message }]) as issues. */
export function serverIssues(details: unknown): FormIssue[] {
  const errors = typeof details === 'object' && details !== null ? (details as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: unknown) => {
    if (typeof error !== 'object' || error === null) return [];
    const { path, message } = error as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    return [{ path: Array.isArray(path) ? path.map(String).join('.') : '', message }];
  });
}

/** react-hook-form's nested errors as a flat list of dotted paths with their message, in field order. */
export function flattenErrors(errors: unknown, prefix = ''): FormIssue[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const out: FormIssue[] = [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && prefix) out.push({ path: prefix, message: node.message });
  for (const [key, child] of Object.entries(node)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    if (key === 'root') {
      const message = (child as { message?: unknown } | null)?.message;
      if (typeof message === 'string' && !out.some((issue) => issue.path === prefix)) out.push({ path, message });
      continue;
    }
    out.push(...flattenErrors(child, path));
  }
  return out;
}
