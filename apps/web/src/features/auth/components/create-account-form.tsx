import { registerFormSchema, type CreateAccountPage, type RegisterData, type RegisterFormInput } from '@portal/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/button';
import { CmsLink } from '@/components/cms-link';
import { Checkbox } from '@/components/form/choices';
import { cmsField } from '@/components/form/cms-field';
import { Form, useAppForm } from '@/components/form/form';
import { Select, TextInput } from '@/components/form/inputs';
import { toSelectOptions } from '@/components/form/select-options';
import { applyServerErrors } from '@/components/form/server-errors';
import { RichText } from '@/components/rich-text';
import { useRegisterAccount } from '@/features/auth/api/register-account';
import { Notice } from '@/features/auth/components/notice';
import { ResendConfirmation } from '@/features/auth/components/resend-confirmation';
import { messageOf } from '@/features/auth/utils/api-errors';
import { isApiError } from '@/lib/api-client';
import { cmsRulesResolver, contentMessageFor } from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

type RegisterValues = Required<RegisterFormInput>;
type RegisterOutput = RegisterData & { confirmPassword: string };

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

  const resolver = useMemo(() => cmsRulesResolver<RegisterValues, RegisterOutput>(rules, registerFormSchema), [rules]);
  const form = useAppForm<RegisterValues, unknown, RegisterOutput>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  useEffect(() => {
    if (registeredEmail) successRef.current?.focus();
  }, [registeredEmail]);

  const onValid = async ({ confirmPassword: _confirmation, ...body }: RegisterOutput) => {
    setFailure(null);
    try {
      const result = await registerAccount.mutateAsync(body);
      setRegisteredEmail(result.user.email || body.email);
    } catch (error) {
      const placed = applyServerErrors(form, error, {
        message: (field, message, code) => contentMessageFor(rules, field, message, code),
      });
      // An address that already has an account (docs/api/auth.md): the e-mail field's error.
      if (isApiError(error, 'auth.email_taken')) {
        form.setError('email', { type: 'server', message: error.message });
      } else if (placed.fields.length === 0 || placed.unmapped.length > 0) {
        setFailure(messageOf(error, t('auth.error.generic')));
      }
      setAttempt((value) => value + 1);
    }
  };

  const content = page.form;
  if (!content) return null;

  if (registeredEmail) {
    return (
      <section className="register-success" aria-labelledby={successTitleId}>
        <h2 id={successTitleId} ref={successRef} tabIndex={-1}>
          {t('auth.register.sentTitle')}
        </h2>
        <Notice tone="success">
          <p>{content.successMessage}</p>
          <p>{t('auth.register.sentTo', { email: registeredEmail })}</p>
        </Notice>
        <h3>{t('auth.confirmation.resendTitle')}</h3>
        <p>{t('auth.confirmation.resendHint')}</p>
        <ResendConfirmation email={registeredEmail} />
      </section>
    );
  }

  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <Form form={form} onSubmit={onValid} idPrefix="register" className="register-form">
      {failure ? (
        <Notice tone="error" focus={!hasFieldErrors} focusKey={attempt}>
          <p>{failure}</p>
        </Notice>
      ) : null}

      <TextInput name="firstName" {...cmsField(content.firstNameField)} required autoComplete="given-name" />
      <TextInput name="lastName" {...cmsField(content.lastNameField)} required autoComplete="family-name" />
      <TextInput
        name="email"
        type="email"
        {...cmsField(content.emailField)}
        required
        autoComplete="email"
        spellCheck={false}
      />
      <TextInput
        name="password"
        type="password"
        {...cmsField(content.passwordField)}
        required
        autoComplete="new-password"
      />
      <TextInput
        name="confirmPassword"
        type="password"
        {...cmsField(content.confirmPasswordField)}
        required
        autoComplete="new-password"
      />
      <TextInput name="organization" {...cmsField(content.organizationField)} required autoComplete="organization" />
      <Select
        name="organizationType"
        {...cmsField(content.organizationTypeField)}
        options={toSelectOptions(page.organizationTypeOptions).options}
        required
      />
      <TextInput name="country" {...cmsField(content.countryField)} required autoComplete="country-name" />
      {content.newsletterLabel ? <Checkbox name="receiveNewsAndUpdates" label={content.newsletterLabel} /> : null}

      <RichText markdown={page.termsText} className="register-form__terms" />

      <Button type="submit" loading={registerAccount.isPending} loadingLabel={t('form.sending')}>
        {content.submitLabel}
      </Button>

      {content.loginPrompt || content.loginLink ? (
        <p className="register-form__login">
          {content.loginPrompt} {content.loginLink ? <CmsLink link={content.loginLink} /> : null}
        </p>
      ) : null}
    </Form>
  );
}
