import type { ResetPasswordInput } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/reset-password: sets the new password; no session (the user logs in again). */
async function resetPassword(body: ResetPasswordInput, locale: string): Promise<void> {
  await apiClient.post<unknown>(apiPaths.auth.resetPassword, {
    body,
    query: { locale },
    skipUnauthorizedHandler: true,
  });
}

export const useResetPassword = (locale: string) =>
  useMutation({ mutationFn: (body: ResetPasswordInput) => resetPassword(body, locale) });
