import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/error-summary';
import { TextField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { Notice } from '@/features/auth/components/notice';
import { localizeAccountMessage, localizedResolver } from '@/features/auth/utils/account-messages';
import { messageOf } from '@/features/auth/utils/api-errors';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { MissingParamError } from '@/lib/require-param';

const FIELD_IDS = { password: 'reset-password', passwordConfirmation: 'reset-password-confirmation' } as const;
type ResetField = keyof typeof FIELD_IDS;
const isResetField = (value: string | null): value is ResetField =>
  value === 'password' || value === 'passwordConfirmation';

/** The server's answer for an unknown, used, replaced or expired code. */
const INVALID_CODE_MESSAGE = 'Invalid or expired code';

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
  const localize = (message: string) => localizeAccountMessage(t, message);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordInput>({
    resolver: localizedResolver(zodResolver(resetPasswordSchema), localize),
    defaultValues: { code, password: '', passwordConfirmation: '' },
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const onValid = async (values: ResetPasswordInput) => {
    setFailure(null);
    try {
      await reset.mutateAsync(values);
      setDone(true);
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error.details) : [];
      const known = fields.filter((item) => isResetField(item.field));
      known.forEach((item) => setError(item.field as ResetField, { type: 'server', message: localize(item.message) }));
      if (known.length > 0 && known.length === fields.length) return;
      const message = messageOf(error, t('auth.error.generic'));
      setFailure({ message: localize(message), invalidCode: message === INVALID_CODE_MESSAGE });
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

  const summary: ErrorSummaryItem[] = (['password', 'passwordConfirmation'] as const).flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });

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
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        {/* Mounted from the first submit: it takes focus then, not while the user is still typing. */}
        {submitCount > 0 ? <ErrorSummary errors={summary} focusKey={submitCount} /> : null}
        <TextField
          id={FIELD_IDS.password}
          type="password"
          label={t('auth.reset.password')}
          hint={t('auth.reset.passwordHint')}
          autoComplete="new-password"
          error={errors.password?.message}
          required
          {...register('password')}
        />
        <TextField
          id={FIELD_IDS.passwordConfirmation}
          type="password"
          label={t('auth.reset.confirmation')}
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          required
          {...register('passwordConfirmation')}
        />
        <Button type="submit" loading={reset.isPending} loadingLabel={t('form.sending')}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
