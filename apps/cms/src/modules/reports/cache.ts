/**
 * Figures already computed (PostgreSQL; docs/performance.md, "Turnaround reports"): kept under
 * the queue index's generation — a sequence every change of a request moves, so any new event
 * that counts (a submission, a decision, a signature) comes with a new generation — and what else
 * they depend on (the range, the calendar), for at most a minute, since "overdue now" also moves
 * with the clock alone. Readers of the same figures at the same time share one computation. On
 * SQLite (no generation) every read computes.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 200;

type Entry = { at: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();

/** Drops every kept figure (an instance stopping: the next one in this process has its own database). */
export function forgetRangeFigures(): void {
  entries.clear();
}

/** The value under `key` if it is fresh, else `compute()` (remembered unless it fails). */
export function cached<T>(key: string | null, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  if (key === null) return compute();
  const hit = entries.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { at: now, value });
  // A failed computation is not kept: the next reader tries again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
