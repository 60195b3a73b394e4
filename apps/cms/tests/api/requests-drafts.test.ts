import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@portal/shared';
import {
  api,
  applicant,
  requestsSuite,
  completeForm,
  createDraft,
  datasetsBySlug,
  submitRequest,
  type Json,
  type Session,
} from '../helpers/requests';

const suite = requestsSuite({
  applicants: { alice: 'Alice', bob: 'Bob' },
  staff: { queueManager: 'queue-manager', readonly: 'readonly-user' },
});

const errorPaths = (body: Json): string[] =>
  ((body.error?.details?.errors ?? []) as Array<{ path: string[] }>).map((e) => e.path.join('.'));

async function getDraft(user: Session, id: string) {
  return api(suite.app).get(`/api/data-access-request-draft/${id}`).set('Authorization', user.auth);
}

describe('POST /api/data-access-request/create-draft', () => {
  it('creates an empty draft for the applicant', async () => {
    const res = await api(suite.app)
      .post('/api/data-access-request/create-draft')
      .set('Authorization', suite.alice.auth)
      .send({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      format: 'v2',
      isDraft: true,
      projectTitle: null,
      intendedUses: [],
      requestedDatasets: [],
      files: [],
    });
    expect(res.body.data.documentId).toMatch(/^[a-z0-9]{10,}$/);
    expect(res.body.data).not.toHaveProperty('requester');
  });

  it('stores a partial form and returns it in the shape the form sends', async () => {
    const datasets = await datasetsBySlug(suite.app);
    const cohort = datasets.get('national-birth-cohort');
    const res = await api(suite.app)
      .post('/api/data-access-request/create-draft')
      .set('Authorization', suite.alice.auth)
      .send({
        projectTitle: '  Sleep and school results  ',
        requestedDatasets: [{ dataset: cohort?.documentId, dataLevel: cohort?.levels[0] }],
        principalInvestigator: { firstName: 'Nadia' },
      });
    expect(res.status).toBe(200);
    expect(res.body.data.projectTitle).toBe('Sleep and school results');
    expect(res.body.data.requestedDatasets).toEqual([{ dataset: cohort?.documentId, dataLevel: cohort?.levels[0] }]);
    expect(res.body.data.datasetDetails[0].dataset).toMatchObject({
      documentId: cohort?.documentId,
      title: cohort?.title,
      slug: 'national-birth-cohort',
    });
    expect(res.body.data.principalInvestigator).toMatchObject({ firstName: 'Nadia', lastName: null });
  });

  it('accepts a level given as a French label (a draft saved before keys) and stores its key', async () => {
    const datasets = await datasetsBySlug(suite.app);
    const cohort = datasets.get('national-birth-cohort');
    const res = await api(suite.app)
      .post('/api/data-access-request/create-draft')
      .set('Authorization', suite.alice.auth)
      .send({ requestedDatasets: [{ dataset: cohort?.documentId, dataLevel: 'Niveau 2 – Données désidentifiées' }] });
    expect(res.status).toBe(200);
    expect(res.body.data.requestedDatasets[0].dataLevel).toBe(cohort?.levels[1]);
  });

  it('refuses unknown fields, wrong types and bad dates with field errors (400, never 500)', async () => {
    const cases: Array<[Json, string]> = [
      [{ requestStatus: 'approved' }, 'requestStatus'],
      [{ requester: 1 }, 'requester'],
      [{ projectTitle: 42 }, 'projectTitle'],
      [{ projectStartDate: '2026-02-30' }, 'projectStartDate'],
      [{ intendedUses: 'epidemiology' }, 'intendedUses'],
      [{ principalInvestigator: { phone: '123' } }, 'principalInvestigator.phone'],
      [{ principalInvestigator: { email: 'not-an-email' } }, 'principalInvestigator.email'],
      [{ projectSummary: 'x'.repeat(5001) }, 'projectSummary'],
      [
        { requestedDatasets: [{ dataset: 'doesnotexist000000000000', dataLevel: 'Level 1' }] },
        'requestedDatasets.0.dataset',
      ],
      [{ requestedDatasets: [{ dataset: '../../etc/passwd' }] }, 'requestedDatasets.0.dataset'],
    ];
    for (const [body, path] of cases) {
      const res = await api(suite.app)
        .post('/api/data-access-request/create-draft')
        .set('Authorization', suite.alice.auth)
        .send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.name).toBe('ValidationError');
      expect(errorPaths(res.body), JSON.stringify(res.body)).toContain(path);
    }
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['"text"', '[1,2]', '42']) {
      const res = await api(suite.app)
        .post('/api/data-access-request/create-draft')
        .set('Authorization', suite.alice.auth)
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
    }
  });

  it('is for applicants only: staff 403, anonymous 401', async () => {
    for (const user of [suite.queueManager, suite.readonly]) {
      const res = await api(suite.app)
        .post('/api/data-access-request/create-draft')
        .set('Authorization', user.auth)
        .send({});
      expect(res.status).toBe(403);
    }
    const anonymous = await api(suite.app).post('/api/data-access-request/create-draft').send({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('User is not logged in');
  });
});

describe('PATCH /api/data-access-request/{id}/update-draft', () => {
  it('keeps earlier answers when one section is saved at a time', async () => {
    const form = await completeForm(suite.app);
    const id = await createDraft(suite.app, suite.alice, { projectTitle: form.projectTitle });
    const sections: Json[] = [
      { requestedDatasets: form.requestedDatasets },
      {
        projectSummary: form.projectSummary,
        projectStartDate: form.projectStartDate,
        projectEndDate: form.projectEndDate,
      },
      { projectClassification: form.projectClassification, intendedUses: form.intendedUses },
      { fundingStatus: form.fundingStatus, fundingDetails: form.fundingDetails },
      { independentReview: form.independentReview, independentReviewDetails: form.independentReviewDetails },
      { regulatoryBodies: form.regulatoryBodies, dissemination: form.dissemination, protocol: form.protocol },
      { principalInvestigator: { title: 'Dr', firstName: 'Nadia', lastName: 'Benali' } },
      {
        principalInvestigator: {
          email: form.principalInvestigator.email,
          organization: form.principalInvestigator.organization,
        },
      },
      { principalInvestigator: { organizationType: 'Academic', country: 'Canada' } },
    ];
    for (const section of sections) {
      const res = await api(suite.app)
        .patch(`/api/data-access-request/${id}/update-draft`)
        .set('Authorization', suite.alice.auth)
        .send(section);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const res = await getDraft(suite.alice, id);
    expect(res.status).toBe(200);
    const {
      documentId: _d,
      format: _f,
      isDraft: _i,
      version,
      createdAt: _c,
      updatedAt: _u,
      datasetDetails: _dd,
      files: _files,
      regulatoryBodyDetails: _r,
      ...answers
    } = res.body.data;
    expect(answers).toEqual(form);
    expect(version).toBe(sections.length);
  });

  it('clears an answer sent as null and replaces lists as a whole', async () => {
    const id = await createDraft(suite.app, suite.alice, {
      projectTitle: 'A draft to edit',
      intendedUses: ['epidemiology', 'teaching'],
      fundingStatus: 'funded',
    });
    const res = await api(suite.app)
      .patch(`/api/data-access-request/${id}/update-draft`)
      .set('Authorization', suite.alice.auth)
      .send({ fundingStatus: null, intendedUses: ['methodology'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      projectTitle: 'A draft to edit',
      fundingStatus: null,
      intendedUses: ['methodology'],
    });
  });

  it('two saves at the same time both land (no lost answer)', async () => {
    const id = await createDraft(suite.app, suite.alice, {});
    const saves = [
      { projectTitle: 'Concurrent title' },
      { projectSummary: 'Concurrent summary' },
      { fundingStatus: 'funded' },
      { protocol: 'attached' },
    ];
    const results = await Promise.all(
      saves.map((body) =>
        api(suite.app)
          .patch(`/api/data-access-request/${id}/update-draft`)
          .set('Authorization', suite.alice.auth)
          .send(body),
      ),
    );
    for (const res of results) expect(res.status).toBe(200);
    const res = await getDraft(suite.alice, id);
    expect(res.body.data).toMatchObject({
      projectTitle: 'Concurrent title',
      projectSummary: 'Concurrent summary',
      fundingStatus: 'funded',
      protocol: 'attached',
    });
  });

  it('refuses bad input with field errors and leaves the draft as it was', async () => {
    const id = await createDraft(suite.app, suite.alice, { projectTitle: 'Stays the same' });
    const res = await api(suite.app)
      .patch(`/api/data-access-request/${id}/update-draft`)
      .set('Authorization', suite.alice.auth)
      .send({ projectTitle: 'New', approvalStatus: 'approved' });
    expect(res.status).toBe(400);
    expect(errorPaths(res.body)).toEqual(['approvalStatus']);
    expect((await getDraft(suite.alice, id)).body.data.projectTitle).toBe('Stays the same');
  });

  it("is 404 for someone else's draft or an unknown id, 403 for staff", async () => {
    const id = await createDraft(suite.app, suite.alice, { projectTitle: 'Private' });
    const other = await api(suite.app)
      .patch(`/api/data-access-request/${id}/update-draft`)
      .set('Authorization', suite.bob.auth)
      .send({ projectTitle: 'Hijacked' });
    expect(other.status).toBe(404);
    const unknown = await api(suite.app)
      .patch('/api/data-access-request/aaaaaaaaaaaaaaaaaaaaaaaa/update-draft')
      .set('Authorization', suite.alice.auth)
      .send({ projectTitle: 'x' });
    expect(unknown.status).toBe(404);
    for (const user of [suite.queueManager, suite.readonly]) {
      const res = await api(suite.app)
        .patch(`/api/data-access-request/${id}/update-draft`)
        .set('Authorization', user.auth)
        .send({ projectTitle: 'Staff edit' });
      expect(res.status).toBe(403);
    }
    expect((await getDraft(suite.alice, id)).body.data.projectTitle).toBe('Private');
  });
});

describe('GET /api/data-access-request-draft/{id}', () => {
  it('is visible to its owner only (404 for other applicants and for staff)', async () => {
    const id = await createDraft(suite.app, suite.alice, { projectTitle: 'Mine' });
    expect((await getDraft(suite.alice, id)).status).toBe(200);
    for (const user of [suite.bob, suite.queueManager, suite.readonly])
      expect((await getDraft(user, id)).status).toBe(404);
    expect((await api(suite.app).get(`/api/data-access-request-draft/${id}`)).status).toBe(401);
  });
});

describe('POST /api/data-access-request/{id}/publish', () => {
  it('refuses an incomplete form with one error per field and leaves the draft untouched', async () => {
    const id = await createDraft(suite.app, suite.alice, {
      projectTitle: 'Incomplete',
      intendedUses: ['epidemiology'],
    });
    const before = (await getDraft(suite.alice, id)).body.data;
    const res = await api(suite.app)
      .post(`/api/data-access-request/${id}/publish`)
      .set('Authorization', suite.alice.auth)
      .send();
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.message).toMatch(/not complete/);
    expect(errorPaths(res.body)).toEqual(
      expect.arrayContaining([
        'requestedDatasets',
        'projectSummary',
        'projectStartDate',
        'projectEndDate',
        'projectClassification',
        'fundingStatus',
        'independentReview',
        'dissemination',
        'protocol',
        'principalInvestigator',
      ]),
    );
    expect(errorPaths(res.body)).not.toContain('projectTitle');
    const after = await getDraft(suite.alice, id);
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual(before);
  });

  it('checks choices against the content, dates, datasets and data levels', async () => {
    const form = await completeForm(suite.app);
    const cases: Array<[Json, string, string?]> = [
      [{ projectClassification: 'astrology' }, 'projectClassification', REQUEST_MESSAGES.choiceInvalid],
      [{ intendedUses: ['epidemiology', 'marketing'] }, 'intendedUses.1', REQUEST_MESSAGES.choiceInvalid],
      [{ dissemination: [] }, 'dissemination', REQUEST_MESSAGES.choicesRequired],
      [{ projectEndDate: '2026-06-01' }, 'projectEndDate', REQUEST_MESSAGES.endAfterStart],
      [
        { requestedDatasets: [{ dataset: form.requestedDatasets[0].dataset, dataLevel: 'Level 9 – Everything' }] },
        'requestedDatasets.0.dataLevel',
      ],
      [
        { requestedDatasets: [{ dataset: form.requestedDatasets[0].dataset }] },
        'requestedDatasets.0.dataLevel',
        REQUEST_MESSAGES.dataLevelRequired,
      ],
      [
        { principalInvestigator: { ...form.principalInvestigator, country: '' } },
        'principalInvestigator.country',
        REQUEST_MESSAGES.piCountryRequired,
      ],
    ];
    for (const [override, path, message] of cases) {
      const id = await createDraft(suite.app, suite.alice, { ...form, ...override });
      const res = await api(suite.app)
        .post(`/api/data-access-request/${id}/publish`)
        .set('Authorization', suite.alice.auth)
        .send();
      expect(res.status, JSON.stringify(override)).toBe(400);
      const error = (res.body.error.details.errors as Array<{ path: string[]; message: string }>).find(
        (e) => e.path.join('.') === path,
      );
      expect(error, `${path} in ${JSON.stringify(res.body.error.details.errors)}`).toBeTruthy();
      if (message) expect(error?.message).toBe(message);
      expect((await getDraft(suite.alice, id)).status).toBe(200);
    }
  });

  it('refuses a level the dataset does not offer (cancer registry has no level 3 in cohort terms)', async () => {
    const datasets = await datasetsBySlug(suite.app);
    const survey = datasets.get('adult-mental-health-survey');
    const form = await completeForm(suite.app);
    const id = await createDraft(suite.app, suite.alice, {
      ...form,
      requestedDatasets: [{ dataset: survey?.documentId, dataLevel: 'Level 3 – Identifiable (restricted)' }],
    });
    const res = await api(suite.app)
      .post(`/api/data-access-request/${id}/publish`)
      .set('Authorization', suite.alice.auth)
      .send();
    expect(res.status).toBe(400);
    expect(errorPaths(res.body)).toEqual(['requestedDatasets.0.dataLevel']);
  });

  it('submits a complete form: new / pending, submit event, draft gone, mails sent', async () => {
    const since = Date.now();
    const form = await completeForm(suite.app);
    const draftId = await createDraft(suite.app, suite.alice, form);
    const res = await api(suite.app)
      .post(`/api/data-access-request/${draftId}/publish`)
      .set('Authorization', suite.alice.auth)
      .send();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      format: 'v2',
      isDraft: false,
      projectTitle: form.projectTitle,
      internal: { requestStatus: 'new', approvalStatus: 'pending' },
    });
    expect(data.internal).not.toHaveProperty('assignee');
    expect(data.documentId).not.toBe(draftId);
    expect(data.principalInvestigator).toEqual(form.principalInvestigator);
    expect(data.requestedDatasets).toEqual(form.requestedDatasets);
    expect(typeof data.submittedAt).toBe('string');
    expect(data.events).toHaveLength(1);
    expect(data.events[0]).toMatchObject({
      action: 'submit',
      fromRequestStatus: null,
      toRequestStatus: 'new',
      toApprovalStatus: 'pending',
    });
    expect(data.events[0]).not.toHaveProperty('actor');

    const events = await suite.app.strapi.db
      .query('api::request-event.request-event')
      .findMany({ where: { requestDocumentId: data.documentId } });
    expect(events).toHaveLength(1);
    expect((await getDraft(suite.alice, draftId)).status).toBe(404);
    const again = await api(suite.app)
      .post(`/api/data-access-request/${draftId}/publish`)
      .set('Authorization', suite.alice.auth)
      .send();
    expect(again.status).toBe(404);

    await suite.mailbox.waitFor({ to: suite.alice.email }, { since });
    await suite.mailbox.waitFor({ to: 'queue-manager@portal.localhost' }, { since });
  });

  it('refuses a body (answers are saved with update-draft first)', async () => {
    const id = await createDraft(suite.app, suite.alice, await completeForm(suite.app));
    const res = await api(suite.app)
      .post(`/api/data-access-request/${id}/publish`)
      .set('Authorization', suite.alice.auth)
      .send({ projectTitle: 'Sneaky' });
    expect(res.status).toBe(400);
    expect((await getDraft(suite.alice, id)).status).toBe(200);
  });

  it('two submits of the same draft at once create one request', async () => {
    const id = await createDraft(suite.app, suite.alice, {
      ...(await completeForm(suite.app)),
      projectTitle: 'Double submit guard',
    });
    const results = await Promise.all(
      [0, 1].map(() =>
        api(suite.app).post(`/api/data-access-request/${id}/publish`).set('Authorization', suite.alice.auth).send(),
      ),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    const created = await suite.app.strapi.db
      .query('api::data-access-request.data-access-request')
      .count({ where: { projectTitle: 'Double submit guard' } });
    expect(created).toBe(1);
  });

  it("is 404 for someone else's draft and 403 for staff", async () => {
    const id = await createDraft(suite.app, suite.alice, await completeForm(suite.app));
    expect(
      (await api(suite.app).post(`/api/data-access-request/${id}/publish`).set('Authorization', suite.bob.auth).send())
        .status,
    ).toBe(404);
    for (const user of [suite.queueManager, suite.readonly]) {
      expect(
        (await api(suite.app).post(`/api/data-access-request/${id}/publish`).set('Authorization', user.auth).send())
          .status,
      ).toBe(403);
    }
    expect((await api(suite.app).post(`/api/data-access-request/${id}/publish`).send()).status).toBe(401);
    expect((await getDraft(suite.alice, id)).status).toBe(200);
  });
});

describe('DELETE /api/data-access-request/{id}', () => {
  it('deletes an own draft', async () => {
    const id = await createDraft(suite.app, suite.alice, { projectTitle: 'To delete' });
    const res = await api(suite.app).delete(`/api/data-access-request/${id}`).set('Authorization', suite.alice.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ documentId: id, deleted: true });
    expect((await getDraft(suite.alice, id)).status).toBe(404);
  });

  it('never deletes a submitted request (409)', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    const res = await api(suite.app).delete(`/api/data-access-request/${id}`).set('Authorization', suite.alice.auth);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A submitted request cannot be deleted.');
    expect(
      (await api(suite.app).get(`/api/data-access-request/${id}`).set('Authorization', suite.alice.auth)).status,
    ).toBe(200);
  });

  it("is 404 for someone else's draft or request, 403 for staff, 401 anonymous", async () => {
    const draftId = await createDraft(suite.app, suite.alice, { projectTitle: 'Not yours' });
    const requestId = await submitRequest(suite.app, suite.alice);
    for (const id of [draftId, requestId, 'aaaaaaaaaaaaaaaaaaaaaaaa']) {
      expect(
        (await api(suite.app).delete(`/api/data-access-request/${id}`).set('Authorization', suite.bob.auth)).status,
      ).toBe(404);
    }
    for (const user of [suite.queueManager, suite.readonly]) {
      expect(
        (await api(suite.app).delete(`/api/data-access-request/${draftId}`).set('Authorization', user.auth)).status,
      ).toBe(403);
    }
    expect((await api(suite.app).delete(`/api/data-access-request/${draftId}`)).status).toBe(401);
    expect((await getDraft(suite.alice, draftId)).status).toBe(200);
  });
});

describe('find-my', () => {
  it('lists own v2 requests and drafts, newest first, and nothing of others', async () => {
    const carol = await applicant(suite.app, 'Carol');
    const first = await submitRequest(suite.app, carol, { projectTitle: 'Carol first request' });
    const draft = await createDraft(suite.app, carol, { projectTitle: 'Carol draft' });
    await submitRequest(suite.app, suite.bob, { projectTitle: 'Bob request' });
    const res = await api(suite.app).get('/api/data-access-requests/find-my').set('Authorization', carol.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.map((item: Json) => [item.documentId, item.isDraft])).toEqual([
      [draft, true],
      [first, false],
    ]);
    expect(res.body.meta.total).toBe(2);
    expect(res.body.data[1]).toMatchObject({
      format: 'v2',
      projectTitle: 'Carol first request',
      internal: { requestStatus: 'new', approvalStatus: 'pending' },
    });
    expect(res.body.data[0].internal).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('@');
  });

  it('v1 lists own v1 requests; staff and new users get empty lists; anonymous 401', async () => {
    const dave = await applicant(suite.app, 'Dave');
    expect(
      (await api(suite.app).get('/api/dataset-request/find-my').set('Authorization', dave.auth)).body.data,
    ).toEqual([]);
    expect(
      (await api(suite.app).get('/api/data-access-requests/find-my').set('Authorization', suite.readonly.auth)).body
        .data,
    ).toEqual([]);
    expect((await api(suite.app).get('/api/dataset-request/find-my')).status).toBe(401);
    expect((await api(suite.app).get('/api/data-access-requests/find-my')).status).toBe(401);
  });
});
