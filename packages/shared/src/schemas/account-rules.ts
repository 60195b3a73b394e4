/**
 * The numbers behind the account forms (registration, profile, password reset). The
 * create-account and profile content carry the same rules as `formValidations` entries
 * (field, rule, value, message); the CMS tests check that the two agree, so an editor who
 * changes a rule in the content sees the test fail until this table changes too.
 */
export const ACCOUNT_FIELD_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  email: 254,
  organization: 200,
  organizationType: 100,
  country: 100,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Each pattern must match somewhere in the password (the content's `pattern` rules). */
export const PASSWORD_PATTERNS = [
  { source: '[A-Za-z]', message: 'Your password must contain at least one letter.' },
  { source: '\\d', message: 'Your password must contain at least one digit.' },
] as const;

/** Length of the emailed one-time password (second login step). */
export const OTP_CODE_LENGTH = 6;

/** English messages; the web shows the content's (translated) messages for the same rules. */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'Please enter your first name.',
  firstNameMax: 'Your first name must be 100 characters or fewer.',
  lastNameRequired: 'Please enter your last name.',
  lastNameMax: 'Your last name must be 100 characters or fewer.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, for example name@university.ca.',
  emailMax: 'Your email address must be 254 characters or fewer.',
  passwordRequired: 'Please choose a password.',
  passwordMin: 'Your password must be at least 8 characters long.',
  passwordMax: 'Your password must be 128 characters or fewer.',
  confirmPasswordRequired: 'Please type your password again.',
  confirmPasswordMismatch: 'The two passwords do not match.',
  organizationRequired: 'Please enter the organization you work for.',
  organizationMax: 'The organization name must be 200 characters or fewer.',
  organizationTypeRequired: 'Please select the type of your organization.',
  organizationTypeMax: 'The organization type must be 100 characters or fewer.',
  countryRequired: 'Please enter the country where you work.',
  countryMax: 'The country must be 100 characters or fewer.',
  receiveNewsInvalid: 'receiveNewsAndUpdates must be true or false.',
  identifierRequired: 'Please enter your email address.',
  loginPasswordRequired: 'Please enter your password.',
  otpTokenRequired: 'The login attempt is missing or invalid. Please log in again.',
  otpCodeInvalid: 'Enter the 6-digit code from the email.',
  codeRequired: 'Code is required',
  passwordsDoNotMatch: 'Passwords do not match',
  nothingToUpdate: 'Send at least one profile field to update.',
  localeInvalid: 'locale must be one of the languages the portal serves.',
  notificationFrequencyInvalid: 'notificationFrequency must be immediate, daily, weekly or off.',
  secureConnectionRequired: 'Signing in needs a secure connection: open the portal over https://.',
} as const;
