import type { Core } from '@strapi/strapi';
import { backfillQueueIndex } from './backfill';
import { subscribeQueueIndex } from './lifecycles';
import { ensureQueueTables } from './table';

/**
 * The queue index at boot: its tables, the hooks that keep it in step with every write from now
 * on, then the entries that are missing (before anything else in bootstrap writes a request).
 */
export async function setupQueueIndex(strapi: Core.Strapi): Promise<void> {
  await ensureQueueTables(strapi);
  subscribeQueueIndex(strapi);
  await backfillQueueIndex(strapi);
}
