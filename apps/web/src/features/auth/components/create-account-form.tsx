import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type CreateAccountPage, type RegisterData, type RegisterFormInput } from '@portal/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/button';
import { CmsLink } from '@/components/cms-link';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/error-summary';
import { CheckboxField, SelectField, TextField } from '@/components/form-field';
import { RichText } from '@/components/rich-text';
import { useRegisterAccount } from '@/features/auth/api/register-account';
import { Notice } from '@/features/auth/components/notice';
import { ResendConfirmation } from '@/features/auth/components/resend-confirmation';
import { localizeAccountMessage, localizedResolver } from '@/features/auth/utils/account-messages';
import { messageOf } from '@/features/auth/utils/api-errors';
import { ApiError } from '@/lib/api-client';
import {
  contentMessageFor,
  schemaFromFormValidations,
  serverFieldErrors,
  withFallbackSchema,
} from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

type RegisterValues = Required<RegisterFormInput>;
type RegisterOutput = RegisterData & { confirmPassword: string };
type RegisterField = keyof RegisterValues;

/** Form order: the error summary lists errors in this order. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'organization',
  'organizationType',
  'country',
  'receiveNewsAndUpdates',
] as const satisfies readonly RegisterField[];

export const REGISTER_FIELD_IDS: Record<RegisterField, string> = {
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  email: 'register-email',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
  organization: 'register-organization',
  organizationType: 'register-organization-type',
  country: 'register-country',
  receiveNewsAndUpdates: 'register-news',
};

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  organization: '',
  organizationType: '',
  country: '',
  receiveNewsAndUpdates: false,
};

const isRegisterField = (value: string | null): value is RegisterField =>
  value !== null && (FIELDS as readonly string[]).includes(value);

/** The server's answer for an address that already has an account (docs/api/auth.md). */
const EMAIL_TAKEN_MESSAGE = 'Email or Username are already taken';

/**
 * The create-account form. Rules: the content's `formValidations` (their translated messages),
 * backed by the shared `registerFormSchema`, so what passes here passes on the server. Server
 * field errors are shown next to their fields (with the content's wording when it has the rule),
 * all errors are listed in a summary, and nothing typed is lost when sending fails.
 */
export function CreateAccountForm({ page }: { page: CreateAccountPage }) {
  const t = useT();
  const locale = useLocale();
  const registerAccount = useRegisterAccount(locale);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const successTitleId = useId();
  const successRef = useRef<HTMLHeadingElement>(null);
  const rules = page.formValidations;

  const resolver = useMemo(() => {
    const schema = withFallbackSchema<RegisterValues, RegisterOutput>(
      schemaFromFormValidations(rules),
      registerFormSchema,
    );
    return localizedResolver(zodResolver(schema), (message) => localizeAccountMessage(t, message));
  }, [rules, t]);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onBlur',
    // After a failed submit, errors clear while typing, not on blur: a re-render on blur moves the
    // submit button between mousedown and mouseup (the error text above it goes), losing the click.
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  useEffect(() => {
    if (registeredEmail) successRef.current?.focus();
  }, [registeredEmail]);

  const onValid = async ({ confirmPassword: _confirmation, ...body }: RegisterOutput) => {
    setFailure(null);
    try {
      const result = await registerAccount.mutateAsync(body);
      setRegisteredEmail(result.user.email || body.email);
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? serverFieldErrors(error.details) : [];
      const known = fieldErrors.filter((item) => isRegisterField(item.field));
      known.forEach((item) => {
        const field = item.field as RegisterField;
        setError(field, { type: 'server', message: contentMessageFor(rules, field, item.message) });
      });
      if (error instanceof ApiError && error.message === EMAIL_TAKEN_MESSAGE) {
        setError('email', { type: 'server', message: error.message });
      } else if (known.length === 0 || known.length < fieldErrors.length) {
        setFailure(messageOf(error, t('auth.error.generic')));
      }
      setAttempt((value) => value + 1);
    }
  };

  const form = page.form;
  if (!form) return null;

  if (registeredEmail) {
    return (
      <section className="register-success" aria-labelledby={successTitleId}>
        <h2 id={successTitleId} ref={successRef} tabIndex={-1}>
          {t('auth.register.sentTitle')}
        </h2>
        <Notice tone="success">
          <p>{form.successMessage}</p>
          <p>{t('auth.register.sentTo', { email: registeredEmail })}</p>
        </Notice>
        <h3>{t('auth.confirmation.resendTitle')}</h3>
        <p>{t('auth.confirmation.resendHint')}</p>
        <ResendConfirmation email={registeredEmail} />
      </section>
    );
  }

  const summary: ErrorSummaryItem[] = FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: REGISTER_FIELD_IDS[field], message }] : [];
  });
  const organizationTypes = page.organizationTypeOptions.map(({ value, label }) => ({ value, label }));
  const placeholder = (value: string | null) => value ?? undefined;

  return (
    <form
      className="register-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => setAttempt((value) => value + 1))(event)}
    >
      {/* Mounted from the first submit: it takes focus then, not while the user is still typing. */}
      {attempt > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
      {failure ? (
        <Notice tone="error" focus={summary.length === 0} focusKey={attempt}>
          <p>{failure}</p>
        </Notice>
      ) : null}

      <TextField
        id={REGISTER_FIELD_IDS.firstName}
        label={form.firstNameField.label}
        hint={form.firstNameField.hint}
        placeholder={placeholder(form.firstNameField.placeholder)}
        error={errors.firstName?.message}
        required
        autoComplete="given-name"
        {...register('firstName')}
      />
      <TextField
        id={REGISTER_FIELD_IDS.lastName}
        label={form.lastNameField.label}
        hint={form.lastNameField.hint}
        placeholder={placeholder(form.lastNameField.placeholder)}
        error={errors.lastName?.message}
        required
        autoComplete="family-name"
        {...register('lastName')}
      />
      <TextField
        id={REGISTER_FIELD_IDS.email}
        type="email"
        label={form.emailField.label}
        hint={form.emailField.hint}
        placeholder={placeholder(form.emailField.placeholder)}
        error={errors.email?.message}
        required
        autoComplete="email"
        spellCheck={false}
        {...register('email')}
      />
      <TextField
        id={REGISTER_FIELD_IDS.password}
        type="password"
        label={form.passwordField.label}
        hint={form.passwordField.hint}
        placeholder={placeholder(form.passwordField.placeholder)}
        error={errors.password?.message}
        required
        autoComplete="new-password"
        {...register('password')}
      />
      <TextField
        id={REGISTER_FIELD_IDS.confirmPassword}
        type="password"
        label={form.confirmPasswordField.label}
        hint={form.confirmPasswordField.hint}
        placeholder={placeholder(form.confirmPasswordField.placeholder)}
        error={errors.confirmPassword?.message}
        required
        autoComplete="new-password"
        {...register('confirmPassword')}
      />
      <TextField
        id={REGISTER_FIELD_IDS.organization}
        label={form.organizationField.label}
        hint={form.organizationField.hint}
        placeholder={placeholder(form.organizationField.placeholder)}
        error={errors.organization?.message}
        required
        autoComplete="organization"
        {...register('organization')}
      />
      <SelectField
        id={REGISTER_FIELD_IDS.organizationType}
        label={form.organizationTypeField.label}
        hint={form.organizationTypeField.hint}
        placeholder={placeholder(form.organizationTypeField.placeholder)}
        options={organizationTypes}
        error={errors.organizationType?.message}
        required
        {...register('organizationType')}
      />
      <TextField
        id={REGISTER_FIELD_IDS.country}
        label={form.countryField.label}
        hint={form.countryField.hint}
        placeholder={placeholder(form.countryField.placeholder)}
        error={errors.country?.message}
        required
        autoComplete="country-name"
        {...register('country')}
      />
      {form.newsletterLabel ? (
        <CheckboxField
          id={REGISTER_FIELD_IDS.receiveNewsAndUpdates}
          label={form.newsletterLabel}
          error={errors.receiveNewsAndUpdates?.message}
          {...register('receiveNewsAndUpdates')}
        />
      ) : null}

      <RichText markdown={page.termsText} className="register-form__terms" />

      <Button type="submit" loading={registerAccount.isPending} loadingLabel={t('form.sending')}>
        {form.submitLabel}
      </Button>

      {form.loginPrompt || form.loginLink ? (
        <p className="register-form__login">
          {form.loginPrompt} {form.loginLink ? <CmsLink link={form.loginLink} /> : null}
        </p>
      ) : null}
    </form>
  );
}
