import type { LoginInput, LoginResponse, OtpChallengeResponse, SessionResponse } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

export const isOtpChallenge = (value: unknown): value is OtpChallengeResponse =>
  isRecord(value) && typeof value.otpToken === 'string' && value.otpToken !== '';

export const isSessionResponse = (value: unknown): value is SessionResponse =>
  isRecord(value) && typeof value.jwt === 'string' && value.jwt !== '' && isRecord(value.user);

/**
 * POST /api/auth/local (password step). Answers the second step's `otpToken` (default) or, when the
 * server has the code step switched off, the session. Errors are the server's (ApiError, 400/429/503).
 */
async function logIn(body: LoginInput, locale: string): Promise<LoginResponse> {
  const { data } = await apiClient.post<unknown>(apiPaths.auth.login, {
    body,
    query: { locale },
    skipUnauthorizedHandler: true,
  });
  if (isOtpChallenge(data) || isSessionResponse(data)) return data;
  throw invalidResponse();
}

export const useLogIn = (locale: string) => useMutation({ mutationFn: (body: LoginInput) => logIn(body, locale) });
