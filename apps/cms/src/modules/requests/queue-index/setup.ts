import type { Core } from '@strapi/strapi';
import { backfillQueueIndex } from './backfill';
import { refreshDueDates, subscribeDueDates } from './due-dates';
import { subscribeQueueIndex } from './lifecycles';
import { ensureQueueTables } from './table';

/**
 * The queue index at boot: its tables, the hooks that keep it in step with every write from now
 * on (and with the workflow settings' deadlines), then the entries and due dates that are missing (before anything else in bootstrap writes a request).
 */
export async function setupQueueIndex(strapi: Core.Strapi): Promise<void> {
  await ensureQueueTables(strapi);
  subscribeQueueIndex(strapi);
  subscribeDueDates(strapi);
  await backfillQueueIndex(strapi);
  const dated = await refreshDueDates(strapi, { missingOnly: true });
  if (dated > 0) strapi.log.info(`Queue index: due dates written for ${dated} entries`);
}
