import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element named by the URL fragment into view once the content that holds it has
 * rendered (`ready`), and moves keyboard focus there. The browser's own fragment scrolling
 * happens before CMS content arrives, and a router link to `#committee-members` on the same
 * page does not scroll at all.
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
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    // `key` changes on every navigation, so following the same link twice scrolls again.
  }, [ready, hash, key]);
}
