import type { z } from 'zod';

/** One field error, in the shape Strapi uses in `error.details.errors`. */
export type FieldError = {
  path: string[];
  message: string;
  name: 'ValidationError';
};

export type ValidationSummary = {
  /** The first message, for a single-line display (Strapi's `error.message`). */
  message: string;
  errors: FieldError[];
  /** Keys the schema does not accept (strict objects), e.g. ['role']. */
  unknownFields: string[];
};

/**
 * Turns a zod error into Strapi's validation details: one entry per issue, unknown keys
 * reported one per field so a client can show "role is not accepted" next to nothing.
 */
export function summarizeIssues(error: z.ZodError): ValidationSummary {
  const errors: FieldError[] = [];
  const unknownFields: string[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        unknownFields.push(key);
        errors.push({
          path: [...issue.path.map(String), key],
          message: `Unknown field: ${key}`,
          name: 'ValidationError',
        });
      }
      continue;
    }
    errors.push({ path: issue.path.map(String), message: issue.message, name: 'ValidationError' });
  }
  const message =
    unknownFields.length > 0
      ? `Invalid parameters: ${unknownFields.join(', ')}`
      : (errors[0]?.message ?? 'Invalid request body');
  return { message, errors, unknownFields };
}
