import {
  PASSWORD_PATTERNS,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '@portal/shared';
import { SECURITY, errorResponses, json, localeParam, ok, operation, queryParam, ref } from '../builders';
import {
  ACCOUNT_MESSAGES,
  FIELD_MESSAGES,
  JSON_BODY_ERRORS,
  RATE_LIMITED,
  SECURE_CONNECTION,
  SEND_MAIL_FAILED,
  UNKNOWN_FIELD,
} from '../messages';
import type { Operation, Paths } from '../types';
import { fromZod } from '../zod';

/** The portal's replacement of users-permissions' /auth routes (docs/api/auth.md). */
const TAG = ['Auth'];

const body = (schema: Parameters<typeof fromZod>[0]) => ({ required: true, content: json(fromZod(schema)) });
const okResponse = { '200': ok({ type: 'object', properties: { ok: { const: true } }, required: ['ok'] }) };
const publicAuth = (spec: Omit<Operation, 'tags' | 'security' | 'parameters'>): Operation =>
  operation({ ...spec, tags: TAG, security: SECURITY.public, parameters: [localeParam] });

const redirect = (description: string) => ({
  '302': {
    description,
    headers: { Location: { description: 'The SPA page to show', schema: { type: 'string', format: 'uri' } } },
  },
});

const INVALID_CODE = 'Invalid or expired code';
const LOCKED = 'Too many attempts. Please log in again to receive a new code.';
const BLOCKED = 'Your account has been blocked by an administrator';
const UNCONFIRMED = 'Your account email is not confirmed';

export const authPaths: Paths = {
  '/api/auth/local/register': {
    post: publicAuth({
      operationId: 'register',
      summary: 'Create an account (unconfirmed) and send the confirmation e-mail',
      description: 'Never a session. The account always gets the role `authenticated`.',
      requestBody: body(registerSchema),
      responses: {
        '200': ok(ref('RegisterResponse')),
        ...errorResponses([
          UNKNOWN_FIELD,
          { status: 400, message: FIELD_MESSAGES.passwordMin, when: 'Invalid field(s), all in details.errors' },
          { status: 400, message: ACCOUNT_MESSAGES.taken, name: 'ApplicationError' },
          { status: 400, message: ACCOUNT_MESSAGES.registerDisabled, name: 'ApplicationError' },
          ...JSON_BODY_ERRORS,
          RATE_LIMITED,
        ]),
      },
    }),
  },
  '/api/auth/email-confirmation': {
    get: operation({
      operationId: 'confirmEmail',
      summary: 'The link of the confirmation e-mail: confirm, then redirect to the SPA',
      tags: TAG,
      security: SECURITY.public,
      parameters: [queryParam('confirmation', 'The code of the link'), localeParam],
      responses: redirect('`{WEB_URL}/{locale}/login?confirmed=true`, or `confirmed=false` for a used or unknown link'),
    }),
  },
  '/api/auth/resend-email-confirmation': {
    post: publicAuth({
      operationId: 'resendEmailConfirmation',
      summary: 'Send a new confirmation link (same answer for every address)',
      requestBody: body(emailOnlySchema),
      responses: {
        ...okResponse,
        ...errorResponses([{ status: 400, message: FIELD_MESSAGES.emailInvalid }, ...JSON_BODY_ERRORS, RATE_LIMITED]),
      },
    }),
  },
  '/api/auth/local': {
    post: publicAuth({
      operationId: 'login',
      summary: 'Password step: e-mails a 6-digit code and answers the login attempt',
      description:
        'With `AUTH_OTP_REQUIRED=false` the answer is the session (as verifyOneTimePassword), with the refresh cookie.',
      requestBody: body(loginSchema),
      responses: {
        '200': ok({ oneOf: [ref('OtpChallenge'), ref('Session')] }),
        ...errorResponses([
          { status: 400, message: 'Invalid identifier or password', when: 'Unknown e-mail or wrong password' },
          { status: 400, message: UNCONFIRMED, name: 'ApplicationError' },
          { status: 400, message: BLOCKED, name: 'ApplicationError' },
          { status: 400, message: FIELD_MESSAGES.identifierRequired },
          { status: 400, message: FIELD_MESSAGES.loginPasswordRequired },
          ...JSON_BODY_ERRORS,
          SECURE_CONNECTION,
          RATE_LIMITED,
          SEND_MAIL_FAILED,
        ]),
      },
    }),
  },
  '/api/auth/unlock-account': {
    get: operation({
      operationId: 'unlockAccount',
      summary: 'The link of the "unsuccessful sign-in attempts" e-mail: lift the slowdown, redirect',
      tags: TAG,
      security: SECURITY.public,
      parameters: [queryParam('token', 'The token of the link (valid 24 hours)'), localeParam],
      responses: redirect('`{WEB_URL}/{locale}/login?unlocked=true`, or `unlocked=false` for a forged or expired link'),
    }),
  },
  '/api/auth/verifyOneTimePassword': {
    post: publicAuth({
      operationId: 'verifyOneTimePassword',
      summary: 'Code step: starts the session (access token + refresh cookie)',
      requestBody: body(verifyOtpSchema),
      responses: {
        '200': {
          ...ok(ref('Session')),
          headers: {
            'Set-Cookie': {
              description: '`portal_refresh=…; Path=/api; HttpOnly; SameSite=Lax` (`Secure` in production)',
              schema: { type: 'string' },
            },
          },
        },
        ...errorResponses([
          { status: 400, message: INVALID_CODE, when: 'Wrong, expired or unknown code (details.reason)' },
          { status: 400, message: LOCKED, when: 'Too many wrong codes' },
          { status: 400, message: FIELD_MESSAGES.otpCodeInvalid, when: 'Malformed code' },
          { status: 400, message: BLOCKED, name: 'ApplicationError' },
          { status: 400, message: UNCONFIRMED, name: 'ApplicationError' },
          ...JSON_BODY_ERRORS,
          SECURE_CONNECTION,
          RATE_LIMITED,
        ]),
      },
    }),
  },
  '/api/auth/resendOneTimePassword': {
    post: publicAuth({
      operationId: 'resendOneTimePassword',
      summary: 'E-mail a new code for the same login attempt',
      requestBody: body(resendOtpSchema),
      responses: {
        '200': ok(ref('OtpChallenge')),
        ...errorResponses([
          { status: 400, message: 'This login attempt has expired. Please log in again.' },
          { status: 400, message: LOCKED },
          { status: 400, message: 'Too many codes were requested for this login attempt. Please log in again.' },
          ...JSON_BODY_ERRORS,
          SECURE_CONNECTION,
          { status: 429, message: 'Please wait N seconds before requesting a new code.', name: 'RateLimitError' },
          RATE_LIMITED,
          SEND_MAIL_FAILED,
        ]),
      },
    }),
  },
  '/api/auth/refreshToken': {
    post: operation({
      operationId: 'refreshToken',
      summary: 'New access token from the refresh cookie; the cookie is rotated',
      description: 'No body (a `refreshToken` in the body is ignored). Reuse of a rotated token revokes the family.',
      tags: TAG,
      security: SECURITY.refreshCookie,
      responses: {
        '200': ok({ type: 'object', required: ['jwt'], properties: { jwt: { type: 'string' } } }),
        ...errorResponses([
          { status: 401, message: 'Invalid refresh token', when: 'Missing, expired, revoked or reused cookie' },
          SECURE_CONNECTION,
          RATE_LIMITED,
        ]),
      },
    }),
  },
  '/api/logout': {
    post: operation({
      operationId: 'logout',
      summary: 'End the session of the refresh cookie and of the Bearer token (both optional)',
      tags: TAG,
      security: SECURITY.optionalSession,
      responses: { ...okResponse, ...errorResponses([SECURE_CONNECTION]) },
    }),
  },
  '/api/auth/forgot-password': {
    post: publicAuth({
      operationId: 'forgotPassword',
      summary: 'E-mail a password-reset link (same answer for every address)',
      requestBody: body(emailOnlySchema),
      responses: {
        ...okResponse,
        ...errorResponses([{ status: 400, message: FIELD_MESSAGES.emailInvalid }, ...JSON_BODY_ERRORS, RATE_LIMITED]),
      },
    }),
  },
  '/api/auth/reset-password': {
    post: publicAuth({
      operationId: 'resetPassword',
      summary: 'Set a new password with the code of the reset link; ends every session',
      requestBody: body(resetPasswordSchema),
      responses: {
        ...okResponse,
        ...errorResponses([
          { status: 400, message: FIELD_MESSAGES.codeRequired },
          { status: 400, message: FIELD_MESSAGES.passwordsDoNotMatch },
          ...PASSWORD_PATTERNS.map((rule) => ({ status: 400, message: rule.message, when: 'Password rules' })),
          { status: 400, message: ACCOUNT_MESSAGES.invalidResetCode, name: 'ApplicationError' },
          ...JSON_BODY_ERRORS,
          RATE_LIMITED,
        ]),
      },
    }),
  },
};
