import { allowedRequestActions } from '@portal/shared';
import type {
  DatasetAccessRequestPage,
  DatasetRequestFormPage,
  ApplicantRequestDetail,
  ApplicantRequestEvent,
  InformationRequest,
  RequestDraft,
  RequestFile,
  RequestFormAnswers,
  RequestVersion,
  RequestFormStepContent,
} from '@portal/shared';
import { http, HttpResponse } from 'msw';

import { server } from '@/testing/server';

/** Request API bodies as docs/api/requests.md describes them (shapes of apps/cms/tests/api/requests-*). */

export const requestFileFixture = (overrides: Partial<RequestFile> = {}): RequestFile => ({
  documentId: 'file000001',
  name: 'protocol.pdf',
  mime: 'application/pdf',
  size: 2048,
  kind: 'attachment',
  superseded: false,
  createdAt: '2026-03-02T10:00:00.000Z',
  url: '/api/v2/file-mapping/req0000001/file000001',
  ...overrides,
});

export const requestEventFixture = (overrides: Partial<ApplicantRequestEvent> = {}): ApplicantRequestEvent => ({
  documentId: 'evt0000001',
  action: 'submit',
  fromRequestStatus: null,
  toRequestStatus: 'new',
  fromApprovalStatus: null,
  toApprovalStatus: 'pending',
  note: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

/** What staff asked, as a detail carries it while information is requested (returns for changes). */
export const informationRequestFixture = (overrides: Partial<InformationRequest> = {}): InformationRequest => ({
  note: 'Please tell us more about data storage.',
  fieldComments: [
    { field: 'projectSummary', comment: 'Say where the data will be stored.' },
    { field: 'principalInvestigator', comment: 'Give the investigator’s institutional e-mail address.' },
  ],
  requestedAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

const formAnswersFixture = (overrides: Partial<RequestFormAnswers> = {}): RequestFormAnswers => ({
  requestedDatasets: [{ dataset: 'ds00000001', dataLevel: 'aggregated' }],
  projectTitle: 'Air and asthma',
  projectSummary: 'How air quality relates to asthma visits.',
  projectStartDate: '2026-05-01',
  projectEndDate: '2027-05-01',
  projectClassification: 'research',
  intendedUses: ['research'],
  fundingStatus: 'funded',
  fundingDetails: 'CIHR grant',
  independentReview: 'yes',
  independentReviewDetails: null,
  regulatoryBodies: [],
  regulatoryBodyDetails: null,
  dissemination: ['publication'],
  protocol: 'attached',
  principalInvestigator: {
    title: 'Dr',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    organization: 'McGill University',
    organizationType: 'University',
    country: 'Canada',
  },
  ...overrides,
});

const datasetDetails = [
  {
    dataset: { documentId: 'ds00000001', title: 'Air quality sensor network', slug: 'air-quality' },
    dataLevel: 'aggregated',
    dataLevelLabels: { en: 'Level 1 – Aggregated', fr: 'Niveau 1 – Données agrégées' },
  },
];

export function applicantRequestFixture(
  overrides: Partial<ApplicantRequestDetail> & Record<string, unknown> = {},
): ApplicantRequestDetail {
  const { projectTitle, ...answers } = formAnswersFixture();
  return ownersActions({
    documentId: 'req0000001',
    format: 'v2',
    isDraft: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    submittedAt: '2026-03-02T10:00:00.000Z',
    version: 1,
    requester: null,
    datasetDetails,
    files: [requestFileFixture()],
    allowedActions: [],
    ...answers,
    projectTitle: projectTitle ?? '',
    internal: { requestStatus: 'new', approvalStatus: 'pending' },
    events: [requestEventFixture()],
    informationRequest: null,
    ...overrides,
  } as ApplicantRequestDetail);
}

/** The applicant's own actions as the server lists them, unless the fixture sets them. */
function ownersActions(detail: ApplicantRequestDetail): ApplicantRequestDetail {
  if (detail.allowedActions.length > 0) return detail;
  const ctx = { isOwner: true, hasAssignee: false };
  return { ...detail, allowedActions: allowedRequestActions('authenticated', detail.internal, ctx, detail.format) };
}

export function v1RequestFixture(overrides: Partial<ApplicantRequestDetail> & Record<string, unknown> = {}) {
  return ownersActions({
    documentId: 'old0000001',
    format: 'v1',
    isDraft: false,
    createdAt: '2025-11-05T10:00:00.000Z',
    updatedAt: '2025-11-05T10:00:00.000Z',
    submittedAt: null,
    version: 2,
    requester: null,
    datasetDetails: datasetDetails.map((detail) => ({ ...detail, dataLevel: null, dataLevelLabels: {} })),
    files: [],
    allowedActions: [],
    projectTitle: 'Birth weight study',
    projectDescription: 'Birth weight across regions.',
    intendedUse: 'Academic research',
    datasets: ['ds00000001'],
    internal: { requestStatus: 'new', approvalStatus: 'pending' },
    events: [requestEventFixture()],
    informationRequest: null,
    ...overrides,
  } as ApplicantRequestDetail);
}

export function draftFixture(overrides: Partial<RequestDraft> = {}): RequestDraft {
  return {
    ...formAnswersFixture({
      projectSummary: null,
      projectStartDate: null,
      projectEndDate: null,
      projectClassification: null,
      intendedUses: [],
      fundingStatus: null,
      fundingDetails: null,
      independentReview: null,
      dissemination: [],
      protocol: null,
    }),
    documentId: 'draft00001',
    format: 'v2',
    isDraft: true,
    version: 1,
    createdAt: '2026-04-10T10:00:00.000Z',
    updatedAt: '2026-04-10T10:00:00.000Z',
    datasetDetails,
    files: [],
    ...overrides,
  };
}

/** One version of a v2 request (GET /api/data-access-request/{id}/versions): the fixture request's answers as first sent. */
export function requestVersionFixture(
  overrides: Partial<Omit<RequestVersion, 'answers'>> & { answers?: Partial<RequestFormAnswers> } = {},
): RequestVersion {
  const { answers, ...rest } = overrides;
  return {
    number: 1,
    kind: 'submit',
    submittedAt: '2026-03-02T10:00:00.000Z',
    datasets: datasetDetails,
    ...rest,
    answers: formAnswersFixture(answers),
  };
}

const options = (...pairs: Array<[string, string]>) => pairs.map(([value, label], id) => ({ id, value, label }));
const section = (title: string, helpText: string | null = null) => ({ title, helpText });

/** GET /api/dataset-access-request (spec §3), English labels for the values the fixtures use. */
export function accessRequestContentFixture(locale = 'en'): DatasetAccessRequestPage {
  const fr = locale === 'fr';
  return {
    id: 1,
    documentId: 'darcontent',
    locale,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-01T00:00:00.000Z',
    seo: null,
    hero: null,
    textColumns: null,
    datasetsSection: section(
      fr ? 'Jeux de données' : 'Datasets',
      fr ? 'Choisissez les jeux de données.' : 'Choose the datasets you need.',
    ),
    projectClassificationSection: section(fr ? 'Classification du projet' : 'Project classification'),
    projectClassifications: options(
      ['research', fr ? 'Recherche' : 'Research'],
      ['evaluation', fr ? 'Évaluation' : 'Program evaluation'],
    ),
    intendedUseSection: section(fr ? 'Utilisations prévues' : 'Intended uses'),
    intendedUseOptions: options(
      ['research', fr ? 'Recherche universitaire' : 'Academic research'],
      ['policy', fr ? 'Politiques' : 'Policy'],
    ),
    fundingStatusSection: section(fr ? 'Financement' : 'Funding'),
    fundingStatusOptions: options(
      ['funded', fr ? 'Financé' : 'Funded'],
      ['unfunded', fr ? 'Non financé' : 'Not funded'],
    ),
    independentReviewSection: section(fr ? 'Examen indépendant' : 'Independent review'),
    independentReviewOptions: options(['yes', fr ? 'Oui' : 'Yes'], ['no', fr ? 'Non' : 'No']),
    regulatoryBodySection: section(fr ? 'Organismes' : 'Regulatory bodies'),
    regulatoryBodyOptions: options(['reb', fr ? 'Comité d’éthique' : 'Research ethics board']),
    disseminationSection: section(fr ? 'Diffusion' : 'Dissemination'),
    disseminationOptions: options(
      ['publication', fr ? 'Publication' : 'Peer-reviewed publication'],
      ['report', fr ? 'Rapport' : 'Report'],
    ),
    protocolSection: section(fr ? 'Protocole' : 'Protocol'),
    protocolOptions: options(['attached', fr ? 'Joint' : 'Attached'], ['none', fr ? 'Aucun' : 'None']),
    saveDraftButtonLabel: null,
    submitButtonLabel: null,
    submittedMessage: null,
  };
}

/** GET /api/datasets: the fields the request form reads. */
export const requestableDatasetsFixture = () => [
  {
    id: 1,
    documentId: 'ds00000001',
    slug: 'air-quality',
    title: 'Air quality sensor network',
    availableDataLevels: [
      { key: 'aggregated', value: 'Level 1' },
      { key: 'deidentified', value: 'Level 2' },
    ],
  },
  {
    id: 2,
    documentId: 'ds00000002',
    slug: 'birth-cohort',
    title: 'Birth cohort',
    availableDataLevels: [{ key: 'aggregated', value: 'Level 1' }],
  },
];

/** GET /api/dataset-request-form: the editor's step texts (none unless given). */
const requestFormPageFixture = (steps: RequestFormStepContent[] = []): DatasetRequestFormPage => ({
  id: 1,
  documentId: 'requestform01',
  locale: 'en',
  seo: null,
  title: 'Request access to data',
  intro: null,
  steps,
  backLabel: null,
  nextLabel: null,
  saveDraftLabel: null,
  draftSavedMessage: null,
  submitLabel: null,
  successTitle: null,
  successText: null,
  helpText: null,
});

/** Serves the request form's content and datasets (both locales), and the editor's step texts (`steps`). */
export function serveRequestFormContent(steps: RequestFormStepContent[] = []) {
  server.use(
    http.get('*/api/dataset-request-form', () => HttpResponse.json({ data: requestFormPageFixture(steps), meta: {} })),
    http.get('*/api/dataset-access-request', ({ request }) =>
      HttpResponse.json({
        data: accessRequestContentFixture(new URL(request.url).searchParams.get('locale') ?? 'en'),
        meta: {},
      }),
    ),
    http.get('*/api/datasets', () =>
      HttpResponse.json({ data: requestableDatasetsFixture(), meta: { pagination: { page: 1, pageCount: 1 } } }),
    ),
  );
}
