import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLOCK_SETTINGS, addWorkingDays } from '@portal/shared';
import type { ApprovalStatus, RequestFormat, RequestStatus } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { assertNoPrivateFields } from '../helpers/auth';
import { createDataset, queueIndex, seedRequest, silenceMail, staffPerRole, type Staff } from '../helpers/workflow';
import { userWithSession, type TestUser } from '../helpers/sessions';

let app: TestApp;
let staff: Staff;
let marie: TestUser & { auth: string };
let alan: TestUser & { auth: string };
const datasets: Record<string, string> = {};

interface Seeded {
  format: RequestFormat;
  documentId: string;
  projectTitle: string;
  requester: TestUser;
  requestStatus: RequestStatus;
  approvalStatus: ApprovalStatus;
  assignee: string | null;
  datasets: string[];
  createdAt: number;
  updatedAt: number;
}
const seeded: Seeded[] = [];

const STATUS_ORDER = [
  'new',
  'assigned',
  'pendingReassignment',
  'informationRequested',
  'inReview',
  'pendingContract',
  'pendingSigning',
  'contractSigned',
  'complete',
  'published',
];

const PLAN: Array<
  [
    RequestFormat,
    string,
    'marie' | 'alan',
    RequestStatus,
    ApprovalStatus,
    'dag-member' | 'queue-manager' | null,
    string[],
  ]
> = [
  ['v1', 'Air pollution and asthma admissions', 'marie', 'new', 'pending', null, ['a']],
  ['v1', 'Cancer survival by deprivation quintile', 'alan', 'assigned', 'pending', 'dag-member', ['b']],
  [
    'v1',
    'Vaccination coverage and measles outbreaks',
    'marie',
    'inReview',
    'pendingApproval',
    'dag-member',
    ['a', 'b'],
  ],
  ['v1', 'Diabetes care processes audit', 'alan', 'pendingContract', 'approved', 'queue-manager', ['b']],
  ['v1', 'Occupational noise exposure cohort', 'marie', 'complete', 'denied', null, ['a']],
  ['v1', 'Emergency attendances in winter', 'alan', 'informationRequested', 'pending', 'queue-manager', []],
  ['v1', 'Genomic variants in rare disease', 'marie', 'published', 'approved', null, ['b']],
  ['v1', 'Mortality trends 2000–2023', 'alan', 'pendingReassignment', 'pending', null, ['a']],
  ['v1', 'zebra crossings and child injuries', 'marie', 'new', 'pending', null, []],
  ['v1', '10 years of hospital episodes', 'alan', 'assigned', 'pendingApproval', 'dag-member', ['a']],
  ['v1', 'Antibiotic prescribing in primary care', 'marie', 'pendingSigning', 'approved', null, ['b']],
  ['v1', 'Births and neonatal outcomes', 'alan', 'contractSigned', 'approved', null, []],
  ['v2', 'Air quality sensors and school absence', 'alan', 'new', 'pending', null, ['a']],
  ['v2', 'Childhood obesity at school entry', 'marie', 'assigned', 'pending', 'dag-member', ['a']],
  ['v2', 'Stroke thrombolysis times', 'alan', 'inReview', 'pending', 'queue-manager', ['b']],
  ['v2', 'Hip fracture outcomes in older adults', 'marie', 'new', 'pending', null, ['b']],
  ['v2', 'Dementia diagnosis rates', 'alan', 'pendingContract', 'approved', 'queue-manager', ['a', 'b']],
  ['v2', 'Self-harm presentations in adolescents', 'marie', 'complete', 'denied', null, []],
  ['v2', 'Influenza vaccine effectiveness', 'alan', 'informationRequested', 'pendingApproval', 'dag-member', ['a']],
  ['v2', 'Maternal smoking and birth weight', 'marie', 'published', 'approved', null, ['b']],
  ['v2', 'Heat waves and excess deaths', 'alan', 'complete', 'approved', null, ['a']],
  ['v2', 'Asthma biologics prescribing', 'marie', 'new', 'pending', null, ['a']],
  ['v2', 'Cancer waiting times', 'alan', 'assigned', 'pending', 'dag-member', ['b']],
  ['v2', 'Ambulance response times', 'marie', 'pendingReassignment', 'pendingApproval', null, []],
  ['v2', 'Long COVID in primary care', 'alan', 'inReview', 'pendingApproval', 'dag-member', ['a']],
  ['v2', 'Air pollution and dementia', 'marie', 'new', 'pending', null, ['b']],
];

beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'Queue ');
  marie = await userWithSession(app, 'authenticated', {
    firstName: 'Marie',
    lastName: 'Sklodowska',
    organization: 'Institut du Radium',
    email: `marie-${Date.now()}@radium.example`,
  });
  alan = await userWithSession(app, 'authenticated', {
    firstName: 'Alan',
    lastName: 'Turing',
    organization: 'Bletchley Research Trust',
    email: `alan-${Date.now()}@bletchley.example`,
  });
  datasets.a = await createDataset(app, 'queue-cohort-a', 'Queue Cohort A');
  datasets.b = await createDataset(app, 'queue-registry-b', 'Queue Registry B');
  const base = Date.UTC(2025, 0, 1);
  for (const [i, [format, title, who, requestStatus, approvalStatus, assigneeRole, ds]] of PLAN.entries()) {
    const requester = who === 'marie' ? marie : alan;
    const assignee = assigneeRole ? staff[assigneeRole] : null;
    const documentId = await seedRequest(app, {
      format,
      requester,
      requestStatus,
      approvalStatus,
      assignee,
      projectTitle: title,
      datasets: ds.map((d) => datasets[d]!),
    });
    // distinct, known timestamps: created in plan order, updated in a shuffled order
    const createdAt = base + i * 3_600_000;
    const updatedAt = base + ((i * 7) % PLAN.length) * 60_000 + 86_400_000;
    // the query engine stamps updatedAt itself, so write the timestamps with plain SQL
    const table = format === 'v1' ? 'dataset_requests' : 'data_access_requests';
    await app.strapi.db
      .connection(table)
      .where('document_id', documentId)
      .update({ created_at: new Date(createdAt), updated_at: new Date(updatedAt) });
    // raw SQL bypasses the hooks that keep the queue index in step: refresh the entry
    const { id } = (await app.strapi.db.connection(table).where('document_id', documentId).first('id')) as {
      id: number;
    };
    await queueIndex().syncQueueEntries(app.strapi, format, [id]);
    seeded.push({
      format,
      documentId,
      projectTitle: title,
      requester,
      requestStatus,
      approvalStatus,
      assignee: assignee?.documentId ?? null,
      datasets: ds.map((d) => datasets[d]!),
      createdAt,
      updatedAt,
    });
  }
});
afterAll(async () => {
  await app?.stop();
});

const get = (path: string, auth?: string) => {
  const req = request(app.server).get(path);
  return auth ? req.set('Authorization', auth) : req;
};

function sortSeeded(list: Seeded[], field: string, order: 'asc' | 'desc'): Seeded[] {
  const dir = order === 'asc' ? 1 : -1;
  const key = (s: Seeded) =>
    field === 'requestStatus'
      ? STATUS_ORDER.indexOf(s.requestStatus)
      : field === 'createdAt'
        ? s.createdAt
        : s.updatedAt;
  return [...list].sort((a, b) => {
    const primary =
      field === 'projectTitle'
        ? a.projectTitle.localeCompare(b.projectTitle, 'en', { sensitivity: 'base', numeric: true })
        : key(a) - key(b);
    return (
      dir * primary ||
      b.updatedAt - a.updatedAt ||
      (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0)
    );
  });
}

const ids = (items: Array<{ documentId: string }>) => items.map((i) => i.documentId);

describe('who can read the queue', () => {
  it('401 anonymous, 403 applicants, 200 every internal role', async () => {
    for (const path of ['/api/data-access-request/queue', '/api/dataset-request/queue']) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error.message).toBe('User is not logged in');
      expect((await get(path, marie.auth)).status).toBe(403);
      for (const role of ['dag-member', 'dag-chair', 'queue-manager', 'contract-manager', 'readonly-user'] as const) {
        expect((await get(path, staff[role].auth)).status, `${role} ${path}`).toBe(200);
      }
    }
  });
});

describe('v2 queue (both formats)', () => {
  it('returns both formats tagged, newest change first, with §3 queue items and the caller’s actions', async () => {
    const res = await get('/api/data-access-request/queue?pageSize=100', staff['queue-manager'].auth);
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: PLAN.length });
    expect(ids(res.body.data)).toEqual(ids(sortSeeded(seeded, 'updatedAt', 'desc')));
    expect(new Set(res.body.data.map((i: { format: string }) => i.format))).toEqual(new Set(['v1', 'v2']));
    assertNoPrivateFields(res.body);
    const sample = seeded.find(
      (s) => s.format === 'v1' && s.requestStatus === 'assigned' && s.approvalStatus === 'pending',
    )!;
    const item = res.body.data.find((i: { documentId: string }) => i.documentId === sample.documentId);
    expect(item).toEqual({
      documentId: sample.documentId,
      format: 'v1',
      projectTitle: sample.projectTitle,
      createdAt: new Date(sample.createdAt).toISOString(),
      updatedAt: new Date(sample.updatedAt).toISOString(),
      statusSince: new Date(sample.createdAt).toISOString(),
      // Assigned: due 5 working days after it entered the status (the default settings).
      dueAt: addWorkingDays(new Date(sample.createdAt), 5, DEFAULT_CLOCK_SETTINGS)?.toISOString(),
      overdue: true,
      // Nobody has written on it yet.
      unreadMessages: 0,
      version: 0,
      requester: {
        documentId: alan.documentId,
        firstName: 'Alan',
        lastName: 'Turing',
        email: alan.email,
        organization: 'Bletchley Research Trust',
        organizationType: 'academic',
      },
      internal: {
        requestStatus: 'assigned',
        approvalStatus: 'pending',
        assignee: {
          documentId: staff['dag-member'].documentId,
          firstName: staff['dag-member'].firstName,
          lastName: 'Tester',
          email: staff['dag-member'].email,
          role: { type: 'dag-member', name: expect.any(String) },
        },
      },
      datasetDetails: [{ dataset: { documentId: datasets.b, title: 'Queue Registry B' } }],
      // the graph's actions, then the commands without an edge (the queue manager adds files)
      allowedActions: ['assign', 'setStatus', 'requestInformation', 'recommend', 'addAttachment', 'openRound'],
      setStatusTargets: expect.arrayContaining(['new', 'informationRequested', 'inReview']),
      assignableRoles: ['dag-member', 'dag-chair', 'queue-manager', 'contract-manager'].filter(
        (r) => r !== 'contract-manager',
      ),
    });
    const readonly = await get('/api/data-access-request/queue?pageSize=100', staff['readonly-user'].auth);
    expect(readonly.body.data.every((i: { allowedActions: string[] }) => i.allowedActions.length === 0)).toBe(true);
  });

  it('paginates the merged list without gaps or repeats', async () => {
    const expected = ids(sortSeeded(seeded, 'projectTitle', 'asc'));
    const seen: string[] = [];
    for (let page = 1; page <= 6; page += 1) {
      const res = await get(
        `/api/data-access-request/queue?sort=projectTitle:asc&page=${page}&pageSize=5`,
        staff['dag-chair'].auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.meta.pagination).toEqual({
        page,
        pageSize: 5,
        pageCount: Math.ceil(PLAN.length / 5),
        total: PLAN.length,
      });
      seen.push(...ids(res.body.data));
    }
    expect(seen).toEqual(expected);
    // Strapi-style pagination parameters work too
    const strapiStyle = await get(
      '/api/data-access-request/queue?sort=projectTitle:asc&pagination[page]=2&pagination[pageSize]=5',
      staff['dag-chair'].auth,
    );
    expect(ids(strapiStyle.body.data)).toEqual(expected.slice(5, 10));
  });

  for (const field of ['updatedAt', 'createdAt', 'projectTitle', 'requestStatus']) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${order}`, async () => {
        const res = await get(
          `/api/data-access-request/queue?sort=${field}:${order}&pageSize=100`,
          staff['queue-manager'].auth,
        );
        expect(res.status).toBe(200);
        expect(ids(res.body.data)).toEqual(ids(sortSeeded(seeded, field, order)));
      });
    }
  }

  const FILTERS: Array<[string, (s: Seeded) => boolean]> = [
    ['requestStatus=new', (s) => s.requestStatus === 'new'],
    ['requestStatus=new,assigned', (s) => s.requestStatus === 'new' || s.requestStatus === 'assigned'],
    ['approvalStatus=approved', (s) => s.approvalStatus === 'approved'],
    ['approvalStatus=pending,pendingApproval&requestStatus=inReview', (s) => s.requestStatus === 'inReview'],
    ['assignee=none', (s) => s.assignee === null],
    ['format=v1', (s) => s.format === 'v1'],
    ['format=v2&requestStatus=new', (s) => s.format === 'v2' && s.requestStatus === 'new'],
    ['dataset=queue-cohort-a', (s) => s.datasets.includes(datasets.a!)],
    ['q=air', (s) => /air/i.test(s.projectTitle)],
    ['q=AIR%20dementia', (s) => /air/i.test(s.projectTitle) && /dementia/i.test(s.projectTitle)],
    ['q=radium', (s) => s.requester === marie],
    ['q=turing', (s) => s.requester === alan],
    ['q=bletchley.example', (s) => s.requester === alan],
    ['q=marie%20asthma', (s) => s.requester === marie && /asthma/i.test(s.projectTitle)],
    ['q=nothing-matches-this', () => false],
  ];
  for (const [query, predicate] of FILTERS) {
    it(`filters: ${query}`, async () => {
      const res = await get(`/api/data-access-request/queue?${query}&pageSize=100`, staff['queue-manager'].auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const expected = sortSeeded(seeded.filter(predicate), 'updatedAt', 'desc');
      expect(ids(res.body.data)).toEqual(ids(expected));
      expect(res.body.meta.pagination.total).toBe(expected.length);
    });
  }

  it('filters by assignee: me, a documentId, a dataset documentId', async () => {
    const mine = await get('/api/data-access-request/queue?assignee=me&pageSize=100', staff['dag-member'].auth);
    expect(ids(mine.body.data).sort()).toEqual(
      ids(seeded.filter((s) => s.assignee === staff['dag-member'].documentId)).sort(),
    );
    expect(mine.body.data.length).toBeGreaterThan(0);
    const byId = await get(
      `/api/data-access-request/queue?assignee=${staff['queue-manager'].documentId}&pageSize=100`,
      staff['dag-member'].auth,
    );
    expect(ids(byId.body.data).sort()).toEqual(
      ids(seeded.filter((s) => s.assignee === staff['queue-manager'].documentId)).sort(),
    );
    const byDataset = await get(
      `/api/data-access-request/queue?dataset=${datasets.b}&pageSize=100`,
      staff['dag-member'].auth,
    );
    expect(ids(byDataset.body.data).sort()).toEqual(ids(seeded.filter((s) => s.datasets.includes(datasets.b!))).sort());
  });

  it('refuses bad parameters with 400 and a clear message', async () => {
    const bad = [
      'pageSize=101',
      'pageSize=0',
      'page=0',
      'page=abc',
      'sort=password:asc',
      'sort=projectTitle:up',
      'requestStatus=open',
      'approvalStatus=maybe',
      'format=v3',
      'assignee=me;drop',
      `q=${'x'.repeat(201)}`,
      'populate=*',
    ];
    for (const query of bad) {
      const res = await get(`/api/data-access-request/queue?${query}`, staff['queue-manager'].auth);
      if (query === 'populate=*') {
        // unknown parameters are ignored; populate is never taken from the client
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, query).toBe(400);
      expect(res.body.error.message.length, query).toBeGreaterThan(5);
    }
  });
});

describe('v1 queue', () => {
  it('lists v1 requests only', async () => {
    const res = await get('/api/dataset-request/queue?pageSize=100', staff['contract-manager'].auth);
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual(
      ids(
        sortSeeded(
          seeded.filter((s) => s.format === 'v1'),
          'updatedAt',
          'desc',
        ),
      ),
    );
    expect(res.body.data.every((i: { format: string }) => i.format === 'v1')).toBe(true);
    expect((await get('/api/dataset-request/queue?format=v2', staff['contract-manager'].auth)).status).toBe(400);
    const filtered = await get(
      '/api/dataset-request/queue?dataset=queue-registry-b&requestStatus=assigned,pendingContract',
      staff['contract-manager'].auth,
    );
    expect(ids(filtered.body.data).sort()).toEqual(
      ids(
        seeded.filter(
          (s) =>
            s.format === 'v1' &&
            s.datasets.includes(datasets.b!) &&
            ['assigned', 'pendingContract'].includes(s.requestStatus),
        ),
      ).sort(),
    );
  });
});

describe('time in the current status', () => {
  const EVENT = 'api::request-event.request-event';
  const itemOf = async (documentId: string) => {
    const res = await get('/api/data-access-request/queue?pageSize=100', staff['queue-manager'].auth);
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ documentId: string; statusSince: string; createdAt: string }>).find(
      (item) => item.documentId === documentId,
    )!;
  };

  it('is the creation time of a request with no status change on record', async () => {
    const target = seeded.find((s) => s.format === 'v2' && s.requestStatus === 'new')!;
    const item = await itemOf(target.documentId);
    expect(item.statusSince).toBe(new Date(target.createdAt).toISOString());
  });

  it('is the time of the latest event that changed the status, not of a later note or file', async () => {
    const target = seeded.find((s) => s.format === 'v2' && s.requestStatus === 'inReview')!;
    const event = (action: string, from: string, to: string, at: number) =>
      app.strapi.db
        .query(EVENT)
        .create({
          data: {
            requestDocumentId: target.documentId,
            format: 'v2',
            action,
            fromRequestStatus: from,
            toRequestStatus: to,
            fromApprovalStatus: 'pendingApproval',
            toApprovalStatus: 'pendingApproval',
          },
        })
        .then(async (row: { id: number }) => {
          await app.strapi.db
            .connection('request_events')
            .where('id', row.id)
            .update({ created_at: new Date(at) });
        });
    const changed = Date.UTC(2025, 5, 1, 9);
    await event('assign', 'new', 'assigned', Date.UTC(2025, 4, 1));
    await event('setStatus', 'assigned', 'inReview', changed);
    await event('recommend', 'inReview', 'inReview', Date.UTC(2025, 6, 1));
    expect((await itemOf(target.documentId)).statusSince).toBe(new Date(changed).toISOString());
  });
});

// Last in the file: a timed-out query makes the next few seconds' server errors read as an outage.
describe('a queue read that cannot finish', () => {
  it.runIf(process.env.DATABASE_CLIENT === 'postgres')(
    'is cancelled in the database after its timeout and answers 503 with Retry-After',
    async () => {
      // A migration holding the queue's table: the read waits on the lock until it is cancelled.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const lock = app.strapi.db.connection.transaction(async (trx) => {
        await trx.raw('LOCK TABLE portal_queue_entries IN ACCESS EXCLUSIVE MODE');
        locked();
        await held;
      });
      await isLocked;
      try {
        const started = Date.now();
        const res = await get('/api/data-access-request/queue', staff['queue-manager'].auth);
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body.error).toMatchObject({ status: 503, name: 'ServiceUnavailableError' });
        expect(JSON.stringify(res.body)).not.toMatch(/portal_queue_entries|select|timeout/i);
        expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
        // Cancelled, not left running: nothing of ours still waits on the lock.
        const waiting = (await app.strapi.db.connection.raw(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as { rows: Array<{ n: string }> };
        expect(Number(waiting.rows[0]?.n)).toBe(0);
      } finally {
        release();
        await lock;
      }
      // Once the lock is gone the queue answers again.
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      expect((await get('/api/data-access-request/queue', staff['queue-manager'].auth)).status).toBe(200);
    },
    40_000,
  );
});
