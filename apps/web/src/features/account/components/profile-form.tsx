import {
  NOTIFICATION_FREQUENCIES,
  profileFormSchema,
  type NotificationFrequency,
  type ProfileFormInput,
  type ProfilePage,
} from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';

import { Button } from '@/components/button';
import { Checkbox, RadioGroup } from '@/components/form/choices';
import { cmsField } from '@/components/form/cms-field';
import { Field } from '@/components/form/field';
import { Form, useAppForm } from '@/components/form/form';
import { Select, TextInput } from '@/components/form/inputs';
import { toSelectOptions } from '@/components/form/select-options';
import { applyServerErrors } from '@/components/form/server-errors';
import { useUpdateProfile } from '@/features/account/api/update-profile';
import { ApiError } from '@/lib/api-client';
import { cmsRulesResolver, contentMessageFor } from '@/lib/form-validations';
import { useT, type MessageKey } from '@/lib/i18n';
import type { SessionUser } from '@/lib/session';
import { useLocales } from '@/lib/site-locales';

type ProfileValues = Required<ProfileFormInput>;
type ProfileOutput = z.output<typeof profileFormSchema>;

type OrganizationTypeOptions = ProfilePage['organizationTypeOptions'];

const FREQUENCY_LABELS: Record<NotificationFrequency, MessageKey> = {
  immediate: 'account.profile.frequency.immediate',
  daily: 'account.profile.frequency.daily',
  weekly: 'account.profile.frequency.weekly',
  off: 'account.profile.frequency.off',
};

const valuesOf = (user: SessionUser, types: OrganizationTypeOptions): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  organization: user.organization ?? '',
  // The content's own value for a type stored in other letter case ('Academic' → 'academic').
  organizationType: toSelectOptions(types, user.organizationType).value,
  country: user.country ?? '',
  receiveNewsAndUpdates: user.receiveNewsAndUpdates,
  locale: user.locale,
  notificationFrequency: user.notificationFrequency,
});

type Outcome = { kind: 'none' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * Profile edit (spec §3 User, docs/api/auth.md PUT /api/user): labels and rules from the profile
 * content backed by the shared profile schema; only the profile fields are sent (never e-mail,
 * role or flags), with the account's language and notification frequency, whose labels are the
 * app's own. Field errors from the server show next to their fields.
 */
export function ProfileForm({ page, user }: { page: ProfilePage; user: SessionUser }) {
  const t = useT();
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const rules = page.formValidations;
  const types = page.organizationTypeOptions;
  // While the list loads (or if it fails), the account's own language stays selectable as its code.
  const { data: locales = [] } = useLocales();
  const languages = toSelectOptions(
    locales.map((item) => ({ value: item.code, label: item.name })),
    user.locale,
  ).options;

  const resolver = useMemo(() => cmsRulesResolver<ProfileValues, ProfileOutput>(rules, profileFormSchema), [rules]);
  const form = useAppForm<ProfileValues, unknown, ProfileOutput>({ resolver, defaultValues: valuesOf(user, types) });

  useEffect(() => {
    if (outcome.kind !== 'none') outcomeRef.current?.focus();
  }, [outcome]);

  const onValid = async (values: ProfileOutput) => {
    setOutcome({ kind: 'none' });
    try {
      const updated = await update.mutateAsync(values);
      form.reset(valuesOf(updated, types));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const placed = applyServerErrors(form, error, {
        message: (field, message) => contentMessageFor(rules, field, message),
      });
      if (placed.fields.length > 0 && placed.unmapped.length === 0) return;
      // The server's words when it explains (e.g. 'User is not logged in'), the content's otherwise.
      const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const message = explained ? error.message : (page.form?.errorMessage ?? t('account.profile.error'));
      setOutcome({ kind: 'failed', message });
    }
  };

  const content = page.form;
  if (!content) return null;

  return (
    <Form
      form={form}
      onSubmit={onValid}
      idPrefix="profile"
      className="profile-form"
      aria-label={page.editTabLabel ?? t('account.tab.edit')}
    >
      {outcome.kind === 'saved' ? (
        <div ref={outcomeRef} className="account-notice account-notice--success" role="status" tabIndex={-1}>
          <p>{content.successMessage}</p>
        </div>
      ) : null}
      {outcome.kind === 'failed' ? (
        <div ref={outcomeRef} className="account-notice account-notice--error" role="alert" tabIndex={-1}>
          <p>{outcome.message}</p>
        </div>
      ) : null}

      <TextInput name="firstName" {...cmsField(content.firstNameField)} required autoComplete="given-name" />
      <TextInput name="lastName" {...cmsField(content.lastNameField)} required autoComplete="family-name" />
      {/* Shown, not edited: the e-mail is not part of the form's values. */}
      <Field name="email" label={content.emailField.label} hint={content.emailField.hint}>
        {(control) => (
          <input
            {...control}
            type="email"
            className="form-field__control"
            value={user.email}
            readOnly
            autoComplete="email"
          />
        )}
      </Field>
      <TextInput name="organization" {...cmsField(content.organizationField)} required autoComplete="organization" />
      <Select
        name="organizationType"
        {...cmsField(content.organizationTypeField)}
        options={toSelectOptions(types, user.organizationType).options}
        required
      />
      <TextInput name="country" {...cmsField(content.countryField)} required autoComplete="country-name" />
      {content.newsletterLabel ? <Checkbox name="receiveNewsAndUpdates" label={content.newsletterLabel} /> : null}
      <Select
        name="locale"
        label={t('account.profile.language')}
        hint={t('account.profile.languageHint')}
        options={languages}
        placeholder={false}
      />
      <RadioGroup
        name="notificationFrequency"
        legend={t('account.profile.notifications')}
        hint={t('account.profile.notificationsHint')}
        options={NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
      />

      <div className="profile-form__actions">
        <Button type="submit" loading={update.isPending} loadingLabel={t('form.sending')}>
          {content.saveLabel}
        </Button>
        {content.cancelLabel ? (
          <Button
            variant="secondary"
            disabled={!form.formState.isDirty || update.isPending}
            onClick={() => {
              form.reset(valuesOf(user, types));
              setOutcome({ kind: 'none' });
            }}
          >
            {content.cancelLabel}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
