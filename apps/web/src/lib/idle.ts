import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser has painted the current frame and has nothing more urgent to do
 * (at the latest after `timeout` ms). For work a page does not need for its first paint (the
 * Markdown renderer, a table below the fold): started earlier, it competes with the page's own
 * requests and main thread, which Lighthouse counts in the LCP (docs/performance.md).
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const afterPaint = () => {
    // A task queued from a frame callback runs after that frame is painted.
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout });
      else run();
    }, 0);
  };
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(afterPaint);
  else afterPaint();
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

/** False on the first render; true once the browser is idle after painting it (`whenIdle`). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
