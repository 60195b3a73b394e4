import type { Core } from '@strapi/strapi';
import { backfillQueueIndex } from './backfill';
import { refreshDueDates, subscribeDueDates } from './due-dates';
import { subscribeQueueIndex } from './lifecycles';
import { ensureQueueTables } from './table';

/**
 * The queue index at boot: its tables, the hooks that keep it in step with every write from now
 * on (and with the workflow settings' deadlines), then the entries and due dates that are missing
 * (before anything else in bootstrap writes a request). Says whether entries' access keys are to
 * be written.
 */
export async function setupQueueIndex(strapi: Core.Strapi): Promise<{ accessKeysMissing: boolean }> {
  const { accessKeysAdded } = await ensureQueueTables(strapi);
  subscribeQueueIndex(strapi);
  subscribeDueDates(strapi);
  const { added } = await backfillQueueIndex(strapi);
  const dated = await refreshDueDates(strapi, { missingOnly: true });
  if (dated > 0) strapi.log.info(`Queue index: due dates written for ${dated} entries`);
  // New columns, or new entries (a restored or hand-loaded database) of requests that may have
  // access periods already: their access keys are written from the periods (access/queue-keys.ts).
  return { accessKeysMissing: accessKeysAdded || added > 0 };
}
