import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page opens it at its top, as a full page load would: the declarative
 * router keeps the previous page's scroll position otherwise (a queue row clicked low on the
 * list opened the request mid-page). Only a new path counts — a filter or page change in the
 * query string keeps the reader where they are — and back/forward (POP) and links to a
 * fragment are left to the browser and useScrollToHash.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === 'POP' || hash.length > 1) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
