import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema, type EmailOnlyInput } from '@portal/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { Form, useAppForm } from '@/components/form/form';
import { TextInput } from '@/components/form/inputs';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { Notice } from '@/features/auth/components/notice';
import { messageOf } from '@/features/auth/utils/api-errors';
import { localizedResolver } from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/**
 * Password recovery (spec §2): the server answers the same for known and unknown addresses, and so
 * does this page — one neutral confirmation, whatever the address.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const request = useRequestPasswordReset(locale);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useAppForm<EmailOnlyInput, unknown, EmailOnlyInput>({
    resolver: localizedResolver(zodResolver(emailOnlySchema)),
    defaultValues: { email: '' },
  });

  const onValid = async (values: EmailOnlyInput) => {
    setFailure(null);
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setFailure(messageOf(error, t('auth.error.generic')));
      setAttempt((value) => value + 1);
    }
  };

  const backToLogin = (
    <p>
      <Link to={paths.login(locale)}>{t('auth.forgot.backToLogin')}</Link>
    </p>
  );

  if (sent) {
    return (
      <AuthLayout title={t('auth.forgot.sentTitle')} footer={backToLogin}>
        <Notice tone="success" focus>
          <p>{t('auth.forgot.sent')}</p>
        </Notice>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} intro={<p>{t('auth.forgot.intro')}</p>} footer={backToLogin}>
      {failure ? (
        <Notice tone="error" focus focusKey={attempt}>
          <p>{failure}</p>
        </Notice>
      ) : null}
      <Form form={form} onSubmit={onValid} idPrefix="forgot">
        <TextInput
          name="email"
          type="email"
          label={t('auth.field.email')}
          autoComplete="email"
          spellCheck={false}
          required
        />
        <Button type="submit" loading={request.isPending} loadingLabel={t('form.sending')}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
