import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalStatus, RequestFormat, RequestStatus, TurnaroundReport } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { userWithSession, type TestUser } from '../helpers/sessions';
import { EVENT_UID, docs, seedRequest, silenceMail, staffPerRole, type Staff } from '../helpers/workflow';

/**
 * GET /api/request-management/reports (docs/api/reports.md, docs/workflow.md "Turnaround
 * reports") on a fixture whose figures are worked out by hand below: requests and their events
 * with fixed timestamps, written directly, so every count, median and 90th percentile is known.
 * Default calendar: Monday to Friday, no holidays, UTC; 2026-01-05 is a Monday.
 */
const SETTINGS_UID = 'api::workflow-setting.workflow-setting';
const ENTRIES = 'portal_queue_entries';
const NO_DUE = 253402300799999;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: TestApp;
let staff: Staff;
let evilManager: TestUser & { auth: string };
const ids = new Map<string, { format: RequestFormat; documentId: string }>();
let now = 0;

type Assignee = 'member' | 'contracts' | 'queue' | null;
interface Fixture {
  name: string;
  format: RequestFormat;
  state: [RequestStatus, ApprovalStatus];
  assignee: Assignee;
  events: Array<[action: string, at: string]>;
  /** Milliseconds from now to its due date; none: no deadline. */
  dueIn?: number;
}

// Working days from submission, counted by hand: after the submission's date, up to and
// including the event's, Monday to Friday.
const FIXTURE: Fixture[] = [
  // Decision 4 (Jan 6–9); contract 20 (Jan 6 – Feb 2).
  {
    name: 'R1',
    format: 'v2',
    state: ['contractSigned', 'approved'],
    assignee: 'contracts',
    events: [
      ['submit', '2026-01-05T12:00:00Z'],
      ['assign', '2026-01-06T12:00:00Z'],
      ['approve', '2026-01-09T12:00:00Z'],
      ['signContract', '2026-02-02T12:00:00Z'],
    ],
  },
  // Denied the day it came: 0.
  {
    name: 'R2',
    format: 'v1',
    state: ['complete', 'denied'],
    assignee: 'member',
    events: [
      ['submit', '2026-01-07T12:00:00Z'],
      ['deny', '2026-01-07T16:00:00Z'],
    ],
  },
  // Decision 10 (Jan 21 – Feb 3); contract 30 (Jan 21 – Mar 3).
  {
    name: 'R3',
    format: 'v2',
    state: ['published', 'approved'],
    assignee: 'contracts',
    events: [
      ['submit', '2026-01-20T12:00:00Z'],
      ['approve', '2026-02-03T12:00:00Z'],
      ['signContract', '2026-03-03T12:00:00Z'],
    ],
  },
  // Friday night to Monday morning: 1.
  {
    name: 'R4',
    format: 'v2',
    state: ['complete', 'denied'],
    assignee: 'member',
    events: [
      ['submit', '2026-01-30T23:00:00Z'],
      ['deny', '2026-02-02T08:00:00Z'],
    ],
  },
  // 20 (Feb 11 – Mar 10).
  {
    name: 'R5',
    format: 'v1',
    state: ['pendingContract', 'approved'],
    assignee: 'contracts',
    events: [
      ['submit', '2026-02-10T12:00:00Z'],
      ['approve', '2026-03-10T12:00:00Z'],
    ],
  },
  // Submitted on a Saturday, in review, overdue for a day.
  {
    name: 'R6',
    format: 'v2',
    state: ['inReview', 'pending'],
    assignee: 'member',
    events: [['submit', '2026-02-14T12:00:00Z']],
    dueIn: -DAY,
  },
  // The range's last evening; due tomorrow.
  {
    name: 'R7',
    format: 'v2',
    state: ['new', 'pending'],
    assignee: null,
    events: [['submit', '2026-03-31T22:00:00Z']],
    dueIn: DAY,
  },
  // Submitted before the range, approved in it: 19 (Dec 22 – Jan 15); overdue, signing.
  {
    name: 'R8',
    format: 'v2',
    state: ['pendingSigning', 'approved'],
    assignee: 'contracts',
    events: [
      ['submit', '2025-12-20T12:00:00Z'],
      ['approve', '2026-01-15T12:00:00Z'],
    ],
    dueIn: -10 * DAY,
  },
  // Submitted in the range, approved after it.
  {
    name: 'R9',
    format: 'v2',
    state: ['pendingContract', 'approved'],
    assignee: null,
    events: [
      ['submit', '2026-03-20T12:00:00Z'],
      ['approve', '2026-04-02T12:00:00Z'],
    ],
  },
  // 20 (Feb 26 – Mar 25).
  {
    name: 'R10',
    format: 'v1',
    state: ['complete', 'denied'],
    assignee: 'member',
    events: [
      ['submit', '2026-02-25T12:00:00Z'],
      ['deny', '2026-03-25T12:00:00Z'],
    ],
  },
  // 2 (Mar 3–4).
  {
    name: 'R11',
    format: 'v1',
    state: ['pendingContract', 'approved'],
    assignee: 'queue',
    events: [
      ['submit', '2026-03-02T12:00:00Z'],
      ['approve', '2026-03-04T12:00:00Z'],
    ],
  },
  // 29 (Feb 17 – Mar 27).
  {
    name: 'R12',
    format: 'v2',
    state: ['complete', 'denied'],
    assignee: 'member',
    events: [
      ['submit', '2026-02-16T12:00:00Z'],
      ['deny', '2026-03-27T12:00:00Z'],
    ],
  },
  // 5 (Jan 13–19).
  {
    name: 'R13',
    format: 'v2',
    state: ['complete', 'approved'],
    assignee: 'member',
    events: [
      ['submit', '2026-01-12T12:00:00Z'],
      ['approve', '2026-01-19T12:00:00Z'],
    ],
  },
  // March in UTC, still February in Toronto (22:00 on the 28th); overdue for an hour.
  {
    name: 'R14',
    format: 'v2',
    state: ['assigned', 'pending'],
    assignee: 'member',
    events: [['submit', '2026-03-01T03:00:00Z']],
    dueIn: -HOUR,
  },
];

const RANGE = 'from=2026-01-01&to=2026-03-31';

const get = (query: string, auth?: string) => {
  const call = request(app.server).get(`/api/request-management/reports${query ? `?${query}` : ''}`);
  return auth ? call.set('Authorization', auth) : call;
};

beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'Report ');
  evilManager = await userWithSession(app, 'contract-manager', { firstName: '=HYPERLINK("x")', lastName: 'Evil' });
  const assignees: Record<Exclude<Assignee, null>, { documentId: string }> = {
    member: staff['dag-member'],
    contracts: evilManager,
    queue: staff['queue-manager'],
  };
  for (const item of FIXTURE) {
    const documentId = await seedRequest(app, {
      format: item.format,
      requester: staff.authenticated,
      projectTitle: `Report ${item.name}`,
      requestStatus: item.state[0],
      approvalStatus: item.state[1],
      assignee: item.assignee ? assignees[item.assignee] : null,
    });
    ids.set(item.name, { format: item.format, documentId });
    for (const [action, at] of item.events) {
      await docs(app, EVENT_UID).create({
        data: {
          requestDocumentId: documentId,
          format: item.format,
          action,
          createdAt: new Date(at),
          updatedAt: new Date(at),
        },
      });
    }
  }
  // "Overdue now" reads the queue index's due dates: set them relative to now.
  now = Date.now();
  for (const item of FIXTURE) {
    const { format, documentId } = ids.get(item.name)!;
    await app.strapi.db
      .connection(ENTRIES)
      .where({ format, document_id: documentId })
      .update({ due_ms: item.dueIn === undefined ? NO_DUE : now + item.dueIn });
  }
});
afterAll(async () => {
  await app?.stop();
});

describe('turnaround reports: figures', () => {
  let report: TurnaroundReport;
  beforeAll(async () => {
    const res = await get(RANGE, staff['queue-manager'].auth);
    expect(res.status).toBe(200);
    report = res.body.data;
  });

  it('names the range, its time zone and when it was read', () => {
    expect(report.range).toEqual({ from: '2026-01-01', to: '2026-03-31', timeZone: 'UTC' });
    expect(Date.parse(report.generatedAt)).toBeGreaterThanOrEqual(now);
  });

  it('counts submissions in the month of the submit event, decisions in the month of the decision', () => {
    expect(report.monthly).toEqual([
      // R1, R2, R3, R4, R13 (R8 came in December)
      { month: '2026-01', received: 5, approved: 3, denied: 1 },
      // R5, R6, R10, R12; approved R3; denied R4
      { month: '2026-02', received: 4, approved: 1, denied: 1 },
      // R7, R9, R11, R14; approved R5, R11 (R9 in April); denied R10, R12
      { month: '2026-03', received: 4, approved: 2, denied: 2 },
    ]);
  });

  it('gives the nearest-rank median and 90th percentile of working days to decision and to contract', () => {
    // Decisions in the range, sorted: 0 1 2 4 5 10 19 20 20 29 → rank 5 and rank 9.
    // Contracts: 20 30 → rank 1 and rank 2.
    expect(report.turnaround).toEqual([
      { measure: 'decision', count: 10, median: 5, p90: 20 },
      { measure: 'contractSigned', count: 2, median: 20, p90: 30 },
    ]);
  });

  it('counts the open requests per status (in workflow order) and per assignee, now', () => {
    expect(report.backlogStatus).toEqual([
      { requestStatus: 'new', count: 1 },
      { requestStatus: 'assigned', count: 1 },
      { requestStatus: 'inReview', count: 1 },
      { requestStatus: 'pendingContract', count: 3 },
      { requestStatus: 'pendingSigning', count: 1 },
      { requestStatus: 'contractSigned', count: 1 },
    ]);
    const person = (user: { documentId: string; firstName: string; lastName: string }) => ({
      documentId: user.documentId,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    expect(report.backlogAssignee).toEqual([
      { assignee: person(evilManager), count: 3 },
      { assignee: person(staff['dag-member']), count: 2 },
      { assignee: null, count: 2 },
      { assignee: person(staff['queue-manager']), count: 1 },
    ]);
  });

  it('counts the requests past their due date now, per status', () => {
    expect(report.overdue).toEqual([
      { requestStatus: 'assigned', count: 1 },
      { requestStatus: 'inReview', count: 1 },
      { requestStatus: 'pendingSigning', count: 1 },
    ]);
  });

  it('answers an empty range with zeros and no percentiles', async () => {
    const res = await get('from=2024-02-10&to=2024-03-05', staff['readonly-user'].auth);
    expect(res.status).toBe(200);
    expect(res.body.data.monthly).toEqual([
      { month: '2024-02', received: 0, approved: 0, denied: 0 },
      { month: '2024-03', received: 0, approved: 0, denied: 0 },
    ]);
    expect(res.body.data.turnaround).toEqual([
      { measure: 'decision', count: 0, median: null, p90: null },
      { measure: 'contractSigned', count: 0, median: null, p90: null },
    ]);
  });

  it('clips the first and last months to the range', async () => {
    const res = await get('from=2026-01-08&to=2026-02-02', staff['dag-member'].auth);
    expect(res.body.data.monthly).toEqual([
      // R3, R4, R13 (R1, R2 came before the 8th); approved R1 (the 9th), R8, R13; R2 denied on the 7th
      { month: '2026-01', received: 3, approved: 3, denied: 0 },
      // Feb 1–2: R4's denial
      { month: '2026-02', received: 0, approved: 0, denied: 1 },
    ]);
  });

  it('defaults to the last twelve calendar months, this one included', async () => {
    const res = await get('', staff['contract-manager'].auth);
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const { range, monthly } = res.body.data as TurnaroundReport;
    expect(range.to).toBe(today);
    expect(monthly).toHaveLength(12);
    expect(monthly[11]?.month).toBe(today.slice(0, 7));
    expect(range.from).toBe(`${monthly[0]?.month}-01`);
  });
});

describe('turnaround reports: CSV', () => {
  it('downloads each table as formula-safe CSV with a file name', async () => {
    const res = await get(`${RANGE}&format=csv&table=monthly`, staff['readonly-user'].auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="turnaround-report-monthly-2026-01-01-to-2026-03-31.csv"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toBe(
      '\uFEFFMonth,Received,Approved,Denied\r\n2026-01,5,3,1\r\n2026-02,4,1,1\r\n2026-03,4,2,2\r\n',
    );

    const turnaround = await get(`${RANGE}&format=csv&table=turnaround`, staff['readonly-user'].auth);
    expect(turnaround.text).toBe(
      '\uFEFFMeasure,Requests,Median (working days),90th percentile (working days)\r\n' +
        'Submission to decision,10,5,20\r\nSubmission to contract signed,2,20,30\r\n',
    );

    const assignees = await get(`${RANGE}&format=csv&table=backlogAssignee`, staff['readonly-user'].auth);
    const lines = assignees.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFAssignee,Open requests');
    // A name that a spreadsheet would run as a formula is neutralized, then quoted.
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"") Evil",3`);
    expect(lines).toContain('Unassigned,2');

    const overdue = await get(`${RANGE}&format=csv&table=overdue&locale=fr`, staff['readonly-user'].auth);
    expect(overdue.text).toBe(
      '\uFEFFStatut de la demande,Demandes en retard\r\nAssignée,1\r\nEn évaluation,1\r\nSignature en attente,1\r\n',
    );

    const statuses = await get(`${RANGE}&format=csv&table=backlogStatus`, staff['readonly-user'].auth);
    expect(statuses.text.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFRequest status,Open requests',
      'new,1',
      'assigned,1',
    ]);
  });
});

describe('turnaround reports: who may read them', () => {
  it('answers every internal role, read-only included', async () => {
    for (const role of ['dag-member', 'dag-chair', 'queue-manager', 'contract-manager', 'readonly-user'] as const)
      expect((await get(RANGE, staff[role].auth)).status, role).toBe(200);
  });

  it('refuses applicants (403) and anonymous callers (401)', async () => {
    const applicant = await get(RANGE, staff.authenticated.auth);
    expect(applicant.status).toBe(403);
    expect(applicant.body.error.message).toBe('Only internal staff can do this');
    const csv = await get(`${RANGE}&format=csv&table=monthly`, staff.authenticated.auth);
    expect(csv.status).toBe(403);
    const anonymous = await get(RANGE);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('User is not logged in');
  });
});

describe('turnaround reports: bad parameters', () => {
  it.each([
    ['from=2026-13-01', 'from must be a date (YYYY-MM-DD)', 'query.date_invalid'],
    ['to=2026-02-30', 'to must be a date (YYYY-MM-DD)', 'query.date_invalid'],
    ['from=yesterday', 'from must be a date (YYYY-MM-DD)', 'query.date_invalid'],
    ['from=2026-03-01&to=2026-02-28', 'from must be on or before to', 'query.range_reversed'],
    ['from=2021-01-01&to=2026-01-31', 'The range must cover at most 60 months', 'query.range_too_long'],
    ['format=xml', 'format must be json or csv', 'query.report_format_invalid'],
    [
      'format=csv',
      'table is required with format=csv: one of monthly, turnaround, backlogStatus, backlogAssignee, overdue',
      'query.report_table_required',
    ],
    [
      'format=csv&table=everything',
      'table must be one of monthly, turnaround, backlogStatus, backlogAssignee, overdue',
      'query.report_table_invalid',
    ],
    ['from=2026-01-01&from=2026-02-01', 'from must be a single value', 'query.single_value'],
  ])('%s → 400', async (query, message, code) => {
    const res = await get(query, staff['queue-manager'].auth);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.details.code).toBe(code);
  });

  it('accepts exactly 60 months', async () => {
    expect((await get('from=2021-02-01&to=2026-01-31', staff['queue-manager'].auth)).status).toBe(200);
  });
});

describe('turnaround reports: past months kept', () => {
  // Outside every other range of this file, and long past: its figures are kept once read.
  const JUNE = 'from=2025-06-01&to=2025-06-30';
  const JUNE_AND_SOME = 'from=2025-06-01&to=2025-07-15';
  const MILESTONES = 'portal_request_milestones';
  const postgres = process.env.DATABASE_CLIENT === 'postgres';
  const STATE = 'portal_request_milestones_state';
  /** Moves the version by hand, as a fold that rewrites the past would. */
  const setHistory = (history: number) => app.strapi.db.connection(STATE).where('id', 1).update({ history });
  const history = async () =>
    Number(
      (
        (await app.strapi.db.connection('portal_request_milestones_state').where('id', 1).first()) as {
          history: unknown;
        }
      ).history,
    );
  const report = async (query: string) => (await get(query, staff['queue-manager'].auth)).body.data as TurnaroundReport;
  const event = (documentId: string, format: RequestFormat, action: string, at: Date) =>
    docs(app, EVENT_UID).create({
      data: { requestDocumentId: documentId, format, action, createdAt: at, updatedAt: at },
    });
  let imported = '';

  it('counts an event written into a month already read (the history version moves)', async () => {
    expect((await report(JUNE)).monthly).toEqual([{ month: '2025-06', received: 0, approved: 0, denied: 0 }]);
    const version = await history();

    // A request whose history is brought in now: submitted Monday June 2nd, denied on the 5th (3 working days).
    imported = await seedRequest(app, {
      format: 'v2',
      requester: staff.authenticated,
      projectTitle: 'Report imported',
      requestStatus: 'complete',
      approvalStatus: 'denied',
    });
    await event(imported, 'v2', 'submit', new Date('2025-06-02T10:00:00Z'));
    await event(imported, 'v2', 'deny', new Date('2025-06-05T10:00:00Z'));
    if (postgres) expect(await history()).toBe(version + 2);

    const june = await report(JUNE);
    expect(june.monthly).toEqual([{ month: '2025-06', received: 1, approved: 0, denied: 1 }]);
    expect(june.turnaround[0]).toEqual({ measure: 'decision', count: 1, median: 3, p90: 3 });
  });

  it('keeps what it read of a past month until the version moves; today’s events leave it alone', async () => {
    const version = await history();
    // Today's events: a new request submitted, and a decision today on the imported one.
    const fresh = await seedRequest(app, {
      format: 'v1',
      requester: staff.authenticated,
      projectTitle: 'Report today',
    });
    await event(fresh, 'v1', 'submit', new Date());
    await event(imported, 'v2', 'approve', new Date());
    expect(await history()).toBe(version);

    // The kept June is what a range over it reads (PostgreSQL), even with its row gone behind the version's back;
    // SQLite keeps nothing and reads the table.
    const row = (await app.strapi.db.connection(MILESTONES).where({ request_document_id: imported }).first()) as Record<
      string,
      unknown
    >;
    await app.strapi.db.connection(MILESTONES).where({ request_document_id: imported }).delete();
    const wider = await report(JUNE_AND_SOME);
    expect(wider.monthly[0]).toEqual({
      month: '2025-06',
      received: postgres ? 1 : 0,
      approved: 0,
      denied: postgres ? 1 : 0,
    });

    // Once the version moves, the month is read again.
    await setHistory(version + 1);
    expect((await report(JUNE_AND_SOME)).monthly[0]).toEqual({
      month: '2025-06',
      received: 0,
      approved: 0,
      denied: 0,
    });
    // The row back, as an import would bring it: with the version moved again.
    await app.strapi.db.connection(MILESTONES).insert(row);
    await setHistory(version + 2);
    expect((await report(JUNE_AND_SOME)).monthly[0]).toEqual({
      month: '2025-06',
      received: 1,
      approved: 0,
      denied: 1,
    });
  });
});

describe('turnaround reports: the committee’s calendar', () => {
  it('reads days and months in its time zone and skips its holidays', async () => {
    await docs(app, SETTINGS_UID).create({
      data: { timeZone: 'America/Toronto', holidays: [{ date: '2026-01-13' }, { date: '2026-03-09' }] },
    });
    const res = await get(RANGE, staff['queue-manager'].auth);
    const report = res.body.data as TurnaroundReport;
    expect(report.range.timeZone).toBe('America/Toronto');
    // R14 (March 1st, 03:00 UTC) was submitted on February 28th in Toronto.
    expect(report.monthly.map((month) => month.received)).toEqual([5, 5, 3]);
    // Jan 13 takes a day from R13 (4), R8 (18) and R1's contract (19); Mar 9 from R5, R10 (19) and R12 (28).
    // Decisions: 0 1 2 4 4 10 18 19 19 28 → 4 and 19; contracts: 19 30.
    expect(report.turnaround).toEqual([
      { measure: 'decision', count: 10, median: 4, p90: 19 },
      { measure: 'contractSigned', count: 2, median: 19, p90: 30 },
    ]);
  });
});
