import { useCallback, useRef } from 'react';

/**
 * Focus return for a dialog opened programmatically (a row click, a card button). The shared
 * Dialog (Radix) only returns focus to its own `trigger`; without one, focus falls to <body>.
 * `remember()` when opening keeps the focused element; `restore()` when closing focuses it
 * again once the dialog has gone.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    if (element) setTimeout(() => element.isConnected && element.focus(), 0);
  }, []);
  return { remember, restore };
}
