import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema, type EmailOnlyInput } from '@portal/shared';
import { useState } from 'react';

import { Button } from '@/components/button';
import { Form, useAppForm } from '@/components/form/form';
import { TextInput } from '@/components/form/inputs';
import { useResendEmailConfirmation } from '@/features/auth/api/resend-email-confirmation';
import { Notice } from '@/features/auth/components/notice';
import { messageOf } from '@/features/auth/utils/api-errors';
import { localizedResolver } from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

type ResendConfirmationProps = {
  /** Known address (just registered, or typed at login): a single button. Otherwise a small form. */
  email?: string;
  /** id prefix, so two instances on a page do not clash. */
  idPrefix?: string;
};

/**
 * "Send the confirmation link again" (POST /api/auth/resend-email-confirmation). The answer is the
 * same whether or not the address needs confirming, so the message is neutral too.
 */
export function ResendConfirmation({ email, idPrefix = 'resend-confirmation' }: ResendConfirmationProps) {
  const t = useT();
  const locale = useLocale();
  const resend = useResendEmailConfirmation(locale);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const form = useAppForm<EmailOnlyInput, unknown, EmailOnlyInput>({
    resolver: localizedResolver(zodResolver(emailOnlySchema)),
    defaultValues: { email: email ?? '' },
    // One field: its own error is enough, focus goes to it.
    shouldFocusError: true,
  });

  const send = async (values: EmailOnlyInput) => {
    setOutcome(null);
    try {
      await resend.mutateAsync(values);
      setOutcome({ tone: 'success', message: t('auth.confirmation.resent') });
    } catch (error) {
      setOutcome({ tone: 'error', message: messageOf(error, t('auth.error.generic')) });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={send}
      idPrefix={idPrefix}
      summary={false}
      className="auth-resend"
      aria-label={t('auth.confirmation.resendTitle')}
    >
      {email === undefined ? (
        <TextInput
          name="email"
          type="email"
          label={t('auth.field.email')}
          autoComplete="email"
          spellCheck={false}
          required
        />
      ) : null}
      <Button type="submit" variant="secondary" loading={resend.isPending}>
        {t('auth.confirmation.resend')}
      </Button>
      {outcome ? (
        <Notice tone={outcome.tone} focus={outcome.tone === 'error'}>
          <p>{outcome.message}</p>
        </Notice>
      ) : null}
    </Form>
  );
}
