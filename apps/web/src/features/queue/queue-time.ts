const DAY_MS = 86_400_000;

/** Whole days from `since` to `now` (0 for the future or an unreadable date). */
export function daysSince(since: string | null | undefined, now: number = Date.now()): number {
  const time = since ? Date.parse(since) : Number.NaN;
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.floor((now - time) / DAY_MS));
}
