import type { ContactMessageInput } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient } from '@/lib/api-client';

/** POST /api/contact-us/send. Throws ApiError: 400 with `details.errors` per field, 429 when rate-limited. */
async function sendContactMessage(body: ContactMessageInput): Promise<void> {
  await apiClient.post<unknown>(apiPaths.contactUsSend, { body });
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
