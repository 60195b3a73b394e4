import { useCallback, useSyncExternalStore } from 'react';

const overflowsOf = (element: HTMLElement | null) =>
  element !== null && (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);

/**
 * Whether an element's content is larger than its box (it scrolls), updated as either resizes:
 * a scrolling region must then be reachable by keyboard (WCAG 2.1.1). Pass the element from a
 * callback ref (`const [element, setElement] = useState<HTMLElement | null>(null)`).
 */
export function useOverflows(element: HTMLElement | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!element || typeof ResizeObserver === 'undefined') return () => {};
      const observer = new ResizeObserver(onChange);
      observer.observe(element);
      // The content's own size changes too (rows loaded, columns hidden by a media query).
      for (const child of Array.from(element.children)) observer.observe(child);
      return () => observer.disconnect();
    },
    [element],
  );
  return useSyncExternalStore(
    subscribe,
    () => overflowsOf(element),
    () => false,
  );
}
