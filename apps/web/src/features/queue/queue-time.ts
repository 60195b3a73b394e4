const DAY_MS = 86_400_000;

/** Whole days from `since` to `now` (0 for the future or an unreadable date). */
export function daysSince(since: string | null | undefined, now: number = Date.now()): number {
  const time = since ? Date.parse(since) : Number.NaN;
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.floor((now - time) / DAY_MS));
}

/**
 * A request is stale when it has stayed `thresholdDays` or more without a change. The queue item
 * carries no status-change date; `updatedAt` moves with every workflow action (and only with
 * them: staff cannot edit answers), so it is the start of the current status.
 */
export function isStale(
  updatedAt: string | null | undefined,
  thresholdDays: number,
  now: number = Date.now(),
): boolean {
  return daysSince(updatedAt, now) >= thresholdDays;
}
