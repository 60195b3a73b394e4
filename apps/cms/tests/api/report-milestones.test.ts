import { createRequire } from 'node:module';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nearestRank,
  workingDayCounter,
  type ClockSettings,
  type IsoWeekday,
  type RequestFormat,
  type TurnaroundReport,
} from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import {
  EVENT_UID,
  PREFIX,
  createDataset,
  currentVersion,
  docs,
  silenceMail,
  staffPerRole,
  withSeenVersion,
  workflowService,
  type Staff,
} from '../helpers/workflow';

/**
 * The milestones projection of the event log (modules/reports/milestones): after every write its
 * rows say exactly what the event log says — each request's first submit, approve, deny and
 * signContract instant — inside the write's transaction; the boot backfill rebuilds an emptied
 * table and folds events written with raw SQL, and changes nothing when in step. And the
 * reports read from it (on PostgreSQL counting working days in SQL) give the figures the event
 * log gives, counted here with @portal/shared's calendar, in calendars whose days are not all
 * 24 hours long.
 */
const TABLE = 'portal_request_milestones';
const STATE = 'portal_request_milestones_state';
const SETTINGS_UID = 'api::workflow-setting.workflow-setting';
const COLUMNS = {
  submit: 'submitted_ms',
  approve: 'approved_ms',
  deny: 'denied_ms',
  signContract: 'contract_signed_ms',
} as const;
type Milestone = keyof typeof COLUMNS;

let app: TestApp;
let staff: Staff;
let datasetId: string;

/** The connection of the running instance (a reboot replaces it). */
const conn = (table: string) => app.strapi.db.connection(table);

/**
 * The history version (PostgreSQL moves it when a fold rewrites the past: kept report months are
 * then read again; SQLite keeps none and leaves it at 0).
 */
const postgres = process.env.DATABASE_CLIENT === 'postgres';
const history = async () => Number(((await conn(STATE).where('id', 1).first()) as { history: unknown }).history);

/** The compiled backfill (the boot's), the instance the running Strapi uses. */
function milestonesBackfill(): typeof import('../../src/modules/reports/milestones/backfill') {
  return createRequire(import.meta.url)(
    path.resolve(__dirname, '..', '..', 'dist', 'src', 'modules', 'reports', 'milestones', 'backfill.js'),
  ) as never;
}

type Row = { request_document_id: string; format: string } & Record<(typeof COLUMNS)[Milestone], number | null>;

const millis = (value: unknown) => (value instanceof Date ? value.getTime() : new Date(value as string).getTime());
const order = (a: Row, b: Row) =>
  a.request_document_id.localeCompare(b.request_document_id) || a.format.localeCompare(b.format);

/** What the event log says, read through the query engine: each request's first instant of each milestone. */
async function fromLog(): Promise<Row[]> {
  const events = (await app.strapi.db.query(EVENT_UID).findMany({
    select: ['requestDocumentId', 'format', 'action', 'createdAt'],
  })) as Array<{ requestDocumentId: string; format: string; action: string; createdAt: unknown }>;
  const rows = new Map<string, Row>();
  for (const event of events) {
    if (!Object.hasOwn(COLUMNS, event.action)) continue;
    const key = `${event.requestDocumentId}|${event.format}`;
    const row =
      rows.get(key) ??
      ({
        request_document_id: event.requestDocumentId,
        format: event.format,
        submitted_ms: null,
        approved_ms: null,
        denied_ms: null,
        contract_signed_ms: null,
      } satisfies Row);
    const column = COLUMNS[event.action as Milestone];
    const at = millis(event.createdAt);
    if (row[column] === null || at < (row[column] as number)) row[column] = at;
    rows.set(key, row);
  }
  return [...rows.values()].sort(order);
}

/** The projection's rows. */
async function projection(): Promise<Row[]> {
  const rows = (await conn(TABLE).select('*')) as Array<Record<string, unknown>>;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows
    .map((row) => ({
      request_document_id: String(row.request_document_id),
      format: String(row.format),
      submitted_ms: number(row.submitted_ms),
      approved_ms: number(row.approved_ms),
      denied_ms: number(row.denied_ms),
      contract_signed_ms: number(row.contract_signed_ms),
    }))
    .sort(order);
}

async function expectInStep(): Promise<Row[]> {
  const rows = await projection();
  expect(rows).toEqual(await fromLog());
  return rows;
}

async function actorOf(user: { id: number }) {
  return (await app.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: user.id }, populate: ['role'] })) as never;
}

async function submit(format: RequestFormat, title: string): Promise<string> {
  const data =
    format === 'v1'
      ? { projectTitle: title, projectDescription: 'Outcomes.', intendedUse: 'Epidemiology', datasets: [datasetId] }
      : {
          projectTitle: title,
          projectSummary: 'Outcomes.',
          requestedDatasets: [{ dataset: datasetId, dataLevel: 'Level 2 – De-identified' }],
        };
  const result = await workflowService().createSubmittedRequest(app.strapi, {
    format,
    actor: await actorOf(staff.authenticated),
    data,
  });
  return result.loaded.documentId;
}

async function post(format: RequestFormat, command: string, who: keyof Staff, body: Record<string, unknown>) {
  const res = await request(app.server)
    .post(`${PREFIX[format]}/${command}`)
    .set('Authorization', staff[who].auth)
    .send(await withSeenVersion(app, body));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Assigned to a member who recommends: ready for the chair's decision. */
async function toDecision(format: RequestFormat, requestId: string): Promise<void> {
  await post(format, 'assign', 'queue-manager', { requestId, assigneeId: staff['dag-member'].documentId });
  await post(format, 'recommend', 'dag-member', { requestId, recommendation: 'approve', note: 'Sound' });
}

const rowOf = async (format: RequestFormat, documentId: string) =>
  (await projection()).find((row) => row.format === format && row.request_document_id === documentId);

beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'Milestones ');
  datasetId = await createDataset(app, 'cohort-milestones', 'Milestones Cohort Study');
});
afterAll(async () => {
  await app?.stop();
});

describe('the milestones projection', () => {
  it('folds each command’s event into its request’s row, in the command’s transaction', async () => {
    const { applyAction } = workflowService();
    const version = await history();
    for (const format of ['v1', 'v2'] as const) {
      const approved = await submit(format, `Milestones ${format} approved`);
      const submitted = await rowOf(format, approved);
      expect(submitted).toMatchObject({ approved_ms: null, denied_ms: null, contract_signed_ms: null });
      expect(submitted?.submitted_ms).toEqual(expect.any(Number));
      await expectInStep();

      // assign and recommend are no milestones: the row stays as it was
      await toDecision(format, approved);
      expect(await rowOf(format, approved)).toEqual(submitted);
      await post(format, 'approve', 'dag-chair', { requestId: approved, note: 'Approved' });
      expect((await rowOf(format, approved))?.approved_ms).toEqual(expect.any(Number));
      await expectInStep();
      await applyAction(app.strapi, {
        format,
        documentId: approved,
        actor: await actorOf(staff['contract-manager']),
        action: 'addContract',
        input: { version: await currentVersion(app, approved) },
        details: { fileId: 'test' },
      });
      await applyAction(app.strapi, {
        format,
        documentId: approved,
        actor: await actorOf(staff.authenticated),
        action: 'signContract',
      });
      const signed = await rowOf(format, approved);
      expect(signed?.contract_signed_ms).toBeGreaterThanOrEqual(signed?.approved_ms as number);
      await expectInStep();

      const denied = await submit(format, `Milestones ${format} denied`);
      await toDecision(format, denied);
      await post(format, 'deny', 'dag-chair', { requestId: denied, note: 'Out of scope' });
      expect(await rowOf(format, denied)).toMatchObject({ approved_ms: null, contract_signed_ms: null });
      expect((await rowOf(format, denied))?.denied_ms).toEqual(expect.any(Number));
      await expectInStep();
    }

    // Commands write the present: the past months' figures stay valid.
    expect(await history()).toBe(version);

    // An event whose transaction rolls back leaves no milestone behind.
    const [someone] = await projection();
    const before = await projection();
    await expect(
      app.strapi.db.transaction(async ({ trx }) => {
        await docs(app, EVENT_UID).create({
          data: { requestDocumentId: someone!.request_document_id, format: someone!.format, action: 'deny' },
        });
        // Inside the transaction the row has the denial (read on its connection: SQLite has one).
        const row = (await trx(TABLE)
          .where({ request_document_id: someone!.request_document_id, format: someone!.format })
          .first()) as { denied_ms: unknown };
        expect(Number(row.denied_ms)).toBeGreaterThan(0);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await projection()).toEqual(before);

    // Several events at once (createMany), one a request's earlier submission than the one kept.
    const earliest = before.find((row) => row.submitted_ms !== null)!;
    const at = (ms: number) => ({ createdAt: new Date(ms), updatedAt: new Date(ms) });
    await app.strapi.db.query(EVENT_UID).createMany({
      data: [
        {
          documentId: 'ms-many-1',
          requestDocumentId: 'ms-imported',
          format: 'v2',
          action: 'submit',
          ...at(Date.now()),
        },
        { documentId: 'ms-many-2', requestDocumentId: 'ms-imported', format: 'v2', action: 'deny', ...at(Date.now()) },
        {
          documentId: 'ms-many-3',
          requestDocumentId: 'ms-imported',
          format: 'v2',
          action: 'assign',
          ...at(Date.now()),
        },
        {
          documentId: 'ms-many-4',
          requestDocumentId: earliest.request_document_id,
          format: earliest.format,
          action: 'submit',
          ...at((earliest.submitted_ms as number) - 86_400_000),
        },
      ],
    });
    const rows = await expectInStep();
    expect(rows.find((row) => row.request_document_id === 'ms-imported')).toMatchObject({
      submitted_ms: expect.any(Number),
      denied_ms: expect.any(Number),
      approved_ms: null,
    });
    expect(
      rows.find((row) => row.request_document_id === earliest.request_document_id && row.format === earliest.format)
        ?.submitted_ms,
    ).toBe((earliest.submitted_ms as number) - 86_400_000);
    // That earlier submission rewrote the past: the version moved, once for the fold.
    expect(await history()).toBe(postgres ? version + 1 : 0);
  });

  it('is rebuilt at boot when emptied, folds events written with raw SQL, and changes nothing when in step', async () => {
    const { backfillMilestones } = milestonesBackfill();
    const inStep = await expectInStep();
    expect(inStep.length).toBeGreaterThan(4);
    expect(await backfillMilestones(app.strapi)).toMatchObject({ mode: 'new', rows: 0 });

    await conn(TABLE).delete();
    expect(await backfillMilestones(app.strapi)).toMatchObject({ mode: 'all', rows: inStep.length });
    expect(await projection()).toEqual(inStep);
    expect(await backfillMilestones(app.strapi)).toMatchObject({ mode: 'new', rows: 0 });
    expect(await projection()).toEqual(inStep);

    // Events written with raw SQL (an import): no lifecycle saw them; the next run folds their requests.
    const events = app.strapi.db.metadata.get(EVENT_UID as never).tableName;
    const { id: _id, ...template } = (await conn(events).where('action', 'submit').first()) as Record<string, unknown>;
    const decidedAt = new Date(Date.UTC(2026, 10, 2, 9, 30));
    await conn(events).insert([
      { ...template, document_id: 'ms-raw-1', request_document_id: 'ms-raw', action: 'submit' },
      { ...template, document_id: 'ms-raw-2', request_document_id: 'ms-raw', action: 'approve', created_at: decidedAt },
    ]);
    const version = await history();
    expect(await backfillMilestones(app.strapi)).toMatchObject({ mode: 'new', rows: 1 });
    expect(await history()).toBe(postgres ? version + 1 : 0);
    const withRaw = await expectInStep();
    expect(withRaw.find((row) => row.request_document_id === 'ms-raw')?.approved_ms).toBe(decidedAt.getTime());
    expect(await backfillMilestones(app.strapi)).toMatchObject({ mode: 'new', rows: 0 });
    expect(await history()).toBe(postgres ? version + 1 : 0);

    // Rows of an older layout are dropped and the log folded again.
    await conn(TABLE).insert({ request_document_id: 'ms-stale', format: 'v1', submitted_ms: 1 });
    await conn(STATE).update({ layout: 0 });
    expect(await backfillMilestones(app.strapi)).toMatchObject({ mode: 'all', rows: withRaw.length });
    expect(await projection()).toEqual(withRaw);

    // At boot, on a table emptied meanwhile.
    await conn(TABLE).delete();
    app = await app.reboot();
    silenceMail(app);
    expect(await projection()).toEqual(withRaw);
  });
});

/** A deterministic generator, so that a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const DAY = 86_400_000;

interface Calendar {
  name: string;
  timeZone: string;
  holidays: string[];
  /** Working days other than Monday to Friday. */
  workingWeek: IsoWeekday[];
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const CALENDARS: Calendar[] = [
  { name: 'default', timeZone: 'UTC', holidays: [], workingWeek: [1, 2, 3, 4, 5] },
  {
    name: 'Toronto with holidays',
    timeZone: 'America/Toronto',
    holidays: ['2025-12-25', '2026-01-01', '2026-03-09', '2026-11-02'],
    workingWeek: [1, 2, 3, 4, 5],
  },
  // Its clocks move at midnight: some local days begin at 01:00, others last 25 hours.
  { name: 'Santiago, Saturdays worked', timeZone: 'America/Santiago', holidays: [], workingWeek: [1, 2, 3, 4, 5, 6] },
  // Half an hour of daylight saving, and an offset of +5:45.
  { name: 'Lord Howe', timeZone: 'Australia/Lord_Howe', holidays: ['2026-04-06'], workingWeek: [1, 2, 3, 4, 5] },
  { name: 'Kathmandu, Sunday to Thursday', timeZone: 'Asia/Kathmandu', holidays: [], workingWeek: [7, 1, 2, 3, 4] },
];

const RANGES: Array<[from: string, to: string]> = [
  ['2025-01-01', '2026-06-30'],
  ['2022-01-01', '2026-12-31'],
  ['2026-03-08', '2026-04-09'],
];

describe('the reports read from the projection', () => {
  const generated: Array<{ documentId: string; format: RequestFormat; action: Milestone; at: number }> = [];

  beforeAll(async () => {
    const random = generator(0x5eed);
    // Instants spread over three years, and some a moment either side of local midnights in the
    // calendars' zones around their changes of offset.
    const edges = [
      Date.UTC(2026, 8, 6, 4, 0),
      Date.UTC(2026, 3, 5, 3, 0),
      Date.UTC(2026, 3, 4, 13, 0),
      Date.UTC(2025, 9, 4, 13, 30),
      Date.UTC(2026, 2, 8, 5, 0),
      Date.UTC(2026, 10, 1, 4, 0),
      Date.UTC(2026, 2, 8, 18, 15),
    ].flatMap((at) => [at - 1, at, at + 1, at - 30 * 60_000, at + 30 * 60_000, at + 60 * 60_000]);
    const spread = () => Date.UTC(2023, 0, 1) + Math.floor(random() * 4 * 365 * DAY);
    for (let i = 0; i < 160; i += 1) {
      const documentId = `ms-gen-${String(i).padStart(4, '0')}`;
      const format: RequestFormat = random() < 0.5 ? 'v1' : 'v2';
      const submitted = i < edges.length ? (edges[i] as number) - Math.floor(random() * 40) * DAY : spread();
      const add = (action: Milestone, at: number) => generated.push({ documentId, format, action, at });
      // A few requests without a submission (before the log was kept): counted by month, not in turnaround.
      if (random() > 0.05) add('submit', submitted);
      const decided = i < edges.length ? (edges[i] as number) : submitted + Math.floor(random() * 120 * DAY);
      const outcome = random();
      if (outcome < 0.55) {
        add('approve', decided);
        if (random() < 0.6) add('signContract', decided + Math.floor(random() * 60 * DAY));
      } else if (outcome < 0.85) add('deny', decided);
    }
    // One decided before its submission (a clock out of step): 0 working days.
    generated.push(
      { documentId: 'ms-gen-early', format: 'v1', action: 'submit', at: Date.UTC(2026, 1, 10) },
      { documentId: 'ms-gen-early', format: 'v1', action: 'deny', at: Date.UTC(2026, 1, 2) },
    );
    for (let i = 0; i < generated.length; i += 100)
      await app.strapi.db.query(EVENT_UID).createMany({
        data: generated.slice(i, i + 100).map((event, index) => ({
          documentId: `ms-gen-event-${i + index}`,
          requestDocumentId: event.documentId,
          format: event.format,
          action: event.action,
          createdAt: new Date(event.at),
          updatedAt: new Date(event.at),
        })),
      });
    await expectInStep();
  });

  afterAll(async () => {
    await app.strapi.db.query(SETTINGS_UID).deleteMany({ where: {} });
  });

  /** The report's figures as the event log gives them, with the shared calendar. */
  function expected(calendar: Calendar, from: string, to: string) {
    const settings: Pick<ClockSettings, 'workingWeek' | 'holidays' | 'timeZone'> = calendar;
    const counter = workingDayCounter(settings);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: calendar.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const dateOf = (ms: number) => local.format(ms);
    const inRange = (ms: number) => dateOf(ms) >= from && dateOf(ms) <= to;
    // Each request's first event of each milestone: the graph writes one, and of a log that holds
    // two (the earlier submission written above) the report counts the first.
    const firsts = new Map<string, (typeof generated)[number]>();
    for (const event of [...generated, ...logged]) {
      const key = `${event.documentId}|${event.format}|${event.action}`;
      if (!firsts.has(key) || event.at < firsts.get(key)!.at) firsts.set(key, event);
    }
    const all = [...firsts.values()];
    const months = new Map<string, { received: number; approved: number; denied: number }>();
    for (const event of all) {
      if (!inRange(event.at)) continue;
      const month = months.get(dateOf(event.at).slice(0, 7)) ?? { received: 0, approved: 0, denied: 0 };
      if (event.action === 'submit') month.received += 1;
      if (event.action === 'approve') month.approved += 1;
      if (event.action === 'deny') month.denied += 1;
      months.set(dateOf(event.at).slice(0, 7), month);
    }
    const submittedAt = new Map(
      all
        .filter((event) => event.action === 'submit')
        .map((event) => [`${event.documentId}|${event.format}`, event.at]),
    );
    const turnaround = (actions: Milestone[]) => {
      const days = all
        .filter((event) => actions.includes(event.action) && inRange(event.at))
        .flatMap((event) => {
          const submitted = submittedAt.get(`${event.documentId}|${event.format}`);
          return submitted === undefined ? [] : [counter(submitted, event.at)];
        })
        .sort((a, b) => a - b);
      return { count: days.length, median: nearestRank(days, 50), p90: nearestRank(days, 90) };
    };
    return {
      months,
      turnaround: [
        { measure: 'decision', ...turnaround(['approve', 'deny']) },
        { measure: 'contractSigned', ...turnaround(['signContract']) },
      ],
    };
  }

  /** The events the first describe's commands wrote, as the log holds them. */
  let logged: Array<{ documentId: string; format: RequestFormat; action: Milestone; at: number }> = [];

  it.each(CALENDARS)('gives the event log’s figures: $name', async (calendar) => {
    logged = (
      (await app.strapi.db.query(EVENT_UID).findMany({
        where: { requestDocumentId: { $notIn: generated.map((event) => event.documentId) } },
        select: ['requestDocumentId', 'format', 'action', 'createdAt'],
      })) as Array<{ requestDocumentId: string; format: RequestFormat; action: string; createdAt: unknown }>
    )
      .filter((event) => Object.hasOwn(COLUMNS, event.action))
      .map((event) => ({
        documentId: event.requestDocumentId,
        format: event.format,
        action: event.action as Milestone,
        at: millis(event.createdAt),
      }));
    await app.strapi.db.query(SETTINGS_UID).deleteMany({ where: {} });
    await docs(app, SETTINGS_UID).create({
      data: {
        timeZone: calendar.timeZone,
        holidays: calendar.holidays.map((date) => ({ date })),
        ...Object.fromEntries(
          WEEKDAYS.map((day, index) => [`works${day}`, calendar.workingWeek.includes((index + 1) as IsoWeekday)]),
        ),
      },
    });
    for (const [from, to] of RANGES) {
      const res = await request(app.server)
        .get(`/api/request-management/reports?from=${from}&to=${to}`)
        .set('Authorization', staff['queue-manager'].auth);
      expect(res.status).toBe(200);
      const report = res.body.data as TurnaroundReport;
      expect(report.range.timeZone).toBe(calendar.timeZone);
      const want = expected(calendar, from, to);
      expect(report.turnaround, `${from}…${to}`).toEqual(want.turnaround);
      for (const month of report.monthly)
        expect(month, `${from}…${to}`).toEqual({
          month: month.month,
          ...(want.months.get(month.month) ?? { received: 0, approved: 0, denied: 0 }),
        });
      expect(report.monthly.reduce((sum, month) => sum + month.received, 0)).toBe(
        [...want.months.values()].reduce((sum, month) => sum + month.received, 0),
      );
    }
  });
});
