import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@portal/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { Form, useAppForm } from '@/components/form/form';
import { TextInput } from '@/components/form/inputs';
import { applyServerErrors } from '@/components/form/server-errors';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { Notice } from '@/features/auth/components/notice';
import { messageOf } from '@/features/auth/utils/api-errors';
import { isApiError } from '@/lib/api-client';
import { localizedResolver } from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { MissingParamError } from '@/lib/require-param';

/** The fields a server error may name; `code` is the link's, not the user's to fix. */
const isResetField = (path: string) => path === 'password' || path === 'passwordConfirmation';

/** Choose a new password with the `code` of the e-mailed link (spec §2, §8: 'Code is required'). */
export function ResetPasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim();

  if (!code) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <ErrorState title={t('auth.reset.incompleteTitle')} message={new MissingParamError('code').message} />
      </AuthLayout>
    );
  }
  return <ResetPasswordForm code={code} />;
}

function ResetPasswordForm({ code }: { code: string }) {
  const t = useT();
  const locale = useLocale();
  const reset = useResetPassword(locale);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ message: string; invalidCode: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useAppForm<ResetPasswordInput, unknown, ResetPasswordInput>({
    resolver: localizedResolver(zodResolver(resetPasswordSchema)),
    defaultValues: { code, password: '', passwordConfirmation: '' },
  });

  const onValid = async (values: ResetPasswordInput) => {
    setFailure(null);
    try {
      await reset.mutateAsync(values);
      setDone(true);
    } catch (error) {
      const placed = applyServerErrors(form, error, { isField: isResetField });
      if (placed.fields.length > 0 && placed.unmapped.length === 0) return;
      // An unknown, used, replaced or expired code: only a new link helps.
      const invalidCode = isApiError(error, 'auth.code_invalid');
      setFailure({ message: messageOf(error, t('auth.error.generic')), invalidCode });
      setAttempt((value) => value + 1);
    }
  };

  if (done) {
    return (
      <AuthLayout title={t('auth.reset.doneTitle')}>
        <Notice tone="success" focus>
          <p>{t('auth.reset.done')}</p>
        </Notice>
        <p>
          <Link className="button button--primary" to={paths.login(locale)}>
            {t('auth.reset.login')}
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.reset.title')} intro={<p>{t('auth.reset.intro')}</p>}>
      {failure ? (
        <Notice tone="error" focus focusKey={attempt}>
          <p>{failure.message}</p>
          {failure.invalidCode ? (
            <p>
              <Link to={paths.forgotPassword(locale)}>{t('auth.reset.newLink')}</Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <Form form={form} onSubmit={onValid} idPrefix="reset">
        <TextInput
          name="password"
          type="password"
          label={t('auth.reset.password')}
          hint={t('auth.reset.passwordHint')}
          autoComplete="new-password"
          required
        />
        <TextInput
          name="passwordConfirmation"
          type="password"
          label={t('auth.reset.confirmation')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={reset.isPending} loadingLabel={t('form.sending')}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
