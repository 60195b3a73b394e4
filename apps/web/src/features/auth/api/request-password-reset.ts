import type { EmailOnlyInput } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same `{ ok: true }` for known and unknown addresses. */
async function requestPasswordReset(body: EmailOnlyInput, locale: string): Promise<void> {
  await apiClient.post<unknown>(apiPaths.auth.forgotPassword, {
    body,
    query: { locale },
    skipUnauthorizedHandler: true,
  });
}

export const useRequestPasswordReset = (locale: string) =>
  useMutation({ mutationFn: (body: EmailOnlyInput) => requestPasswordReset(body, locale) });
