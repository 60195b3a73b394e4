import type {
  PostMessageInput,
  RequestFormat,
  RequestMessage,
  RequestThreadMeta,
  RequestThreadResponse,
} from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { apiPaths } from '@/config/api-paths';
import { ApiError, apiClient, invalidResponse } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/session';
import { uploadFiles, type UploadProgress } from '@/lib/upload';

/**
 * The conversation on a submitted request (docs/api/requests.md, "Conversation"), for the
 * applicant's request page and the staff review page alike. Reading the thread marks it read for
 * the reader, so the pages pass `onRead` to refresh the lists that show unread counts (their
 * query keys belong to their features, which lib/ never imports).
 */

const MESSAGES_PATH: Record<RequestFormat, (id: string) => string> = {
  v1: apiPaths.datasetRequest.messages,
  v2: apiPaths.dataAccessRequest.messages,
};

/** New messages are looked for this often while the page is visible (and on window focus). */
export const THREAD_POLL_MS = 30_000;

/** Key `['user', 'conversation', format, id]`: user data, dropped at logout. */
const threadQueryKey = (format: RequestFormat, id: string) => [USER_DATA_KEY, 'conversation', format, id] as const;

const flag = (value: unknown) => value === true;

function toMeta(meta: Record<string, unknown>): RequestThreadMeta {
  return {
    unread: typeof meta.unread === 'number' ? meta.unread : 0,
    lastReadAt: typeof meta.lastReadAt === 'string' ? meta.lastReadAt : null,
    canPost: flag(meta.canPost),
    canPostInternal: flag(meta.canPostInternal),
  };
}

function toMessage(value: unknown): RequestMessage {
  if (!isRecord(value) || typeof value.documentId !== 'string' || !isRecord(value.author)) throw invalidResponse();
  const message = value as RequestMessage;
  return {
    ...message,
    body: typeof value.body === 'string' ? value.body : '',
    internal: flag(value.internal),
    mine: flag(value.mine),
    files: Array.isArray(value.files) ? (value.files as RequestMessage['files']) : [],
  };
}

async function getThread(format: RequestFormat, id: string, signal?: AbortSignal): Promise<RequestThreadResponse> {
  const { data, meta } = await apiClient.get<unknown>(MESSAGES_PATH[format](id), { signal });
  if (!Array.isArray(data)) throw invalidResponse();
  return { data: data.map(toMessage), meta: toMeta(meta) };
}

export type PostMessageVariables = PostMessageInput & {
  files: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
};

/** JSON without files; multipart (through lib/upload.ts, for its progress events) with them. */
async function postMessage(format: RequestFormat, id: string, variables: PostMessageVariables) {
  const path = MESSAGES_PATH[format](id);
  const { body, internal, files, onProgress } = variables;
  if (files.length === 0) {
    const { data } = await apiClient.post<unknown>(path, { body: { body, internal } });
    return toMessage(data);
  }
  const data = await uploadFiles<unknown>(path, files, {
    field: 'files',
    fields: { body, internal: internal ? 'true' : 'false' },
    onProgress,
  });
  return toMessage(data);
}

const threadQueryOptions = (format: RequestFormat, id: string) =>
  queryOptions({
    queryKey: threadQueryKey(format, id),
    queryFn: ({ signal }) => getThread(format, id, signal),
    // Always fetched on mount and focus: a thread is read for what is new since.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // React Query pauses the interval while the document is hidden (refetchIntervalInBackground).
    refetchInterval: THREAD_POLL_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export type UseThreadOptions = {
  /** After a read that marked messages read (meta.unread > 0): refresh what shows unread counts. */
  onRead?: () => void;
};

/** GET the thread (which marks it read), refetched on focus and every THREAD_POLL_MS while visible. */
export function useThread(format: RequestFormat, id: string, { onRead }: UseThreadOptions = {}) {
  const query = useQuery(threadQueryOptions(format, id));
  const handled = useRef<RequestThreadResponse | undefined>(undefined);
  const thread = query.data;
  useEffect(() => {
    // Each answer once: an identical re-read keeps the same object (structural sharing).
    if (!thread || handled.current === thread) return;
    handled.current = thread;
    if (thread.meta.unread > 0) onRead?.();
  }, [thread, onRead]);
  return query;
}

/** POST a message; the answer joins the cached thread (no re-read needed). */
export function usePostMessage(format: RequestFormat, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: PostMessageVariables) => postMessage(format, id, variables),
    onSuccess: (message) => {
      queryClient.setQueryData<RequestThreadResponse>(threadQueryKey(format, id), (thread) =>
        thread
          ? {
              // The thread was read before writing: nothing in it is unread any more.
              meta: { ...thread.meta, unread: 0 },
              data: [...thread.data.filter((other) => other.documentId !== message.documentId), message],
            }
          : thread,
      );
    },
  });
}
