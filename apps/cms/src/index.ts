import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensureRolesAndPermissions } from './bootstrap/roles-and-permissions';
import { registerDatasetSlugMiddleware } from './api/dataset/slug';
import { registerAppendOnlyEvents } from './modules/requests';
import { registerAdminReadOnlyWorkflow } from './modules/requests';
import { closeContentCache, prepareContentCache, registerContentCache, serveContentHitsFirst } from './modules/content';
import {
  backfillAccessPeriods,
  ensureAccessIndexes,
  ensureConversationIndexes,
  ensureRequestReadIndexes,
  setupAccessQueueKeys,
  setupQueueIndex,
} from './modules/requests';
import { ensureVersionIndexes, forgetQueueCounts } from './modules/requests';
import { ensureReportIndexes, forgetReportFigures, setupReportMilestones } from './modules/reports';
import { registerCachedSecurity } from './platform/http/cached-helmet';
import { ensureComponentOwnerIndexes } from './platform/database/component-owner-indexes';
import { servedOpenApi } from './modules/openapi';
import { registerPluginDocumentation } from './modules/openapi';
import { closeCron } from './modules/housekeeping';
import { prepareVisaKeys, registerJwksRoute } from './modules/entitlements';
import { survivePostgresRestarts } from './platform/database/unhandled-database-errors';
import { portalEnv } from './platform/env/env';
import { closeMail } from './platform/mail';
import { closeRateLimits } from './platform/http/rate-limit';
import { trackAnswersInFlight } from './platform/http/busy-answering';
import { ensureSessionIndexes, setPasswordHashCost, warnOfInsecureChannel } from './modules/accounts';
import { drainOutbox, ensureOutboxIndexes } from './modules/notifications';
import { registerWorkflowSettingsCache } from './modules/settings';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    survivePostgresRestarts(strapi);
    registerCachedSecurity(strapi);
    setPasswordHashCost(strapi);
    registerDatasetSlugMiddleware(strapi);
    registerAppendOnlyEvents(strapi);
    registerAdminReadOnlyWorkflow(strapi);
    registerContentCache(strapi);
    registerWorkflowSettingsCache(strapi);
    // On the server's root router, before Strapi mounts it: outside the /api prefix.
    registerJwksRoute(strapi);
    // Before the documentation plugin generates the admin's docs (its bootstrap).
    registerPluginDocumentation(strapi, servedOpenApi().document);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await prepareContentCache(strapi);
    serveContentHitsFirst(strapi);
    trackAnswersInFlight(strapi);
    const { accessKeysMissing } = await setupQueueIndex(strapi);
    await ensureReportIndexes(strapi);
    await setupReportMilestones(strapi);
    await ensureConversationIndexes(strapi);
    await ensureAccessIndexes(strapi);
    await setupAccessQueueKeys(strapi, { accessKeysMissing });
    // In the background: a large history must not hold the server's start (each request is its own transaction).
    void backfillAccessPeriods(strapi).then(
      (opened) => {
        if (opened > 0)
          strapi.log.info(`Access periods opened for ${opened} request(s) approved before they were kept`);
      },
      (error: Error) => strapi.log.error(`Access periods of earlier approvals not opened: ${error.message}`),
    );
    await ensureVersionIndexes(strapi);
    await ensureRequestReadIndexes(strapi);
    await ensureOutboxIndexes(strapi);
    await ensureSessionIndexes(strapi);
    await ensureComponentOwnerIndexes(strapi);
    await ensureLocales(strapi);
    await ensureRolesAndPermissions(strapi);
    await prepareVisaKeys(strapi);
    warnOfInsecureChannel(strapi);
    const { demo, production } = portalEnv();
    if (demo.seed && production) {
      strapi.log.warn('SEED_DEMO is ignored in production: demo content and accounts are never created there.');
    } else if (demo.seed) {
      // Loaded only when seeding: the seed's libraries (vega, sharp, DiceBear, yaml…) are
      // devDependencies, which a production install (the Docker image) does not have.
      const { seedDemoContent } = await import('./bootstrap/seed');
      await seedDemoContent(strapi);
    }
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Before the database closes (Strapi closes it after this hook); a notice a call queues from
    // here on stays pending for the next worker.
    await drainOutbox(strapi);
    closeMail(strapi);
    await closeContentCache(strapi);
    await closeCron();
    await closeRateLimits();
    // Process-wide caches of this instance's figures: another instance in the same process (tests
    // boot one per file) has another database.
    forgetQueueCounts();
    forgetReportFigures();
  },
};
