import type { Core } from '@strapi/strapi';
import { backfillMilestones } from './backfill';
import { subscribeMilestones } from './lifecycles';
import { ensureMilestoneTables } from './table';

/**
 * The milestones projection at boot: its tables, the hook that folds every event written from
 * now on, then what the event log holds that the table does not (before anything else in
 * bootstrap writes an event). Needs the event log's request index (indexes.ts) first.
 */
export async function setupMilestones(strapi: Core.Strapi): Promise<void> {
  await ensureMilestoneTables(strapi);
  subscribeMilestones(strapi);
  const { mode, rows, elapsedMs } = await backfillMilestones(strapi);
  if (rows > 0)
    strapi.log.info(
      `Report milestones: ${rows} rows written from ${mode === 'all' ? 'the whole event log' : 'new events'} in ${elapsedMs} ms`,
    );
}
