import type { Core } from '@strapi/strapi';
import { deliverDue } from './deliver';

/**
 * Delivers right after a commit instead of waiting for the next cron tick, so a notice usually
 * leaves within a second. One run at a time per process; a kick during a run asks for one more
 * run, which picks up what the first one could not see. Failures stay in the outbox for the tick.
 */
interface Runs {
  running: Promise<void> | null;
  again: boolean;
  /** Set by `drainOutbox`: the instance is stopping, so no run starts and none repeats. */
  draining: boolean;
}
/** Per instance: a run of a stopped instance never stands in for a new one's. */
const runsOf = new WeakMap<Core.Strapi, Runs>();

function runsFor(strapi: Core.Strapi): Runs {
  let runs = runsOf.get(strapi);
  if (!runs) runsOf.set(strapi, (runs = { running: null, again: false, draining: false }));
  return runs;
}

export function kickOutbox(strapi: Core.Strapi): Promise<void> {
  const state = runsFor(strapi);
  if (state.draining) return state.running ?? Promise.resolve();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    do {
      state.again = false;
      try {
        await deliverDue(strapi);
      } catch (error) {
        strapi.log.error(
          `The notification outbox could not run: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } while (state.again && !state.draining);
  })().finally(() => {
    state.running = null;
  });
  return state.running;
}

/**
 * Waits for this instance's run to finish and lets none start after it. On shutdown, before the
 * database closes: a mail sent but not yet marked would be sent again by the next worker once its
 * claim ends, and a run that outlives its instance may still reach a mail server it no longer owns.
 */
export async function drainOutbox(strapi: Core.Strapi): Promise<void> {
  const runs = runsFor(strapi);
  runs.draining = true;
  await runs.running;
}
