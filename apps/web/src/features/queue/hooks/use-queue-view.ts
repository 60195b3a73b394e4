import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readQueueView, writeQueueView, type QueueView } from '@/features/queue/queue-view';

/** The queue's view from the URL, and an updater that writes a patch back to it. */
export function useQueueView(): [QueueView, (patch: Partial<QueueView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readQueueView(params), [params]);
  const update = useCallback(
    (patch: Partial<QueueView>) =>
      setParams((current) => writeQueueView(current, patch), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [view, update];
}
