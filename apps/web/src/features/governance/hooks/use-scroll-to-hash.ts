import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a fragment's target may take to appear (a section loaded after the page). */
const LATE_TARGET_WAIT_MS = 5000;

/**
 * Brings the element named by the URL fragment into view once the content that holds it has
 * rendered (`ready`), and moves keyboard focus there. The browser's own fragment scrolling
 * happens before CMS content arrives, and a router link to `#committee-members` on the same
 * page does not scroll at all. A target that is not there yet is waited for, a few seconds.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const bringIntoView = (target: HTMLElement) => {
      target.scrollIntoView?.({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    const target = document.getElementById(id);
    if (target) return bringIntoView(target);
    // The target may be in a section that renders later (loaded after the page, components/deferred).
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      stop();
      bringIntoView(late);
    });
    const timer = setTimeout(() => stop(), LATE_TARGET_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
    // `key` changes on every navigation, so following the same link twice scrolls again.
  }, [ready, hash, key]);
}
