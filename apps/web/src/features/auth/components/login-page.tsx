import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@portal/shared';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { Form, useAppForm } from '@/components/form/form';
import { TextInput } from '@/components/form/inputs';
import { paths } from '@/config/paths';
import { isOtpChallenge, useLogIn } from '@/features/auth/api/log-in';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { Notice } from '@/features/auth/components/notice';
import { ResendConfirmation } from '@/features/auth/components/resend-confirmation';
import { messageOf } from '@/features/auth/utils/api-errors';
import { oneTimePasswordHref, type OtpStepState } from '@/features/auth/utils/login-links';
import { isApiError } from '@/lib/api-client';
import { localizedResolver } from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useSession } from '@/lib/session';
import { postLoginPath } from '@/lib/session-redirect';

type LoginValues = LoginInput;
type LoginData = { identifier: string; password: string };

type Failure = { message: string; unconfirmedEmail: string | null };

/**
 * Login, password step (spec §2, docs/api/auth.md): on success the e-mailed code step follows at
 * /{locale}/one-time-password/{otpToken}, keeping `redirect`. `?confirmed=true|false` is where the
 * e-mail confirmation link lands, `?unlocked=true|false` the link of the sign-in attempts e-mail.
 */
export function LoginPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const confirmed = params.get('confirmed');
  const unlocked = params.get('unlocked');
  const { session, signIn } = useSession();
  const login = useLogIn(locale);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);

  const form = useAppForm<LoginValues, unknown, LoginData>({
    resolver: localizedResolver(zodResolver(loginSchema)),
    defaultValues: { identifier: '', password: '' },
  });

  // Already signed in (e.g. the back button after logging in): nothing to do here.
  if (session.status === 'authenticated' && !login.isPending) {
    return <Navigate to={postLoginPath({ redirect, role: session.user.role.type, locale })} replace />;
  }

  const onValid = async (values: LoginData) => {
    setFailure(null);
    try {
      const result = await login.mutateAsync(values);
      if (isOtpChallenge(result)) {
        const state: OtpStepState = {
          resendAvailableInSeconds: result.resendAvailableInSeconds,
          expiresAt: result.expiresAt,
        };
        await navigate(oneTimePasswordHref(locale, result.otpToken, redirect), { state });
        return;
      }
      // The server can switch the code step off: then the password step is the session.
      signIn(result);
      await navigate(postLoginPath({ redirect, role: result.user.role.type, locale }), { replace: true });
    } catch (error) {
      const message = messageOf(error, t('auth.error.generic'));
      // A correct password for an account whose e-mail is not confirmed yet (docs/api/auth.md).
      const unconfirmed = isApiError(error, 'auth.email_not_confirmed');
      setFailure({ message, unconfirmedEmail: unconfirmed ? values.identifier : null });
      setAttempt((value) => value + 1);
    }
  };

  return (
    <AuthLayout
      title={t('auth.login.title')}
      intro={<p>{t('auth.login.intro')}</p>}
      footer={
        <p>
          {t('auth.login.noAccount')} <Link to={paths.createAccount(locale)}>{t('auth.login.createAccount')}</Link>
        </p>
      }
    >
      {confirmed === 'true' ? (
        <Notice tone="success" title={t('auth.confirmation.doneTitle')}>
          <p>{t('auth.confirmation.done')}</p>
        </Notice>
      ) : null}
      {confirmed === 'false' ? (
        <Notice tone="error" title={t('auth.confirmation.expiredTitle')}>
          <p>{t('auth.confirmation.expired')}</p>
          <ResendConfirmation idPrefix="login-confirmation" />
        </Notice>
      ) : null}

      {unlocked === 'true' ? (
        <Notice tone="success" title={t('auth.unlock.doneTitle')}>
          <p>{t('auth.unlock.done')}</p>
        </Notice>
      ) : null}
      {unlocked === 'false' ? (
        <Notice tone="error" title={t('auth.unlock.expiredTitle')}>
          <p>{t('auth.unlock.expired')}</p>
        </Notice>
      ) : null}

      {failure ? (
        // Outside the form: it may hold the resend form, and forms do not nest.
        <Notice tone="error" focus focusKey={attempt}>
          <p>{failure.message}</p>
          {failure.unconfirmedEmail ? <ResendConfirmation email={failure.unconfirmedEmail} /> : null}
        </Notice>
      ) : null}
      <Form form={form} onSubmit={onValid} idPrefix="login">
        <TextInput
          name="identifier"
          type="email"
          label={t('auth.field.email')}
          autoComplete="username"
          spellCheck={false}
          required
        />
        <TextInput
          name="password"
          type="password"
          label={t('auth.field.password')}
          autoComplete="current-password"
          required
        />
        <p className="auth-card__aside">
          <Link to={paths.forgotPassword(locale)}>{t('auth.login.forgotPassword')}</Link>
        </p>
        <Button type="submit" loading={login.isPending} loadingLabel={t('auth.login.pending')}>
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
