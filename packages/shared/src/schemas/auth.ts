import { z } from 'zod';
import {
  ACCOUNT_FIELD_MAX_LENGTH as MAX,
  ACCOUNT_MESSAGES as M,
  OTP_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERNS,
} from './account-rules';
import { ACCOUNT_LOCALE_PATTERN, NOTIFICATION_FREQUENCIES } from '../notifications';

/**
 * Request bodies of the account endpoints (docs/api/auth.md). The CMS validates with these
 * schemas and the web forms use the same ones, so both sides enforce exactly the same rules.
 * Objects that a client could abuse to set privileged fields (register, profile) are strict:
 * an unknown key (role, confirmed, blocked, provider, username, id …) is an error, not ignored.
 */

/** A required text field: trimmed, not blank, at most `max` characters. */
function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}

export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(MAX.email, M.emailMax)
  .email(M.emailInvalid);

/** A new password: length and the letter/digit patterns of the create-account content. */
export const passwordField = PASSWORD_PATTERNS.reduce(
  (schema, pattern) => schema.regex(new RegExp(pattern.source), pattern.message),
  z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordMin)
    .max(PASSWORD_MAX_LENGTH, M.passwordMax),
);

const profileFields = {
  firstName: requiredText(M.firstNameRequired, MAX.firstName, M.firstNameMax),
  lastName: requiredText(M.lastNameRequired, MAX.lastName, M.lastNameMax),
  organization: requiredText(M.organizationRequired, MAX.organization, M.organizationMax),
  organizationType: requiredText(M.organizationTypeRequired, MAX.organizationType, M.organizationTypeMax),
  country: requiredText(M.countryRequired, MAX.country, M.countryMax),
};

const receiveNewsAndUpdates = z.boolean({ error: M.receiveNewsInvalid });

/** POST /api/auth/local/register */
export const registerSchema = z.strictObject({
  email: emailField,
  password: passwordField,
  ...profileFields,
  receiveNewsAndUpdates: receiveNewsAndUpdates.optional().default(false),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** The create-account form: the request body plus the repeated password (never sent). */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string({ error: M.confirmPasswordRequired }).min(1, M.confirmPasswordRequired) })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: M.confirmPasswordMismatch,
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** POST /api/auth/local — the identifier is the email address (usernames are emails). */
export const loginSchema = z.object({
  identifier: z
    .string({ error: M.identifierRequired })
    .trim()
    .toLowerCase()
    .min(1, M.identifierRequired)
    .max(MAX.email, M.emailMax),
  // No complexity rules at login: they apply when a password is chosen.
  password: z.string({ error: M.loginPasswordRequired }).min(1, M.loginPasswordRequired).max(1024, M.passwordMax),
});
export type LoginInput = z.input<typeof loginSchema>;

const otpToken = z.string({ error: M.otpTokenRequired }).min(16, M.otpTokenRequired).max(256, M.otpTokenRequired);

/** POST /api/auth/verifyOneTimePassword */
export const verifyOtpSchema = z.object({
  token: otpToken,
  oneTimePassword: z
    .string({ error: M.otpCodeInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), M.otpCodeInvalid),
});
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;

/** POST /api/auth/resendOneTimePassword */
export const resendOtpSchema = z.object({ token: otpToken });
export type ResendOtpInput = z.input<typeof resendOtpSchema>;

/** POST /api/auth/forgot-password and POST /api/auth/resend-email-confirmation */
export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

/** POST /api/auth/reset-password */
export const resetPasswordSchema = z
  .object({
    code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(256, M.codeRequired),
    password: passwordField,
    passwordConfirmation: z.string({ error: M.confirmPasswordRequired }).min(1, M.confirmPasswordRequired),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: M.passwordsDoNotMatch,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The account's language (the CMS also checks that it serves it) and how often it hears about requests. */
const accountPreferences = {
  locale: z.string({ error: M.localeInvalid }).regex(ACCOUNT_LOCALE_PATTERN, M.localeInvalid),
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES, { error: M.notificationFrequencyInvalid }),
};

/**
 * PUT /api/user — only the profile fields of spec §3 a user may change, the account's language
 * and notification frequency; any field sent is validated, fields left out keep their value.
 * role, email, password, confirmed, blocked, provider and every other key are refused.
 */
export const profileUpdateSchema = z
  .strictObject({
    ...profileFields,
    receiveNewsAndUpdates,
    ...accountPreferences,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: M.nothingToUpdate });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The profile form of the /user area: every field present. */
export const profileFormSchema = z.object({ ...profileFields, receiveNewsAndUpdates, ...accountPreferences });
export type ProfileFormInput = z.input<typeof profileFormSchema>;
