import type { SessionResponse, VerifyOtpInput } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { isSessionResponse } from '@/features/auth/api/log-in';
import { apiClient, invalidResponse } from '@/lib/api-client';

/** POST /api/auth/verifyOneTimePassword: the code step; answers the session (jwt + user). */
async function verifyOneTimePassword(body: VerifyOtpInput, locale: string): Promise<SessionResponse> {
  const { data } = await apiClient.post<unknown>(apiPaths.auth.verifyOneTimePassword, {
    body,
    query: { locale },
    skipUnauthorizedHandler: true,
  });
  if (!isSessionResponse(data)) throw invalidResponse();
  return data;
}

export const useVerifyOneTimePassword = (locale: string) =>
  useMutation({ mutationFn: (body: VerifyOtpInput) => verifyOneTimePassword(body, locale) });
