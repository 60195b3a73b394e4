import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * GET /api/approved-requests as the registry table uses it: search (`q`) over the spec's fields,
 * the three-state sort per column, pagination with totals past 100 entries (nothing dropped),
 * 400s for malformed parameters, and nothing private or unpublished in the answers.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const UID = 'api::approved-request.approved-request';
const DATASET_UID = 'api::dataset.dataset';
const GENERATED = 130;

let app: TestApp;
let datasetFr = '';
let datasetEn = '';

const get = (path: string) => request(app.server).get(path);
const list = async (query: string) => {
  const res = await get(`/api/approved-requests?${query}`);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body as { data: Json[]; meta: { pagination: Json } };
};

/** Every published entry, in the API's order for `query`, page by page (pageSize 100). */
async function everything(query = ''): Promise<Json[]> {
  const first = await list(`${query}&pagination[page]=1&pagination[pageSize]=100`);
  const rest = [];
  for (let page = 2; page <= first.meta.pagination.pageCount; page += 1) {
    rest.push(...(await list(`${query}&pagination[page]=${page}&pagination[pageSize]=100`)).data);
  }
  return [...first.data, ...rest];
}

async function create(data: Json, status: 'published' | 'draft' = 'published') {
  return app.strapi.documents(UID as never).create({ data, status } as never) as unknown as Promise<Json>;
}

const pi = (index: number, extra: Json = {}) => ({
  firstName: `Given${index}`,
  lastName: `Surname${String(index).padStart(3, '0')}`,
  title: 'Dr',
  country: 'Canada',
  organization: `Org ${String(index).padStart(3, '0')} Institute`,
  organizationType: 'Academic',
  ...extra,
});

beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true });
  const datasets = (await app.strapi
    .documents(DATASET_UID as never)
    .findMany({ locale: 'en', status: 'published', fields: ['title'] } as never)) as unknown as Json[];
  const withFr: Json[] = [];
  for (const dataset of datasets) {
    const fr = (await app.strapi.documents(DATASET_UID as never).findOne({
      documentId: dataset.documentId,
      locale: 'fr',
      status: 'published',
      fields: ['title'],
    } as never)) as unknown as Json | null;
    if (fr && fr.title !== dataset.title) withFr.push({ ...dataset, frTitle: fr.title as string });
  }
  const linked = withFr[0]!;
  datasetEn = linked.title;
  datasetFr = linked.frTitle;
  for (let index = 0; index < GENERATED; index += 1) {
    await create({
      projectTitle: `Generated project ${String(index).padStart(3, '0')}`,
      projectSummary: 'Generated for the registry search tests.',
      approvalDate: `2020-01-${String((index % 28) + 1).padStart(2, '0')}`,
      dateRequested: '2019-12-01',
      intendedUseOfData: [{ value: 'Public health research' }],
      principalInvestigator: pi(index),
    });
  }
  // One entry per searchable field, each carrying its own token in that field only.
  await create({ projectTitle: 'Quokka migration atlas', approvalDate: '2024-05-01', principalInvestigator: pi(900) });
  await create({
    projectTitle: 'Organization token project',
    approvalDate: '2024-05-02',
    principalInvestigator: pi(901, { organization: 'Wombatville Research Council' }),
  });
  await create({
    projectTitle: 'First name token project',
    approvalDate: '2024-05-03',
    principalInvestigator: pi(902, { firstName: 'Xanthippe' }),
  });
  await create({
    projectTitle: 'Last name token project',
    approvalDate: '2024-05-04',
    principalInvestigator: pi(903, { lastName: 'Zzyzxowski' }),
  });
  await create({
    projectTitle: 'Dataset token project',
    approvalDate: '2024-05-05',
    principalInvestigator: pi(904),
    datasets: { connect: [{ documentId: linked.documentId, locale: 'en' }] },
  });
  await create({
    projectTitle: '100% literal_match project',
    approvalDate: '2024-05-06',
    principalInvestigator: pi(905),
  });
  // Missing values sort last in both directions.
  await create({ projectTitle: 'Undated entry', approvalDate: null, principalInvestigator: pi(906) });
  // Never listed: a draft.
  await create({ projectTitle: 'Quokka draft only', principalInvestigator: pi(907) }, 'draft');
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

const titles = (body: { data: Json[] }) => body.data.map((entry) => entry.projectTitle as string);

describe('GET /api/approved-requests?q=: search', () => {
  it.each([
    ['project title', 'quokka', 'Quokka migration atlas'],
    ['organization', 'WOMBATVILLE', 'Organization token project'],
    ['investigator first name', 'xanthip', 'First name token project'],
    ['investigator last name', 'zzyzx', 'Last name token project'],
  ])('matches the %s (case-insensitive substring)', async (_field, q, title) => {
    const body = await list(`q=${encodeURIComponent(q)}&locale=en`);
    expect(titles(body)).toEqual([title]);
    expect(body.meta.pagination).toMatchObject({ page: 1, total: 1, pageCount: 1 });
  });

  it('matches dataset titles in the requested locale (the translated title in fr)', async () => {
    const en = await list(`q=${encodeURIComponent(datasetEn)}&locale=en&pagination[pageSize]=100`);
    expect(titles(en)).toContain('Dataset token project');
    const fr = await list(`q=${encodeURIComponent(datasetFr)}&locale=fr&pagination[pageSize]=100`);
    expect(titles(fr)).toContain('Dataset token project');
    const entry = fr.data.find((e) => e.projectTitle === 'Dataset token project')!;
    expect(entry.datasets.map((d: Json) => d.title)).toEqual([datasetFr]);
    // The French title is not a match in English (and the reverse), unless the texts share it.
    const frInEn = await list(`q=${encodeURIComponent(datasetFr)}&locale=en&pagination[pageSize]=100`);
    expect(titles(frInEn)).not.toContain('Dataset token project');
  });

  it('trims the text, treats LIKE wildcards literally and lists everything for a blank q', async () => {
    expect(titles(await list('q=%20%20quokka%20%20'))).toEqual(['Quokka migration atlas']);
    expect(titles(await list(`q=${encodeURIComponent('100%')}`))).toEqual(['100% literal_match project']);
    // As a wildcard `_` would match "lit" (literal, quality ...); literally, no title has "l_t".
    expect(titles(await list(`q=${encodeURIComponent('l_t')}`))).toEqual([]);
    const all = await list('q=%20');
    const none = await list('');
    expect(all.meta.pagination.total).toBe(none.meta.pagination.total);
  });

  it('never lists drafts', async () => {
    expect(titles(await list('q=quokka%20draft'))).toEqual([]);
  });

  it('combines with Strapi filters', async () => {
    const body = await list(`q=generated%20project&filters[principalInvestigator][lastName][$eq]=Surname007`);
    expect(titles(body)).toEqual(['Generated project 007']);
  });
});

describe('GET /api/approved-requests?sort=: one column, both ways', () => {
  const key: Record<string, (entry: Json) => string> = {
    title: (e) => e.projectTitle,
    investigator: (e) => e.principalInvestigator.lastName,
    organization: (e) => e.principalInvestigator.organization,
  };

  it.each(Object.keys(key))('sorts by %s ascending and descending (case-insensitive)', async (column) => {
    const value = key[column]!;
    const asc = (await list(`q=generated%20project&sort=${column}:asc&pagination[pageSize]=100`)).data.map(value);
    const lower = asc.map((v) => v.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    expect(asc).toHaveLength(100);
    const desc = (await list(`q=generated%20project&sort=${column}:desc&pagination[pageSize]=100`)).data.map(value);
    const lowerDesc = desc.map((v) => v.toLowerCase());
    expect(lowerDesc).toEqual([...lowerDesc].sort().reverse());
    expect(lowerDesc[0]! > lowerDesc[lowerDesc.length - 1]!).toBe(true);
    // Both directions cover the same 130 generated entries: the first page of one is the end of the other.
    expect(lowerDesc[0]! > lower[lower.length - 1]!).toBe(true);
  });

  it('sorts by approval date both ways, a missing date last both ways; no sort is newest first', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const entries = await everything(`sort=approvalDate:${direction}`);
      const dates = entries.map((e) => e.approvalDate as string | null);
      expect(dates[dates.length - 1], direction).toBeNull();
      const dated = dates.slice(0, -1) as string[];
      expect(dated.every(Boolean)).toBe(true);
      const sorted = [...dated].sort();
      expect(dated).toEqual(direction === 'asc' ? sorted : sorted.reverse());
    }
    const byDefault = (await everything()).map((e) => e.documentId);
    const desc = (await everything('sort=approvalDate:desc')).map((e) => e.documentId);
    expect(byDefault).toEqual(desc);
  });

  it('accepts the attribute names Strapi clients sort by', async () => {
    const alias = await list('q=generated%20project&sort=projectTitle:desc&pagination[pageSize]=5');
    const column = await list('q=generated%20project&sort=title:desc&pagination[pageSize]=5');
    expect(titles(alias)).toEqual(titles(column));
    expect(titles(column)[0]).toBe('Generated project 129');
  });
});

describe('GET /api/approved-requests: pagination past 100 entries', () => {
  it('reports the total and serves every entry exactly once across the pages', async () => {
    const count = await app.strapi.documents(UID as never).count({ status: 'published' } as never);
    expect(count).toBeGreaterThan(GENERATED + 30);
    for (const pageSize of [100, 25, 7]) {
      const first = await list(`pagination[page]=1&pagination[pageSize]=${pageSize}`);
      expect(first.meta.pagination).toEqual({
        page: 1,
        pageSize,
        pageCount: Math.ceil(count / pageSize),
        total: count,
      });
      const ids: string[] = [];
      for (let page = 1; page <= first.meta.pagination.pageCount; page += 1) {
        const body = await list(`pagination[page]=${page}&pagination[pageSize]=${pageSize}&sort=title:asc`);
        ids.push(...body.data.map((e) => e.documentId as string));
      }
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
    }
  });

  it('keeps the default of 100 per page and answers an empty page past the end', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(100);
    expect(body.meta.pagination).toMatchObject({ page: 1, pageSize: 100 });
    const past = await list('pagination[page]=999&pagination[pageSize]=100');
    expect(past.data).toEqual([]);
    expect(past.meta.pagination.total).toBe(body.meta.pagination.total);
  });

  it('supports start/limit like Strapi, with its meta', async () => {
    const body = await list('pagination[start]=100&pagination[limit]=10&sort=title:asc');
    expect(body.data).toHaveLength(10);
    expect(body.meta.pagination).toMatchObject({ start: 100, limit: 10, total: expect.any(Number) });
    const paged = await list('pagination[page]=11&pagination[pageSize]=10&sort=title:asc');
    expect(titles(body)).toEqual(titles(paged));
  });
});

describe('GET /api/approved-requests: bad parameters are 400s that name the parameter', () => {
  it.each([
    ['sort=nope:asc', 'sort'],
    ['sort=title:up', 'sort'],
    ['sort=title:asc:x', 'sort'],
    ['sort[0]=title:asc&sort[1]=approvalDate:desc', 'sort'],
    ['pagination[page]=0', 'pagination.page'],
    ['pagination[page]=abc', 'pagination.page'],
    ['pagination[page]=1.5', 'pagination.page'],
    ['pagination[pageSize]=101', 'pagination.pageSize'],
    ['pagination[pageSize]=0', 'pagination.pageSize'],
    ['pagination[limit]=500', 'pagination.pageSize'],
    ['pagination[nope]=1', 'pagination.nope'],
    ['pagination[page]=1&pagination[start]=0', 'pagination'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q[0]=a&q[1]=b', 'q'],
    ['q[a]=b', 'q'],
  ])('%s', async (query, param) => {
    const res = await get(`/api/approved-requests?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { status: 400 } });
    expect(res.body.error.details.param).toBe(param);
    expect(res.body.error.message).toEqual(expect.any(String));
  });
});

describe('GET /api/approved-requests: nothing private', () => {
  it('serves the public fields only, on a search, a sort and a deep page', async () => {
    for (const query of ['q=surname', 'sort=investigator:desc&pagination[page]=2&pagination[pageSize]=50']) {
      const body = await list(query);
      const text = JSON.stringify(body);
      for (const key of ['createdBy', 'updatedBy', 'email', 'password', 'locale'])
        expect(text).not.toContain(`"${key}"`);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      for (const entry of body.data) {
        expect(Object.keys(entry.principalInvestigator).sort()).toEqual(
          ['country', 'firstName', 'id', 'lastName', 'organization', 'organizationType', 'title'].sort(),
        );
        for (const dataset of entry.datasets)
          expect(Object.keys(dataset).sort()).toEqual(['documentId', 'id', 'slug', 'title']);
      }
    }
  });
});

describe('GET /api/approved-requests-index: the compact index the SPA filters', () => {
  it('holds every published entry once (past 100), newest approval first, the undated last', async () => {
    const count = await app.strapi.documents(UID as never).count({ status: 'published' } as never);
    const res = await get('/api/approved-requests-index?locale=en');
    expect(res.status).toBe(200);
    const rows = res.body.data as Json[];
    expect(res.body.meta).toEqual({ total: count });
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.documentId)).size).toBe(count);
    expect(rows.map((row) => row.projectTitle)).not.toContain('Quokka draft only');
    expect(rows[rows.length - 1]!.approvalDate).toBeNull();
    const dates = rows.slice(0, -1).map((row) => row.approvalDate as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows.map((row) => row.documentId)).toEqual((await everything()).map((entry) => entry.documentId));
  });

  it('carries the table columns and searched text only, with dataset titles in the locale', async () => {
    const en = (await get('/api/approved-requests-index?locale=en')).body.data as Json[];
    const fr = (await get('/api/approved-requests-index?locale=fr')).body.data as Json[];
    for (const row of en) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'accessEndDate',
          'accessStartDate',
          'approvalDate',
          'datasets',
          'documentId',
          'firstName',
          'lastName',
          'organization',
          'projectTitle',
        ].sort(),
      );
      if (row.approvalDate !== null) expect(row.approvalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const token = (rows: Json[]) => rows.find((row) => row.projectTitle === 'Dataset token project')!;
    expect(token(en)).toMatchObject({
      datasets: [datasetEn],
      lastName: 'Surname904',
      organization: 'Org 904 Institute',
    });
    expect(token(fr).datasets).toEqual([datasetFr]);
    expect(JSON.stringify(en)).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  it('shows a renamed dataset on the next read (the cached index depends on datasets)', async () => {
    const before = (await get('/api/approved-requests-index?locale=en')).body.data as Json[];
    const row = before.find((entry) => entry.projectTitle === 'Dataset token project')!;
    const dataset = (await app.strapi.documents(DATASET_UID as never).findFirst({
      locale: 'en',
      status: 'published',
      filters: { title: datasetEn },
    } as never)) as unknown as Json;
    const documents = app.strapi.documents(DATASET_UID as never) as unknown as {
      update: (params: Json) => Promise<unknown>;
      publish: (params: Json) => Promise<unknown>;
    };
    await documents.update({ documentId: dataset.documentId, locale: 'en', data: { title: 'Renamed for the cache' } });
    await documents.publish({ documentId: dataset.documentId, locale: 'en' });
    try {
      const after = (await get('/api/approved-requests-index?locale=en')).body.data as Json[];
      expect(after.find((entry) => entry.documentId === row.documentId)!.datasets).toEqual(['Renamed for the cache']);
    } finally {
      await documents.update({ documentId: dataset.documentId, locale: 'en', data: { title: datasetEn } });
      await documents.publish({ documentId: dataset.documentId, locale: 'en' });
    }
  });

  it('answers 404 for an unknown locale and refuses writes', async () => {
    const res = await get('/api/approved-requests-index?locale=xx');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ message: 'Locale not found: xx' });
    expect([404, 405]).toContain((await request(app.server).post('/api/approved-requests-index').send({})).status);
  });
});
