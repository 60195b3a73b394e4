import { describe, expect, it } from 'vitest';
import { diffVersions, type RequestVersion } from '@portal/shared';
import {
  api,
  completeForm,
  datasetsBySlug,
  requestsSuite,
  submitRequest,
  v1Request,
  type Json,
  type Session,
} from '../helpers/requests';

/**
 * Every version kept (docs/workflow.md, "Versions"): each submission and resubmission of a v2
 * request stores its answers, in the command's transaction; GET …/{id}/versions answers them to
 * the owner and to staff, without notes or names.
 */
const suite = requestsSuite({
  applicants: { alice: 'Versions Alice', bob: 'Versions Bob' },
  staff: {
    queueManager: 'queue-manager',
    chair: 'dag-chair',
    member: 'dag-member',
    contracts: 'contract-manager',
    readonly: 'readonly-user',
  },
});

const VERSION_UID = 'api::request-version.request-version';
const NOT_FOUND = 'Dataset request not found';
const INTERNAL_NOTE = 'Internal: the storage plan looks thin, ask about the enclave.';

const versionsOf = (id: string, user?: Session) => {
  const req = api(suite.app).get(`/api/data-access-request/${id}/versions`);
  return user ? req.set('Authorization', user.auth) : req;
};
const amend = (id: string, body: Json, user: Session) =>
  api(suite.app).patch(`/api/data-access-request/${id}/amend`).set('Authorization', user.auth).send(body);
const detailOf = async (id: string, user: Session): Promise<Json> =>
  (await api(suite.app).get(`/api/data-access-request/${id}`).set('Authorization', user.auth)).body.data;

async function storedRows(id: string): Promise<Json[]> {
  return (await suite.app.strapi.db.query(VERSION_UID).findMany({
    where: { requestDocumentId: id },
    populate: { submittedBy: { select: ['documentId'] } },
    orderBy: { number: 'asc' },
  })) as Json[];
}

/** The queue manager asks the owner for information, with a note. */
async function askForInformation(id: string): Promise<void> {
  const version = (await detailOf(id, suite.queueManager)).version as number;
  const res = await api(suite.app)
    .post('/api/data-access-request/set-status')
    .set('Authorization', suite.queueManager.auth)
    .send({ requestId: id, requestStatus: 'informationRequested', note: INTERNAL_NOTE, version });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The complete form with a new title, PI e-mail and uses; the cohort at another level, air quality swapped for the cancer registry. */
async function changedForm(): Promise<Json> {
  const form = await completeForm(suite.app);
  const datasets = await datasetsBySlug(suite.app);
  const cohort = datasets.get('national-birth-cohort')!;
  const cancer = datasets.get('cancer-registry-extract')!;
  return {
    ...form,
    projectTitle: 'Traffic pollution, storage plan added',
    intendedUses: ['epidemiology'],
    principalInvestigator: { ...form.principalInvestigator, email: 'n.benali@university.example' },
    requestedDatasets: [
      { dataset: cohort.documentId, dataLevel: cohort.levels[0] },
      { dataset: cancer.documentId, dataLevel: cancer.levels[0] },
    ],
  };
}

describe('a submission', () => {
  it('writes version 1, read like the request detail', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    const rows = await storedRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      format: 'v2',
      number: 1,
      kind: 'submit',
      submittedBy: { documentId: suite.alice.documentId },
    });

    const res = await versionsOf(id, suite.alice);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = await detailOf(id, suite.alice);
    const [version] = res.body.data as RequestVersion[];
    expect(res.body.data).toHaveLength(1);
    expect(version).toMatchObject({ number: 1, kind: 'submit' });
    expect(Object.keys(version!).sort()).toEqual(['answers', 'datasets', 'kind', 'number', 'submittedAt']);
    // Within the submit's transaction: the same moment as the request's submittedAt, give or take.
    expect(Math.abs(Date.parse(version!.submittedAt) - Date.parse(detail.submittedAt))).toBeLessThan(5000);
    expect(version!.datasets).toEqual(detail.datasetDetails);
    for (const [field, value] of Object.entries(version!.answers)) expect(detail[field], field).toEqual(value);
    expect(version!.answers.requestedDatasets).toEqual(detail.requestedDatasets);
  });
});

describe('an amendment', () => {
  it('writes the next version; the two differ exactly by what was changed; no note or staff name is in the answer', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    await askForInformation(id);
    const res = await amend(id, { ...(await changedForm()), note: 'Storage plan added.' }, suite.alice);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const rows = await storedRows(id);
    expect(rows.map((row) => [row.number, row.kind, row.submittedBy?.documentId])).toEqual([
      [1, 'submit', suite.alice.documentId],
      [2, 'amend', suite.alice.documentId],
    ]);

    const read = await versionsOf(id, suite.alice);
    expect(read.status).toBe(200);
    const [first, second] = read.body.data as RequestVersion[];
    expect(read.body.data).toHaveLength(2);
    expect([first!.number, first!.kind, second!.number, second!.kind]).toEqual([1, 'submit', 2, 'amend']);
    expect(Date.parse(first!.submittedAt)).toBeLessThanOrEqual(Date.parse(second!.submittedAt));
    expect(second!.answers.projectTitle).toBe('Traffic pollution, storage plan added');
    expect(second!.datasets).toEqual((await detailOf(id, suite.alice)).datasetDetails);

    const datasets = await datasetsBySlug(suite.app);
    const cohort = datasets.get('national-birth-cohort')!;
    const air = datasets.get('air-quality-sensor-network')!;
    const cancer = datasets.get('cancer-registry-extract')!;
    const diff = diffVersions(first!, second!);
    expect(diff.answers).toEqual([
      {
        field: 'projectTitle',
        part: null,
        before: 'Traffic pollution and child development',
        after: 'Traffic pollution, storage plan added',
      },
      { field: 'intendedUses', part: null, before: ['epidemiology', 'environmental-health'], after: ['epidemiology'] },
      {
        field: 'principalInvestigator',
        part: 'email',
        before: 'nadia.benali@university.example',
        after: 'n.benali@university.example',
      },
    ]);
    expect(diff.datasetsAdded.map((item) => [item.dataset.documentId, item.dataset.title, item.dataLevel])).toEqual([
      [cancer.documentId, cancer.title, cancer.levels[0]],
    ]);
    expect(diff.datasetsRemoved.map((item) => item.dataset.documentId)).toEqual([air.documentId]);
    expect(diff.levelsChanged).toEqual([
      {
        dataset: expect.objectContaining({ documentId: cohort.documentId, title: cohort.title }),
        before: { dataLevel: cohort.levels[1], dataLevelLabels: expect.objectContaining({ en: cohort.labels[1] }) },
        after: { dataLevel: cohort.levels[0], dataLevelLabels: expect.objectContaining({ en: cohort.labels[0] }) },
      },
    ]);

    // Staff read the same versions; none of them carries the note, a staff name or an event.
    for (const user of [suite.queueManager, suite.readonly]) {
      const staffRead = await versionsOf(id, user);
      expect(staffRead.status).toBe(200);
      expect(staffRead.body.data).toEqual(read.body.data);
      const text = JSON.stringify(staffRead.body);
      for (const secret of [INTERNAL_NOTE, 'Storage plan added.', suite.queueManager.email, 'informationRequested'])
        expect(text, secret).not.toContain(secret);
    }
  });

  it('that fails writes no version: an invalid body (400) or a stale version (409)', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    await askForInformation(id);
    const invalid = await amend(id, { ...(await changedForm()), projectTitle: '' }, suite.alice);
    expect(invalid.status).toBe(400);
    const stale = await amend(id, { ...(await changedForm()), version: 0 }, suite.alice);
    expect(stale.status).toBe(409);
    const unknownDataset = await amend(
      id,
      { ...(await changedForm()), requestedDatasets: [{ dataset: 'nosuchdataset0000000000', dataLevel: 'x' }] },
      suite.alice,
    );
    expect(unknownDataset.status).toBe(400);
    expect((await storedRows(id)).map((row) => row.number)).toEqual([1]);
    expect((await versionsOf(id, suite.alice)).body.data).toHaveLength(1);
  });

  it('of a request sent before versions were kept first keeps version 1 from the answers it had, dated when it was sent', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    // As if submitted before versions existed: no stored version.
    await suite.app.strapi.db.query(VERSION_UID).deleteMany({ where: { requestDocumentId: id } });
    const before = await detailOf(id, suite.alice);

    // Until then, its history is one version made from its current answers.
    const synthesized = await versionsOf(id, suite.alice);
    expect(synthesized.status).toBe(200);
    expect(synthesized.body.data).toEqual([
      {
        number: 1,
        kind: 'submit',
        submittedAt: before.submittedAt,
        answers: expect.objectContaining({ projectTitle: before.projectTitle }),
        datasets: before.datasetDetails,
      },
    ]);

    await askForInformation(id);
    const res = await amend(id, await changedForm(), suite.alice);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await storedRows(id);
    expect(rows.map((row) => [row.number, row.kind, row.submittedBy?.documentId])).toEqual([
      [1, 'submit', suite.alice.documentId],
      [2, 'amend', suite.alice.documentId],
    ]);
    const [first, second] = (await versionsOf(id, suite.alice)).body.data as RequestVersion[];
    expect(first).toEqual(synthesized.body.data[0]);
    expect(second!.answers.projectTitle).toBe('Traffic pollution, storage plan added');
  });
});

describe('who reads the versions', () => {
  it('the owner and every internal role, read-only included', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    const own = await versionsOf(id, suite.alice);
    expect(own.status).toBe(200);
    for (const user of [suite.queueManager, suite.chair, suite.member, suite.contracts, suite.readonly]) {
      const res = await versionsOf(id, user);
      expect(res.status, user.role).toBe(200);
      expect(res.body.data).toEqual(own.body.data);
    }
  });

  it('another applicant, a missing id and a v1 id get the same 404; without a session 401', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    const v1Id = await v1Request(suite.app, suite.alice);
    for (const [target, user] of [
      [id, suite.bob],
      ['zzzzzzzzzzzzzzzzzzzzzzzz', suite.alice],
      ['zzzzzzzzzzzzzzzzzzzzzzzz', suite.queueManager],
      [v1Id, suite.alice],
      [v1Id, suite.queueManager],
    ] as const) {
      const res = await versionsOf(target, user);
      expect(res.status, `${target} ${user.role}`).toBe(404);
      expect(res.body.error.message).toBe(NOT_FOUND);
    }
    const anonymous = await versionsOf(id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('User is not logged in');
  });
});

describe('the stored versions', () => {
  it('hold one row per number of a request, and refuse changes through the Document Service', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    await expect(
      suite.app.strapi.db.query(VERSION_UID).create({
        data: { requestDocumentId: id, format: 'v2', number: 1, kind: 'amend', answers: {} },
      }),
    ).rejects.toThrow(/unique|duplicate/i);
    const [row] = await storedRows(id);
    await expect(
      suite.app.strapi
        .documents(VERSION_UID as never)
        .update({ documentId: row!.documentId, data: { kind: 'amend' } } as never),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      suite.app.strapi.documents(VERSION_UID as never).delete({ documentId: row!.documentId } as never),
    ).rejects.toThrow(/cannot be changed or deleted/);
    expect((await storedRows(id)).map((stored) => stored.kind)).toEqual(['submit']);
  });
});
