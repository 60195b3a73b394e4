import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * Data governance content (spec §2 process/committee/security pages, §3 entities, §7 calls):
 * the four governance pages, the committee, policies, proceedings and the public registry of
 * approved requests, as an anonymous visitor reads them after the demo seed.
 */

let app: TestApp;

beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true });
});
afterAll(async () => {
  await app?.stop();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = (path: string) => request(app.server).get(path);

/** Every key of a JSON tree, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      into.add(key);
      keysOf(v, into);
    }
  }
  return into;
}

function expectNoPrivateData(body: unknown): void {
  const keys = keysOf(body);
  for (const key of ['email', 'createdBy', 'updatedBy', 'password', 'resetPasswordToken'])
    expect(keys.has(key), key).toBe(false);
  expect(JSON.stringify(body)).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
}

function expectImage(media: Json | null | undefined, label = 'image'): void {
  expect(media, label).toBeTruthy();
  // Icons are PNG, illustrations WebP (seed/lib/demo-media.ts); the type matches the extension.
  expect(media).toMatchObject({
    url: expect.stringMatching(/^\/uploads\/.+\.(png|webp)$/),
    mime: expect.stringMatching(/^image\/(png|webp)$/),
    width: expect.any(Number),
    height: expect.any(Number),
  });
  expect(String(media!.url).endsWith(String(media!.mime).replace('image/', '.'))).toBe(true);
  expect(media).toHaveProperty('alternativeText');
  expect(media!.width).toBeGreaterThan(0);
  expect(media!.height).toBeGreaterThan(0);
}

function expectPdf(media: Json | null | undefined): void {
  expect(media).toMatchObject({
    url: expect.stringMatching(/^\/uploads\/.+\.pdf$/),
    mime: 'application/pdf',
    ext: '.pdf',
  });
  expect(media).toHaveProperty('alternativeText');
}

function expectEnvelope(res: request.Response): void {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  expect(res.body).toHaveProperty('data');
  expect(res.body).toHaveProperty('meta');
  expect(res.body.data).toBeTruthy();
}

const SINGLE_TYPES = [
  'data-governance',
  'data-governance-process',
  'data-governance-committee',
  'data-governance-security',
  'committee',
] as const;
const COLLECTIONS = ['policies', 'proceedings', 'approved-requests'] as const;

describe.each([...SINGLE_TYPES, ...COLLECTIONS])('GET /api/%s: shared rules', (name) => {
  it('answers in the { data, meta } envelope without private data, in both locales', async () => {
    for (const locale of ['en', 'fr']) {
      const res = await get(`/api/${name}?locale=${locale}`);
      expectEnvelope(res);
      expectNoPrivateData(res.body);
    }
  });

  it('answers 404 "Locale not found: xx" for an unknown locale', async () => {
    const res = await get(`/api/${name}?locale=xx`);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ status: 404, message: 'Locale not found: xx' });
  });

  it('refuses a client populate (400)', async () => {
    for (const query of ['populate=*', 'populate[0]=hero', 'populate[datasets][populate]=*']) {
      const res = await get(`/api/${name}?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('never serves drafts: status=draft is refused (400), status=published accepted', async () => {
    const draft = await get(`/api/${name}?locale=en&status=draft`);
    expect(draft.status).toBe(400);
    expect(draft.body.error).toMatchObject({ status: 400, details: { param: 'status' } });
    expectEnvelope(await get(`/api/${name}?locale=en&status=published`));
  });

  it('refuses writes', async () => {
    const base = `/api/${name}`;
    const attempts = [
      request(app.server)
        .post(base)
        .send({ data: { title: 'x' } }),
      request(app.server)
        .put(base)
        .send({ data: { title: 'x' } }),
      request(app.server).delete(base),
    ];
    for (const [i, res] of (await Promise.all(attempts)).entries()) {
      expect(res.status, `${['POST', 'PUT', 'DELETE'][i]} ${base}`).toBeGreaterThanOrEqual(400);
    }
  });
});

describe.each(COLLECTIONS)('GET /api/%s: collection rules', (name) => {
  it('returns the whole list in one page unless the client paginates', async () => {
    const res = await get(`/api/${name}?locale=en`);
    expectEnvelope(res);
    expect(res.body.meta.pagination).toMatchObject({ page: 1, pageSize: 100, pageCount: 1 });
    expect(res.body.data).toHaveLength(res.body.meta.pagination.total);
    const paged = await get(`/api/${name}?locale=en&pagination[page]=2&pagination[pageSize]=3`);
    expect(paged.body.meta.pagination).toMatchObject({ page: 2, pageSize: 3, total: res.body.meta.pagination.total });
    expect((paged.body.data as Json[]).map((e) => e.documentId)).toEqual(
      (res.body.data as Json[]).slice(3, 6).map((e) => e.documentId),
    );
  });

  it('refuses a page size above 100 and accepts 100', async () => {
    expect((await get(`/api/${name}?pagination[pageSize]=500`)).status).toBe(400);
    const res = await get(`/api/${name}?pagination[pageSize]=100`);
    expectEnvelope(res);
    expect(res.body.data).toHaveLength(res.body.meta.pagination.total);
  });

  it('serves one entry by documentId, writes to it are refused', async () => {
    const list = await get(`/api/${name}?locale=en`);
    const { documentId } = list.body.data[0] as Json;
    const res = await get(`/api/${name}/${documentId}?locale=fr`);
    expectEnvelope(res);
    expect(res.body.data.documentId).toBe(documentId);
    expectNoPrivateData(res.body);
    expect((await get(`/api/${name}/${documentId}?locale=xx`)).status).toBe(404);
    expect((await get(`/api/${name}/${documentId}?populate=*`)).status).toBe(400);
    for (const res2 of [
      await request(app.server).put(`/api/${name}/${documentId}`).send({ data: {} }),
      await request(app.server).delete(`/api/${name}/${documentId}`),
    ]) {
      expect(res2.status).toBeGreaterThanOrEqual(400);
    }
  });
});

// -------------------------------------------------------------------------------------------
// Pages

describe('GET /api/data-governance', () => {
  it('serves seo, hero, text columns, at least 5 element cards and links to the sub-pages', async () => {
    const { data } = (await get('/api/data-governance?locale=en')).body as { data: Json };
    expect(data.locale).toBe('en');
    expect(data.seo).toMatchObject({ metaTitle: expect.any(String), metaDescription: expect.any(String) });
    expectImage(data.seo.metaImage, 'seo.metaImage');
    expectImage(data.seo.openGraph?.ogImage, 'seo.openGraph.ogImage');
    expect(data.hero).toMatchObject({
      eyebrowText: 'Data governance',
      title: expect.any(String),
      cta: { url: '/data-governance/process' },
    });
    expectImage(data.hero.image, 'hero.image');
    expect(data.textColumns.columns.length).toBeGreaterThanOrEqual(2);
    for (const column of data.textColumns.columns) expect(column.body).toEqual(expect.any(String));
    expect(data.governanceElements.items.length).toBeGreaterThanOrEqual(5);
    for (const card of data.governanceElements.items) {
      expect(card).toMatchObject({ title: expect.any(String), description: expect.any(String) });
      expectImage(card.image, `card ${card.title}`);
    }
    expect((data.links as Json[]).map((l) => l.url)).toEqual([
      '/data-governance/process',
      '/data-governance/committee',
      '/data-governance/security',
    ]);
  });

  it('translates the page', async () => {
    const en = (await get('/api/data-governance?locale=en')).body.data as Json;
    const fr = (await get('/api/data-governance?locale=fr')).body.data as Json;
    expect(fr.locale).toBe('fr');
    expect(fr.hero.eyebrowText).toBe('Gouvernance des données');
    expect(fr.hero.title).not.toBe(en.hero.title);
    expect(fr.governanceElements.items[0].title).toBe('Un processus d’accès documenté');
    expect(fr.hero.image.url).toBe(en.hero.image.url);
  });
});

const STEPS_EN = [
  'Submit your application',
  'Triage by the queue manager',
  'Committee review',
  'Decision',
  'Contract and signing',
  'Access',
];
const STEPS_FR = [
  'Déposer votre demande',
  'Tri par le gestionnaire de file',
  'Examen par le comité',
  'Décision',
  'Contrat et signature',
  'Accès',
];

describe('GET /api/data-governance-process', () => {
  it('serves the steps in order with their icons', async () => {
    const { data } = (await get('/api/data-governance-process?locale=en')).body as { data: Json };
    expect((data.steps as Json[]).map((s) => s.title)).toEqual(STEPS_EN);
    for (const [i, step] of (data.steps as Json[]).entries()) {
      expect(step.description).toEqual(expect.any(String));
      expectImage(step.icon, `step ${i + 1}`);
      expect(step.icon.alternativeText).toBe(`Step ${i + 1}`);
    }
  });

  it('serves hero, about text and the registry, policies and proceedings sections', async () => {
    const { data } = (await get('/api/data-governance-process?locale=en')).body as { data: Json };
    expect(data.seo.metaTitle).toEqual(expect.any(String));
    expectImage(data.hero.image);
    expect(data.about).toMatchObject({
      title: 'About the process',
      body: expect.stringContaining('**scientific merit**'),
    });
    expect(data.registrySection).toMatchObject({
      title: 'Registry of approved requests',
      searchPlaceholder: expect.any(String),
      projectTitleLabel: 'Project title',
      approvalDateLabel: 'Approval date',
      closeLabel: 'Close',
    });
    expect(data.policiesSection).toMatchObject({
      title: 'Policies',
      moreLabel: 'Show all policies',
      lessLabel: 'Show fewer policies',
    });
    expect(data.proceedingsSection).toMatchObject({ title: 'Committee proceedings', intro: expect.any(String) });
  });

  it('translates the page', async () => {
    const { data } = (await get('/api/data-governance-process?locale=fr')).body as { data: Json };
    expect(data.locale).toBe('fr');
    expect((data.steps as Json[]).map((s) => s.title)).toEqual(STEPS_FR);
    expect(data.policiesSection).toMatchObject({ title: 'Politiques', moreLabel: 'Afficher toutes les politiques' });
    expect(data.registrySection.projectTitleLabel).toBe('Titre du projet');
  });
});

describe('GET /api/data-governance-committee', () => {
  it('serves the hero linking to the members, text columns and the members title', async () => {
    const en = (await get('/api/data-governance-committee?locale=en')).body.data as Json;
    expect(en.hero.title).toBe('Data Access Governance Committee');
    // Relative to the locale (shared.link): the SPA renders /en/data-governance/committee#committee-members.
    expect(en.hero.cta).toMatchObject({ url: '/data-governance/committee#committee-members', isExternal: false });
    expectImage(en.hero.image);
    expect(en.textColumns.columns).toHaveLength(3);
    expect(en.membersSectionTitle).toBe('Committee members');
    const fr = (await get('/api/data-governance-committee?locale=fr')).body.data as Json;
    expect(fr.membersSectionTitle).toBe('Membres du comité');
    expect(fr.hero.cta.url).toBe(en.hero.cta.url);
    expect(fr.textColumns.columns[0].title).toBe('Mandat');
  });
});

describe('GET /api/data-governance-security', () => {
  it('serves the safeguards table: layer and safeguard per row', async () => {
    const { data } = (await get('/api/data-governance-security?locale=en')).body as { data: Json };
    expect(data).toMatchObject({ layerHeader: 'Layer', safeguardHeader: 'Safeguards' });
    expect(data.intro).toMatchObject({ title: expect.any(String), body: expect.any(String) });
    expectImage(data.hero.image);
    const rows = data.safeguards as Json[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(8);
    expect(rows.map((r) => r.item)).toEqual([
      'Physical',
      'Network',
      'Application',
      'Data',
      'Identity and access',
      'Audit',
      'People',
      'Legal',
    ]);
    for (const row of rows) expect(row.description.length).toBeGreaterThan(40);
  });

  it('translates the table', async () => {
    const { data } = (await get('/api/data-governance-security?locale=fr')).body as { data: Json };
    expect(data).toMatchObject({ layerHeader: 'Couche', safeguardHeader: 'Mesures de protection' });
    expect((data.safeguards as Json[])[0]).toMatchObject({ item: 'Physique' });
  });
});

describe('GET /api/committee', () => {
  it('serves at least 8 members with picture, bio and social links with icons', async () => {
    const { data } = (await get('/api/committee?locale=en')).body as { data: Json };
    const members = data.members as Json[];
    expect(members.length).toBeGreaterThanOrEqual(8);
    const iconUrls = new Set<string>();
    for (const member of members) {
      expect(member).toMatchObject({
        name: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
        bio: expect.any(String),
      });
      expectImage(member.profilePicture, member.name);
      const links = member.socialMediaLinks as Json[];
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(3);
      for (const link of links) {
        expect(link).toMatchObject({ url: expect.stringMatching(/^https:\/\//), label: expect.any(String) });
        expectImage(link.icon, `${member.name} ${link.url}`);
        iconUrls.add(link.icon.url);
      }
    }
    // The four icons are generated once and reused by every member.
    expect(iconUrls.size).toBe(4);
    expect(new Set(members.map((m) => m.profilePicture.url)).size).toBe(members.length);
    expect(members[0]).toMatchObject({ name: 'Amina Okafor', title: 'Chair — Professor of Epidemiology' });
  });

  it('translates titles, descriptions and bios but not names', async () => {
    const en = (await get('/api/committee?locale=en')).body.data.members as Json[];
    const fr = (await get('/api/committee?locale=fr')).body.data.members as Json[];
    expect(fr.map((m) => m.name)).toEqual(en.map((m) => m.name));
    expect(fr[0]).toMatchObject({ title: 'Présidente — professeure d’épidémiologie' });
    for (const [i, member] of fr.entries()) {
      expect(member.bio).not.toBe(en[i]!.bio);
      expect(member.profilePicture.url).toBe(en[i]!.profilePicture.url);
    }
  });
});

// -------------------------------------------------------------------------------------------
// Policies and proceedings

describe.each([
  { name: 'policies', min: 20, enTitle: 'Privacy Policy', frTitle: 'Politique de confidentialité' },
  {
    name: 'proceedings',
    min: 6,
    enTitle: 'Committee meeting minutes — April 2025',
    frTitle: 'Procès-verbal de la réunion du comité — avril 2025',
  },
])('GET /api/$name', ({ name, min, enTitle, frTitle }) => {
  it(`lists at least ${min} entries, newest first by default, each with a PDF`, async () => {
    const res = await get(`/api/${name}?locale=en&pagination[pageSize]=100`);
    expectEnvelope(res);
    const entries = res.body.data as Json[];
    expect(res.body.meta.pagination.total).toBeGreaterThanOrEqual(min);
    expect(entries).toHaveLength(res.body.meta.pagination.total);
    const dates = entries.map((e) => e.date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of entries) {
      expect(entry).toMatchObject({
        documentId: expect.any(String),
        title: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        locale: 'en',
      });
      expectPdf(entry.file);
    }
    expect(new Set(entries.map((e) => e.file.url)).size).toBe(entries.length);
  });

  it('keeps a sort the client asks for', async () => {
    const res = await get(`/api/${name}?locale=en&sort=date:asc&pagination[pageSize]=100`);
    const dates = (res.body.data as Json[]).map((e) => e.date as string);
    expect(dates).toEqual([...dates].sort());
    const byTitle = (await get(`/api/${name}?locale=en&sort=title:asc&pagination[pageSize]=100`)).body.data as Json[];
    const titles = byTitle.map((e) => e.title as string);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('serves the French titles with the same date and file', async () => {
    const en = (await get(`/api/${name}?locale=en&filters[title][$eq]=${encodeURIComponent(enTitle)}`)).body
      .data as Json[];
    expect(en).toHaveLength(1);
    const fr = (await get(`/api/${name}?locale=fr&filters[title][$eq]=${encodeURIComponent(frTitle)}`)).body
      .data as Json[];
    expect(fr).toHaveLength(1);
    expect(fr[0]).toMatchObject({ documentId: en[0]!.documentId, date: en[0]!.date, locale: 'fr' });
    expect(fr[0]!.file.url).toBe(en[0]!.file.url);
    const byDate = (await get(`/api/${name}?locale=fr&filters[date][$eq]=${en[0]!.date}`)).body.data as Json[];
    expect(byDate.map((e) => e.title)).toContain(frTitle);
  });

  it('serves the file itself as a PDF', async () => {
    const [entry] = (await get(`/api/${name}?locale=en`)).body.data as Json[];
    const file = await get(entry!.file.url).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(file.body as Buffer)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});

describe('GET /api/policies: the expandable panel', () => {
  it('has more than the 12 policies always shown', async () => {
    const res = await get('/api/policies?locale=fr');
    expect(res.body.meta.pagination.total).toBeGreaterThan(12);
    expect((res.body.data as Json[])[0]).toMatchObject({ title: 'Politique d’accès aux données', date: '2025-09-15' });
  });
});

// -------------------------------------------------------------------------------------------
// Registry of approved requests

describe('GET /api/approved-requests', () => {
  let all: Json[];
  beforeAll(async () => {
    const res = await get('/api/approved-requests?locale=en&pagination[pageSize]=100');
    expectEnvelope(res);
    all = res.body.data as Json[];
  });

  it('lists at least 30 approved requests, all of them with pageSize 100', async () => {
    const res = await get('/api/approved-requests?pagination[pageSize]=100');
    expect(res.body.meta.pagination.total).toBeGreaterThanOrEqual(30);
    expect(res.body.data).toHaveLength(res.body.meta.pagination.total);
    expect(all).toHaveLength(res.body.meta.pagination.total);
  });

  it('sorts by approval date, newest first, unless the client asks otherwise', async () => {
    const dates = all.map((r) => r.approvalDate as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const asc = (await get('/api/approved-requests?sort=approvalDate:asc&pagination[pageSize]=100')).body
      .data as Json[];
    expect(asc.map((r) => r.approvalDate)).toEqual([...dates].reverse());
  });

  it('serves every field of the registry and its dialog', async () => {
    for (const entry of all) {
      expect(entry).toMatchObject({
        documentId: expect.any(String),
        projectTitle: expect.any(String),
        projectSummary: expect.any(String),
        projectStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        projectEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateRequested: expect.stringMatching(/^202[2-6]-\d{2}-\d{2}$/),
        approvalDate: expect.stringMatching(/^202[2-6]-\d{2}-\d{2}$/),
        principalInvestigator: {
          firstName: expect.any(String),
          lastName: expect.any(String),
          title: expect.any(String),
          country: expect.any(String),
          organization: expect.any(String),
          organizationType: expect.any(String),
        },
      });
      expect(entry).not.toHaveProperty('locale');
      expect(entry.approvalDate > entry.dateRequested).toBe(true);
      expect(entry.projectStartDate >= entry.approvalDate).toBe(true);
      expect(entry.projectEndDate > entry.projectStartDate).toBe(true);
      expect(entry.intendedUseOfData.length).toBeGreaterThanOrEqual(1);
      for (const use of entry.intendedUseOfData as Json[]) expect(use.value).toEqual(expect.any(String));
      expect(Array.isArray(entry.datasets)).toBe(true);
    }
  });

  it('varies organizations, types, countries and intended uses', () => {
    const types = new Set(all.map((r) => r.principalInvestigator.organizationType));
    expect(types).toContain('Academic');
    expect(types).toContain('Academic / Non-profit');
    expect(types.size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((r) => r.principalInvestigator.organization)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.principalInvestigator.country)).size).toBeGreaterThanOrEqual(10);
    const uses = new Set(all.flatMap((r) => (r.intendedUseOfData as Json[]).map((u) => u.value)));
    for (const use of ['Public health research', 'Health services planning', 'Academic publication'])
      expect(uses).toContain(use);
    const years = new Set(all.map((r) => (r.approvalDate as string).slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(4);
  });

  it('links one to three datasets, by title and slug only', async () => {
    const datasets = (await get('/api/datasets?locale=en&pagination[pageSize]=100')).body.data as Json[] | undefined;
    const published = datasets?.length ?? 0;
    for (const entry of all) {
      const linked = entry.datasets as Json[];
      if (published === 0) continue;
      expect(linked.length).toBeGreaterThanOrEqual(1);
      expect(linked.length).toBeLessThanOrEqual(3);
      for (const dataset of linked) {
        expect(Object.keys(dataset).sort()).toEqual(['documentId', 'id', 'slug', 'title']);
        expect(dataset).toMatchObject({ title: expect.any(String), slug: expect.any(String) });
      }
    }
  });

  it('returns the dataset titles in the requested locale', async () => {
    const withDataset = all.find((r) => (r.datasets as Json[]).length > 0);
    if (!withDataset) return; // no dataset published (the datasets seed is absent)
    const { slug, title } = withDataset.datasets[0] as Json;
    const frDataset = ((await get(`/api/datasets?locale=fr&filters[slug][$eq]=${slug}`)).body.data as Json[])[0];
    const res = await get(`/api/approved-requests/${withDataset.documentId}?locale=fr`);
    expectEnvelope(res);
    const linked = (res.body.data.datasets as Json[]).find((d) => d.slug === slug);
    expect(linked?.title).toBe(frDataset?.title ?? title);
    // Project text is not localized: the same in every locale.
    expect(res.body.data.projectTitle).toBe(withDataset.projectTitle);
    const list = (await get('/api/approved-requests?locale=fr&pagination[pageSize]=100')).body.data as Json[];
    expect(list.map((r) => r.projectTitle)).toEqual(all.map((r) => r.projectTitle));
  });

  it('filters by title, investigator organization type and dataset slug', async () => {
    const [first] = all;
    const byTitle = await get(
      `/api/approved-requests?filters[projectTitle][$eq]=${encodeURIComponent(first!.projectTitle)}`,
    );
    expect(byTitle.body.data).toHaveLength(1);
    const academic = (
      await get(
        '/api/approved-requests?filters[principalInvestigator][organizationType][$eq]=Academic&pagination[pageSize]=100',
      )
    ).body.data as Json[];
    expect(academic.length).toBe(all.filter((r) => r.principalInvestigator.organizationType === 'Academic').length);
    const linked = all.find((r) => (r.datasets as Json[]).length > 0);
    if (linked) {
      const slug = linked.datasets[0].slug as string;
      const bySlug = (await get(`/api/approved-requests?filters[datasets][slug][$eq]=${slug}&pagination[pageSize]=100`))
        .body.data as Json[];
      expect(bySlug.length).toBe(all.filter((r) => (r.datasets as Json[]).some((d) => d.slug === slug)).length);
    }
  });

  it('has no contact details anywhere', async () => {
    const res = await get('/api/approved-requests?locale=en&pagination[pageSize]=100');
    expectNoPrivateData(res.body);
    for (const entry of res.body.data as Json[])
      expect(Object.keys(entry.principalInvestigator)).not.toContain('email');
  });
});
