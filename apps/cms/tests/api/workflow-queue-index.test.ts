import { createRequire } from 'node:module';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestFormat } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import {
  createDataset,
  docs,
  queueIndex,
  queueItems,
  REQUEST_UIDS,
  seedRequest,
  silenceMail,
  staffPerRole,
  workflowService,
  type Staff,
} from '../helpers/workflow';
import { userWithSession, type TestUser } from '../helpers/sessions';

/**
 * The queue index (modules/requests/queue-index) is the queue's only source for filtering,
 * sorting and counting: after each kind of write its entry must say exactly what the request
 * tables say, inside the write's transaction (a rolled-back change leaves it as it was), and
 * the boot backfill must rebuild what is missing.
 */
let app: TestApp;
let staff: Staff;
let ada: TestUser & { auth: string };
let cohort: string;
let registry: string;

const ENTRIES = 'portal_queue_entries';
const LINKS = 'portal_queue_entry_datasets';

interface Entry {
  format: RequestFormat;
  document_id: string;
  request_status: string | null;
  status_rank: number;
  approval_status: string | null;
  assignee_id: number | null;
  requester_id: number | null;
  title_key: string;
  search_text: string;
  created_ms: number;
  updated_ms: number;
  view: string | null;
  datasets: string[];
}

async function entryOf(format: RequestFormat, documentId: string): Promise<Entry | null> {
  const conn = app.strapi.db.connection;
  const row = (await conn(ENTRIES).where({ format, document_id: documentId }).first()) as
    (Omit<Entry, 'datasets'> & { request_id: number; id: number }) | undefined;
  if (!row) return null;
  const links = (await conn(LINKS)
    .where({ format, request_id: row.request_id })
    .orderBy('dataset_document_id')
    .pluck('dataset_document_id')) as string[];
  const { id: _id, request_id: _requestId, ...rest } = row;
  return {
    ...rest,
    status_rank: Number(rest.status_rank),
    assignee_id: rest.assignee_id === null ? null : Number(rest.assignee_id),
    requester_id: rest.requester_id === null ? null : Number(rest.requester_id),
    created_ms: Number(rest.created_ms),
    updated_ms: Number(rest.updated_ms),
    datasets: links,
  };
}

/** What the request tables say, through the Document Service (independent of the index code). */
async function sourceOf(format: RequestFormat, documentId: string) {
  const row = await docs(app, REQUEST_UIDS[format]).findOne({
    documentId,
    populate: {
      requester: { fields: ['id'] },
      internal: { populate: { assignee: { fields: ['id'] } } },
      ...(format === 'v1'
        ? { datasets: { fields: ['documentId'] } }
        : { requestedDatasets: { populate: ['dataset'] } }),
    },
  });
  if (!row) return null;
  const internal = row.internal as { requestStatus: string; approvalStatus: string; assignee: { id: number } | null };
  const datasets =
    format === 'v1'
      ? (row.datasets as Array<{ documentId: string }>).map((d) => d.documentId)
      : (row.requestedDatasets as Array<{ dataset: { documentId: string } | null }>).flatMap((item) =>
          item.dataset ? [item.dataset.documentId] : [],
        );
  return {
    request_status: internal.requestStatus,
    approval_status: internal.approvalStatus,
    assignee_id: internal.assignee?.id ?? null,
    requester_id: (row.requester as { id: number } | null)?.id ?? null,
    updated_ms: new Date(row.updatedAt as string).getTime(),
    created_ms: new Date(row.createdAt as string).getTime(),
    title: row.projectTitle as string,
    datasets: [...new Set(datasets)].sort(),
  };
}

/** The compiled bulk path of the queue index (queue-index/bulk.ts: the boot backfill's). */
function queueIndexBulk(): typeof import('../../src/modules/requests/queue-index/bulk') {
  return createRequire(import.meta.url)(
    path.resolve(__dirname, '..', '..', 'dist', 'src', 'modules', 'requests', 'queue-index', 'bulk.js'),
  ) as never;
}

/** The compiled count cache of the queue (queue-index/counts.ts). */
function queueCounts(): typeof import('../../src/modules/requests/queue-index/counts') {
  return createRequire(import.meta.url)(
    path.resolve(__dirname, '..', '..', 'dist', 'src', 'modules', 'requests', 'queue-index', 'counts.js'),
  ) as never;
}

/** The entry matches the request's stored state. */
async function expectInStep(format: RequestFormat, documentId: string): Promise<Entry> {
  const [entry, source] = await Promise.all([entryOf(format, documentId), sourceOf(format, documentId)]);
  expect(source).not.toBeNull();
  expect(entry).toMatchObject({
    request_status: source!.request_status,
    approval_status: source!.approval_status,
    assignee_id: source!.assignee_id,
    requester_id: source!.requester_id,
    updated_ms: source!.updated_ms,
    created_ms: source!.created_ms,
    datasets: source!.datasets,
  });
  expect(entry!.search_text).toContain(source!.title.toLowerCase());
  // the stored queue item view is the one read live now (queue-items.ts), not an older one
  const [live] = await queueItems().loadQueueItemViews(app.strapi, format, [documentId]);
  expect(JSON.parse(entry!.view ?? 'null')).toEqual(live);
  return entry!;
}

const queue = (query: string, who: { auth: string } = staff['queue-manager']) =>
  request(app.server).get(`/api/data-access-request/queue?${query}`).set('Authorization', who.auth);

const versionOf = async (format: RequestFormat, documentId: string) =>
  Number(
    (
      (await app.strapi.db.query(REQUEST_UIDS[format]).findOne({ where: { documentId }, select: ['version'] })) as {
        version: number;
      }
    ).version,
  );

async function actorOf(user: { id: number }) {
  return (await app.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: user.id }, populate: ['role'] })) as never;
}

beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'Index ');
  ada = await userWithSession(app, 'authenticated', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    organization: 'Analytical Engine Society',
  });
  cohort = await createDataset(app, 'index-cohort', 'Index Cohort');
  registry = await createDataset(app, 'index-registry', 'Index Registry');
});
afterAll(async () => {
  await app?.stop();
});

describe('the queue index follows every write', () => {
  it('a request created directly (seed, admin, import through the Document Service)', async () => {
    for (const format of ['v1', 'v2'] as const) {
      const id = await seedRequest(app, {
        format,
        requester: ada,
        projectTitle: `Créé directement ${format}`,
        datasets: [cohort, registry],
      });
      const entry = await expectInStep(format, id);
      expect(entry).toMatchObject({ request_status: 'new', status_rank: 0, approval_status: 'pending' });
      expect(entry.search_text).toContain('lovelace');
      expect(entry.title_key.startsWith('cree directement')).toBe(true);
    }
  });

  it('submit (createSubmittedRequest)', async () => {
    const { loaded } = await workflowService().createSubmittedRequest(app.strapi, {
      format: 'v2',
      actor: await actorOf(ada),
      data: {
        projectTitle: 'Submitted through the service',
        requestedDatasets: [{ dataset: cohort, dataLevel: 'L1' }],
      },
    });
    const entry = await expectInStep('v2', loaded.documentId);
    expect(entry.datasets).toEqual([cohort]);
    const found = await queue(`q=submitted%20lovelace&dataset=index-cohort`);
    expect(found.body.data.map((i: { documentId: string }) => i.documentId)).toEqual([loaded.documentId]);
  });

  it('workflow actions over HTTP: assign, set-status, unassign, approve', async () => {
    for (const format of ['v1', 'v2'] as const) {
      const prefix = format === 'v1' ? '/api/dataset-request' : '/api/data-access-request';
      const id = await seedRequest(app, { format, requester: ada, projectTitle: `Actions ${format}` });
      const post = async (path: string, body: Record<string, unknown>, who = staff['queue-manager']) => {
        const res = await request(app.server)
          .post(`${prefix}/${path}`)
          .set('Authorization', who.auth)
          .send({ requestId: id, version: await versionOf(format, id), ...body });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      };
      await post('assign', { assigneeId: staff['dag-member'].documentId });
      expect(await expectInStep(format, id)).toMatchObject({
        request_status: 'assigned',
        assignee_id: staff['dag-member'].id,
      });
      await post('set-status', { requestStatus: 'inReview' });
      expect(await expectInStep(format, id)).toMatchObject({ request_status: 'inReview', status_rank: 4 });
      await post('recommend', { recommendation: 'approve' });
      expect(await expectInStep(format, id)).toMatchObject({ approval_status: 'pendingApproval' });
      await post('assign', { assigneeId: staff['dag-chair'].documentId });
      await post('approve', {}, staff['dag-chair']);
      expect(await expectInStep(format, id)).toMatchObject({
        request_status: 'pendingContract',
        approval_status: 'approved',
        assignee_id: staff['dag-chair'].id,
      });
      const approved = await queue(
        `approvalStatus=approved&assignee=${staff['dag-chair'].documentId}&format=${format}`,
      );
      expect(approved.body.data.map((i: { documentId: string }) => i.documentId)).toContain(id);
    }
  });

  it('a failed transition (rolled back) leaves the entry as it was', async () => {
    const id = await seedRequest(app, { format: 'v2', requester: ada, projectTitle: 'Rolled back' });
    const before = await expectInStep('v2', id);
    await expect(
      workflowService().applyAction(app.strapi, {
        format: 'v2',
        documentId: id,
        actor: await actorOf(staff['queue-manager']),
        action: 'assign',
        input: { assigneeId: staff['dag-member'].documentId, version: 0 },
        within: async () => {
          throw new Error('a later step failed');
        },
      }),
    ).rejects.toThrow('a later step failed');
    expect(await entryOf('v2', id)).toEqual(before);
    // a refused one (stale version: 409) too
    const stale = await request(app.server)
      .post('/api/data-access-request/assign')
      .set('Authorization', staff['queue-manager'].auth)
      .send({ requestId: id, version: 7, assigneeId: staff['dag-member'].documentId });
    expect(stale.status).toBe(409);
    expect(await entryOf('v2', id)).toEqual(before);
  });

  it('the applicant’s v1 edit and v2 amendment', async () => {
    const v1 = await seedRequest(app, {
      format: 'v1',
      requester: ada,
      projectTitle: 'Before the edit',
      requestStatus: 'informationRequested',
      datasets: [cohort],
    });
    const edited = await request(app.server)
      .patch('/api/dataset-request/update')
      .set('Authorization', ada.auth)
      .send({ requestId: v1, projectTitle: 'After the edit', datasets: [registry] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const entry = await expectInStep('v1', v1);
    expect(entry.datasets).toEqual([registry]);
    expect(entry.search_text).toContain('after the edit');

    // amend: the same service call the amend endpoint makes (the answers written in `within`)
    const v2 = await seedRequest(app, {
      format: 'v2',
      requester: ada,
      projectTitle: 'Before the amendment',
      requestStatus: 'informationRequested',
      datasets: [cohort],
    });
    await workflowService().applyAction(app.strapi, {
      format: 'v2',
      documentId: v2,
      actor: await actorOf(ada),
      action: 'amend',
      within: async () => {
        await docs(app, REQUEST_UIDS.v2).update({
          documentId: v2,
          data: { projectTitle: 'After the amendment', requestedDatasets: [{ dataset: registry, dataLevel: 'L2' }] },
        });
      },
    });
    const amended = await expectInStep('v2', v2);
    expect(amended).toMatchObject({ request_status: 'new', datasets: [registry] });
    expect(amended.search_text).toContain('after the amendment');
  });

  it('what the queue item shows of the assignee: name, role, and the role’s name', async () => {
    const member = await userWithSession(app, 'dag-member', { firstName: 'Grace', lastName: 'Hopper' });
    const id = await seedRequest(app, { format: 'v2', requester: ada, projectTitle: 'Shown assignee' });
    await request(app.server)
      .post('/api/data-access-request/assign')
      .set('Authorization', staff['queue-manager'].auth)
      .send({ requestId: id, version: 0, assigneeId: member.documentId })
      .expect(200);
    const itemOf = async () =>
      (
        (await queue('pageSize=100&q=shown assignee')).body.data as Array<{
          documentId: string;
          internal: { assignee: { lastName: string; role: { type: string; name: string } } };
        }>
      ).find((item) => item.documentId === id)!;
    expect((await itemOf()).internal.assignee).toMatchObject({ lastName: 'Hopper', role: { type: 'dag-member' } });

    const users = app.strapi.db.query('plugin::users-permissions.user');
    await users.update({ where: { id: member.id }, data: { lastName: 'Hopper-Murray' } });
    expect((await itemOf()).internal.assignee.lastName).toBe('Hopper-Murray');
    await expectInStep('v2', id);

    const roles = app.strapi.db.query('plugin::users-permissions.role');
    const chair = (await roles.findOne({ where: { type: 'dag-chair' } })) as { id: number; name: string };
    await users.update({ where: { id: member.id }, data: { role: chair.id } });
    expect((await itemOf()).internal.assignee.role).toEqual({ type: 'dag-chair', name: chair.name });

    await roles.update({ where: { id: chair.id }, data: { name: 'Committee chair' } });
    try {
      expect((await itemOf()).internal.assignee.role).toEqual({ type: 'dag-chair', name: 'Committee chair' });
      await expectInStep('v2', id);
    } finally {
      await roles.update({ where: { id: chair.id }, data: { name: chair.name } });
    }
  });

  it('a new event moves the status time in the stored view', async () => {
    const id = await seedRequest(app, { format: 'v1', requester: ada, projectTitle: 'Status time' });
    const before = JSON.parse((await entryOf('v1', id))!.view!) as { statusSince: string | null };
    await docs(app, 'api::request-event.request-event').create({
      data: {
        requestDocumentId: id,
        format: 'v1',
        action: 'set-status',
        fromRequestStatus: 'new',
        toRequestStatus: 'assigned',
      },
    });
    const after = JSON.parse((await entryOf('v1', id))!.view!) as { statusSince: string | null };
    expect(after.statusSince).not.toBeNull();
    expect(after.statusSince).not.toBe(before.statusSince);
    await expectInStep('v1', id);
  });

  it('a change of the requester’s name, and a deleted request', async () => {
    const id = await seedRequest(app, { format: 'v1', requester: ada, projectTitle: 'Renamed requester' });
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: ada.id }, data: { lastName: 'King-Noel' } });
    expect((await expectInStep('v1', id)).search_text).toContain('king-noel');
    const found = await queue('q=king-noel&pageSize=100');
    expect(found.body.data.map((i: { documentId: string }) => i.documentId)).toContain(id);
    expect((await queue('q=lovelace')).body.meta.pagination.total).toBe(0);

    await (
      app.strapi.documents(REQUEST_UIDS.v1 as never) as unknown as {
        delete: (p: { documentId: string }) => Promise<unknown>;
      }
    ).delete({ documentId: id });
    expect(await entryOf('v1', id)).toBeNull();
  });
});

describe('prepared statements (PostgreSQL)', () => {
  it('each statement name keeps one SQL text, whatever the number of requests or formats', async () => {
    const v1 = await seedRequest(app, {
      format: 'v1',
      requester: ada,
      projectTitle: 'Prepared v1',
      datasets: [cohort],
    });
    const v2 = await seedRequest(app, {
      format: 'v2',
      requester: ada,
      projectTitle: 'Prepared v2',
      datasets: [registry],
    });
    const idOf = async (format: RequestFormat, documentId: string) =>
      (
        (await app.strapi.db.query(REQUEST_UIDS[format]).findOne({ where: { documentId }, select: ['id'] })) as {
          id: number;
        }
      ).id;
    const [a, b] = [await idOf('v1', v1), await idOf('v2', v2)];
    const seen: Array<{ sql: string; name?: string }> = [];
    const listener = (query: { sql: string; options?: { name?: string } }) =>
      seen.push({ sql: query.sql, name: query.options?.name });
    app.strapi.db.connection.on('query', listener);
    try {
      const { loadRequestDatasets } = queueItems();
      const lists = [
        [{ format: 'v1' as const, id: a }],
        [
          { format: 'v1' as const, id: a },
          { format: 'v1' as const, id: a + 1000 },
        ],
        [{ format: 'v2' as const, id: b }],
        [
          { format: 'v2' as const, id: b },
          { format: 'v1' as const, id: a },
        ],
        [
          { format: 'v2' as const, id: b },
          { format: 'v2' as const, id: b + 1000 },
          { format: 'v1' as const, id: a },
        ],
      ];
      const results = [];
      for (const keys of lists) results.push(await loadRequestDatasets(app.strapi, keys));
      expect(results[0]!.get(`v1:${a}`)).toContainEqual(expect.objectContaining({ documentId: cohort }));
      expect(results[4]!.get(`v2:${b}`)).toContainEqual(expect.objectContaining({ documentId: registry }));
      for (const who of [staff['queue-manager'], staff['dag-member']]) await queue('pageSize=5', who).expect(200);
    } finally {
      app.strapi.db.connection.removeListener('query', listener);
    }
    const named = seen.filter((query) => query.name);
    if (app.strapi.db.dialect.client !== 'postgres') return expect(named).toEqual([]);
    const texts = new Map<string, Set<string>>();
    for (const { name, sql } of named) texts.set(name!, (texts.get(name!) ?? new Set()).add(sql));
    // A list of one is a statement of its own (`= $n`, whose generic plan PostgreSQL keeps).
    expect([...texts.keys()].sort()).toEqual([
      'portal_principal',
      'portal_queue_datasets_v1',
      'portal_queue_datasets_v1__one_v1',
      'portal_queue_datasets_v1v2',
      'portal_queue_datasets_v1v2__one_v1',
      'portal_queue_datasets_v1v2__one_v1_v2',
      'portal_queue_datasets_v2__one_v2',
    ]);
    for (const [name, sqls] of texts) expect(sqls.size, name).toBe(1);
    const anyLists = (name: string) => ([...texts.get(name)!][0]!.match(/= ANY\(/g) ?? []).length;
    expect(anyLists('portal_queue_datasets_v1v2')).toBe(2);
    expect(anyLists('portal_queue_datasets_v1v2__one_v1')).toBe(1);
    expect(anyLists('portal_queue_datasets_v1v2__one_v1_v2')).toBe(0);
    expect(anyLists('portal_queue_datasets_v1__one_v1')).toBe(0);
  });
});

describe('totals', () => {
  it('a total read twice is served again, and the next write changes it (the count cache follows the index)', async () => {
    const totalOf = async (query: string) => (await queue(query)).body.meta.pagination.total as number;
    const before = await totalOf('requestStatus=new&format=v2');
    expect(await totalOf('requestStatus=new&format=v2')).toBe(before);
    const id = await seedRequest(app, { format: 'v2', requester: ada, projectTitle: 'Counted' });
    expect(await totalOf('requestStatus=new&format=v2')).toBe(before + 1);
    await request(app.server)
      .post('/api/data-access-request/assign')
      .set('Authorization', staff['queue-manager'].auth)
      .send({ requestId: id, version: 0, assigneeId: staff['dag-member'].documentId })
      .expect(200);
    expect(await totalOf('requestStatus=new&format=v2')).toBe(before);
  });

  it('a write moves the count generation before its transaction commits, and again after it', async () => {
    const { generation } = queueCounts();
    const documentId = await seedRequest(app, { format: 'v2', requester: ada, projectTitle: 'Generation' });
    const before = await generation(app.strapi);
    // SQLite counts every view: there is no generation to move.
    if (app.strapi.db.dialect.client !== 'postgres') return expect(before).toBeNull();
    const row = (await app.strapi.db.query(REQUEST_UIDS.v2).findOne({ where: { documentId }, select: ['id'] })) as {
      id: number;
    };
    let inside: string | null = null;
    await app.strapi.db.transaction(async () => {
      await queueIndex().syncQueueEntries(app.strapi, 'v2', [row.id]);
      // Read on another connection: a count made now, before the commit, is filed under this one.
      inside = await generation(app.strapi);
    });
    expect(inside).not.toBeNull();
    expect(inside).not.toBe(before);
    await vi.waitFor(async () => expect(await generation(app.strapi)).not.toBe(inside));
  });
});

describe('the boot backfill', () => {
  it('writes set-based exactly the rows the per-request path writes', async () => {
    const conn = app.strapi.db.connection;
    // A spread the suite's earlier tests made: both formats, assigned or not, several datasets,
    // status times kept on the state or only in the events; plus titles that test the keys.
    await seedRequest(app, {
      format: 'v2',
      requester: ada,
      requestStatus: 'inReview',
      approvalStatus: 'pending',
      assignee: staff['dag-member'],
      projectTitle: 'Étude n° 12 — Ωmega (ß) 007',
      datasets: [cohort, registry],
    });
    const doomed = await seedRequest(app, {
      format: 'v1',
      requester: ada,
      projectTitle: 'v1 with   spaces 10 & 9',
      datasets: [],
    });
    const snapshot = async () =>
      JSON.stringify({
        entries: await conn(ENTRIES)
          .select('format', 'request_id', 'document_id', 'request_status', 'status_rank', 'approval_status')
          .select('assignee_id', 'requester_id', 'title_key', 'search_text', 'created_ms', 'updated_ms')
          .select('status_entered_ms', 'due_ms', 'view')
          .orderBy(['format', 'request_id']),
        links: await conn(LINKS).select('*').orderBy(['format', 'request_id', 'dataset_document_id']),
      });
    const sources = {
      v1: (await conn('dataset_requests').select('id', 'document_id as documentId').orderBy('id')) as Array<{
        id: number;
        documentId: string;
      }>,
      v2: (await conn('data_access_requests').select('id', 'document_id as documentId').orderBy('id')) as Array<{
        id: number;
        documentId: string;
      }>,
    };
    expect(sources.v1.length).toBeGreaterThan(2);
    expect(sources.v2.length).toBeGreaterThan(2);

    const { syncQueueEntries } = queueIndex();
    const { writeQueueEntries } = queueIndexBulk();
    const clear = async () => {
      await conn(LINKS).delete();
      await conn(ENTRIES).delete();
    };
    await clear();
    for (const format of ['v1', 'v2'] as const)
      await syncQueueEntries(
        app.strapi,
        format,
        sources[format].map((row) => row.id),
      );
    const perRequest = await snapshot();
    expect(perRequest).toContain('"status_entered_ms"');
    await clear();
    for (const format of ['v1', 'v2'] as const) await writeQueueEntries(app.strapi, format, sources[format]);
    expect(await snapshot()).toBe(perRequest);
    // The backfill's mode for requests without an entry: the same rows, and nothing rewritten.
    await clear();
    for (const format of ['v1', 'v2'] as const)
      await writeQueueEntries(app.strapi, format, sources[format], { mode: 'add' });
    expect(await snapshot()).toBe(perRequest);
    const [kept] = sources.v2;
    await conn(ENTRIES).where({ format: 'v2', request_id: kept!.id }).update({ search_text: 'written meanwhile' });
    await writeQueueEntries(app.strapi, 'v2', sources.v2, { mode: 'add' });
    const after = (await conn(ENTRIES).where({ format: 'v2', request_id: kept!.id }).first()) as {
      search_text: string;
    };
    // PostgreSQL leaves an entry that exists as it is; SQLite (a single writer) rewrites it.
    expect(after.search_text === 'written meanwhile').toBe(app.strapi.db.dialect.client === 'postgres');
    await writeQueueEntries(app.strapi, 'v2', sources.v2);
    expect(await snapshot()).toBe(perRequest);

    // A request gone since (its entry left behind, as raw SQL would): the entry goes; a second
    // pass changes nothing.
    const gone = sources.v1.find((row) => row.documentId === doomed)!;
    const { id: _id, ...stale } = (await conn(ENTRIES).where({ format: 'v1', request_id: gone.id }).first()) as {
      id: number;
    };
    await app.strapi.db.query(REQUEST_UIDS.v1).delete({ where: { id: gone.id } });
    await conn(ENTRIES).insert(stale);
    await writeQueueEntries(app.strapi, 'v1', sources.v1);
    expect(await conn(ENTRIES).where({ format: 'v1', request_id: gone.id }).first()).toBeUndefined();
    const settled = await snapshot();
    await writeQueueEntries(app.strapi, 'v1', sources.v1);
    expect(await snapshot()).toBe(settled);
  });

  it('adds missing entries, drops orphans, changes nothing when in step, and runs at boot', async () => {
    // read on each use: the reboot below replaces the instance and its pool
    const conn = ((...args: Parameters<TestApp['strapi']['db']['connection']>) =>
      app.strapi.db.connection(...args)) as unknown as TestApp['strapi']['db']['connection'];
    const snapshot = async () => {
      const entries = await conn(ENTRIES)
        .select('format', 'request_id', 'document_id', 'request_status', 'approval_status', 'assignee_id')
        .select('requester_id', 'title_key', 'search_text', 'created_ms', 'updated_ms', 'status_rank', 'view')
        .select('status_entered_ms', 'due_ms')
        .orderBy(['format', 'request_id']);
      const links = await conn(LINKS).select('*').orderBy(['format', 'request_id', 'dataset_document_id']);
      return JSON.stringify({ entries, links });
    };
    const inStep = await snapshot();
    const total = Number(((await conn(ENTRIES).count({ n: '*' }).first()) as { n: number }).n);
    expect(total).toBeGreaterThan(5);

    const { backfillQueueIndex } = queueIndex();
    expect(await backfillQueueIndex(app.strapi)).toEqual({ added: 0, removed: 0, refreshed: 0 });

    // an index from before the stored views
    await conn(ENTRIES).where('format', 'v2').update({ view: null });
    const v2 = Number(((await conn(ENTRIES).where('format', 'v2').count({ n: '*' }).first()) as { n: number }).n);
    expect(v2).toBeGreaterThan(0);
    expect(await backfillQueueIndex(app.strapi)).toEqual({ added: 0, removed: 0, refreshed: v2 });
    expect(await snapshot()).toBe(inStep);

    // an existing database: no entries at all, plus an orphan
    await conn(LINKS).delete();
    await conn(ENTRIES).delete();
    await conn(ENTRIES).insert({
      format: 'v2',
      request_id: 999_999,
      document_id: 'gone',
      status_rank: 0,
      title_key: '',
      search_text: '',
      created_ms: 0,
      updated_ms: 0,
    });
    expect(await backfillQueueIndex(app.strapi)).toEqual({ added: total, removed: 1, refreshed: 0 });
    expect(await snapshot()).toBe(inStep);
    expect(await backfillQueueIndex(app.strapi)).toEqual({ added: 0, removed: 0, refreshed: 0 });

    // at boot
    await conn(ENTRIES).where('format', 'v1').delete();
    await conn(LINKS).where('format', 'v1').delete();
    app = await app.reboot();
    expect(await snapshot()).toBe(inStep);
    const res = await queue('pageSize=100');
    expect(res.body.meta.pagination.total).toBe(total);
  });
});
