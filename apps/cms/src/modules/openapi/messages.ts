import { ACCOUNT_MESSAGES as FIELD_MESSAGES } from '@portal/shared';
import { ACCOUNT_MESSAGES } from '../accounts';
import { NOT_LOGGED_IN } from '../accounts';
import { type ErrorCase } from './builders';

/**
 * Error cases several areas share. Messages come from the code's own constants where the code
 * has one, so the document cannot drift from them; the rest are checked against the running
 * API by tests/api/openapi.test.ts ("documented errors").
 */
export const RATE_LIMITED: ErrorCase = {
  status: 429,
  message: 'Too many attempts. Try again in N seconds.',
  name: 'RateLimitError',
  when: 'A rate limit is reached (N is Retry-After)',
};

/** The routes that start, send a code for, refresh or end a session (policies/secure-channel.ts). */
export const SECURE_CONNECTION: ErrorCase = {
  status: 403,
  message: FIELD_MESSAGES.secureConnectionRequired,
  name: 'PolicyError',
  when: 'The session cookies are `Secure` (production) and the request is not HTTPS',
};

export const NOT_SIGNED_IN: ErrorCase = {
  status: 401,
  message: NOT_LOGGED_IN,
  name: 'UnauthorizedError',
  when: 'No valid session (missing, expired or revoked access token)',
};

export const STAFF_ONLY: ErrorCase = {
  status: 403,
  message: 'Only internal staff can do this',
  name: 'PolicyError',
  when: 'An applicant (role authenticated)',
};

const BODY_NOT_JSON: ErrorCase = {
  status: 400,
  message: 'The request body is not valid JSON.',
  name: 'BadRequestError',
  when: 'Malformed JSON',
};

const BODY_TOO_LARGE: ErrorCase = {
  status: 413,
  message: 'The request body is too large.',
  name: 'PayloadTooLargeError',
  when: 'Over 1 MB (JSON or form)',
};

export const SEND_MAIL_FAILED: ErrorCase = {
  status: 503,
  message: 'We could not send the e-mail. Please try again in a few minutes.',
  name: 'ServiceUnavailableError',
  when: 'SMTP failure',
};

export const UNKNOWN_FIELD: ErrorCase = {
  status: 400,
  message: 'Invalid parameters: role',
  when: 'A field outside the schema (listed by name, comma-separated)',
};

export const JSON_BODY_ERRORS = [BODY_NOT_JSON, BODY_TOO_LARGE];

export { ACCOUNT_MESSAGES, FIELD_MESSAGES };
