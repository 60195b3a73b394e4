import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_STATES, isGraphState } from '@portal/shared';
import {
  EXTRA_APPLICANTS,
  V1_PROJECTS,
  V2_PROJECTS,
  DRAFT_PROJECTS,
} from '../../src/bootstrap/seed/content/request-fixtures';
import { api, bootRequestsApp, demoSession, filesUnder, type Json, type RequestsApp } from '../helpers/requests';

const UIDS = {
  v1: 'api::dataset-request.dataset-request',
  v2: 'api::data-access-request.data-access-request',
  draft: 'api::data-access-request-draft.data-access-request-draft',
  event: 'api::request-event.request-event',
  file: 'api::request-file.request-file',
  recommendation: 'api::recommendation.recommendation',
  user: 'plugin::users-permissions.user',
} as const;

let app: RequestsApp;

beforeAll(async () => {
  app = await bootRequestsApp();
});

afterAll(async () => {
  await app?.stop();
});

type Row = Json & { documentId: string; projectTitle: string; version: number };

async function seeded(format: 'v1' | 'v2'): Promise<Row[]> {
  const titles = (format === 'v1' ? V1_PROJECTS : V2_PROJECTS).map((project) => project.title);
  return (await app.strapi.documents(UIDS[format] as never).findMany({
    filters: { projectTitle: { $in: titles } },
    populate: {
      internal: { populate: { assignee: { fields: ['email'], populate: { role: { fields: ['type'] } } } } },
      requester: { fields: ['email'] },
    },
    limit: 100,
  } as never)) as unknown as Row[];
}

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    (Object.entries(UIDS) as Array<[string, string]>).map(
      async ([name, uid]) => [name, await app.strapi.db.query(uid).count()] as const,
    ),
  );
  return Object.fromEntries(entries);
}

describe('demo request seed', () => {
  it('has 40+ requests, at least 10 in v1, and three drafts', async () => {
    const v1 = await seeded('v1');
    const v2 = await seeded('v2');
    expect(v1).toHaveLength(V1_PROJECTS.length);
    expect(v2).toHaveLength(V2_PROJECTS.length);
    expect(v1.length).toBeGreaterThanOrEqual(10);
    expect(v1.length + v2.length).toBeGreaterThanOrEqual(40);
    const drafts = await app.strapi.db
      .query(UIDS.draft)
      .count({ where: { projectTitle: { $in: DRAFT_PROJECTS.map((d) => d.answers.projectTitle as string) } } });
    expect(drafts).toBe(DRAFT_PROJECTS.length);
  });

  it('covers every state of the workflow graph in both formats, and nothing outside it', async () => {
    for (const format of ['v1', 'v2'] as const) {
      const rows = await seeded(format);
      const states = new Set(rows.map((row) => `${row.internal.requestStatus}/${row.internal.approvalStatus}`));
      for (const state of GRAPH_STATES)
        expect(states, `${format} ${state.requestStatus}/${state.approvalStatus}`).toContain(
          `${state.requestStatus}/${state.approvalStatus}`,
        );
      for (const row of rows) expect(isGraphState(row.internal), row.projectTitle).toBe(true);
    }
  });

  it('files requests from several applicants, including the extra demo applicants', async () => {
    const rows = [...(await seeded('v1')), ...(await seeded('v2'))];
    const requesters = new Set(rows.map((row) => row.requester?.email));
    expect(requesters.size).toBeGreaterThanOrEqual(5);
    expect(requesters).toContain('applicant@portal.localhost');
    for (const extra of EXTRA_APPLICANTS) {
      expect(requesters).toContain(extra.email);
      const user = (await app.strapi.db
        .query(UIDS.user)
        .findOne({ where: { email: extra.email }, populate: { role: true } })) as Json;
      expect(user).toMatchObject({ confirmed: true, blocked: false, role: { type: 'authenticated' } });
    }
  });

  it('assigns requests to the demo staff, by roles the matrix allows', async () => {
    const rows = [...(await seeded('v1')), ...(await seeded('v2'))];
    const assigned = rows.filter((row) => row.internal.assignee);
    expect(assigned.length).toBeGreaterThan(20);
    for (const row of assigned) {
      expect(row.internal.assignee.email).toMatch(
        /^(queue-manager|dag-member|dag-chair|contract-manager)@portal\.localhost$/,
      );
    }
    for (const row of rows.filter((r) => r.internal.requestStatus === 'assigned'))
      expect(row.internal.assignee, row.projectTitle).toBeTruthy();
    for (const row of rows.filter(
      (r) => r.internal.requestStatus === 'pendingReassignment' || r.internal.requestStatus === 'new',
    )) {
      if (row.internal.requestStatus === 'pendingReassignment')
        expect(row.internal.assignee, row.projectTitle).toBeNull();
    }
  });

  it('records the path to each state as events, one per change, ending in the current state', async () => {
    for (const format of ['v1', 'v2'] as const) {
      for (const row of await seeded(format)) {
        const events = (await app.strapi.db.query(UIDS.event).findMany({
          where: { requestDocumentId: row.documentId, format },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        })) as Json[];
        expect(events[0], row.projectTitle).toMatchObject({
          action: 'submit',
          fromRequestStatus: null,
          toRequestStatus: 'new',
          toApprovalStatus: 'pending',
        });
        for (let i = 1; i < events.length; i += 1) {
          expect(events[i]?.fromRequestStatus, `${row.projectTitle} #${i}`).toBe(events[i - 1]?.toRequestStatus);
          expect(events[i]?.fromApprovalStatus, `${row.projectTitle} #${i}`).toBe(events[i - 1]?.toApprovalStatus);
        }
        const last = events[events.length - 1];
        expect(last).toMatchObject({
          toRequestStatus: row.internal.requestStatus,
          toApprovalStatus: row.internal.approvalStatus,
        });
        expect(row.version).toBe(events.length - 1);
      }
    }
  });

  it('stores contracts and attachments privately; the owner and staff can download them', async () => {
    const rows = await seeded('v2');
    const signed = rows.find((row) => row.internal.requestStatus === 'contractSigned');
    expect(signed).toBeTruthy();
    const files = (await app.strapi.db
      .query(UIDS.file)
      .findMany({ where: { requestDocumentId: signed?.documentId } })) as Json[];
    expect(files.map((file) => file.kind).sort()).toEqual(expect.arrayContaining(['contract', 'signedContract']));
    const owner = await demoSession(app, signed?.requester.email);
    const staffSession = await demoSession(app, 'readonly-user@portal.localhost');
    const detail = await api(app)
      .get(`/api/data-access-request/${signed?.documentId}`)
      .set('Authorization', owner.auth);
    expect(detail.status).toBe(200);
    for (const file of detail.body.data.files as Json[]) {
      for (const user of [owner, staffSession]) {
        const res = await api(app).get(file.url).set('Authorization', user.auth);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      }
    }
    // The seed wrote the bytes into this instance's private folder.
    expect(filesUnder(app.privateDir).length).toBe(await app.strapi.db.query(UIDS.file).count());
  });

  it('shows the demo applicant their requests and drafts', async () => {
    const demo = await demoSession(app, 'applicant@portal.localhost');
    const v2 = await api(app).get('/api/data-access-requests/find-my').set('Authorization', demo.auth);
    const v1 = await api(app).get('/api/dataset-request/find-my').set('Authorization', demo.auth);
    expect(v2.body.data.filter((item: Json) => item.isDraft)).toHaveLength(2);
    expect(v2.body.data.filter((item: Json) => !item.isDraft).length).toBeGreaterThan(3);
    expect(v1.body.data.length).toBeGreaterThan(1);
  });

  it('is idempotent: two more boots, the same counts', async () => {
    const before = await counts();
    expect(before.v2).toBeGreaterThanOrEqual(V2_PROJECTS.length);
    app = (await app.reboot()) as RequestsApp;
    expect(await counts()).toEqual(before);
    app = (await app.reboot()) as RequestsApp;
    expect(await counts()).toEqual(before);
    expect(filesUnder(app.privateDir).length).toBe(before.file);
    // Two whole boots with the seed's checks: more than one test's usual time on a busy machine.
  }, 120_000);
});
