import type { OtpChallengeResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { isOtpChallenge } from '@/features/auth/api/log-in';
import { apiClient, invalidResponse } from '@/lib/api-client';

/** POST /api/auth/resendOneTimePassword: a new code for the same login attempt (cooldown: 429). */
async function resendOneTimePassword(token: string, locale: string): Promise<OtpChallengeResponse> {
  const { data } = await apiClient.post<unknown>(apiPaths.auth.resendOneTimePassword, {
    body: { token },
    query: { locale },
    skipUnauthorizedHandler: true,
  });
  if (!isOtpChallenge(data)) throw invalidResponse();
  return data;
}

export const useResendOneTimePassword = (locale: string) =>
  useMutation({ mutationFn: (token: string) => resendOneTimePassword(token, locale) });
