import { registerFormSchema, type FormValidation } from '@portal/shared';
import { describe, expect, it } from 'vitest';

import { contentMessageFor, schemaFromFormValidations, toRegExp, withFallbackSchema } from '@/lib/form-validations';
import { REGISTRATION_RULES, validationsFixture } from '@/testing/fixtures-auth';

const rule = (field: FormValidation['field'], kind: FormValidation['rule'], value: string, message: string) => ({
  field,
  rule: kind,
  value,
  message,
});

const VALID = {
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'Marie.Curie@Example.org ',
  password: 'Research-2026',
  confirmPassword: 'Research-2026',
  organization: 'Université de Paris',
  organizationType: 'academic',
  country: 'France',
  receiveNewsAndUpdates: true,
};

function issuesOf(schema: ReturnType<typeof schemaFromFormValidations>, values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('schemaFromFormValidations', () => {
  it('applies each rule kind with the content message, one message per field', () => {
    const schema = schemaFromFormValidations([
      rule('firstName', 'required', 'true', 'first required'),
      rule('firstName', 'maxLength', '5', 'first max'),
      rule('email', 'email', 'true', 'email invalid'),
      rule('password', 'minLength', '8', 'pw min'),
      rule('password', 'pattern', '\\d', 'pw digit'),
      rule('confirmPassword', 'matchesField', 'password', 'pw match'),
    ]);
    expect(issuesOf(schema, { firstName: '   ', email: 'nope', password: 'short', confirmPassword: 'x' })).toEqual([
      ['firstName', 'first required'],
      ['email', 'email invalid'],
      ['password', 'pw min'],
      ['confirmPassword', 'pw match'],
    ]);
    expect(
      issuesOf(schema, {
        firstName: 'Marieke',
        email: 'a@b.co',
        password: 'longenough',
        confirmPassword: 'longenough',
      }),
    ).toEqual([
      ['firstName', 'first max'],
      ['password', 'pw digit'],
    ]);
    expect(
      issuesOf(schema, {
        firstName: ' Ada ',
        email: 'a@b.co',
        password: 'longenough1',
        confirmPassword: 'longenough1',
      }),
    ).toEqual([]);
  });

  it('leaves empty optional fields alone and trims text but not passwords', () => {
    const schema = schemaFromFormValidations([
      rule('country', 'maxLength', '3', 'country max'),
      rule('password', 'minLength', '4', 'pw min'),
    ]);
    expect(issuesOf(schema, { country: '' })).toEqual([]);
    expect(issuesOf(schema, { country: '  abc  ', password: '  a ' })).toEqual([]);
    expect(issuesOf(schema, { password: ' a ' })).toEqual([['password', 'pw min']]);
  });

  it('ignores rules it cannot apply (bad numbers, bad patterns, unknown kinds, switched-off rules)', () => {
    const schema = schemaFromFormValidations([
      rule('firstName', 'maxLength', 'ten', 'bad number'),
      rule('firstName', 'pattern', '([', 'bad pattern'),
      rule('firstName', 'required', 'false', 'not required'),
      { field: 'lastName', rule: 'unknownRule' as FormValidation['rule'], value: 'x', message: 'unknown' },
    ]);
    expect(issuesOf(schema, { firstName: '', lastName: 'x' })).toEqual([]);
    expect(issuesOf(schema, { firstName: 'a very long first name indeed' })).toEqual([]);
  });

  it('accepts regular expression literals with flags', () => {
    expect(toRegExp('/^abc$/i')?.test('ABC')).toBe(true);
    expect(toRegExp('[A-Za-z]')?.test('1a')).toBe(true);
    expect(toRegExp('(')).toBeNull();
  });

  it('with the seeded create-account rules, agrees with the shared register schema', () => {
    const schema = schemaFromFormValidations(validationsFixture('en', REGISTRATION_RULES));
    const samples = [
      VALID,
      { ...VALID, firstName: '' },
      { ...VALID, lastName: 'x'.repeat(101) },
      { ...VALID, email: 'not-an-email' },
      { ...VALID, email: `${'a'.repeat(250)}@b.co` },
      { ...VALID, password: 'short1', confirmPassword: 'short1' },
      { ...VALID, password: 'onlyletters', confirmPassword: 'onlyletters' },
      { ...VALID, password: '12345678', confirmPassword: '12345678' },
      { ...VALID, password: `a1${'x'.repeat(127)}`, confirmPassword: `a1${'x'.repeat(127)}` },
      { ...VALID, confirmPassword: 'Research-2027' },
      { ...VALID, organization: ' ' },
      { ...VALID, organizationType: '' },
      { ...VALID, country: 'x'.repeat(101) },
    ];
    for (const sample of samples) {
      const content = issuesOf(schema, sample).map(([path, message]) => [path, message]);
      const shared = registerFormSchema.safeParse(sample);
      const sharedIssues = shared.success
        ? []
        : shared.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
      // Same fields flagged, same (English) wording: the content mirrors ACCOUNT_MESSAGES.
      expect(content.map(([path]) => path)).toEqual([...new Set(sharedIssues.map(([path]) => path))]);
      for (const [path, message] of content) {
        expect(sharedIssues).toContainEqual([path, message]);
      }
    }
  });
});

describe('withFallbackSchema', () => {
  it('keeps the content message and adds the shared rules the content forgot', () => {
    // Content in French, without any password pattern.
    const content = schemaFromFormValidations(
      validationsFixture('fr', REGISTRATION_RULES).filter((item) => item.rule !== 'pattern'),
    );
    const schema = withFallbackSchema(content, registerFormSchema);
    const result = schema.safeParse({
      ...VALID,
      firstName: '',
      password: 'onlyletters',
      confirmPassword: 'onlyletters',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'Veuillez saisir votre prénom.'],
      ['password', 'Your password must contain at least one digit.'],
    ]);
  });

  it('outputs the shared schema data (trimmed, lowercased e-mail)', () => {
    const schema = withFallbackSchema(
      schemaFromFormValidations(validationsFixture('en', REGISTRATION_RULES)),
      registerFormSchema,
    );
    const result = schema.safeParse(VALID);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: 'marie.curie@example.org', receiveNewsAndUpdates: true });
  });
});

describe('content messages for server errors', () => {
  it("shows the content's translated message for the server's rule", () => {
    const rules = validationsFixture('fr', REGISTRATION_RULES);
    expect(contentMessageFor(rules, 'password', 'Your password must contain at least one digit.')).toBe(
      'Votre mot de passe doit contenir au moins un chiffre.',
    );
    expect(contentMessageFor(rules, 'firstName', 'Please enter your first name.')).toBe(
      'Veuillez saisir votre prénom.',
    );
    expect(contentMessageFor(rules, 'email', 'Something new')).toBe('Something new');
  });
});
