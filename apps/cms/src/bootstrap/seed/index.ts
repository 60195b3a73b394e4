import type { Core } from '@strapi/strapi';
import { seedSitePages } from './content/site-pages';
import { seedDatasets } from './content/datasets';
import { seedGovernance } from './content/governance';
import { seedRequests } from './content/requests';
import { ensureDemoAdmin } from './demo-admin';
import { ensureDemoAccounts } from '../demo-accounts';

/**
 * Demo content for the quick start and the tests. Every seeder is idempotent (it creates only
 * what is missing) and the order matters: governance links approved requests to datasets.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    strapi.log.warn('SEED_DEMO is ignored in production: demo content and accounts are never created there.');
    return;
  }
  const started = Date.now();
  await ensureDemoAdmin(strapi);
  await ensureDemoAccounts(strapi);
  await seedSitePages(strapi);
  await seedDatasets(strapi);
  await seedGovernance(strapi);
  // Requests need the datasets and the demo accounts (applicants and staff).
  await seedRequests(strapi);
  strapi.log.info(`Demo content checked in ${Date.now() - started} ms`);
}
