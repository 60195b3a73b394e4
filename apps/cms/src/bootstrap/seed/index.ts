import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@portal/shared';
import { seedApprovedRequests } from './content/approved-requests';
import { seedPages } from './content/pages';
import { seedRequests } from './content/requests';
import { ensureDemoAdmin } from './demo-admin';
import { ensureDemoAccounts } from '../demo-accounts';
import { portalEnv } from '../../platform/env/env';
import { dataLocales } from './lib/data-files';
import { databaseSettled } from './lib/database-settled';
import { ensureDemoMedia } from './lib/demo-media';

/**
 * Seeds the localized pages, datasets, policies and proceedings of data/<locale>/ with their
 * generated media. Idempotent: only what is missing is created (an editor's changes survive a
 * restart), so a second run only looks things up.
 */
export async function seedContent(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  const locales = dataLocales(DEFAULT_LOCALE);
  const media = await ensureDemoMedia(strapi, locales);
  const uploaded = Date.now();
  // One transaction: SQLite commits (and syncs to disk) once instead of per document, and a
  // failure leaves no half-seeded page behind.
  await strapi.db.transaction(() => seedPages(strapi, locales, media));
  await databaseSettled(strapi);
  await strapi.db.transaction(() => seedApprovedRequests(strapi));
  await databaseSettled(strapi);
  strapi.log.info(`Demo pages checked in ${Date.now() - started} ms (media ${uploaded - started} ms)`);
}

/**
 * Demo content for the quick start and the tests (content in data/, see data/README.md). The
 * order matters: the registry links to the datasets, and the requests need the datasets and
 * the demo accounts (applicants and staff).
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  if (portalEnv().production) {
    strapi.log.warn('SEED_DEMO is ignored in production: demo content and accounts are never created there.');
    return;
  }
  const started = Date.now();
  await ensureDemoAdmin(strapi);
  await ensureDemoAccounts(strapi);
  await seedContent(strapi);
  await seedRequests(strapi);
  strapi.log.info(`Demo content checked in ${Date.now() - started} ms`);
}
