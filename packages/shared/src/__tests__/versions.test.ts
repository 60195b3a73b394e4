import { describe, expect, it } from 'vitest';
import { REQUEST_FORM_FIELDS } from '../schemas/data-access-request';
import type { RequestDatasetDetail, RequestFormAnswers } from '../types/request-api';
import type { RequestVersion } from '../types/request-versions';
import { PRINCIPAL_INVESTIGATOR_FIELDS, diffVersions, isUnchanged } from '../versions';

const COHORT: RequestDatasetDetail = {
  dataset: { documentId: 'cohort0000001', title: 'Birth cohort', slug: 'birth-cohort' },
  dataLevel: 'deidentified',
  dataLevelLabels: { en: 'Level 2 – De-identified', fr: 'Niveau 2 – Données désidentifiées' },
};
const AIR: RequestDatasetDetail = {
  dataset: { documentId: 'air00000001', title: 'Air quality', slug: 'air-quality' },
  dataLevel: 'aggregated',
  dataLevelLabels: { en: 'Level 1 – Aggregated', fr: 'Niveau 1 – Données agrégées' },
};
const CANCER: RequestDatasetDetail = {
  dataset: { documentId: 'cancer000001', title: 'Cancer registry', slug: 'cancer-registry' },
  dataLevel: 'identifiable',
  dataLevelLabels: { en: 'Level 3 – Identifiable' },
};

const answers = (overrides: Partial<RequestFormAnswers> = {}): RequestFormAnswers => ({
  requestedDatasets: [
    { dataset: COHORT.dataset.documentId, dataLevel: COHORT.dataLevel },
    { dataset: AIR.dataset.documentId, dataLevel: AIR.dataLevel },
  ],
  projectTitle: 'Traffic pollution and child development',
  projectSummary: 'Air pollution at home and developmental milestones.',
  projectStartDate: '2027-01-01',
  projectEndDate: '2028-12-31',
  projectClassification: 'academic-research',
  intendedUses: ['epidemiology', 'environmental-health'],
  fundingStatus: 'funded',
  fundingDetails: 'CIHR PJT-999999',
  independentReview: 'ethics-approved',
  independentReviewDetails: null,
  regulatoryBodies: [],
  regulatoryBodyDetails: null,
  dissemination: ['peer-reviewed-publication'],
  protocol: 'attached',
  principalInvestigator: {
    title: 'Dr',
    firstName: 'Nadia',
    lastName: 'Benali',
    email: 'nadia.benali@university.example',
    organization: 'Université de Montréal',
    organizationType: 'Academic',
    country: 'Canada',
  },
  ...overrides,
});

const version = (
  number: number,
  overrides: Partial<RequestFormAnswers> = {},
  datasets: RequestDatasetDetail[] = [COHORT, AIR],
): RequestVersion => ({
  number,
  kind: number === 1 ? 'submit' : 'amend',
  submittedAt: `2026-03-0${number}T10:00:00.000Z`,
  answers: answers(overrides),
  datasets,
});

describe('diffVersions', () => {
  it('finds nothing between two versions with the same answers', () => {
    const diff = diffVersions(version(1), version(2));
    expect(diff).toEqual({ answers: [], datasetsAdded: [], datasetsRemoved: [], levelsChanged: [] });
    expect(isUnchanged(diff)).toBe(true);
  });

  it('reports a changed text answer with its value before and after', () => {
    const diff = diffVersions(
      version(1),
      version(2, { projectTitle: 'Traffic pollution, storage plan added', fundingDetails: 'CIHR and NSERC' }),
    );
    expect(diff.answers).toEqual([
      {
        field: 'projectTitle',
        part: null,
        before: 'Traffic pollution and child development',
        after: 'Traffic pollution, storage plan added',
      },
      { field: 'fundingDetails', part: null, before: 'CIHR PJT-999999', after: 'CIHR and NSERC' },
    ]);
    expect(isUnchanged(diff)).toBe(false);
  });

  it('reads a blank answer like no answer, and reports an answer given or cleared', () => {
    const diff = diffVersions(
      version(1, { independentReviewDetails: '', regulatoryBodyDetails: null }),
      version(2, {
        independentReviewDetails: null,
        regulatoryBodyDetails: 'Provincial privacy office',
        fundingDetails: '',
      }),
    );
    expect(diff.answers).toEqual([
      { field: 'fundingDetails', part: null, before: 'CIHR PJT-999999', after: null },
      { field: 'regulatoryBodyDetails', part: null, before: null, after: 'Provincial privacy office' },
    ]);
  });

  it('reports a choice and a date that changed', () => {
    const diff = diffVersions(
      version(1),
      version(2, { projectEndDate: '2029-06-30', fundingStatus: 'pending', protocol: 'to-follow' }),
    );
    expect(diff.answers.map((change) => [change.field, change.before, change.after])).toEqual([
      ['projectEndDate', '2028-12-31', '2029-06-30'],
      ['fundingStatus', 'funded', 'pending'],
      ['protocol', 'attached', 'to-follow'],
    ]);
  });

  it('compares lists of choices as sets: another order is no change, an added or removed choice is', () => {
    const reordered = diffVersions(version(1), version(2, { intendedUses: ['environmental-health', 'epidemiology'] }));
    expect(reordered.answers).toEqual([]);

    const diff = diffVersions(
      version(1),
      version(2, {
        intendedUses: ['epidemiology'],
        regulatoryBodies: ['research-ethics-committee'],
        dissemination: ['peer-reviewed-publication', 'public-report'],
      }),
    );
    expect(diff.answers).toEqual([
      {
        field: 'intendedUses',
        part: null,
        before: ['epidemiology', 'environmental-health'],
        after: ['epidemiology'],
      },
      { field: 'regulatoryBodies', part: null, before: [], after: ['research-ethics-committee'] },
      {
        field: 'dissemination',
        part: null,
        before: ['peer-reviewed-publication'],
        after: ['peer-reviewed-publication', 'public-report'],
      },
    ]);
  });

  it('reports the principal investigator part by part, in the form’s order', () => {
    const pi = answers().principalInvestigator!;
    const diff = diffVersions(
      version(1),
      version(2, { principalInvestigator: { ...pi, country: 'France', email: 'n.benali@example.fr', title: '' } }),
    );
    expect(diff.answers).toEqual([
      { field: 'principalInvestigator', part: 'title', before: 'Dr', after: null },
      {
        field: 'principalInvestigator',
        part: 'email',
        before: 'nadia.benali@university.example',
        after: 'n.benali@example.fr',
      },
      { field: 'principalInvestigator', part: 'country', before: 'Canada', after: 'France' },
    ]);
  });

  it('reads a missing principal investigator as every part unanswered', () => {
    const diff = diffVersions(version(1, { principalInvestigator: null }), version(2));
    expect(diff.answers.map((change) => change.part)).toEqual([...PRINCIPAL_INVESTIGATOR_FIELDS]);
    expect(diff.answers.every((change) => change.before === null && change.field === 'principalInvestigator')).toBe(
      true,
    );
  });

  it('lists the answers in the order of the form (REQUEST_FORM_FIELDS)', () => {
    const changed = answers({
      principalInvestigator: { ...answers().principalInvestigator!, lastName: 'Benali-Roy' },
      protocol: 'to-follow',
      projectTitle: 'Another title here',
      intendedUses: ['epidemiology'],
    });
    const diff = diffVersions(version(1), { answers: changed, datasets: [COHORT, AIR] });
    const order = diff.answers.map((change) => REQUEST_FORM_FIELDS.indexOf(change.field));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(diff.answers.map((change) => change.field)).toEqual([
      'projectTitle',
      'intendedUses',
      'protocol',
      'principalInvestigator',
    ]);
  });

  it('reports datasets added and removed, with their titles and levels', () => {
    const diff = diffVersions(
      version(1),
      version(
        2,
        {
          requestedDatasets: [
            { dataset: COHORT.dataset.documentId, dataLevel: COHORT.dataLevel },
            { dataset: CANCER.dataset.documentId, dataLevel: CANCER.dataLevel },
          ],
        },
        [COHORT, CANCER],
      ),
    );
    expect(diff.datasetsAdded).toEqual([CANCER]);
    expect(diff.datasetsRemoved).toEqual([AIR]);
    expect(diff.levelsChanged).toEqual([]);
    expect(diff.answers).toEqual([]);
  });

  it('reports a dataset asked for at another data level, and ignores a new order of the same datasets', () => {
    const identifiable = {
      ...COHORT,
      dataLevel: 'identifiable',
      dataLevelLabels: { en: 'Level 3 – Identifiable', fr: 'Niveau 3 – Données identifiantes' },
    };
    const diff = diffVersions(
      version(1),
      version(
        2,
        {
          requestedDatasets: [
            { dataset: AIR.dataset.documentId, dataLevel: AIR.dataLevel },
            { dataset: COHORT.dataset.documentId, dataLevel: 'identifiable' },
          ],
        },
        [AIR, identifiable],
      ),
    );
    expect(diff.datasetsAdded).toEqual([]);
    expect(diff.datasetsRemoved).toEqual([]);
    expect(diff.levelsChanged).toEqual([
      {
        dataset: COHORT.dataset,
        before: { dataLevel: 'deidentified', dataLevelLabels: COHORT.dataLevelLabels },
        after: { dataLevel: 'identifiable', dataLevelLabels: identifiable.dataLevelLabels },
      },
    ]);
  });

  it('keeps a dataset the version has no detail of (removed from the library) by its documentId', () => {
    const diff = diffVersions(
      version(1, { requestedDatasets: [{ dataset: 'gone00000001', dataLevel: 'aggregated' }] }, []),
      version(2),
    );
    expect(diff.datasetsRemoved).toEqual([
      { dataset: { documentId: 'gone00000001', title: '', slug: '' }, dataLevel: 'aggregated', dataLevelLabels: {} },
    ]);
    expect(diff.datasetsAdded).toEqual([COHORT, AIR]);
  });
});
