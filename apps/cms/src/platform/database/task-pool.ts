/**
 * Runs the tasks handed to `run` with at most `limit` at a time; `drain` waits for the last ones.
 * The bulk backfills write disjoint chunks side by side with it; the first failure stops the rest.
 */
export function taskPool(limit: number) {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  return {
    async run(task: () => Promise<void>): Promise<void> {
      if (failure) throw failure;
      const done: Promise<void> = task()
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => running.delete(done));
      running.add(done);
      if (running.size >= limit) await Promise.race(running);
      if (failure) throw failure;
    },
    async drain(): Promise<void> {
      await Promise.all(running);
      if (failure) throw failure;
    },
  };
}
