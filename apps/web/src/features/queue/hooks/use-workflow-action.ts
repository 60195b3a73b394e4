import type { StaffRequestDetail } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queueKeys } from '@/features/queue/api/queue-keys';
import { staffRequestQueryOptions } from '@/features/queue/api/get-staff-request';
import { describeConflict } from '@/features/queue/conflict-message';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

export type WorkflowActionOptions<V> = {
  request: StaffRequestDetail;
  run: (variables: V) => Promise<unknown>;
  /** Toast text after success. */
  success: string;
  /** Called after success (e.g. close the dialog). */
  onDone?: () => void;
  /** Called when the request changed under the user (409) with what changed, after the view refreshed. */
  onConflict?: (message: string) => void;
};

/**
 * One staff action: on success the queue and the request refresh and a toast confirms; on 409 the
 * request is reloaded and the caller learns what changed; on any error the mutation settles, so
 * no button keeps spinning. The returned `error` is the text to show next to the control.
 */
export function useWorkflowAction<V>({ request, run, success, onDone, onConflict }: WorkflowActionOptions<V>) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();

  const mutation = useMutation<unknown, unknown, V>({
    mutationFn: run,
    onSuccess: async () => {
      notifySuccess(success);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: queueKeys.all });
    },
    onError: async (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
        // The state moved (or the actor's rights with it): show the current request.
        const fresh = await queryClient
          .fetchQuery({ ...staffRequestQueryOptions(request.documentId, request.format), staleTime: 0 })
          .catch(() => null);
        void queryClient.invalidateQueries({ queryKey: queueKeys.all, refetchType: 'none' });
        if (error.status === 409) {
          const message = fresh ? describeConflict(t, format, request, fresh) : t('queue.conflict.generic');
          notifyError(message);
          onConflict?.(message);
        }
      }
    },
  });

  const error = mutation.error === null || mutation.error === undefined ? null : errorText(mutation.error);
  function errorText(value: unknown): string {
    if (value instanceof ApiError) {
      if (value.status === 409) return t('queue.conflict.retry');
      if (value.status === 403) return t('queue.error.forbidden');
      if (value.status === 0) return t('queue.error.network');
      return value.message;
    }
    return t('queue.error.unknown');
  }

  return { mutate: mutation.mutate, pending: mutation.isPending, error, reset: mutation.reset };
}
