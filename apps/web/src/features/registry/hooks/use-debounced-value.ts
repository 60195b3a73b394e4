import { useEffect, useState } from 'react';

/** `value`, once it has stayed unchanged for `delayMs` (the registry search waits SEARCH_DEBOUNCE_MS). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
