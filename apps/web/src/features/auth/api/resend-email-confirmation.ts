import type { EmailOnlyInput } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/resend-email-confirmation: always `{ ok: true }` (no enumeration); 429 when rate-limited. */
async function resendEmailConfirmation(body: EmailOnlyInput, locale: string): Promise<void> {
  await apiClient.post<unknown>(apiPaths.auth.resendEmailConfirmation, {
    body,
    query: { locale },
    skipUnauthorizedHandler: true,
  });
}

export const useResendEmailConfirmation = (locale: string) =>
  useMutation({ mutationFn: (body: EmailOnlyInput) => resendEmailConfirmation(body, locale) });
