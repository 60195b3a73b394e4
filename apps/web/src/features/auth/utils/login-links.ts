import { paths } from '@/config/paths';

/** Appends the `redirect` query parameter (the page to return to after login), when there is one. */
function withRedirect(href: string, redirect: string | null | undefined): string {
  if (!redirect) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ redirect }).toString()}`;
}

/** The code step of a login attempt, keeping the page to return to. */
export const oneTimePasswordHref = (locale: string, otpToken: string, redirect: string | null | undefined) =>
  withRedirect(paths.oneTimePassword(locale, otpToken), redirect);

/** Back to the password step, keeping the page to return to. */
export const loginHref = (locale: string, redirect: string | null | undefined) =>
  paths.login(locale, redirect ?? undefined);

/** What the login page hands to the code step (router state; absent after a reload). */
export type OtpStepState = { resendAvailableInSeconds?: number; expiresAt?: string };

export function readOtpStepState(state: unknown): OtpStepState {
  if (typeof state !== 'object' || state === null) return {};
  const { resendAvailableInSeconds, expiresAt } = state as Record<string, unknown>;
  return {
    resendAvailableInSeconds: typeof resendAvailableInSeconds === 'number' ? resendAvailableInSeconds : undefined,
    expiresAt: typeof expiresAt === 'string' ? expiresAt : undefined,
  };
}
