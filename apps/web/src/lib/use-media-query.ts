import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

function subscribeAll(queries: readonly string[], onChange: () => void): () => void {
  const lists = queries.map(mediaQueryList).filter((list): list is MediaQueryList => list !== null);
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

const matches = (query: string) => mediaQueryList(query)?.matches ?? false;

/** Whether a CSS media query matches, updated live; false where matchMedia does not exist. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeAll([query], onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

/**
 * Several queries at once (a variable number, e.g. one per table column), as booleans in the
 * same order. The snapshot is a string so React sees a stable value between changes.
 */
export function useMediaQueries(queries: readonly string[]): boolean[] {
  const key = queries.join('\u0000');
  const subscribe = useCallback(
    (onChange: () => void) => subscribeAll(key === '' ? [] : key.split('\u0000'), onChange),
    [key],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => queries.map((query) => (matches(query) ? '1' : '0')).join(''),
    () => queries.map(() => '0').join(''),
  );
  return Array.from(snapshot, (flag) => flag === '1');
}

/** `(max-width: {px}px)`: "at {px} or narrower", the spec's way of stating breakpoints. */
export const maxWidth = (px: number) => `(max-width: ${px}px)`;
/** `(min-width: {px}px)`. */
export const minWidth = (px: number) => `(min-width: ${px}px)`;
export const PREFERS_REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
