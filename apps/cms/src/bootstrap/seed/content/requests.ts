import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  GRAPH_STATES,
  checkTransition,
  type RequestFileKind,
  type RequestFormat,
  type RoleType,
  type WorkflowAction,
  type WorkflowState,
} from '@portal/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-accounts';
import { databaseSettled } from '../lib/database-settled';
import { recordDocuments } from '../../../platform/database/documents';
import { makePdf } from '../lib/pdf';
import {
  createFileRecord,
  ensureBlob,
  writeBlob,
  removeBlob,
  replayAccessEdges,
  REQUEST_FILE_UID,
  type StoredBlob,
} from '../../../modules/requests';
import {
  DRAFT_UID,
  EVENT_UID,
  RECOMMENDATION_UID,
  REQUEST_UIDS,
  USER_UID,
  DATASET_UID,
} from '../../../modules/requests';
import {
  DRAFT_PROJECTS,
  EXTRA_APPLICANTS,
  V1_PROJECTS,
  V2_PROJECTS,
  type DemoApplicant,
  type V1Project,
  type V2Project,
} from './request-fixtures';

/**
 * Demo requests for the queue, the applicant's "my requests" and the tests: 28 v2 and 16 v1
 * requests covering every state of the workflow graph (GRAPH_STATES) in both formats, filed by
 * five applicants, assigned to the demo staff, each with the events of the path that led to its
 * state (computed with the shared transition rules, so they can never disagree), the committee's
 * recommendations, small PDF attachments and contracts in private storage, and three drafts.
 *
 * Idempotent: a request is keyed by its project title; existing ones are left alone (staff may
 * have moved them on), only the bytes of their seeded files are written again when missing from
 * PRIVATE_FILES_DIR. Registry entries are not created: publish-to-register does that.
 */

type Person = {
  id: number;
  documentId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: { type: RoleType };
};
type StaffKey = 'qm' | 'member' | 'chair' | 'cm';
type ActorKey = StaffKey | 'applicant';

interface Step {
  action: WorkflowAction;
  by: ActorKey;
  requestStatus?: WorkflowState['requestStatus'];
  assignee?: StaffKey;
  recommendation?: 'approve' | 'deny' | 'abstain';
  note?: string;
  file?: { kind: RequestFileKind; name: string };
}

const stateKey = (state: WorkflowState) => `${state.requestStatus}/${state.approvalStatus}`;

const ASSIGN: Step = { action: 'assign', by: 'qm', assignee: 'member' };
const REVIEW: Step = { action: 'setStatus', by: 'member', requestStatus: 'inReview' };
const RECOMMEND: Step = {
  action: 'recommend',
  by: 'member',
  recommendation: 'approve',
  note: 'Clear public benefit; the data requested match the analysis plan.',
};
const APPROVED: Step[] = [
  ASSIGN,
  REVIEW,
  RECOMMEND,
  {
    action: 'approve',
    by: 'chair',
    note: 'Approved as requested. Outputs must pass disclosure control before release.',
  },
  { action: 'assign', by: 'qm', assignee: 'cm' },
];
const CONTRACT: Step = {
  action: 'addContract',
  by: 'cm',
  note: 'The data sharing agreement is attached: please have it signed by your institution.',
  file: { kind: 'contract', name: 'Data sharing agreement.pdf' },
};
const SIGNED: Step = {
  action: 'signContract',
  by: 'applicant',
  file: { kind: 'signedContract', name: 'Data sharing agreement (signed).pdf' },
};

/** For every state of the graph, a path from submission that ends in it. */
const PATHS: Record<string, Step[]> = {
  'new/pending': [],
  'assigned/pending': [ASSIGN],
  'pendingReassignment/pending': [
    ASSIGN,
    { action: 'unassign', by: 'member', note: 'Conflict of interest: I co-author with the applicant.' },
  ],
  'informationRequested/pending': [
    ASSIGN,
    {
      action: 'requestInformation',
      by: 'member',
      note: 'Please attach the ethics approval letter and say which years of data you need.',
    },
  ],
  'inReview/pending': [ASSIGN, REVIEW],
  'new/pendingApproval': [
    ASSIGN,
    RECOMMEND,
    { action: 'setStatus', by: 'qm', requestStatus: 'new', note: 'Returned to the queue for a second reviewer.' },
  ],
  'assigned/pendingApproval': [ASSIGN, RECOMMEND],
  'pendingReassignment/pendingApproval': [
    ASSIGN,
    RECOMMEND,
    { action: 'unassign', by: 'member', note: 'On leave from next week.' },
  ],
  'informationRequested/pendingApproval': [
    ASSIGN,
    REVIEW,
    RECOMMEND,
    {
      action: 'requestInformation',
      by: 'qm',
      note: 'The committee asks for the output disclosure plan before deciding.',
    },
  ],
  'inReview/pendingApproval': [ASSIGN, REVIEW, RECOMMEND],
  'pendingContract/approved': APPROVED,
  'pendingSigning/approved': [...APPROVED, CONTRACT],
  'contractSigned/approved': [...APPROVED, CONTRACT, SIGNED],
  'complete/approved': [
    ...APPROVED,
    CONTRACT,
    SIGNED,
    { action: 'complete', by: 'qm', note: 'Data released to the secure research environment.' },
  ],
  'published/approved': [
    ...APPROVED,
    CONTRACT,
    SIGNED,
    { action: 'complete', by: 'qm' },
    { action: 'publish', by: 'qm' },
  ],
  'complete/denied': [
    ASSIGN,
    REVIEW,
    {
      action: 'recommend',
      by: 'member',
      recommendation: 'deny',
      note: 'Identifiable data is not justified by the analysis plan.',
    },
    {
      action: 'deny',
      by: 'chair',
      note: 'Declined: the aggregated level would answer the question. You are welcome to apply for level 1 data.',
    },
  ],
};

const ALL_STATES = GRAPH_STATES.map(stateKey);
for (const key of ALL_STATES) if (!PATHS[key]) throw new Error(`The request seed has no path to ${key}`);

/** v2: every state once, then the states a busy queue holds most (28 in all). */
const V2_STATES = [
  ...ALL_STATES,
  'new/pending',
  'new/pending',
  'assigned/pending',
  'inReview/pending',
  'informationRequested/pending',
  'assigned/pendingApproval',
  'pendingContract/approved',
  'pendingSigning/approved',
  'published/approved',
  'published/approved',
  'complete/denied',
  'inReview/pendingApproval',
];
/** v1: every state once (16). */
const V1_STATES = [...ALL_STATES];

const DAY = 24 * 60 * 60 * 1000;
/** Submissions spread from January to October 2026, one every six days; steps follow every 2–3 days. */
const submittedAt = (index: number) => Date.UTC(2026, 0, 12, 9, 30) + index * 6 * DAY;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

async function ensureApplicant(strapi: Core.Strapi, applicant: DemoApplicant): Promise<void> {
  const exists = await strapi.db.query(USER_UID).count({ where: { email: applicant.email } });
  if (exists > 0) return;
  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } })) as { id: number } | null;
  if (!role) throw new Error('Role authenticated does not exist');
  await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      ...applicant,
      username: applicant.email,
      password: DEMO_PASSWORD,
      provider: 'local',
      confirmed: true,
      blocked: false,
      receiveNewsAndUpdates: false,
      role: role.id,
    });
}

async function person(strapi: Core.Strapi, email: string): Promise<Person> {
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { email },
    select: ['id', 'documentId', 'email', 'firstName', 'lastName'],
    populate: { role: { select: ['type'] } },
  })) as Person | null;
  if (!user) throw new Error(`Demo account ${email} is missing: seed the demo accounts first`);
  return user;
}

const docs = recordDocuments;

/** Seeded records carry their historical dates (the database only fills in missing timestamps). */
const at = (createdAt: number, updatedAt = createdAt) => ({
  createdAt: new Date(createdAt),
  updatedAt: new Date(updatedAt),
});

interface SeededFile {
  kind: RequestFileKind;
  name: string;
  bytes: Buffer;
  by: Person;
  at: number;
}

function pdfFor(title: string, name: string, lines: string[]): Buffer {
  return makePdf(name.replace(/\.pdf$/, ''), [`Project: ${title}`, ...lines]);
}

function attachmentLines(kind: RequestFileKind, format: RequestFormat): string[] {
  if (kind === 'contract') {
    return [
      'Data sharing agreement between the Open Data Access Portal and the applicant institution.',
      '1. The data are used only for the approved project and stay in the secure research environment.',
      '2. Outputs are checked for disclosure risk before they leave the environment.',
      '3. The agreement ends with the project; the data are then destroyed.',
      'Signature of the institution: ____________________',
    ];
  }
  if (kind === 'signedContract') {
    return [
      'Data sharing agreement, signed for the applicant institution.',
      'Signed: Director of Research Services',
      `Request format: ${format}`,
    ];
  }
  return [
    'Study protocol (summary)',
    'Objectives, population, variables, analysis plan and output checking.',
    'Version 1.2',
  ];
}

/** The whole history of one seeded request, computed with the shared rules. */
function plan(path: Step[], people: Record<ActorKey, Person>, start: number) {
  let state: WorkflowState | null = null;
  let assignee: Person | null = null;
  let version = 0;
  const events: Array<{
    action: string;
    actor: Person;
    from: WorkflowState | null;
    to: WorkflowState;
    note: string | null;
    details: Record<string, unknown> | null;
    at: number;
  }> = [];
  const recommendations: Array<{ member: Person; recommendation: string; note: string | null; at: number }> = [];
  const files: Array<Omit<SeededFile, 'bytes'>> = [];
  const submit = checkTransition('authenticated', 'submit', null, {}, { isOwner: true });
  if (!submit.ok) throw new Error(`Seed: submit refused (${submit.message})`);
  state = submit.to;
  events.push({
    action: 'submit',
    actor: people.applicant,
    from: null,
    to: state,
    note: null,
    details: null,
    at: start,
  });
  path.forEach((step, index) => {
    const actor = people[step.by];
    const target = step.assignee ? people[step.assignee] : null;
    const at = start + (index + 1) * 2.5 * DAY;
    const check = checkTransition(
      actor.role.type,
      step.action,
      state,
      { requestStatus: step.requestStatus, recommendation: step.recommendation, assigneeRole: target?.role.type },
      { isOwner: step.by === 'applicant', hasAssignee: !!assignee },
    );
    if (!check.ok)
      throw new Error(
        `Seed path refused at ${step.action} from ${state ? stateKey(state) : 'draft'}: ${check.message}`,
      );
    const details: Record<string, unknown> = {};
    if (step.action === 'assign' && target) {
      details.assignee = { documentId: target.documentId, role: target.role.type };
      if (assignee) details.previousAssignee = { documentId: assignee.documentId, role: assignee.role.type };
      assignee = target;
    }
    if (step.action === 'unassign' && assignee) {
      details.previousAssignee = { documentId: assignee.documentId, role: assignee.role.type };
      assignee = null;
    }
    if (step.action === 'recommend' && step.recommendation) {
      details.recommendation = step.recommendation;
      recommendations.push({ member: actor, recommendation: step.recommendation, note: step.note ?? null, at });
    }
    if (step.file) {
      files.push({ kind: step.file.kind, name: step.file.name, by: actor, at });
      details.file = { name: step.file.name, kind: step.file.kind };
    }
    events.push({
      action: step.action,
      actor,
      from: state,
      to: check.to,
      note: step.note ?? null,
      details: Object.keys(details).length > 0 ? details : null,
      at,
    });
    state = check.to;
    version += 1;
  });
  return {
    state: state as WorkflowState,
    assignee: assignee as Person | null,
    version,
    events,
    recommendations,
    files,
  };
}

interface RequestSeed {
  format: RequestFormat;
  title: string;
  applicant: Person;
  stateKey: string;
  index: number;
  data: Record<string, unknown>;
  attachment: boolean;
}

type SeedDataset = { documentId: string; levels: Array<{ key: string; value: string }> };

async function datasetIds(strapi: Core.Strapi): Promise<Map<string, SeedDataset>> {
  const rows = (await strapi.db.query(DATASET_UID).findMany({
    where: { locale: DEFAULT_LOCALE, publishedAt: { $notNull: true } },
    select: ['documentId', 'slug'],
    populate: { availableDataLevels: true },
  })) as Array<{ documentId: string; slug: string; availableDataLevels?: Array<{ key: string; value: string }> }>;
  return new Map(rows.map((row) => [row.slug, { documentId: row.documentId, levels: row.availableDataLevels ?? [] }]));
}

function v2Data(project: V2Project, datasets: Map<string, SeedDataset>, start: number): Record<string, unknown> {
  const begin = start + 100 * DAY;
  return {
    projectTitle: project.title,
    projectSummary: project.summary,
    projectClassification: project.classification,
    intendedUses: project.uses,
    fundingStatus: project.funding,
    fundingDetails: project.fundingDetails ?? null,
    independentReview: project.review,
    independentReviewDetails: project.reviewDetails ?? null,
    regulatoryBodies: project.bodies,
    regulatoryBodyDetails: project.bodyDetails ?? null,
    dissemination: project.dissemination,
    protocol: project.protocol,
    projectStartDate: isoDate(begin),
    projectEndDate: isoDate(begin + 730 * DAY),
    principalInvestigator: { ...project.pi },
    requestedDatasets: project.datasets.flatMap(([slug, level]) => {
      const dataset = datasets.get(slug);
      if (!dataset) return [];
      // Requests store the level's key (docs/decisions.md, "Data levels have keys").
      const chosen = dataset.levels.find((item) => item.value.startsWith(`Level ${level}`)) ?? dataset.levels[0];
      return [{ dataset: dataset.documentId, dataLevel: chosen?.key ?? null }];
    }),
    submittedAt: new Date(start).toISOString(),
  };
}

function v1Data(project: V1Project, datasets: Map<string, SeedDataset>): Record<string, unknown> {
  return {
    projectTitle: project.title,
    projectDescription: project.description,
    intendedUse: project.intendedUse,
    datasets: project.datasets.flatMap((slug) => {
      const dataset = datasets.get(slug);
      return dataset ? [dataset.documentId] : [];
    }),
  };
}

const PI_APPLICANT: Record<string, number> = { Haddad: 0, Tanaka: 0, Larsen: 1, Moreau: 2, Raman: 3, Okoye: 4 };

export async function seedRequests(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  for (const applicant of EXTRA_APPLICANTS) await ensureApplicant(strapi, applicant);
  const demoApplicant = DEMO_ACCOUNTS.find((account) => account.role === 'authenticated');
  const staffEmail = (role: RoleType) => DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? '';
  if (!demoApplicant) throw new Error('No demo applicant account');
  const applicants = [
    await person(strapi, demoApplicant.email),
    ...(await Promise.all(EXTRA_APPLICANTS.map((a) => person(strapi, a.email)))),
  ];
  const staff: Record<StaffKey, Person> = {
    qm: await person(strapi, staffEmail('queue-manager')),
    member: await person(strapi, staffEmail('dag-member')),
    chair: await person(strapi, staffEmail('dag-chair')),
    cm: await person(strapi, staffEmail('contract-manager')),
  };
  const datasets = await datasetIds(strapi);

  const seeds: RequestSeed[] = [
    ...V2_PROJECTS.map((project, i): RequestSeed => ({
      format: 'v2',
      title: project.title,
      applicant: applicants[PI_APPLICANT[project.pi.lastName] ?? i % applicants.length] as Person,
      stateKey: V2_STATES[i % V2_STATES.length] as string,
      index: i,
      data: v2Data(project, datasets, submittedAt(i)),
      attachment: project.protocol === 'attached',
    })),
    ...V1_PROJECTS.map((project, i): RequestSeed => ({
      format: 'v1',
      title: project.title,
      applicant: applicants[i % applicants.length] as Person,
      stateKey: V1_STATES[i % V1_STATES.length] as string,
      index: V2_PROJECTS.length + i,
      data: v1Data(project, datasets),
      attachment: i % 3 === 0,
    })),
  ];

  let created = 0;
  let healed = 0;
  const written: StoredBlob[] = [];
  try {
    await strapi.db.transaction(async () => {
      for (const seed of seeds) {
        const start = submittedAt(seed.index);
        const history = plan(PATHS[seed.stateKey] ?? [], { ...staff, applicant: seed.applicant }, start);
        const files: SeededFile[] = [
          ...(seed.attachment
            ? [
                {
                  kind: 'attachment' as const,
                  name: seed.format === 'v2' ? 'Study protocol.pdf' : 'Project description.pdf',
                  by: seed.applicant,
                  at: start,
                },
              ]
            : []),
          ...history.files,
        ].map((file) => ({ ...file, bytes: pdfFor(seed.title, file.name, attachmentLines(file.kind, seed.format)) }));

        const uid = REQUEST_UIDS[seed.format];
        const existing = await docs(strapi, uid).findFirst({
          filters: { projectTitle: seed.title },
          fields: ['documentId'],
        });
        if (existing) {
          healed += await healFiles(strapi, existing.documentId as string, seed.format, files);
          continue;
        }
        const request = await docs(strapi, uid).create({
          data: {
            ...seed.data,
            requester: seed.applicant.documentId,
            internal: {
              requestStatus: history.state.requestStatus,
              approvalStatus: history.state.approvalStatus,
              assignee: history.assignee?.documentId ?? null,
            },
            version: history.version,
            ...at(start, history.events[history.events.length - 1]?.at ?? start),
          },
        });
        const documentId = request.documentId as string;
        for (const event of history.events) {
          await docs(strapi, EVENT_UID).create({
            data: {
              requestDocumentId: documentId,
              format: seed.format,
              actor: event.actor.documentId,
              actorRole: event.actor.role.type,
              action: event.action,
              fromRequestStatus: event.from?.requestStatus ?? null,
              fromApprovalStatus: event.from?.approvalStatus ?? null,
              toRequestStatus: event.to.requestStatus,
              toApprovalStatus: event.to.approvalStatus,
              note: event.note,
              details: event.details,
              ...at(event.at),
            },
          });
        }
        await replayAccessEdges(
          strapi,
          seed.format,
          documentId,
          history.events.map((event) => ({ action: event.action, at: new Date(event.at) })),
        );
        for (const recommendation of history.recommendations) {
          await docs(strapi, RECOMMENDATION_UID).create({
            data: {
              requestDocumentId: documentId,
              format: seed.format,
              member: recommendation.member.documentId,
              recommendation: recommendation.recommendation,
              note: recommendation.note,
              ...at(recommendation.at),
            },
          });
        }
        for (const file of files) {
          const blob = await writeBlob(strapi, file.bytes);
          written.push(blob);
          await createFileRecord(
            strapi,
            blob,
            {
              name: file.name,
              mime: 'application/pdf',
              requestDocumentId: documentId,
              format: seed.format,
              kind: file.kind,
              uploadedBy: file.by.id,
            },
            at(file.at),
          );
        }
        created += 1;
      }
      for (const draft of DRAFT_PROJECTS) {
        const title = draft.answers.projectTitle as string;
        const exists =
          (await docs(strapi, DRAFT_UID).findFirst({ filters: { projectTitle: title }, fields: ['documentId'] })) ??
          (await docs(strapi, REQUEST_UIDS.v2).findFirst({ filters: { projectTitle: title }, fields: ['documentId'] }));
        if (exists) continue;
        const owner = applicants[draft.applicant] as Person;
        await docs(strapi, DRAFT_UID).create({ data: { ...draft.answers, requester: owner.documentId, version: 0 } });
        created += 1;
      }
    });
  } catch (error) {
    await Promise.all(written.map((blob) => removeBlob(strapi, blob.storageKey).catch(() => undefined)));
    throw error;
  }
  await databaseSettled(strapi);
  strapi.log.info(
    `Demo requests checked in ${Date.now() - started} ms (${created} created, ${healed} file(s) restored)`,
  );
}

/** Writes the bytes of an existing request's seeded files again when they are missing. */
async function healFiles(
  strapi: Core.Strapi,
  requestDocumentId: string,
  format: RequestFormat,
  files: SeededFile[],
): Promise<number> {
  if (files.length === 0) return 0;
  const records = (await docs(strapi, REQUEST_FILE_UID).findMany({
    filters: { requestDocumentId, format, name: { $in: files.map((file) => file.name) } },
    fields: ['name', 'storageKey', 'size'],
  })) as Array<{ name: string; storageKey: string; size: number }>;
  let count = 0;
  for (const record of records) {
    const file = files.find((candidate) => candidate.name === record.name);
    if (file && Number(record.size) === file.bytes.length && (await ensureBlob(strapi, record.storageKey, file.bytes)))
      count += 1;
  }
  return count;
}
