import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';

/** POST /api/notifications/unsubscribe { token }: turns the token's account's notices off. */
async function unsubscribe(token: string): Promise<void> {
  await apiClient.post<unknown>(apiPaths.user.unsubscribe, { body: { token }, skipUnauthorizedHandler: true });
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
