import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createDataset } from '../helpers/workflow';

/**
 * Values read from content and kept between reads under the public content cache's rule
 * (modules/content/cache/kept.ts): the workflow settings and the datasets a request names. An
 * edit, through the Document Service or the query engine, shows on the next read; with the cache
 * off every read goes to the database.
 */
const require = createRequire(import.meta.url);
const settingsModule = () =>
  require(
    path.resolve(__dirname, '..', '..', 'dist', 'src', 'modules', 'settings', 'index.js'),
  ) as typeof import('../../src/modules/settings');

const formContent = () =>
  require(
    path.resolve(__dirname, '..', '..', 'dist', 'src', 'modules', 'requests', 'applicant', 'form-content.js'),
  ) as typeof import('../../src/modules/requests/applicant/form-content');

const SETTINGS_UID = 'api::workflow-setting.workflow-setting';

/** How many SELECTs of `table` (as its main table: `… from table as …`) run while `fn` runs. */
async function readsOf(app: TestApp, table: string, fn: () => Promise<void>): Promise<number> {
  let reads = 0;
  const main = new RegExp(`["\`]${table}["\`]? as`);
  const listen = (query: { sql: string }) => {
    if (/^select/i.test(query.sql) && main.test(query.sql)) reads += 1;
  };
  app.strapi.db.connection.on('query', listen);
  try {
    await fn();
  } finally {
    app.strapi.db.connection.off('query', listen);
  }
  return reads;
}

/** The settings row's reads (its holidays come with it) and the datasets'. */
const settingsReads = (app: TestApp, fn: () => Promise<void>) => readsOf(app, 'workflow_settings', fn);
const datasetReads = (app: TestApp, fn: () => Promise<void>) => readsOf(app, 'datasets', fn);

describe('with the content cache on', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi();
  });
  afterAll(async () => {
    await app?.stop();
  });
  afterEach(async () => {
    await app.strapi.db.query(SETTINGS_UID).deleteMany({ where: {} });
  });

  it('reads them once for many calls, and again after a query-engine edit', async () => {
    const { loadWorkflowSettings } = settingsModule();
    await app.strapi.db.query(SETTINGS_UID).create({ data: { targetNew: 7 } });
    // The first read after the write: the write's own invalidation lands once it has committed.
    await settingsReads(app, async () => {
      await loadWorkflowSettings(app.strapi);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const reads = await settingsReads(app, async () => {
      for (let i = 0; i < 5; i += 1) expect((await loadWorkflowSettings(app.strapi)).targets.new).toBe(7);
    });
    expect(reads).toBeLessThanOrEqual(1);

    await app.strapi.db.query(SETTINGS_UID).updateMany({ where: {}, data: { targetNew: 9 } });
    expect((await loadWorkflowSettings(app.strapi)).targets.new).toBe(9);
  });

  it('shows an edit made through the Document Service (the admin) on the next read', async () => {
    const { loadWorkflowSettings } = settingsModule();
    const created = await app.strapi.documents(SETTINGS_UID as never).create({ data: { targetNew: 3 } as never });
    expect((await loadWorkflowSettings(app.strapi)).targets.new).toBe(3);
    await app.strapi.documents(SETTINGS_UID as never).update({
      documentId: (created as { documentId: string }).documentId,
      data: { targetNew: 4, holidays: [{ date: '2031-01-02' }] } as never,
    });
    const settings = await loadWorkflowSettings(app.strapi);
    expect(settings.targets.new).toBe(4);
    expect(settings.holidays).toContain('2031-01-02');
  });

  it('reads the datasets a request names once for many calls, and shows an edit or a new dataset on the next', async () => {
    const { loadDatasets } = formContent();
    const first = await createDataset(app, 'kept-first', 'Kept first');
    await loadDatasets(app.strapi, [first]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reads = await datasetReads(app, async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await loadDatasets(app.strapi, [first])).get(first)?.title).toBe('Kept first');
    });
    expect(reads).toBeLessThanOrEqual(1);

    await app.strapi.documents('api::dataset.dataset' as never).update({
      documentId: first,
      locale: 'en',
      data: { title: 'Kept first, renamed' } as never,
      status: 'published',
    } as never);
    const second = await createDataset(app, 'kept-second', 'Kept second');
    const found = await loadDatasets(app.strapi, [first, second, 'nosuchdatasetdocumentid0']);
    expect(found.get(first)?.title).toBe('Kept first, renamed');
    expect(found.get(second)?.title).toBe('Kept second');
    expect(found.size).toBe(2);
    expect(Object.isFrozen(found.get(first))).toBe(true);
  });

  it('hands out settings no caller can change for the next one', async () => {
    const { loadWorkflowSettings } = settingsModule();
    const settings = await loadWorkflowSettings(app.strapi);
    expect(Object.isFrozen(settings)).toBe(true);
  });
});

describe('with the content cache off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi({ env: { CONTENT_CACHE_MAX_MB: '0' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('reads them on every call', async () => {
    const { loadWorkflowSettings } = settingsModule();
    const reads = await settingsReads(app, async () => {
      for (let i = 0; i < 3; i += 1) await loadWorkflowSettings(app.strapi);
    });
    expect(reads).toBe(3);
    const { loadDatasets } = formContent();
    const dataset = await createDataset(app, 'uncached', 'Uncached');
    expect(
      await datasetReads(app, async () => {
        for (let i = 0; i < 3; i += 1) await loadDatasets(app.strapi, [dataset]);
      }),
    ).toBe(3);
  });
});
