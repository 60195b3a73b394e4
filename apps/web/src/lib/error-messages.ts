import { errorParams, findErrorCode, isErrorCode } from '@portal/shared/error-codes';

import type { ApiError } from '@/lib/api-client';
import { errorText, errorValues } from '@/lib/error-text';

/**
 * Error messages in the page's language where the whole code table is at hand (the forms, which
 * load zod and the shared schemas anyway): with the parts of a message its template marks, such
 * as a file's name, which `ApiError.message` (built in the entry bundle) does without.
 */

/** The words for a message of `code`, its variable parts and `details` as arguments. */
export function codeText(code: string | null | undefined, message: string, details?: unknown): string {
  const params = isErrorCode(code) ? errorParams(code, message) : {};
  return errorText(code, message, { ...params, ...errorValues(details) });
}

/** An API error in the page's language, with every part of its message. */
export function apiErrorText(error: ApiError): string {
  return codeText(error.code, error.serverMessage, error.details);
}

/**
 * A message of the shared schemas, which the forms check before sending: the same words the API
 * answers, so the same code (the table of `@portal/shared` names each) and the same translation.
 */
export function ruleMessage(message: string): string {
  return codeText(findErrorCode(message), message);
}
