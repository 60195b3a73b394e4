import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_MAX_LENGTH, ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '../schemas/account-rules';
import {
  emailOnlySchema,
  loginSchema,
  passwordField,
  profileFormSchema,
  profileUpdateSchema,
  registerFormSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '../schemas/auth';
import { summarizeIssues } from '../schemas/validation';

const VALID = {
  email: 'Jane.Doe@University.ca ',
  password: 'correct1horse',
  firstName: ' Jane ',
  lastName: 'Doe',
  organization: 'McGill University',
  organizationType: 'academic',
  country: 'Canada',
};

function firstMessage(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('registerSchema', () => {
  it('accepts a valid body, trims, lowercases the email and defaults the newsletter flag', () => {
    const result = registerSchema.parse(VALID);
    expect(result).toEqual({
      ...VALID,
      email: 'jane.doe@university.ca',
      firstName: 'Jane',
      receiveNewsAndUpdates: false,
    });
  });

  it.each([
    'role',
    'confirmed',
    'blocked',
    'provider',
    'username',
    'id',
    'documentId',
    'resetPasswordToken',
    'bookmarkedDatasets',
  ])('refuses the privileged or unknown field %s and names it', (field) => {
    const result = registerSchema.safeParse({ ...VALID, [field]: 'x' });
    expect(result.success).toBe(false);
    const summary = summarizeIssues(result.error!);
    expect(summary.unknownFields).toEqual([field]);
    expect(summary.message).toBe(`Invalid parameters: ${field}`);
    expect(summary.errors[0]).toEqual({ path: [field], message: `Unknown field: ${field}`, name: 'ValidationError' });
  });

  it.each([
    ['firstName', undefined, ACCOUNT_MESSAGES.firstNameRequired],
    ['firstName', '   ', ACCOUNT_MESSAGES.firstNameRequired],
    ['firstName', 'x'.repeat(ACCOUNT_FIELD_MAX_LENGTH.firstName + 1), ACCOUNT_MESSAGES.firstNameMax],
    ['lastName', '', ACCOUNT_MESSAGES.lastNameRequired],
    ['lastName', 'x'.repeat(101), ACCOUNT_MESSAGES.lastNameMax],
    ['email', undefined, ACCOUNT_MESSAGES.emailRequired],
    ['email', '', ACCOUNT_MESSAGES.emailRequired],
    ['email', 'not-an-email', ACCOUNT_MESSAGES.emailInvalid],
    ['email', `${'a'.repeat(250)}@x.ca`, ACCOUNT_MESSAGES.emailMax],
    ['password', undefined, ACCOUNT_MESSAGES.passwordRequired],
    ['password', '', ACCOUNT_MESSAGES.passwordRequired],
    ['password', 'abc1234', ACCOUNT_MESSAGES.passwordMin],
    ['password', `a1${'x'.repeat(127)}`, ACCOUNT_MESSAGES.passwordMax],
    ['password', '12345678', 'Your password must contain at least one letter.'],
    ['password', 'abcdefgh', 'Your password must contain at least one digit.'],
    ['organization', '', ACCOUNT_MESSAGES.organizationRequired],
    ['organization', 'x'.repeat(201), ACCOUNT_MESSAGES.organizationMax],
    ['organizationType', undefined, ACCOUNT_MESSAGES.organizationTypeRequired],
    ['organizationType', 'x'.repeat(101), ACCOUNT_MESSAGES.organizationTypeMax],
    ['country', '', ACCOUNT_MESSAGES.countryRequired],
    ['country', 'x'.repeat(101), ACCOUNT_MESSAGES.countryMax],
    ['receiveNewsAndUpdates', 'yes', ACCOUNT_MESSAGES.receiveNewsInvalid],
  ])('%s = %j → %s', (field, value, message) => {
    const body: Record<string, unknown> = { ...VALID, [field]: value };
    if (value === undefined) delete body[field];
    const result = registerSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
    expect(result.error!.issues[0]!.path).toEqual([field]);
  });

  it('accepts a password of exactly the minimum length with a letter and a digit', () => {
    expect(passwordField.safeParse(`a${'1'.repeat(PASSWORD_MIN_LENGTH - 1)}`).success).toBe(true);
    expect(passwordField.safeParse(`a${'1'.repeat(PASSWORD_MIN_LENGTH - 2)}`).success).toBe(false);
  });

  it('refuses a body that is not an object', () => {
    expect(registerSchema.safeParse(null).success).toBe(false);
    expect(registerSchema.safeParse('email=x').success).toBe(false);
  });
});

describe('registerFormSchema', () => {
  it('requires the repeated password to match', () => {
    expect(registerFormSchema.safeParse({ ...VALID, confirmPassword: VALID.password }).success).toBe(true);
    const result = registerFormSchema.safeParse({ ...VALID, confirmPassword: 'other1pass' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: ACCOUNT_MESSAGES.confirmPasswordMismatch }),
    ]);
  });
});

describe('loginSchema', () => {
  it('normalizes the identifier and does not apply the password rules', () => {
    expect(loginSchema.parse({ identifier: ' Jane@X.CA ', password: 'short' })).toEqual({
      identifier: 'jane@x.ca',
      password: 'short',
    });
  });
  it('requires both fields', () => {
    expect(firstMessage(loginSchema.safeParse({ password: 'x' }))).toBe(ACCOUNT_MESSAGES.identifierRequired);
    expect(firstMessage(loginSchema.safeParse({ identifier: 'a@b.ca', password: '' }))).toBe(
      ACCOUNT_MESSAGES.loginPasswordRequired,
    );
  });
});

describe('verifyOtpSchema and resendOtpSchema', () => {
  const token = 'a'.repeat(43);
  it('accepts exactly six digits', () => {
    expect(verifyOtpSchema.parse({ token, oneTimePassword: ' 012345 ' })).toEqual({ token, oneTimePassword: '012345' });
  });
  it.each(['12345', '1234567', 'abcdef', '12 345', '', undefined])('refuses the code %j', (code) => {
    expect(firstMessage(verifyOtpSchema.safeParse({ token, oneTimePassword: code }))).toBe(
      ACCOUNT_MESSAGES.otpCodeInvalid,
    );
  });
  it('refuses a missing or short token', () => {
    expect(firstMessage(verifyOtpSchema.safeParse({ oneTimePassword: '123456' }))).toBe(
      ACCOUNT_MESSAGES.otpTokenRequired,
    );
    expect(resendOtpSchema.safeParse({ token: 'short' }).success).toBe(false);
    expect(resendOtpSchema.safeParse({ token }).success).toBe(true);
  });
});

describe('emailOnlySchema', () => {
  it('normalizes the address', () => {
    expect(emailOnlySchema.parse({ email: ' A@B.CA' })).toEqual({ email: 'a@b.ca' });
    expect(emailOnlySchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});

describe('resetPasswordSchema', () => {
  it("answers 'Code is required' without a code", () => {
    expect(
      firstMessage(resetPasswordSchema.safeParse({ password: 'abcdefg1', passwordConfirmation: 'abcdefg1' })),
    ).toBe('Code is required');
    expect(
      firstMessage(resetPasswordSchema.safeParse({ code: '', password: 'abcdefg1', passwordConfirmation: 'abcdefg1' })),
    ).toBe('Code is required');
  });
  it('applies the password rules and requires the confirmation to match', () => {
    expect(
      resetPasswordSchema.safeParse({ code: 'c', password: 'abcdefg1', passwordConfirmation: 'abcdefg1' }).success,
    ).toBe(true);
    expect(
      firstMessage(resetPasswordSchema.safeParse({ code: 'c', password: 'short1', passwordConfirmation: 'short1' })),
    ).toBe(ACCOUNT_MESSAGES.passwordMin);
    expect(
      firstMessage(
        resetPasswordSchema.safeParse({ code: 'c', password: 'abcdefg1', passwordConfirmation: 'abcdefg2' }),
      ),
    ).toBe('Passwords do not match');
  });
});

describe('profileUpdateSchema', () => {
  it('accepts any subset of the profile fields', () => {
    expect(profileUpdateSchema.parse({ firstName: ' Ann ' })).toEqual({ firstName: 'Ann' });
    expect(profileUpdateSchema.parse({ receiveNewsAndUpdates: true, country: 'France' })).toEqual({
      receiveNewsAndUpdates: true,
      country: 'France',
    });
  });
  it.each(['role', 'blocked', 'confirmed', 'email', 'password', 'provider', 'username', 'bookmarkedDatasets'])(
    'refuses %s',
    (field) => {
      const result = profileUpdateSchema.safeParse({ firstName: 'Ann', [field]: true });
      expect(result.success).toBe(false);
      expect(summarizeIssues(result.error!).unknownFields).toEqual([field]);
    },
  );
  it('refuses an empty body and blank fields', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({}))).toBe(ACCOUNT_MESSAGES.nothingToUpdate);
    expect(firstMessage(profileUpdateSchema.safeParse({ lastName: ' ' }))).toBe(ACCOUNT_MESSAGES.lastNameRequired);
  });
});

describe('profileFormSchema', () => {
  const FORM = {
    firstName: 'Ann',
    lastName: 'Lee',
    organization: 'McGill University',
    organizationType: 'academic',
    country: 'Canada',
    receiveNewsAndUpdates: false,
    locale: 'fr',
    notificationFrequency: 'weekly',
  };
  it('holds the account’s language and notification frequency with the rules of the update', () => {
    expect(profileFormSchema.parse(FORM)).toEqual(FORM);
    expect(firstMessage(profileFormSchema.safeParse({ ...FORM, locale: 'French' }))).toBe(
      ACCOUNT_MESSAGES.localeInvalid,
    );
    expect(firstMessage(profileFormSchema.safeParse({ ...FORM, notificationFrequency: 'hourly' }))).toBe(
      ACCOUNT_MESSAGES.notificationFrequencyInvalid,
    );
    const { locale: _locale, ...withoutLocale } = FORM;
    expect(profileFormSchema.safeParse(withoutLocale).success).toBe(false);
  });
});

describe('summarizeIssues', () => {
  it('uses the first field message when no key is unknown', () => {
    const result = registerSchema.safeParse({ ...VALID, email: 'bad', country: '' });
    const summary = summarizeIssues(result.error!);
    expect(summary.message).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(summary.unknownFields).toEqual([]);
    expect(summary.errors.map((e) => e.path[0])).toEqual(['email', 'country']);
  });
});
