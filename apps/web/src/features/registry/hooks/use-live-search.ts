import { SEARCH_DEBOUNCE_MS } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';

import { useDebouncedValue } from '@/features/registry/hooks/use-debounced-value';

/**
 * The registry's search field. The table follows every keystroke (the caller queries with
 * `input`: keystroke-to-table is the goal, docs/decisions.md); the URL follows
 * SEARCH_DEBOUNCE_MS after the last one (spec §4), so typing does not re-render the route on
 * each key. A query changed from outside (a link, back/forward, a reload) is copied back into
 * the field.
 */
export function useLiveSearch(applied: string, apply: (query: string) => void): [string, (value: string) => void] {
  const [input, setInput] = useState(applied);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const lastApplied = useRef(applied);
  // The router hands a new `apply` whenever the URL changes: only a new debounced text may
  // apply, or a sort clicked within 500 ms of clearing the box would write the old text back.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);

  useEffect(() => {
    if (debounced === lastApplied.current) return;
    lastApplied.current = debounced;
    applyRef.current(debounced);
  }, [debounced]);

  useEffect(() => {
    if (applied === lastApplied.current) return;
    lastApplied.current = applied;
    setInput(applied);
  }, [applied]);

  return [input, setInput];
}
