import type { Core } from '@strapi/strapi';
import { deliverDue } from './deliver';

/**
 * Delivers right after a commit instead of waiting for the next cron tick, so a notice usually
 * leaves within a second. One run at a time per process; a kick during a run asks for one more
 * run, which picks up what the first one could not see. Failures stay in the outbox for the tick.
 */
let running: Promise<void> | null = null;
let again = false;

export function kickOutbox(strapi: Core.Strapi): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await deliverDue(strapi);
      } catch (error) {
        strapi.log.error(
          `The notification outbox could not run: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
