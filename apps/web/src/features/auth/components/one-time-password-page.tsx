import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_CODE_LENGTH, verifyOtpSchema } from '@portal/shared';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { Form, useAppForm } from '@/components/form/form';
import { TextInput } from '@/components/form/inputs';
import { useResendOneTimePassword } from '@/features/auth/api/resend-one-time-password';
import { useVerifyOneTimePassword } from '@/features/auth/api/verify-one-time-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { Notice } from '@/features/auth/components/notice';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import { messageOf, otpFailureOf, retryAfterSeconds } from '@/features/auth/utils/api-errors';
import { loginHref, readOtpStepState } from '@/features/auth/utils/login-links';
import { ApiError } from '@/lib/api-client';
import { localizedResolver } from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { requireParam } from '@/lib/require-param';
import { useSession } from '@/lib/session';
import { postLoginPath } from '@/lib/session-redirect';

const codeSchema = verifyOtpSchema.pick({ oneTimePassword: true });
type CodeValues = { oneTimePassword: string };

type Failure = {
  message: string;
  /** The attempt is over (used, unknown, locked): only a new login helps. */
  loginAgain: boolean;
  /** The code expired: a new one helps. */
  expired: boolean;
};

/**
 * Second login step (spec §4, docs/api/auth.md): the 6-digit code e-mailed after the password
 * step. Success stores the access token in memory, sets the session user and goes to `redirect`
 * (same origin only) or the role's landing page (spec §2).
 */
export function OneTimePasswordPage() {
  // The token is the second login step's key (spec §4); without it the step cannot be verified.
  const token = requireParam(useParams(), 'token');
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { session, signIn } = useSession();
  const verify = useVerifyOneTimePassword(locale);
  const resend = useResendOneTimePassword(locale);
  const cooldown = useCountdown(readOtpStepState(location.state).resendAvailableInSeconds ?? 0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [resent, setResent] = useState(0);

  const form = useAppForm<CodeValues, unknown, CodeValues>({
    resolver: localizedResolver(zodResolver(codeSchema)),
    defaultValues: { oneTimePassword: '' },
    // A half-typed code is not an error: check it when it is sent.
    mode: 'onSubmit',
  });

  if (session.status === 'authenticated' && verify.isIdle) {
    return <Navigate to={postLoginPath({ redirect, role: session.user.role.type, locale })} replace />;
  }

  const fail = (next: Failure) => {
    setFailure(next);
    setAttempt((value) => value + 1);
  };

  const onValid = async ({ oneTimePassword }: CodeValues) => {
    setFailure(null);
    try {
      const started = await verify.mutateAsync({ token, oneTimePassword });
      signIn(started);
      await navigate(postLoginPath({ redirect, role: started.user.role.type, locale }), { replace: true });
    } catch (error) {
      const reason = otpFailureOf(error);
      form.setValue('oneTimePassword', '');
      fail({
        message: messageOf(error, t('auth.error.generic')),
        loginAgain: reason === 'unknown' || reason === 'locked',
        expired: reason === 'expired',
      });
    }
  };

  const onResend = async () => {
    setFailure(null);
    try {
      const challenge = await resend.mutateAsync(token);
      cooldown.start(challenge.resendAvailableInSeconds);
      setResent((value) => value + 1);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) cooldown.start(wait);
      setResent(0);
      fail({
        message: messageOf(error, t('auth.error.generic')),
        // Every 400 of the resend call says the attempt is over (expired, locked, too many codes).
        loginAgain: error instanceof ApiError && error.status === 400,
        expired: false,
      });
    }
  };

  return (
    <AuthLayout
      title={t('auth.otp.title')}
      intro={<p>{t('auth.otp.intro', { length: OTP_CODE_LENGTH })}</p>}
      footer={
        <p>
          <Link to={loginHref(locale, redirect)}>{t('auth.otp.restart')}</Link>
        </p>
      }
    >
      {failure ? (
        <Notice tone="error" focus focusKey={attempt}>
          <p>{failure.message}</p>
          {failure.expired ? <p>{t('auth.otp.expiredHint')}</p> : null}
          {failure.loginAgain ? (
            <p>
              <Link to={loginHref(locale, redirect)}>{t('auth.otp.loginAgain')}</Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      {resent > 0 && !failure ? (
        <Notice tone="success">
          <p>{t('auth.otp.resent')}</p>
        </Notice>
      ) : null}

      <Form form={form} onSubmit={onValid} idPrefix="otp">
        <TextInput
          name="oneTimePassword"
          className="auth-code"
          label={t('auth.otp.code')}
          hint={t('auth.otp.codeHint', { length: OTP_CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_CODE_LENGTH}
          spellCheck={false}
          required
        />
        <Button type="submit" loading={verify.isPending} loadingLabel={t('auth.otp.pending')}>
          {t('auth.otp.submit')}
        </Button>
      </Form>

      <div className="auth-card__section">
        <h2 className="auth-card__subtitle">{t('auth.otp.noCode')}</h2>
        <p>{t('auth.otp.noCodeHint')}</p>
        <Button
          variant="secondary"
          onClick={() => void onResend()}
          loading={resend.isPending}
          disabled={cooldown.secondsLeft > 0}
        >
          {t('auth.otp.resend')}
        </Button>
        {cooldown.secondsLeft > 0 ? (
          <p className="auth-card__muted">{t('auth.otp.cooldown', { seconds: cooldown.secondsLeft })}</p>
        ) : null}
      </div>
    </AuthLayout>
  );
}
