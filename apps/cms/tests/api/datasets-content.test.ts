import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATASET_COUNT = 12;
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const OPTION_FIELDS = [
  'projectClassifications',
  'intendedUseOptions',
  'fundingStatusOptions',
  'independentReviewOptions',
  'regulatoryBodyOptions',
  'disseminationOptions',
  'protocolOptions',
] as const;
const SECTION_FIELDS = [
  'datasetsSection',
  'projectClassificationSection',
  'intendedUseSection',
  'fundingStatusSection',
  'independentReviewSection',
  'regulatoryBodySection',
  'disseminationSection',
  'protocolSection',
] as const;

let app: TestApp;
let bootMs = 0;

beforeAll(async () => {
  const started = Date.now();
  app = await bootStrapi({ seedDemo: true });
  bootMs = Date.now() - started;
  console.info(`datasets-content: boot + demo seed took ${bootMs} ms`);
});

afterAll(async () => {
  await app?.stop();
});

const get = (path: string) => request(app.server).get(path);

function expectMedia(media: Json | null | undefined, size?: { width?: number; height?: number; maxWidth?: number }) {
  expect(media).toBeTruthy();
  expect(typeof media?.url).toBe('string');
  expect(media?.url).toMatch(/^\/uploads\/.+\.(png|jpg|webp)$/);
  expect(media?.mime).toMatch(/^image\/(png|jpeg|webp)$/);
  expect(typeof media?.width).toBe('number');
  expect(typeof media?.height).toBe('number');
  expect(media).toHaveProperty('alternativeText');
  expect(typeof media?.alternativeText).toBe('string');
  if (size?.width) expect(media?.width).toBe(size.width);
  if (size?.height) expect(media?.height).toBe(size.height);
  if (size?.maxWidth) expect(media?.width).toBeLessThanOrEqual(size.maxWidth);
}

/** No private data in a public body: no e-mail addresses or fields, no admin authors. */
function expectNoPrivateData(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/"email"\s*:/);
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  expect(text).not.toMatch(/"(createdBy|updatedBy|password|resetPasswordToken)"/);
}

async function expectErrorEnvelope(res: request.Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  expect(res.body.data).toBeNull();
  expect(res.body.error.status).toBe(status);
  if (message) expect(res.body.error.message).toBe(message);
}

async function expectWritesRefused(path: string) {
  const attempts = [
    request(app.server)
      .post(path)
      .send({ data: { title: 'x' } }),
    request(app.server)
      .put(path)
      .send({ data: { title: 'x' } }),
    request(app.server).delete(path),
  ];
  for (const [i, res] of (await Promise.all(attempts)).entries()) {
    expect(res.status, `${['POST', 'PUT', 'DELETE'][i]} ${path}`).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  }
}

/** WCAG 2.x contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const h =
      hex.length === 4
        ? hex
            .slice(1)
            .split('')
            .map((c) => c + c)
            .join('')
        : hex.slice(1);
    const [r, g, bl] = [0, 2, 4].map((i) => {
      const c = parseInt(h.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function expectCompleteDataset(dataset: Json, locale: 'en' | 'fr') {
  expect(dataset.locale).toBe(locale);
  expect(typeof dataset.documentId).toBe('string');
  expect(dataset.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(dataset.title.length).toBeGreaterThan(5);
  expect(dataset.description.length).toBeGreaterThan(40);
  expect(dataset.infoTag.length).toBeGreaterThan(3);
  expectMedia(dataset.contentImg, { maxWidth: 1200 });
  expect(dataset.contentImg.height).toBeLessThanOrEqual(600);

  expect(dataset.metrics.length).toBeGreaterThanOrEqual(3);
  expect(dataset.metrics.length).toBeLessThanOrEqual(4);
  for (const metric of dataset.metrics) {
    expect(metric.label).toEqual(expect.any(String));
    expect(metric.value).toEqual(expect.any(String));
  }

  expect(dataset.mainTagColors.background).toMatch(HEX);
  expect(dataset.mainTagColors.text).toMatch(HEX);
  expect(contrast(dataset.mainTagColors.background, dataset.mainTagColors.text)).toBeGreaterThanOrEqual(4.5);

  const { overview } = dataset;
  expect(overview.title).toEqual(expect.any(String));
  expect(overview.tables).toHaveLength(2);
  for (const table of overview.tables) {
    expect(table.firstColumnHeader).toEqual(expect.any(String));
    expect(table.secondColumnHeader).toEqual(expect.any(String));
    expect(table.items.length).toBeGreaterThanOrEqual(3);
    for (const item of table.items) {
      expect(item.item).toEqual(expect.any(String));
      expect(item.description).toEqual(expect.any(String));
    }
  }
  expect(overview.referencesTitle).toEqual(expect.any(String));
  expect(overview.references).toMatch(/^- /);

  expect(dataset.dataStatistics.title).toEqual(expect.any(String));
  expectMedia(dataset.dataStatistics.statistics, { width: 1200, height: 600 });
  expectMedia(dataset.dataStatistics.mobileStatistics, { width: 600, height: 900 });

  const { dataDictionary } = dataset;
  expect(dataDictionary.title).toEqual(expect.any(String));
  expect(dataDictionary.tables).toHaveLength(2);
  for (const table of dataDictionary.tables) {
    expect(table.title).toEqual(expect.any(String));
    expect(table.subtitle).toEqual(expect.any(String));
    expect(table.columns).toEqual({
      id: expect.any(Number),
      item: expect.any(String),
      description: expect.any(String),
      units: expect.any(String),
    });
    expect(table.items.length).toBeGreaterThanOrEqual(5);
    expect(table.items.length).toBeLessThanOrEqual(10);
    for (const variable of table.items) {
      expect(variable.item).toMatch(/^[a-z0-9_]+$/);
      expect(variable.description).toEqual(expect.any(String));
      expect(variable.units).toEqual(expect.any(String));
    }
  }

  expect(dataset.availableDataLevels.length).toBeGreaterThanOrEqual(1);
  for (const level of dataset.availableDataLevels) {
    expect(level.value).toMatch(locale === 'en' ? /^Level [123] – / : /^Niveau [123] – /);
    // The key is the same in every locale: level n is always the same key.
    const n = Number(/(\d)/.exec(level.value)?.[1]);
    expect(level.key).toBe(['aggregated', 'deidentified', 'identifiable'][n - 1]);
  }
}

describe('GET /api/datasets', () => {
  it('lists every seeded dataset, fully populated, with pagination meta', async () => {
    const res = await get('/api/datasets?locale=en');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data).toHaveLength(DATASET_COUNT);
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: DATASET_COUNT });
    for (const dataset of res.body.data) expectCompleteDataset(dataset, 'en');
    expect(new Set(res.body.data.map((d: Json) => d.slug)).size).toBe(DATASET_COUNT);
    expect(new Set(res.body.data.map((d: Json) => d.contentImg.id)).size).toBe(DATASET_COUNT);
    expectNoPrivateData(res.body);
  });

  it('serves the French locale with French text and the same slugs and images', async () => {
    const [en, fr] = await Promise.all([
      get('/api/datasets?locale=en&sort=slug'),
      get('/api/datasets?locale=fr&sort=slug'),
    ]);
    expect(fr.status).toBe(200);
    expect(fr.body.data).toHaveLength(DATASET_COUNT);
    expect(fr.body.meta.pagination.total).toBe(DATASET_COUNT);
    for (const dataset of fr.body.data) expectCompleteDataset(dataset, 'fr');
    fr.body.data.forEach((frDataset: Json, i: number) => {
      const enDataset = en.body.data[i];
      expect(frDataset.slug).toBe(enDataset.slug);
      expect(frDataset.documentId).toBe(enDataset.documentId);
      expect(frDataset.title).not.toBe(enDataset.title);
      expect(frDataset.description).not.toBe(enDataset.description);
      expect(frDataset.contentImg.url).toBe(enDataset.contentImg.url);
      expect(frDataset.mainTagColors.background).toBe(enDataset.mainTagColors.background);
      expect(frDataset.dataDictionary.tables[0].columns.units).toBe('Unités');
    });
    const cohort = fr.body.data.find((d: Json) => d.slug === 'national-birth-cohort');
    expect(cohort.title).toBe('Étude nationale de cohorte de naissances');
    expect(cohort.infoTag).toBe('Cohorte longitudinale');
    expect(cohort.overview.title).toBe('Aperçu');
  });

  it('defaults to English without a locale', async () => {
    const res = await get('/api/datasets?filters[slug][$eq]=national-birth-cohort');
    expect(res.status).toBe(200);
    expect(res.body.data[0].title).toBe('National Birth Cohort Study');
    expect(res.body.data[0].locale).toBe('en');
  });

  it('paginates', async () => {
    const res = await get('/api/datasets?locale=en&pagination[page]=2&pagination[pageSize]=5');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: 3, total: DATASET_COUNT });
  });

  it('filters by slug in both locales', async () => {
    for (const [locale, title] of [
      ['en', 'Urban Air-Quality Sensor Network'],
      ['fr', 'Réseau de capteurs de qualité de l’air urbain'],
    ] as const) {
      const res = await get(`/api/datasets?filters[slug][$eq]=air-quality-sensor-network&locale=${locale}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0].title).toBe(title);
      expect(res.body.meta.pagination.total).toBe(1);
    }
    const none = await get('/api/datasets?filters[slug][$eq]=no-such-dataset');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it('refuses client populate, oversize pages and unknown locales', async () => {
    await expectErrorEnvelope(await get('/api/datasets?populate=*'), 400);
    await expectErrorEnvelope(await get('/api/datasets?populate[contentImg]=true'), 400);
    await expectErrorEnvelope(await get('/api/datasets?pagination[pageSize]=500'), 400);
    await expectErrorEnvelope(await get('/api/datasets?locale=xx'), 404, 'Locale not found: xx');
  });

  it('refuses writes', async () => {
    await expectWritesRefused('/api/datasets');
    const list = await get('/api/datasets?pagination[pageSize]=1');
    await expectWritesRefused(`/api/datasets/${list.body.data[0].documentId}`);
    const after = await get('/api/datasets');
    expect(after.body.meta.pagination.total).toBe(DATASET_COUNT);
  });
});

describe('GET /api/datasets/:idOrSlug', () => {
  it('finds a dataset by slug in en and fr', async () => {
    const en = await get('/api/datasets/cancer-registry-extract?locale=en');
    expect(en.status).toBe(200);
    expect(en.body.data.title).toBe('Regional Cancer Registry Extract');
    expect(en.body.meta).toEqual({});
    expectCompleteDataset(en.body.data, 'en');
    expectNoPrivateData(en.body);

    const fr = await get('/api/datasets/cancer-registry-extract?locale=fr');
    expect(fr.status).toBe(200);
    expect(fr.body.data.title).toBe('Extrait du registre régional des cancers');
    expect(fr.body.data.documentId).toBe(en.body.data.documentId);
    expectCompleteDataset(fr.body.data, 'fr');
  });

  it('finds a dataset by documentId in en and fr', async () => {
    const list = await get('/api/datasets?filters[slug][$eq]=genomic-variant-summary');
    const { documentId } = list.body.data[0];
    const en = await get(`/api/datasets/${documentId}`);
    expect(en.status).toBe(200);
    expect(en.body.data.slug).toBe('genomic-variant-summary');
    expect(en.body.data.locale).toBe('en');
    expectCompleteDataset(en.body.data, 'en');
    const fr = await get(`/api/datasets/${documentId}?locale=fr`);
    expect(fr.status).toBe(200);
    expect(fr.body.data.title).toBe('Statistiques récapitulatives des variants génomiques');
    expectCompleteDataset(fr.body.data, 'fr');
  });

  it('answers 404 "Dataset not found" for an unknown slug or id', async () => {
    const res = await get('/api/datasets/no-such-dataset?locale=fr');
    await expectErrorEnvelope(res, 404, 'Dataset not found');
    expect(res.body.error.name).toBe('NotFoundError');
    await expectErrorEnvelope(await get('/api/datasets/abcdefghijklmnopqrstuvwx'), 404, 'Dataset not found');
  });

  it('refuses populate and unknown locales', async () => {
    await expectErrorEnvelope(await get('/api/datasets/national-birth-cohort?populate=*'), 400);
    await expectErrorEnvelope(await get('/api/datasets/national-birth-cohort?locale=xx'), 404, 'Locale not found: xx');
  });
});

describe('dataset slugs outside the admin', () => {
  // Untyped on purpose: these tests create datasets without their required slug, which the
  // document middleware fills in; the generated types would refuse that input.
  type LooseDocuments = Record<'create' | 'update' | 'delete' | 'publish', (params: Json) => Promise<Json>>;
  const documents = () => app.strapi.documents('api::dataset.dataset') as unknown as LooseDocuments;

  it('generates a unique slug from the title when a dataset is created without one', async () => {
    const first = await documents().create({
      data: { title: 'Test Dataset Ünïcode' },
      locale: 'en',
    });
    const second = await documents().create({
      data: { title: 'Test Dataset Ünïcode' },
      locale: 'en',
    });
    const explicit = await documents().create({
      data: { title: 'Another Test Dataset', slug: 'my-own-slug' },
      locale: 'en',
    });
    try {
      // Same transliteration as the admin's slug field (@sindresorhus/slugify: Ü → ue, ï → i).
      expect(first.slug).toBe('test-dataset-uenicode');
      expect(second.slug).toBe('test-dataset-uenicode-1');
      expect(explicit.slug).toBe('my-own-slug');

      // A new locale keeps the document's (non-localized) slug.
      const french = await documents().update({
        documentId: first.documentId,
        locale: 'fr',
        data: { title: 'Jeu de données de test' },
      });
      expect(french.slug).toBe('test-dataset-uenicode');

      // Emptying the slug regenerates it from the title.
      const emptied = await documents().update({
        documentId: explicit.documentId,
        locale: 'en',
        data: { slug: '', title: 'Renamed Test Dataset' },
      });
      expect(emptied.slug).toBe('renamed-test-dataset');

      // Other datasets never get a slug rewritten by an update that does not touch it.
      const untouched = await documents().update({
        documentId: second.documentId,
        locale: 'en',
        data: { title: 'Something else' },
      });
      expect(untouched.slug).toBe('test-dataset-uenicode-1');
    } finally {
      for (const doc of [first, second, explicit])
        await documents().delete({ documentId: doc.documentId, locale: '*' });
    }
  });

  it('resolves a slug from another locale to the same dataset in the requested locale', async () => {
    const created = await documents().create({
      data: { title: 'Locale Switch Dataset' },
      locale: 'en',
    });
    try {
      await documents().update({
        documentId: created.documentId,
        locale: 'fr',
        data: { title: 'Jeu changeant de langue', slug: 'jeu-changeant-de-langue' },
      });
      await documents().publish({ documentId: created.documentId, locale: '*' });
      const fr = await get('/api/datasets/locale-switch-dataset?locale=fr');
      expect(fr.status).toBe(200);
      expect(fr.body.data).toMatchObject({
        documentId: created.documentId,
        locale: 'fr',
        title: 'Jeu changeant de langue',
      });
      const en = await get('/api/datasets/jeu-changeant-de-langue?locale=en');
      expect(en.body.data).toMatchObject({
        documentId: created.documentId,
        locale: 'en',
        slug: 'locale-switch-dataset',
      });
    } finally {
      await documents().delete({ documentId: created.documentId, locale: '*' });
    }
    await expectErrorEnvelope(await get('/api/datasets/locale-switch-dataset'), 404, 'Dataset not found');
  });

  it('keeps drafts private, whatever the query asks for', async () => {
    const draft = await documents().create({ data: { title: 'Unpublished Dataset' }, locale: 'en' });
    try {
      expect(draft.slug).toBe('unpublished-dataset');
      await expectErrorEnvelope(await get('/api/datasets/unpublished-dataset'), 404, 'Dataset not found');
      await expectErrorEnvelope(await get(`/api/datasets/${draft.documentId}`), 404, 'Dataset not found');
      expect((await get('/api/datasets?filters[slug][$eq]=unpublished-dataset')).body.data).toEqual([]);
      for (const path of [
        '/api/datasets?status=draft',
        `/api/datasets/${draft.documentId}?status=draft`,
        '/api/dataset-library?status=draft',
        '/api/dataset-preview?status=draft',
        '/api/dataset-access-request?status=draft',
      ]) {
        await expectErrorEnvelope(await get(path), 400);
      }
      const published = await get('/api/datasets?status=published');
      expect(published.status).toBe(200);
      expect(published.body.meta.pagination.total).toBe(DATASET_COUNT);
    } finally {
      await documents().delete({ documentId: draft.documentId, locale: '*' });
    }
  });
});

describe('GET /api/dataset-library', () => {
  it('returns hero, text columns, access tiers and the sample-download content per locale', async () => {
    const en = await get('/api/dataset-library?locale=en');
    expect(en.status).toBe(200);
    expect(en.body.meta).toEqual({});
    const page = en.body.data;
    expect(page.locale).toBe('en');
    expect(page.seo.metaTitle).toEqual(expect.any(String));
    expect(page.hero.title).toBe('Data for research that serves the public');
    expectMedia(page.hero.image, { maxWidth: 1600 });
    expect(page.textColumns.columns).toHaveLength(3);
    expect(page.tierRowBlocks).toHaveLength(3);
    page.tierRowBlocks.forEach((tier: Json, i: number) => {
      expect(tier.tierLabel).toMatch(new RegExp(`^Level ${i + 1} – `));
      expect(tier.title).toEqual(expect.any(String));
      expect(tier.description).toEqual(expect.any(String));
      expect(tier.features.length).toBeGreaterThanOrEqual(3);
      expectMedia(tier.image);
    });
    expect(page.sampleTitle).toEqual(expect.any(String));
    expect(page.sampleDescription).toEqual(expect.any(String));
    expect(page.sampleButtonLabel).toBe('Download the data sample');
    expectNoPrivateData(en.body);

    const fr = await get('/api/dataset-library?locale=fr');
    expect(fr.status).toBe(200);
    expect(fr.body.data.locale).toBe('fr');
    expect(fr.body.data.hero.title).toBe('Des données pour une recherche au service du public');
    expect(fr.body.data.tierRowBlocks[0].tierLabel).toBe('Niveau 1 – Données agrégées');
    expect(fr.body.data.sampleButtonLabel).toBe('Télécharger l’échantillon');
    expectMedia(fr.body.data.hero.image);
  });

  it('refuses populate, unknown locales and writes', async () => {
    await expectErrorEnvelope(await get('/api/dataset-library?populate=*'), 400);
    await expectErrorEnvelope(await get('/api/dataset-library?locale=xx'), 404, 'Locale not found: xx');
    await expectWritesRefused('/api/dataset-library');
  });
});

describe('GET /api/dataset-preview', () => {
  it('returns the three tab navigation items with icons per locale', async () => {
    for (const [locale, titles] of [
      ['en', ['Overview', 'Data statistics', 'Data dictionary']],
      ['fr', ['Aperçu', 'Statistiques', 'Dictionnaire des données']],
    ] as const) {
      const res = await get(`/api/dataset-preview?locale=${locale}`);
      expect(res.status).toBe(200);
      expect(res.body.meta).toEqual({});
      expect(res.body.data.locale).toBe(locale);
      (['overviewNav', 'dataStatisticsNav', 'dataDictionaryNav'] as const).forEach((field, i) => {
        const nav = res.body.data[field];
        expect(nav.title).toBe(titles[i]);
        expectMedia(nav.icon, { width: 64, height: 64 });
        expectMedia(nav.mobileIcon, { width: 40, height: 40 });
      });
      expectNoPrivateData(res.body);
    }
  });

  it('refuses populate, unknown locales and writes', async () => {
    await expectErrorEnvelope(await get('/api/dataset-preview?populate=*'), 400);
    await expectErrorEnvelope(await get('/api/dataset-preview?locale=xx'), 404, 'Locale not found: xx');
    await expectWritesRefused('/api/dataset-preview');
  });
});

describe('GET /api/dataset-access-request', () => {
  it('returns the request-form content with every option list in both locales', async () => {
    const [en, fr] = await Promise.all([
      get('/api/dataset-access-request?locale=en'),
      get('/api/dataset-access-request?locale=fr'),
    ]);
    for (const [res, locale] of [
      [en, 'en'],
      [fr, 'fr'],
    ] as const) {
      expect(res.status).toBe(200);
      expect(res.body.meta).toEqual({});
      const page = res.body.data;
      expect(page.locale).toBe(locale);
      expect(page.seo.metaTitle).toEqual(expect.any(String));
      expect(page.hero.title).toEqual(expect.any(String));
      expectMedia(page.hero.image);
      expect(page.textColumns.columns.length).toBeGreaterThanOrEqual(2);
      for (const field of SECTION_FIELDS) {
        expect(page[field].title, field).toEqual(expect.any(String));
        expect(page[field].helpText, field).toEqual(expect.any(String));
      }
      for (const field of OPTION_FIELDS) {
        expect(page[field].length, field).toBeGreaterThanOrEqual(3);
        for (const option of page[field]) {
          expect(option.value).toMatch(/^[a-z0-9-]+$/);
          expect(option.label).toEqual(expect.any(String));
        }
        expect(new Set(page[field].map((o: Json) => o.value)).size).toBe(page[field].length);
      }
      expect(page.submitButtonLabel).toEqual(expect.any(String));
      expectNoPrivateData(res.body);
    }
    // Stored values are the same in every locale; only the labels are translated.
    for (const field of OPTION_FIELDS) {
      expect(fr.body.data[field].map((o: Json) => o.value)).toEqual(en.body.data[field].map((o: Json) => o.value));
      expect(fr.body.data[field].map((o: Json) => o.label)).not.toEqual(en.body.data[field].map((o: Json) => o.label));
    }
    expect(en.body.data.hero.title).toBe('Tell us about your project');
    expect(fr.body.data.hero.title).toBe('Présentez votre projet');
    expect(fr.body.data.fundingStatusOptions[0]).toMatchObject({
      value: 'funded',
      label: 'Financé (subvention obtenue)',
    });
  });

  it('refuses populate, unknown locales and writes', async () => {
    await expectErrorEnvelope(await get('/api/dataset-access-request?populate=*'), 400);
    await expectErrorEnvelope(await get('/api/dataset-access-request?locale=xx'), 404, 'Locale not found: xx');
    await expectWritesRefused('/api/dataset-access-request');
  });
});

describe('seed', () => {
  it('is idempotent: a second boot on the same database adds nothing', async () => {
    app = await app.reboot();
    const res = await get('/api/datasets?locale=fr');
    expect(res.body.meta.pagination.total).toBe(DATASET_COUNT);
    const files = await app.strapi.db
      .query('plugin::upload.file')
      .count({ where: { name: { $startsWith: 'dataset-' } } });
    // Per dataset: a banner, and a desktop and a mobile chart in each locale; 6 tab icons; 2 page heroes.
    expect(files).toBe(DATASET_COUNT * (1 + 2 * 2) + 6 + 2);
  });
});
