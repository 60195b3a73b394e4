import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, type ProfileFormInput, type ProfilePage } from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/error-summary';
import { CheckboxField, SelectField, TextField } from '@/components/form-field';
import { useUpdateProfile } from '@/features/account/api/update-profile';
import { ApiError } from '@/lib/api-client';
import {
  contentMessageFor,
  schemaFromFormValidations,
  serverFieldErrors,
  withFallbackSchema,
} from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import type { SessionUser } from '@/lib/session';

type ProfileValues = Required<ProfileFormInput>;
type ProfileOutput = z.output<typeof profileFormSchema>;
type ProfileField = keyof ProfileValues;

const FIELDS = [
  'firstName',
  'lastName',
  'organization',
  'organizationType',
  'country',
  'receiveNewsAndUpdates',
] as const satisfies readonly ProfileField[];

export const PROFILE_FIELD_IDS: Record<ProfileField, string> = {
  firstName: 'profile-first-name',
  lastName: 'profile-last-name',
  organization: 'profile-organization',
  organizationType: 'profile-organization-type',
  country: 'profile-country',
  receiveNewsAndUpdates: 'profile-news',
};

const isProfileField = (value: string | null): value is ProfileField =>
  value !== null && (FIELDS as readonly string[]).includes(value);

const valuesOf = (user: SessionUser): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  organization: user.organization ?? '',
  organizationType: user.organizationType ?? '',
  country: user.country ?? '',
  receiveNewsAndUpdates: user.receiveNewsAndUpdates,
});

type Outcome = { kind: 'none' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * Profile edit (spec §3 User, docs/api/auth.md PUT /api/user): labels and rules from the profile
 * content backed by the shared profile schema; only the profile fields are sent (never e-mail,
 * role or flags). Field errors from the server show next to their fields.
 */
export function ProfileForm({ page, user }: { page: ProfilePage; user: SessionUser }) {
  const t = useT();
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [attempt, setAttempt] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const rules = page.formValidations;

  const resolver = useMemo(
    () =>
      zodResolver(
        withFallbackSchema<ProfileValues, ProfileOutput>(schemaFromFormValidations(rules), profileFormSchema),
      ),
    [rules],
  );

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver,
    defaultValues: valuesOf(user),
    mode: 'onBlur',
    // After a failed submit, errors clear while typing, not on blur: a re-render on blur moves the
    // submit button between mousedown and mouseup (the error text above it goes), losing the click.
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  useEffect(() => {
    if (outcome.kind !== 'none') outcomeRef.current?.focus();
  }, [outcome]);

  const onValid = async (values: ProfileOutput) => {
    setOutcome({ kind: 'none' });
    try {
      const updated = await update.mutateAsync(values);
      reset(valuesOf(updated));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? serverFieldErrors(error.details) : [];
      const known = fieldErrors.filter((item) => isProfileField(item.field));
      known.forEach((item) => {
        const field = item.field as ProfileField;
        setError(field, { type: 'server', message: contentMessageFor(rules, field, item.message) });
      });
      setAttempt((value) => value + 1);
      if (known.length > 0 && known.length === fieldErrors.length) return;
      // The server's words when it explains (e.g. 'User is not logged in'), the content's otherwise.
      const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const message = explained ? error.message : (page.form?.errorMessage ?? t('account.profile.error'));
      setOutcome({ kind: 'failed', message });
    }
  };

  const form = page.form;
  if (!form) return null;

  const summary: ErrorSummaryItem[] = FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: PROFILE_FIELD_IDS[field], message }] : [];
  });
  const options = page.organizationTypeOptions.map(({ value, label }) => ({ value, label }));
  // A value the content no longer offers stays selectable, so saving does not silently change it.
  if (user.organizationType && !options.some((option) => option.value === user.organizationType)) {
    options.push({ value: user.organizationType, label: user.organizationType });
  }
  const placeholder = (value: string | null) => value ?? undefined;

  return (
    <form
      className="profile-form"
      noValidate
      aria-label={page.editTabLabel ?? t('account.tab.edit')}
      onSubmit={(event) => void handleSubmit(onValid, () => setAttempt((value) => value + 1))(event)}
    >
      {/* Mounted from the first submit: it takes focus then, not while the user is still typing. */}
      {attempt > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
      {outcome.kind === 'saved' ? (
        <div ref={outcomeRef} className="account-notice account-notice--success" role="status" tabIndex={-1}>
          <p>{form.successMessage}</p>
        </div>
      ) : null}
      {outcome.kind === 'failed' ? (
        <div ref={outcomeRef} className="account-notice account-notice--error" role="alert" tabIndex={-1}>
          <p>{outcome.message}</p>
        </div>
      ) : null}

      <TextField
        id={PROFILE_FIELD_IDS.firstName}
        label={form.firstNameField.label}
        hint={form.firstNameField.hint}
        placeholder={placeholder(form.firstNameField.placeholder)}
        error={errors.firstName?.message}
        required
        autoComplete="given-name"
        {...register('firstName')}
      />
      <TextField
        id={PROFILE_FIELD_IDS.lastName}
        label={form.lastNameField.label}
        hint={form.lastNameField.hint}
        placeholder={placeholder(form.lastNameField.placeholder)}
        error={errors.lastName?.message}
        required
        autoComplete="family-name"
        {...register('lastName')}
      />
      <TextField
        id="profile-email"
        type="email"
        label={form.emailField.label}
        hint={form.emailField.hint}
        value={user.email}
        readOnly
        autoComplete="email"
      />
      <TextField
        id={PROFILE_FIELD_IDS.organization}
        label={form.organizationField.label}
        hint={form.organizationField.hint}
        placeholder={placeholder(form.organizationField.placeholder)}
        error={errors.organization?.message}
        required
        autoComplete="organization"
        {...register('organization')}
      />
      <SelectField
        id={PROFILE_FIELD_IDS.organizationType}
        label={form.organizationTypeField.label}
        hint={form.organizationTypeField.hint}
        placeholder={placeholder(form.organizationTypeField.placeholder)}
        options={options}
        error={errors.organizationType?.message}
        required
        {...register('organizationType')}
      />
      <TextField
        id={PROFILE_FIELD_IDS.country}
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
          id={PROFILE_FIELD_IDS.receiveNewsAndUpdates}
          label={form.newsletterLabel}
          error={errors.receiveNewsAndUpdates?.message}
          {...register('receiveNewsAndUpdates')}
        />
      ) : null}

      <div className="profile-form__actions">
        <Button type="submit" loading={update.isPending} loadingLabel={t('form.sending')}>
          {form.saveLabel}
        </Button>
        {form.cancelLabel ? (
          <Button
            variant="secondary"
            disabled={!isDirty || update.isPending}
            onClick={() => {
              reset(valuesOf(user));
              setOutcome({ kind: 'none' });
            }}
          >
            {form.cancelLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
