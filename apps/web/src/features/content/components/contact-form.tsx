import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  contactMessages,
  createContactMessageSchema,
  type ContactField,
  type ContactMessageData,
  type ContactMessageInput,
  type ContactUsPage,
} from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';

import { Button } from '@/components/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/error-summary';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/form-field';
import { useSendContactMessage } from '@/features/content/api/send-contact-message';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

type ContactFormValues = ContactMessageInput;

/** Field ids, in form order: the error summary lists and links errors in this order. */
export const CONTACT_FIELD_IDS: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  organization: 'contact-organization',
  organizationType: 'contact-organization-type',
  reason: 'contact-reason',
  message: 'contact-message',
  consent: 'contact-consent',
};

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  organization: '',
  organizationType: '',
  reason: '',
  message: '',
  consent: false,
  [CONTACT_HONEYPOT_FIELD]: '',
};

const isContactField = (value: unknown): value is ContactField =>
  typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);

/** `details.errors` of a Strapi ValidationError: `[{ path: ['email'], message }]`. */
function serverFieldErrors(error: ApiError): { field: ContactField | null; message: string }[] {
  const details = error.details as { errors?: unknown } | undefined;
  if (!Array.isArray(details?.errors)) return [];
  return details.errors.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const first = Array.isArray(path) ? path[0] : undefined;
    return [{ field: isContactField(first) ? first : null, message }];
  });
}

/** Summary items in form order from `{ field: message }`. */
function summarize(messages: Partial<Record<ContactField, string | undefined>>): ErrorSummaryItem[] {
  return CONTACT_FIELDS.flatMap((field) => {
    const message = messages[field];
    return message ? [{ fieldId: CONTACT_FIELD_IDS[field], message }] : [];
  });
}

type Outcome = { kind: 'none' } | { kind: 'success' } | { kind: 'failure'; message: string };

/**
 * The contact form (spec §2, §7): labels, hints and choices from the contact-us content; the
 * shared schema validates on blur and on submit; errors are listed in a summary linking to the
 * fields and shown beside them (server errors too); nothing typed is lost when sending fails.
 */
export function ContactForm({ page }: { page: ContactUsPage }) {
  const t = useT();
  const locale = useLocale();
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [attempt, setAttempt] = useState(0);
  // The summary lists the errors of the last attempt (GOV.UK): it does not shrink while the user
  // fixes fields, which would move the whole form under the pointer.
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const successRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const schema = useMemo(
    () =>
      createContactMessageSchema({
        reasons: page.contactReasonOptions.map((option) => option.value),
        organizationTypes: page.organizationTypeOptions.map((option) => option.value),
        messages: contactMessages(locale),
      }),
    [page.contactReasonOptions, page.organizationTypeOptions, locale],
  );

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactMessageData>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    // First check when a field is left; once it has been left (or submitted), re-check as the
    // user types, so an error disappears while fixing it rather than shifting the layout under
    // the pointer on the next click.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  useEffect(() => {
    if (outcome.kind === 'success') successRef.current?.focus();
    if (outcome.kind === 'failure') failureRef.current?.focus();
  }, [outcome]);

  const onValid = async (values: ContactMessageData) => {
    setOutcome({ kind: 'none' });
    setSummary([]);
    try {
      await send.mutateAsync({ ...values, locale });
      reset(EMPTY);
      setOutcome({ kind: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = serverFieldErrors(error);
        const known = fieldErrors.filter(
          (item): item is { field: ContactField; message: string } => item.field !== null,
        );
        known.forEach((item) => setError(item.field, { type: 'server', message: item.message }));
        if (known.length > 0) {
          setSummary(summarize(Object.fromEntries(known.map((item) => [item.field, item.message]))));
          setAttempt((value) => value + 1);
          return;
        }
      }
      const message =
        error instanceof ApiError && error.status === 429
          ? t('content.contact.tooMany')
          : (page.form?.errorMessage ?? t('common.contentError'));
      setOutcome({ kind: 'failure', message });
    }
  };

  const onInvalid = (invalid: FieldErrors<ContactFormValues>) => {
    setSummary(summarize(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, invalid[field]?.message]))));
    setAttempt((value) => value + 1);
  };

  const form = page.form;
  if (!form) return null;

  if (outcome.kind === 'success') {
    return (
      <div ref={successRef} className="form-outcome form-outcome--success" role="status" tabIndex={-1}>
        <p>{form.successMessage}</p>
        <Button variant="secondary" onClick={() => setOutcome({ kind: 'none' })}>
          {t('content.contact.sendAnother')}
        </Button>
      </div>
    );
  }

  const reasons = page.contactReasonOptions.map(({ value, label }) => ({ value, label }));
  const organizationTypes = page.organizationTypeOptions.map(({ value, label }) => ({ value, label }));

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {outcome.kind === 'failure' ? (
        <div ref={failureRef} className="form-outcome form-outcome--failure" role="alert" tabIndex={-1}>
          <p>{outcome.message}</p>
        </div>
      ) : null}

      <TextField
        id={CONTACT_FIELD_IDS.name}
        label={form.nameField.label}
        hint={form.nameField.hint}
        placeholder={form.nameField.placeholder ?? undefined}
        error={errors.name?.message}
        required
        autoComplete="name"
        {...register('name')}
      />
      <TextField
        id={CONTACT_FIELD_IDS.email}
        type="email"
        label={form.emailField.label}
        hint={form.emailField.hint}
        placeholder={form.emailField.placeholder ?? undefined}
        error={errors.email?.message}
        required
        autoComplete="email"
        spellCheck={false}
        {...register('email')}
      />
      <TextField
        id={CONTACT_FIELD_IDS.organization}
        label={form.organizationField.label}
        hint={form.organizationField.hint}
        placeholder={form.organizationField.placeholder ?? undefined}
        error={errors.organization?.message}
        required
        autoComplete="organization"
        {...register('organization')}
      />
      <SelectField
        id={CONTACT_FIELD_IDS.organizationType}
        label={form.organizationTypeField.label}
        hint={form.organizationTypeField.hint}
        placeholder={form.organizationTypeField.placeholder ?? undefined}
        options={organizationTypes}
        error={errors.organizationType?.message}
        required
        {...register('organizationType')}
      />
      <SelectField
        id={CONTACT_FIELD_IDS.reason}
        label={form.reasonField.label}
        hint={form.reasonField.hint}
        placeholder={form.reasonField.placeholder ?? undefined}
        options={reasons}
        error={errors.reason?.message}
        required
        {...register('reason')}
      />
      <TextAreaField
        id={CONTACT_FIELD_IDS.message}
        label={form.messageField.label}
        hint={form.messageField.hint}
        placeholder={form.messageField.placeholder ?? undefined}
        error={errors.message?.message}
        required
        rows={8}
        {...register('message')}
      />
      <CheckboxField
        id={CONTACT_FIELD_IDS.consent}
        label={form.consentLabel}
        error={errors.consent?.message}
        {...register('consent')}
      />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">{t('content.contact.honeypot')}</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(CONTACT_HONEYPOT_FIELD)}
        />
      </div>

      <Button type="submit" variant="primary" loading={send.isPending} loadingLabel={t('form.sending')}>
        {form.submitLabel}
      </Button>
    </form>
  );
}
