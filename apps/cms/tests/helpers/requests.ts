import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { RoleType } from '@portal/shared';
import { startMailbox, type Mailbox } from './mail';
import { bootStrapi, type TestApp } from './strapi';
import { bearerFor, userWithSession, type TestUser } from './sessions';

/**
 * Helpers of the applicant-side request tests (tests/api/requests-*.test.ts): a Strapi booted
 * with the demo seed and a private-files folder of its own, a complete v2 form built from the
 * seeded content, sessions for the seeded demo accounts, and small request builders.
 */

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RequestsApp extends TestApp {
  privateDir: string;
}

function withPrivateDir(app: TestApp, privateDir: string): RequestsApp {
  const { stop, reboot } = app;
  return Object.assign(app, {
    privateDir,
    stop: async () => {
      await stop();
      rmSync(privateDir, { recursive: true, force: true });
    },
    reboot: async () => withPrivateDir(await reboot(), privateDir),
  });
}

/**
 * Boots on the demo content with a private files folder of its own. The suite's sequencer
 * (vitest.config.mts) finds the files that call it by name: they wait for the seeded template.
 */
export async function bootRequestsApp(env: Record<string, string> = {}): Promise<RequestsApp> {
  const privateDir = mkdtempSync(path.join(tmpdir(), 'portal-private-'));
  return withPrivateDir(
    await bootStrapi({ seedDemo: true, env: { PRIVATE_FILES_DIR: privateDir, ...env } }),
    privateDir,
  );
}

/** Every file under a folder (recursively). */
export function filesUnder(dir: string): string[] {
  let found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    found = statSync(full).isDirectory() ? [...found, ...filesUnder(full)] : [...found, full];
  }
  return found;
}

export type Session = TestUser & { auth: string };

export const applicant = (app: TestApp, label = 'A'): Promise<Session> =>
  userWithSession(app, 'authenticated', { firstName: `Applicant ${label}`, lastName: 'Tester' });
export const staff = (app: TestApp, role: RoleType): Promise<Session> =>
  userWithSession(app, role, { firstName: role, lastName: 'Tester' });

/** A test file's requests app, its mailbox, and its users by the names the file gives them. */
export type RequestsSuite<Applicant extends string, Staff extends string> = {
  app: RequestsApp;
  mailbox: Mailbox;
} & Record<Applicant | Staff, Session>;

/**
 * Boots a requests app (demo seed, private files) wired to a fresh mailbox before the file's
 * tests, with an applicant per entry of `applicants` (name → label) and a staff user per entry
 * of `staff` (name → role), and stops both after them. The fields are set once the file's
 * `beforeAll` has run: read them inside tests and hooks.
 */
export function requestsSuite<Applicant extends string, Staff extends string>(setup: {
  applicants: Record<Applicant, string>;
  staff: Record<Staff, RoleType>;
  env?: Record<string, string>;
}): RequestsSuite<Applicant, Staff> {
  const suite = {} as RequestsSuite<Applicant, Staff>;
  beforeAll(async () => {
    const mailbox = await startMailbox();
    const app = await bootRequestsApp({ ...mailbox.env, ...setup.env });
    Object.assign(suite, { app, mailbox });
    for (const [name, label] of Object.entries<string>(setup.applicants))
      Object.assign(suite, { [name]: await applicant(app, label) });
    for (const [name, role] of Object.entries<RoleType>(setup.staff))
      Object.assign(suite, { [name]: await staff(app, role) });
  });
  afterAll(async () => {
    await suite.app?.stop();
    await suite.mailbox?.stop();
  });
  return suite;
}

/** A session of a seeded demo account (e.g. applicant@portal.localhost). */
export async function demoSession(
  app: TestApp,
  email: string,
): Promise<{ id: number; documentId: string; email: string; auth: string }> {
  const user = (await app.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email }, select: ['id', 'documentId', 'email'] })) as {
    id: number;
    documentId: string;
    email: string;
  } | null;
  if (!user) throw new Error(`No demo account ${email}`);
  return { ...user, auth: await bearerFor(app, user) };
}

/** The published datasets (en) by slug, with their data levels' keys and English labels (same order). */
export async function datasetsBySlug(
  app: TestApp,
): Promise<Map<string, { documentId: string; title: string; levels: string[]; labels: string[] }>> {
  const rows = (await app.strapi.db.query('api::dataset.dataset').findMany({
    where: { locale: 'en', publishedAt: { $notNull: true } },
    select: ['documentId', 'slug', 'title'],
    populate: { availableDataLevels: true },
  })) as Array<{
    documentId: string;
    slug: string;
    title: string;
    availableDataLevels: Array<{ key: string; value: string }>;
  }>;
  return new Map(
    rows.map((row) => [
      row.slug,
      {
        documentId: row.documentId,
        title: row.title,
        levels: row.availableDataLevels.map((l) => l.key),
        labels: row.availableDataLevels.map((l) => l.value),
      },
    ]),
  );
}

/** A complete v2 form that the submit schema accepts with the seeded content and datasets. */
export async function completeForm(app: TestApp): Promise<Json> {
  const datasets = await datasetsBySlug(app);
  const cohort = datasets.get('national-birth-cohort');
  const air = datasets.get('air-quality-sensor-network');
  if (!cohort || !air) throw new Error('The demo datasets are missing');
  return {
    requestedDatasets: [
      { dataset: cohort.documentId, dataLevel: cohort.levels[1] },
      { dataset: air.documentId, dataLevel: air.levels[0] },
    ],
    projectTitle: 'Traffic pollution and child development',
    projectSummary:
      'We will relate traffic-related air pollution at home to developmental milestones in the birth cohort.',
    projectStartDate: '2027-01-01',
    projectEndDate: '2028-12-31',
    projectClassification: 'academic-research',
    intendedUses: ['epidemiology', 'environmental-health'],
    fundingStatus: 'funded',
    fundingDetails: 'CIHR PJT-999999',
    independentReview: 'ethics-approved',
    independentReviewDetails: 'REB 2026-001',
    regulatoryBodies: ['research-ethics-committee'],
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
  };
}

export const api = (app: TestApp) => request(app.server);

/** Creates a draft with `answers` and returns its documentId. */
export async function createDraft(app: TestApp, user: Session, answers: Json = {}): Promise<string> {
  const res = await api(app)
    .post('/api/data-access-request/create-draft')
    .set('Authorization', user.auth)
    .send(answers);
  if (res.status !== 200) throw new Error(`create-draft failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.documentId as string;
}

/** Files a complete v2 request through the API (draft + publish) and returns its documentId. */
export async function submitRequest(app: TestApp, user: Session, overrides: Json = {}): Promise<string> {
  const draftId = await createDraft(app, user, { ...(await completeForm(app)), ...overrides });
  const res = await api(app).post(`/api/data-access-request/${draftId}/publish`).set('Authorization', user.auth).send();
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.documentId as string;
}

/** Moves a request into a state directly in the database (for tests of later steps). */
export async function forceState(
  app: TestApp,
  format: 'v1' | 'v2',
  documentId: string,
  state: { requestStatus: string; approvalStatus: string; assignee?: string | null },
): Promise<void> {
  const uid = format === 'v1' ? 'api::dataset-request.dataset-request' : 'api::data-access-request.data-access-request';
  await app.strapi.documents(uid as never).update({
    documentId,
    data: {
      internal: {
        requestStatus: state.requestStatus,
        approvalStatus: state.approvalStatus,
        assignee: state.assignee ?? null,
      },
    },
  } as never);
}

/** A v1 request of `owner` created in the database (v1 has no create endpoint). */
export async function v1Request(
  app: TestApp,
  owner: { documentId: string },
  state: { requestStatus: string; approvalStatus: string } = { requestStatus: 'new', approvalStatus: 'pending' },
): Promise<string> {
  const datasets = await datasetsBySlug(app);
  const created = (await app.strapi.documents('api::dataset-request.dataset-request' as never).create({
    data: {
      projectTitle: `Legacy project ${Math.random().toString(36).slice(2, 8)}`,
      projectDescription: 'An older request.',
      intendedUse: 'Research',
      requester: owner.documentId,
      datasets: [datasets.get('cancer-registry-extract')?.documentId],
      internal: { ...state, assignee: null },
      version: 0,
    },
  } as never)) as { documentId: string };
  return created.documentId;
}

/** Bytes of small files of each kind. */
export const FIXTURES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  ),
  csv: Buffer.from('dataset,level\nnational-birth-cohort,2\n', 'utf8'),
  /** A Windows executable header ("MZ", PE stub): must never pass as a PDF. */
  exe: Buffer.from([
    0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, 0xb8, 0, 0, 0, 0, 0,
    0, 0, 0x40, 0, 0, 0,
  ]),
};
