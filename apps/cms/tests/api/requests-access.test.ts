import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURES,
  api,
  applicant,
  bootRequestsApp,
  createDraft,
  datasetsBySlug,
  forceState,
  staff,
  submitRequest,
  v1Request,
  type Json,
  type RequestsApp,
  type Session,
} from '../helpers/requests';

let app: RequestsApp;
let alice: Session;
let bob: Session;
let queueManager: Session;
let member: Session;
let chair: Session;
let contractManager: Session;
let readonly: Session;

beforeAll(async () => {
  app = await bootRequestsApp();
  alice = await applicant(app, 'Alice');
  bob = await applicant(app, 'Bob');
  queueManager = await staff(app, 'queue-manager');
  member = await staff(app, 'dag-member');
  chair = await staff(app, 'dag-chair');
  contractManager = await staff(app, 'contract-manager');
  readonly = await staff(app, 'readonly-user');
});

afterAll(async () => {
  await app?.stop();
});

const detail = (format: 'v1' | 'v2', id: string, user?: Session) => {
  const req = api(app).get(format === 'v1' ? `/api/dataset-requests/${id}` : `/api/data-access-request/${id}`);
  return user ? req.set('Authorization', user.auth) : req;
};

describe('GET /api/data-access-request/{id} and /api/dataset-requests/{id}', () => {
  it('shows the owner their request without staff details', async () => {
    const id = await submitRequest(app, alice);
    const res = await detail('v2', id, alice);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      documentId: id,
      format: 'v2',
      isDraft: false,
      internal: { requestStatus: 'new', approvalStatus: 'pending' },
    });
    expect(data.internal).not.toHaveProperty('assignee');
    expect(data).not.toHaveProperty('assignableRoles');
    expect(data.requester).toMatchObject({ documentId: alice.documentId, email: alice.email });
    // The profile's country is for the staff's register preview only.
    expect(data.requester).not.toHaveProperty('country');
    expect(data.files).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows staff the full picture: requester, assignee, every event with notes and actors', async () => {
    const id = await submitRequest(app, alice);
    const assign = await api(app)
      .post('/api/data-access-request/assign')
      .set('Authorization', queueManager.auth)
      .send({ requestId: id, assigneeId: member.documentId, note: 'Internal: Dana knows the cohort.', version: 0 });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    const ask = await api(app).post('/api/data-access-request/set-status').set('Authorization', member.auth).send({
      requestId: id,
      requestStatus: 'informationRequested',
      note: 'Please attach your ethics approval letter.',
      version: 1,
    });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);

    for (const user of [queueManager, member, chair, contractManager, readonly]) {
      const res = await detail('v2', id, user);
      expect(res.status, user.role).toBe(200);
      expect(res.body.data.requester).toMatchObject({ email: alice.email, country: 'Canada' });
      expect(res.body.data.internal.assignee).toMatchObject({ documentId: member.documentId });
      expect(res.body.data.events.map((e: Json) => e.action)).toEqual(['submit', 'assign', 'requestInformation']);
      expect(res.body.data.events[1].note).toBe('Internal: Dana knows the cohort.');
      expect(res.body.data.events[1].actor).toMatchObject({ documentId: queueManager.documentId });
    }

    const own = await detail('v2', id, alice);
    expect(own.body.data.internal).toEqual({ requestStatus: 'informationRequested', approvalStatus: 'pending' });
    // the assignment is internal (docs/workflow.md, "What the applicant sees"): not in their timeline
    const events = own.body.data.events as Json[];
    expect(events.map((e) => e.action)).toEqual(['submit', 'requestInformation']);
    expect(events[1]?.note).toBe('Please attach your ethics approval letter.');
    expect(JSON.stringify(own.body)).not.toContain('Internal: Dana knows the cohort.');
    for (const event of events) {
      expect(event).not.toHaveProperty('actor');
      expect(event).not.toHaveProperty('details');
    }
    expect(JSON.stringify(own.body)).not.toContain(member.email);
  });

  it('hides recommendations and other non-status events from the applicant', async () => {
    const id = await submitRequest(app, alice);
    await forceState(app, 'v2', id, {
      requestStatus: 'assigned',
      approvalStatus: 'pending',
      assignee: member.documentId,
    });
    const recommend = await api(app)
      .post('/api/data-access-request/recommend')
      .set('Authorization', member.auth)
      .send({ requestId: id, recommendation: 'approve', note: 'Looks fine to me.', version: 0 });
    expect(recommend.status, JSON.stringify(recommend.body)).toBe(200);
    const own = await detail('v2', id, alice);
    expect((own.body.data.events as Json[]).map((e) => e.action)).toEqual(['submit']);
    expect(JSON.stringify(own.body)).not.toContain('Looks fine to me.');
  });

  it('works for v1 requests the same way', async () => {
    const id = await v1Request(app, alice);
    const own = await detail('v1', id, alice);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      documentId: id,
      format: 'v1',
      projectDescription: 'An older request.',
      intendedUse: 'Research',
    });
    expect(own.body.data.datasetDetails[0].dataset.slug).toBe('cancer-registry-extract');
    expect((await detail('v1', id, readonly)).status).toBe(200);
  });

  it('answers 404 to anyone else, 404 for unknown ids or the wrong format, 401 anonymous', async () => {
    const v2 = await submitRequest(app, alice);
    const v1 = await v1Request(app, alice);
    expect((await detail('v2', v2, bob)).status).toBe(404);
    expect((await detail('v1', v1, bob)).status).toBe(404);
    expect((await detail('v1', v2, alice)).status).toBe(404);
    expect((await detail('v2', 'zzzzzzzzzzzzzzzzzzzzzzzz', queueManager)).status).toBe(404);
    const anonymous = await detail('v2', v2);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('User is not logged in');
    expect((await detail('v1', v1)).status).toBe(401);
  });

  it('does not shadow the staff routes with fixed words', async () => {
    const res = await api(app).get('/api/data-access-request/queue').set('Authorization', queueManager.auth);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });
});

describe('PATCH /api/dataset-request/update (v1)', () => {
  it('lets the owner correct the request while information is requested, with an event', async () => {
    const id = await v1Request(app, alice, { requestStatus: 'informationRequested', approvalStatus: 'pending' });
    const datasets = await datasetsBySlug(app);
    const res = await api(app)
      .patch('/api/dataset-request/update')
      .set('Authorization', alice.auth)
      .send({
        requestId: id,
        projectTitle: 'Corrected project title',
        intendedUse: 'Teaching',
        datasets: [datasets.get('national-birth-cohort')?.documentId],
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      projectTitle: 'Corrected project title',
      intendedUse: 'Teaching',
      projectDescription: 'An older request.',
      internal: { requestStatus: 'informationRequested' },
    });
    expect(res.body.data.datasets).toEqual([datasets.get('national-birth-cohort')?.documentId]);
    const events = await app.strapi.db
      .query('api::request-event.request-event')
      .findMany({ where: { requestDocumentId: id } });
    expect(events.map((e: Json) => [e.action, e.fromRequestStatus, e.toRequestStatus])).toEqual([
      ['update', 'informationRequested', 'informationRequested'],
    ]);
    expect(res.body.data.version).toBe(1);
  });

  it('refuses changes outside informationRequested (409) and stale versions (409)', async () => {
    const id = await v1Request(app, alice, { requestStatus: 'inReview', approvalStatus: 'pending' });
    const res = await api(app)
      .patch('/api/dataset-request/update')
      .set('Authorization', alice.auth)
      .send({ requestId: id, projectTitle: 'Too late to change' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/only while information is requested/);

    const open = await v1Request(app, alice, { requestStatus: 'informationRequested', approvalStatus: 'pending' });
    expect(
      (
        await api(app)
          .patch('/api/dataset-request/update')
          .set('Authorization', alice.auth)
          .send({ requestId: open, projectTitle: 'First change', version: 0 })
      ).status,
    ).toBe(200);
    const stale = await api(app)
      .patch('/api/dataset-request/update')
      .set('Authorization', alice.auth)
      .send({ requestId: open, projectTitle: 'Second change', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('The request was changed by someone else. Reload and try again.');
  });

  it('refuses bad input with field errors', async () => {
    const id = await v1Request(app, alice, { requestStatus: 'informationRequested', approvalStatus: 'pending' });
    const cases: Array<[Json, string]> = [
      [{ projectTitle: 'No id given' }, 'requestId'],
      [{ requestId: id }, ''],
      [{ requestId: id, requestStatus: 'approved' }, 'requestStatus'],
      [{ requestId: id, projectTitle: 'x'.repeat(201) }, 'projectTitle'],
      [{ requestId: id, datasets: ['nosuchdataset0000000000'] }, 'datasets.0'],
      [{ requestId: id, datasets: [] }, 'datasets'],
      [{ requestId: id, version: -1, projectTitle: 'Negative version' }, 'version'],
    ];
    for (const [body, path] of cases) {
      const res = await api(app).patch('/api/dataset-request/update').set('Authorization', alice.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body.error.details.errors as Array<{ path: string[] }>).map((e) => e.path.join('.'))).toContain(path);
    }
  });

  it("is 404 for someone else's request, 403 for staff, 401 anonymous", async () => {
    const id = await v1Request(app, alice, { requestStatus: 'informationRequested', approvalStatus: 'pending' });
    expect(
      (
        await api(app)
          .patch('/api/dataset-request/update')
          .set('Authorization', bob.auth)
          .send({ requestId: id, projectTitle: 'Hijacked title' })
      ).status,
    ).toBe(404);
    for (const user of [queueManager, readonly]) {
      expect(
        (
          await api(app)
            .patch('/api/dataset-request/update')
            .set('Authorization', user.auth)
            .send({ requestId: id, projectTitle: 'Staff title' })
        ).status,
      ).toBe(403);
    }
    expect(
      (await api(app).patch('/api/dataset-request/update').send({ requestId: id, projectTitle: 'Anonymous title' }))
        .status,
    ).toBe(401);
  });
});

describe('readonly-user reads but changes nothing', () => {
  it('gets 403 on every change, whatever the request', async () => {
    const draftId = await createDraft(app, alice, { projectTitle: 'Draft' });
    const v2 = await submitRequest(app, alice);
    const v1 = await v1Request(app, alice, { requestStatus: 'informationRequested', approvalStatus: 'pending' });
    await forceState(app, 'v2', v2, { requestStatus: 'pendingContract', approvalStatus: 'approved' });
    const auth = readonly.auth;
    const calls = [
      api(app).post('/api/data-access-request/create-draft').set('Authorization', auth).send({}),
      api(app)
        .patch(`/api/data-access-request/${draftId}/update-draft`)
        .set('Authorization', auth)
        .send({ projectTitle: 'x' }),
      api(app).post(`/api/data-access-request/${draftId}/publish`).set('Authorization', auth).send(),
      api(app).delete(`/api/data-access-request/${draftId}`).set('Authorization', auth),
      api(app)
        .patch('/api/dataset-request/update')
        .set('Authorization', auth)
        .send({ requestId: v1, projectTitle: 'Read only edit' }),
      api(app)
        .post(`/api/data-access-request/${v2}/attachments`)
        .set('Authorization', auth)
        .attach('files', FIXTURES.pdf, 'a.pdf'),
      api(app)
        .post(`/api/dataset-request/${v1}/attachments`)
        .set('Authorization', auth)
        .attach('files', FIXTURES.pdf, 'a.pdf'),
      api(app)
        .post(`/api/data-access-request/${v2}/contract`)
        .set('Authorization', auth)
        .attach('files', FIXTURES.pdf, 'contract.pdf'),
      api(app)
        .post(`/api/dataset-request/${v1}/contract`)
        .set('Authorization', auth)
        .attach('files', FIXTURES.pdf, 'contract.pdf'),
      api(app)
        .post('/api/data-access-request/add-contract')
        .set('Authorization', auth)
        .send({ requestId: v2, fileId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }),
      api(app)
        .post('/api/data-access-request/update-contract')
        .set('Authorization', auth)
        .send({ requestId: v2, fileId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }),
      api(app).post(`/api/data-access-request/publish-to-register/${v2}`).set('Authorization', auth),
    ];
    for (const [index, call] of calls.entries()) {
      const res = await call;
      expect(res.status, `call ${index}: ${JSON.stringify(res.body)}`).toBe(403);
    }
    expect((await detail('v2', v2, readonly)).status).toBe(200);
    expect((await detail('v1', v1, readonly)).status).toBe(200);
    const events = await app.strapi.db
      .query('api::request-event.request-event')
      .count({ where: { requestDocumentId: { $in: [v1, v2] }, actorRole: 'readonly-user' } });
    expect(events).toBe(0);
  });
});

describe('anonymous callers', () => {
  it('get 401 "User is not logged in" on every applicant endpoint', async () => {
    const id = 'abcdefghijabcdefghijabcd';
    const calls = [
      api(app).post('/api/data-access-request/create-draft').send({}),
      api(app).patch(`/api/data-access-request/${id}/update-draft`).send({}),
      api(app).get(`/api/data-access-request-draft/${id}`),
      api(app).post(`/api/data-access-request/${id}/publish`),
      api(app).delete(`/api/data-access-request/${id}`),
      api(app).get('/api/data-access-requests/find-my'),
      api(app).get('/api/dataset-request/find-my'),
      api(app).get(`/api/dataset-requests/${id}`),
      api(app).get(`/api/data-access-request/${id}`),
      api(app).patch('/api/dataset-request/update').send({}),
      api(app).post(`/api/dataset-request/${id}/attachments`),
      api(app).post(`/api/data-access-request/${id}/attachments`),
      api(app).post(`/api/dataset-request/${id}/contract`),
      api(app).post(`/api/data-access-request/${id}/contract`),
      api(app).post('/api/data-access-request/add-contract').send({}),
      api(app).post('/api/data-access-request/update-contract').send({}),
      api(app).get(`/api/file-mapping/${id}/${id}`),
      api(app).get(`/api/v2/file-mapping/${id}/${id}`),
      api(app).post(`/api/data-access-request/publish-to-register/${id}`),
    ];
    for (const [index, call] of calls.entries()) {
      const res = await call;
      expect(res.status, `call ${index}`).toBe(401);
      expect(res.body.error.message).toBe('User is not logged in');
    }
  });

  it('a garbage or expired token is the same as none', async () => {
    const res = await api(app).get('/api/data-access-requests/find-my').set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(401);
  });
});
