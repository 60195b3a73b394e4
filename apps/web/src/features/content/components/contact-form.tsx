import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_HONEYPOT_FIELD,
  contactMessages,
  createContactMessageSchema,
  type ContactMessageData,
  type ContactMessageInput,
  type ContactUsPage,
} from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/button';
import { Checkbox } from '@/components/form/choices';
import { cmsField } from '@/components/form/cms-field';
import { Form, useAppForm } from '@/components/form/form';
import { Select, TextArea, TextInput } from '@/components/form/inputs';
import { toSelectOptions } from '@/components/form/select-options';
import { applyServerErrors } from '@/components/form/server-errors';
import { useSendContactMessage } from '@/features/content/api/send-contact-message';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

const EMPTY: ContactMessageInput = {
  name: '',
  email: '',
  organization: '',
  organizationType: '',
  reason: '',
  message: '',
  consent: false,
  [CONTACT_HONEYPOT_FIELD]: '',
};

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

  const form = useAppForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    // Checked when a field is first left, then as the user types.
    mode: 'onTouched',
  });

  useEffect(() => {
    if (outcome.kind === 'success') successRef.current?.focus();
    if (outcome.kind === 'failure') failureRef.current?.focus();
  }, [outcome]);

  const onValid = async (values: ContactMessageData) => {
    setOutcome({ kind: 'none' });
    try {
      await send.mutateAsync({ ...values, locale });
      form.reset(EMPTY);
      setOutcome({ kind: 'success' });
    } catch (error) {
      if (applyServerErrors(form, error).fields.length > 0) return;
      const message =
        error instanceof ApiError && error.status === 429
          ? t('content.contact.tooMany')
          : (page.form?.errorMessage ?? t('common.contentError'));
      setOutcome({ kind: 'failure', message });
    }
  };

  const content = page.form;
  if (!content) return null;

  if (outcome.kind === 'success') {
    return (
      <div ref={successRef} className="form-outcome form-outcome--success" role="status" tabIndex={-1}>
        <p>{content.successMessage}</p>
        <Button variant="secondary" onClick={() => setOutcome({ kind: 'none' })}>
          {t('content.contact.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={onValid} idPrefix="contact" className="contact-form">
      {outcome.kind === 'failure' ? (
        <div ref={failureRef} className="form-outcome form-outcome--failure" role="alert" tabIndex={-1}>
          <p>{outcome.message}</p>
        </div>
      ) : null}

      <TextInput name="name" {...cmsField(content.nameField)} required autoComplete="name" />
      <TextInput
        name="email"
        type="email"
        {...cmsField(content.emailField)}
        required
        autoComplete="email"
        spellCheck={false}
      />
      <TextInput name="organization" {...cmsField(content.organizationField)} required autoComplete="organization" />
      <Select
        name="organizationType"
        {...cmsField(content.organizationTypeField)}
        required
        options={toSelectOptions(page.organizationTypeOptions).options}
      />
      <Select
        name="reason"
        {...cmsField(content.reasonField)}
        required
        options={toSelectOptions(page.contactReasonOptions).options}
      />
      <TextArea name="message" {...cmsField(content.messageField)} required rows={8} />
      <Checkbox name="consent" label={content.consentLabel} />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">{t('content.contact.honeypot')}</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register(CONTACT_HONEYPOT_FIELD)}
        />
      </div>

      <Button type="submit" variant="primary" loading={send.isPending} loadingLabel={t('form.sending')}>
        {content.submitLabel}
      </Button>
    </Form>
  );
}
