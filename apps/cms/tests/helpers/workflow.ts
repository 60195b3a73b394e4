import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApprovalStatus, RequestFormat, RequestStatus, RoleType } from '@portal/shared';
import type { TestApp } from './strapi';
import { userWithSession, type TestUser } from './sessions';

const require = createRequire(import.meta.url);
const DIST = path.resolve(__dirname, '..', '..', 'dist', 'src');

export const REQUEST_UIDS = {
  v1: 'api::dataset-request.dataset-request',
  v2: 'api::data-access-request.data-access-request',
} as const;

export const EVENT_UID = 'api::request-event.request-event';

/** The compiled workflow service — the same module instance the running Strapi uses. */
export function workflowService(): typeof import('../../src/modules/requests') {
  return require(path.join(DIST, 'modules', 'requests', 'index.js')) as typeof import('../../src/modules/requests');
}

/** The compiled notifications module (outbox, digests): the instance the running Strapi uses. */
export function notificationsModule(): typeof import('../../src/modules/notifications') {
  return require(
    path.join(DIST, 'modules', 'notifications', 'index.js'),
  ) as typeof import('../../src/modules/notifications');
}

/** The compiled queue item loader (modules/requests/queue/queue-items): the view read live. */
export function queueItems(): typeof import('../../src/modules/requests/queue/queue-items') {
  return require(path.join(DIST, 'modules', 'requests', 'queue', 'queue-items.js')) as never;
}

/** The compiled queue index (modules/requests/queue-index), for tests that write rows with raw SQL. */
export function queueIndex(): typeof import('../../src/modules/requests/queue-index/sync') &
  typeof import('../../src/modules/requests/queue-index/backfill') {
  const dir = path.join(DIST, 'modules', 'requests', 'queue-index');
  return { ...require(path.join(dir, 'sync.js')), ...require(path.join(dir, 'backfill.js')) } as never;
}

/** The v1 / v2 API path prefix of the staff endpoints. */
export const PREFIX: Record<RequestFormat, string> = { v1: '/api/dataset-request', v2: '/api/data-access-request' };

export type Staff = Record<RoleType, TestUser & { auth: string }>;

/** One user with a session per role. */
export async function staffPerRole(app: TestApp, label = ''): Promise<Staff> {
  const roles: RoleType[] = [
    'authenticated',
    'dag-member',
    'dag-chair',
    'queue-manager',
    'contract-manager',
    'readonly-user',
  ];
  const entries = [];
  for (const role of roles)
    entries.push([
      role,
      await userWithSession(app, role, { firstName: `${label}${role}`, lastName: 'Tester' }),
    ] as const);
  return Object.fromEntries(entries) as Staff;
}

interface Documents {
  create: (params: Record<string, unknown>) => Promise<Record<string, unknown>>;
  update: (params: Record<string, unknown>) => Promise<Record<string, unknown>>;
  findOne: (params: Record<string, unknown>) => Promise<Record<string, unknown> | null>;
  findMany: (params: Record<string, unknown>) => Promise<Array<Record<string, unknown>>>;
}

export const docs = (app: TestApp, uid: string): Documents =>
  app.strapi.documents(uid as never) as unknown as Documents;

export interface SeedRequest {
  format: RequestFormat;
  requester: { documentId: string };
  requestStatus?: RequestStatus;
  approvalStatus?: ApprovalStatus;
  assignee?: { documentId: string } | null;
  projectTitle?: string;
  datasets?: string[];
}

/** Creates a request directly in the database in a given state (as existing data would be). */
export async function seedRequest(app: TestApp, input: SeedRequest): Promise<string> {
  const datasets = input.datasets ?? [];
  const data: Record<string, unknown> = {
    projectTitle: input.projectTitle ?? `Test project ${Math.random().toString(36).slice(2, 8)}`,
    requester: input.requester.documentId,
    version: 0,
    internal: {
      requestStatus: input.requestStatus ?? 'new',
      approvalStatus: input.approvalStatus ?? 'pending',
      assignee: input.assignee?.documentId ?? null,
    },
  };
  if (input.format === 'v1') {
    data.projectDescription = 'A study of outcomes.';
    data.intendedUse = 'Research';
    data.datasets = datasets;
  } else {
    data.projectSummary = 'A study of outcomes.';
    data.requestedDatasets = datasets.map((dataset) => ({ dataset, dataLevel: 'Level 1 – Aggregated' }));
  }
  const created = await docs(app, REQUEST_UIDS[input.format]).create({ data });
  return created.documentId as string;
}

const internalIds = new Map<string, number>();
const userIds = new Map<string, number>();

async function internalIdOf(app: TestApp, format: RequestFormat, documentId: string): Promise<number> {
  const key = `${format}:${documentId}`;
  let id = internalIds.get(key);
  if (id === undefined) {
    const row = (await app.strapi.db
      .query(REQUEST_UIDS[format])
      .findOne({ where: { documentId }, populate: { internal: true } })) as { internal?: { id: number } | null } | null;
    if (!row?.internal) throw new Error(`Request ${documentId} has no workflow state`);
    id = row.internal.id;
    internalIds.set(key, id);
  }
  return id;
}

async function userIdOf(app: TestApp, user: { id?: number; documentId: string }): Promise<number> {
  if (typeof user.id === 'number') return user.id;
  let id = userIds.get(user.documentId);
  if (id === undefined) {
    const row = (await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { documentId: user.documentId }, select: ['id'] })) as { id: number } | null;
    if (!row) throw new Error(`No user ${user.documentId}`);
    id = row.id;
    userIds.set(user.documentId, id);
  }
  return id;
}

/** The statuses and assignee a test puts a request into. */
interface WantedState {
  requestStatus: RequestStatus;
  approvalStatus: ApprovalStatus;
  assignee?: { id?: number; documentId: string } | null;
}

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
}

function tableOf(app: TestApp, uid: string) {
  return app.strapi.db.metadata.get(uid as never) as unknown as {
    tableName: string;
    attributes: Record<string, { joinTable?: JoinTable }>;
  };
}

function joinTableOf(app: TestApp, uid: string, attribute: string): JoinTable {
  const table = tableOf(app, uid).attributes[attribute]?.joinTable;
  if (!table) throw new Error(`${uid}.${attribute} has no join table`);
  return table;
}

/**
 * setState in three statements on the tables, for the matrices that reset thousands of states:
 * through the query engine a reset costs about twenty (the lookups of the engine and the queue
 * index's rewrite of the entry). It leaves the staff queue's index as it was, which the matrices
 * never read: the next command on the request rewrites its entry from the tables.
 */
export async function putState(
  app: TestApp,
  format: RequestFormat,
  documentId: string,
  state: WantedState,
): Promise<void> {
  const internalId = await internalIdOf(app, format, documentId);
  const assigneeId = state.assignee ? await userIdOf(app, state.assignee) : null;
  const link = joinTableOf(app, 'workflow.internal', 'assignee');
  if (link.orderColumnName) throw new Error(`${link.name} is ordered: putState does not write its order`);
  await app.strapi.db.connection.transaction(async (trx) => {
    await trx(tableOf(app, 'workflow.internal').tableName)
      .where('id', internalId)
      .update({ request_status: state.requestStatus, approval_status: state.approvalStatus });
    await trx(link.name).where(link.joinColumn.name, internalId).delete();
    if (assigneeId !== null)
      await trx(link.name).insert({ [link.joinColumn.name]: internalId, [link.inverseJoinColumn.name]: assigneeId });
  });
}

/** Puts a request into a state (statuses and assignee) directly in the database, bypassing the workflow. */
export async function setState(
  app: TestApp,
  format: RequestFormat,
  documentId: string,
  state: WantedState,
): Promise<void> {
  await app.strapi.db.query('workflow.internal').update({
    where: { id: await internalIdOf(app, format, documentId) },
    data: {
      requestStatus: state.requestStatus,
      approvalStatus: state.approvalStatus,
      assignee: state.assignee ? await userIdOf(app, state.assignee) : null,
    },
  });
}

export interface StoredState {
  requestStatus: RequestStatus | null;
  approvalStatus: ApprovalStatus | null;
  assignee: string | null;
  version: number;
}

/**
 * The stored state of a request, in one statement straight from the tables (the matrix tests
 * read it after every call, thousands of times): independent of the CMS's own readers.
 */
export async function readState(app: TestApp, format: RequestFormat, documentId: string): Promise<StoredState> {
  const uid = REQUEST_UIDS[format];
  const internal = joinTableOf(app, uid, 'internal');
  const assignee = joinTableOf(app, 'workflow.internal', 'assignee');
  const row = (await app.strapi.db
    .connection(`${tableOf(app, uid).tableName} as r`)
    .leftJoin(`${internal.name} as c`, (on) => {
      on.on(`c.${internal.joinColumn.name}`, 'r.id').andOnVal('c.field', 'internal');
    })
    .leftJoin(`${tableOf(app, 'workflow.internal').tableName} as i`, 'i.id', `c.${internal.inverseJoinColumn.name}`)
    .leftJoin(`${assignee.name} as al`, `al.${assignee.joinColumn.name}`, 'i.id')
    .leftJoin(
      `${tableOf(app, 'plugin::users-permissions.user').tableName} as u`,
      'u.id',
      `al.${assignee.inverseJoinColumn.name}`,
    )
    .where('r.document_id', documentId)
    .first('r.version', 'i.request_status', 'i.approval_status', 'u.document_id as assignee')) as
    | {
        version: number | string;
        request_status: RequestStatus | null;
        approval_status: ApprovalStatus | null;
        assignee: string | null;
      }
    | undefined;
  return {
    requestStatus: row?.request_status ?? null,
    approvalStatus: row?.approval_status ?? null,
    assignee: row?.assignee ?? null,
    version: Number(row?.version ?? -1),
  };
}

export async function eventsOf(
  app: TestApp,
  format: RequestFormat,
  documentId: string,
): Promise<Array<Record<string, unknown>>> {
  return docs(app, EVENT_UID).findMany({
    filters: { requestDocumentId: documentId, format },
    sort: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export async function createDataset(app: TestApp, slug: string, title: string): Promise<string> {
  const created = await docs(app, 'api::dataset.dataset').create({
    data: { title, slug },
    locale: 'en',
    status: 'published',
  });
  return created.documentId as string;
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function inBatches<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) {
    await Promise.all(items.slice(i, i + limit).map(fn));
  }
}

/** Replaces the e-mail service's send with a no-op (for tests that make thousands of changes). */
export function silenceMail(app: TestApp): void {
  const service = app.strapi.plugin('email').service('email') as { send: (...args: unknown[]) => Promise<unknown> };
  service.send = async () => undefined;
}

/** The stored version of a request of either format (0 when there is none: the server then answers 404). */
export async function currentVersion(app: TestApp, documentId: unknown): Promise<number> {
  if (typeof documentId !== 'string') return 0;
  for (const uid of Object.values(REQUEST_UIDS)) {
    const row = (await app.strapi.db.query(uid).findOne({ where: { documentId }, select: ['version'] })) as {
      version?: number;
    } | null;
    if (row) return Number(row.version ?? 0);
  }
  return 0;
}

/**
 * A staff command body as a client that has just loaded the request sends it: with the
 * request's current `version` unless the body names one (staff changes require it; tests of
 * other rules than concurrency use this instead of tracking versions by hand).
 */
export async function withSeenVersion<T extends Record<string, unknown>>(
  app: TestApp,
  body: T,
  documentId: unknown = body.requestId,
): Promise<T & { version: unknown }> {
  return 'version' in body
    ? (body as T & { version: unknown })
    : { ...body, version: await currentVersion(app, documentId) };
}

/** The compiled command observer (modules/requests/commands/observe): what each committed command did. */
export function commandReports(): {
  reports: Array<{ command: string; event: { documentId: string; action: string }; synced: unknown[] }>;
  stop: () => void;
} {
  const observe = require(
    path.join(DIST, 'modules', 'requests', 'commands', 'observe.js'),
  ) as typeof import('../../src/modules/requests/commands/observe');
  const reports: ReturnType<typeof commandReports>['reports'] = [];
  const stop = observe.observeCommands((report) => reports.push(report));
  return { reports, stop };
}
