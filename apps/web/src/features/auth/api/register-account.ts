import type { RegisterData, RegisterResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

/**
 * POST /api/auth/local/register: creates an unconfirmed account and e-mails the confirmation link
 * (in `locale`). Never a session. 400 lists field errors in `details.errors`.
 */
async function registerAccount(body: RegisterData, locale: string): Promise<RegisterResponse> {
  const { data } = await apiClient.post<RegisterResponse | null>(apiPaths.auth.register, {
    body,
    query: { locale },
    skipUnauthorizedHandler: true,
  });
  if (!data || typeof data !== 'object' || !data.user) throw invalidResponse();
  return data;
}

export const useRegisterAccount = (locale: string) =>
  useMutation({ mutationFn: (body: RegisterData) => registerAccount(body, locale) });
