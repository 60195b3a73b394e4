import { describe, expect, it } from 'vitest';
import {
  api,
  completeForm,
  createDraft,
  datasetsBySlug,
  requestsSuite,
  submitRequest,
  type Json,
} from '../helpers/requests';

/**
 * Data levels are stored as keys (docs/decisions.md, "Data levels have keys"): whatever locale
 * the applicant used, the request holds the key, and every reader gets the label of each locale.
 * Text stored before keys existed is read as its key.
 */
const suite = requestsSuite({
  applicants: { alice: 'Alice' },
  staff: { queueManager: 'queue-manager' },
});

const COHORT_LEVEL_2 = {
  key: 'deidentified',
  en: 'Level 2 – De-identified',
  fr: 'Niveau 2 – Données désidentifiées',
};

const detail = (id: string, auth: string) =>
  api(suite.app).get(`/api/data-access-request/${id}`).set('Authorization', auth);

async function cohortForm(dataLevel: string): Promise<Json> {
  const cohort = (await datasetsBySlug(suite.app)).get('national-birth-cohort');
  if (!cohort) throw new Error('The demo cohort is missing');
  return { ...(await completeForm(suite.app)), requestedDatasets: [{ dataset: cohort.documentId, dataLevel }] };
}

describe('a request filed in French', () => {
  it.each([
    ['the French label (an older client)', COHORT_LEVEL_2.fr],
    ['the key', COHORT_LEVEL_2.key],
  ])('stores the key when the level is sent as %s, and an English reader gets the English label', async (_, sent) => {
    const id = await submitRequest(suite.app, suite.alice, await cohortForm(sent));
    for (const reader of [suite.queueManager, suite.alice]) {
      const res = await detail(id, reader.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.requestedDatasets).toEqual([{ dataset: expect.any(String), dataLevel: COHORT_LEVEL_2.key }]);
      expect(res.body.data.datasetDetails).toHaveLength(1);
      expect(res.body.data.datasetDetails[0]).toMatchObject({
        dataLevel: COHORT_LEVEL_2.key,
        dataLevelLabels: { en: COHORT_LEVEL_2.en, fr: COHORT_LEVEL_2.fr },
      });
    }
    const stored = (await suite.app.strapi.db.query('api::data-access-request.data-access-request').findOne({
      where: { documentId: id },
      populate: { requestedDatasets: true },
    })) as { requestedDatasets: Array<{ dataLevel: string }> };
    expect(stored.requestedDatasets.map((item) => item.dataLevel)).toEqual([COHORT_LEVEL_2.key]);
  });

  it('lists the level with its labels in "my requests" and in the draft', async () => {
    const draftId = await createDraft(suite.app, suite.alice, await cohortForm(COHORT_LEVEL_2.fr));
    const draft = await api(suite.app)
      .get(`/api/data-access-request-draft/${draftId}`)
      .set('Authorization', suite.alice.auth);
    expect(draft.status).toBe(200);
    expect(draft.body.data.requestedDatasets[0].dataLevel).toBe(COHORT_LEVEL_2.key);
    expect(draft.body.data.datasetDetails[0].dataLevelLabels).toEqual({ en: COHORT_LEVEL_2.en, fr: COHORT_LEVEL_2.fr });

    const mine = await api(suite.app).get('/api/data-access-requests/find-my').set('Authorization', suite.alice.auth);
    expect(mine.status).toBe(200);
    const item = (mine.body.data as Json[]).find((row) => row.documentId === draftId);
    expect(item?.datasetDetails[0]).toMatchObject({
      dataLevel: COHORT_LEVEL_2.key,
      dataLevelLabels: { en: COHORT_LEVEL_2.en, fr: COHORT_LEVEL_2.fr },
    });
  });
});

describe('text stored before keys', () => {
  async function storeLevel(id: string, dataLevel: string) {
    const uid = 'api::data-access-request.data-access-request';
    const row = (await suite.app.strapi.db.query(uid).findOne({
      where: { documentId: id },
      populate: { requestedDatasets: true },
    })) as { requestedDatasets: Array<{ id: number }> };
    const component = row.requestedDatasets[0];
    if (!component) throw new Error('The request has no dataset');
    await suite.app.strapi.db
      .query('request.requested-dataset')
      .update({ where: { id: component.id }, data: { dataLevel } });
  }

  it.each([COHORT_LEVEL_2.en, COHORT_LEVEL_2.fr, 'level 2 - de-identified'])(
    'reads the legacy label %j as its key, with both labels',
    async (legacy) => {
      const id = await submitRequest(suite.app, suite.alice, await cohortForm(COHORT_LEVEL_2.key));
      await storeLevel(id, legacy);
      const res = await detail(id, suite.queueManager.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.requestedDatasets[0].dataLevel).toBe(COHORT_LEVEL_2.key);
      expect(res.body.data.datasetDetails[0]).toMatchObject({
        dataLevel: COHORT_LEVEL_2.key,
        dataLevelLabels: { en: COHORT_LEVEL_2.en, fr: COHORT_LEVEL_2.fr },
      });
    },
  );

  it('shows text that is no level of the dataset as stored, without labels', async () => {
    const id = await submitRequest(suite.app, suite.alice, await cohortForm(COHORT_LEVEL_2.key));
    await storeLevel(id, 'Whatever the old form said');
    const res = await detail(id, suite.queueManager.auth);
    expect(res.body.data.datasetDetails[0]).toMatchObject({
      dataLevel: 'Whatever the old form said',
      dataLevelLabels: {},
    });
  });
});

describe('validation', () => {
  it('refuses on submit a key the dataset does not offer (400 on the level, never 500)', async () => {
    const survey = (await datasetsBySlug(suite.app)).get('adult-mental-health-survey');
    expect(survey?.levels).not.toContain('identifiable');
    const draftId = await createDraft(suite.app, suite.alice, {
      ...(await completeForm(suite.app)),
      requestedDatasets: [{ dataset: survey?.documentId, dataLevel: 'identifiable' }],
    });
    const res = await api(suite.app)
      .post(`/api/data-access-request/${draftId}/publish`)
      .set('Authorization', suite.alice.auth)
      .send();
    expect(res.status).toBe(400);
    expect((res.body.error.details.errors as Array<{ path: string[] }>).map((error) => error.path.join('.'))).toEqual([
      'requestedDatasets.0.dataLevel',
    ]);
  });
});
