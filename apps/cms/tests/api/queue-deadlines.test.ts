import { createRequire } from 'node:module';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Redis from 'ioredis';
import { DEFAULT_CLOCK_SETTINGS, addWorkingDays, localDate, weekEndsAt, type RequestFormat } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { startMailbox, type Mailbox } from '../helpers/mail';
import {
  EVENT_UID,
  PREFIX,
  REQUEST_UIDS,
  createDataset,
  seedRequest,
  staffPerRole,
  workflowService,
  type Staff,
} from '../helpers/workflow';

/**
 * Deadlines in the queue and the reminder job (docs/workflow.md, "Deadlines" and "Reminders"):
 * queue items carry dueAt and overdue, filter and sort on them from the queue index, follow the
 * workflow settings editors save; overdue requests are reminded once, then once per interval,
 * once per tick however many replicas fire it.
 */
const require = createRequire(import.meta.url);
const cron = () =>
  require(
    path.resolve(__dirname, '..', '..', 'dist', 'src', 'modules', 'housekeeping', 'cron.js'),
  ) as typeof import('../../src/modules/housekeeping/cron');

const SETTINGS_UID = 'api::workflow-setting.workflow-setting';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;
let mailbox: Mailbox;
let staff: Staff;
let datasetId: string;
// Unique per run: the tick lock's keys live in a shared Redis.
const RUN = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({
    env: { ...mailbox.env, REDIS_URL, REMINDER_CRON: '0 0 1 1 *', OUTBOX_CRON: '0 0 1 1 *' },
  });
  staff = await staffPerRole(app, `Due ${RUN} `);
  datasetId = await createDataset(app, `cohort-due-${RUN}`, 'Due Cohort Study');
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`*reminders*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** A request in `status`, entered there at `enteredAt` (as if it had waited since). */
async function waiting(
  title: string,
  status: 'new' | 'assigned' | 'inReview' | 'complete' | 'informationRequested',
  enteredAt: Date,
  options: { format?: RequestFormat; assignee?: keyof Staff } = {},
): Promise<string> {
  const format = options.format ?? 'v2';
  const id = await seedRequest(app, {
    format,
    requester: staff.authenticated,
    requestStatus: status,
    approvalStatus: status === 'complete' ? 'approved' : 'pending',
    assignee: options.assignee ? staff[options.assignee] : null,
    projectTitle: `${RUN} ${title}`,
    datasets: [datasetId],
  });
  const row = (await app.strapi.db
    .query(REQUEST_UIDS[format])
    .findOne({ where: { documentId: id }, populate: { internal: true } })) as { internal: { id: number } };
  await app.strapi.db
    .query('workflow.internal')
    .update({ where: { id: row.internal.id }, data: { statusEnteredAt: enteredAt.toISOString() } });
  return id;
}

const queue = (query: string, auth = staff['queue-manager'].auth, prefix = PREFIX.v2) =>
  request(app.server).get(`${prefix}/queue?q=${RUN}&pageSize=100&${query}`).set('Authorization', auth);

const titles = (res: request.Response): string[] =>
  (res.body.data as Array<{ projectTitle: string }>).map((item) => item.projectTitle.replace(`${RUN} `, ''));

describe('deadlines in the queue', () => {
  let late: string;
  const longAgo = new Date(Date.now() - 60 * DAY);

  beforeAll(async () => {
    late = await waiting('late new', 'new', longAgo);
    await waiting('fresh new', 'new', new Date());
    await waiting('late v1 review', 'inReview', longAgo, { format: 'v1', assignee: 'dag-member' });
    await waiting('done', 'complete', longAgo);
  });

  it('carries each item’s due date and whether it is overdue', async () => {
    const res = await queue('sort=projectTitle:asc');
    expect(res.status).toBe(200);
    const byTitle = new Map(
      (res.body.data as Array<{ projectTitle: string; dueAt: string | null; overdue: boolean }>).map((item) => [
        item.projectTitle.replace(`${RUN} `, ''),
        item,
      ]),
    );
    expect(byTitle.get('late new')).toMatchObject({
      dueAt: addWorkingDays(longAgo, 2, DEFAULT_CLOCK_SETTINGS)?.toISOString(),
      overdue: true,
    });
    expect(byTitle.get('fresh new')).toMatchObject({ overdue: false });
    expect(Date.parse(byTitle.get('fresh new')?.dueAt ?? '')).toBeGreaterThan(Date.now());
    expect(byTitle.get('done')).toMatchObject({ dueAt: null, overdue: false });
  });

  it('filters overdue=true and overdue=false on both queue calls', async () => {
    expect(titles(await queue('overdue=true&sort=projectTitle:asc'))).toEqual(['late new', 'late v1 review']);
    expect(titles(await queue('overdue=false&sort=projectTitle:asc'))).toEqual(['done', 'fresh new']);
    expect(titles(await queue('overdue=true', staff['readonly-user'].auth, PREFIX.v1))).toEqual(['late v1 review']);
    const res = await queue('overdue=true');
    expect(res.body.meta.pagination.total).toBe(2);
  });

  it('filters what is due before the end of the committee’s week', async () => {
    const res = await queue('dueThisWeek=true');
    expect(res.status).toBe(200);
    const weekEnd = weekEndsAt(new Date(), 'UTC').getTime();
    const fresh = addWorkingDays(new Date(), 2, DEFAULT_CLOCK_SETTINGS)?.getTime() ?? 0;
    // The fresh request is due in two working days: this week or not, depending on today.
    expect(titles(res)).toEqual(fresh < weekEnd ? ['fresh new'] : []);
  });

  it('sorts by due date, requests without a deadline last', async () => {
    expect(titles(await queue('sort=dueAt:asc'))).toEqual(['late new', 'late v1 review', 'fresh new', 'done']);
    expect(titles(await queue('sort=dueAt:desc'))[0]).toBe('done');
  });

  it('refuses a bad flag with a clear message', async () => {
    const res = await queue('overdue=maybe');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('overdue must be true or false');
    expect((await queue('dueThisWeek=1')).body.error.message).toBe('dueThisWeek must be true or false');
    expect((await queue('overdue=true', staff.authenticated.auth)).status).toBe(403);
  });

  it('moves every due date when editors change the workflow settings', async () => {
    await app.strapi.db.query(SETTINGS_UID).create({ data: { targetNew: 200, worksSaturday: true } });
    try {
      // The refresh runs after the save commits, in the background.
      await expect
        .poll(async () => titles(await queue('overdue=true&sort=projectTitle:asc')), { timeout: 15_000 })
        .toEqual(['late v1 review']);
      const res = await queue('sort=projectTitle:asc');
      const lateItem = (res.body.data as Array<{ documentId: string; dueAt: string }>).find(
        (item) => item.documentId === late,
      );
      expect(lateItem?.dueAt).toBe(
        addWorkingDays(longAgo, 200, { ...DEFAULT_CLOCK_SETTINGS, workingWeek: [1, 2, 3, 4, 5, 6] })?.toISOString(),
      );
    } finally {
      await app.strapi.db.query(SETTINGS_UID).deleteMany({ where: {} });
    }
    await expect
      .poll(async () => titles(await queue('overdue=true&sort=projectTitle:asc')), { timeout: 15_000 })
      .toEqual(['late new', 'late v1 review']);
  });
});

describe('reminders', () => {
  const reminders = async (now: Date) => workflowService().remindOverdue(app.strapi, now);
  const reminderEvents = async (id: string) =>
    (await app.strapi.db.query(EVENT_UID).findMany({ where: { requestDocumentId: id, action: 'remindOverdue' } }))
      .length;

  it('tells the assignee once when a request is overdue, and again only after the interval', async () => {
    const id = await waiting('reminded assignee', 'assigned', new Date(Date.now() - 30 * DAY), {
      assignee: 'dag-member',
    });
    const since = Date.now();
    expect(await reminders(new Date())).toBeGreaterThanOrEqual(1);
    const mail = await mailbox.waitFor(
      { to: staff['dag-member'].email, subject: `A request is overdue: ${RUN} reminded assignee` },
      { since },
    );
    expect(mail.text).toMatch(/working days past its due date/);
    expect(await reminderEvents(id)).toBe(1);

    // The next runs find the reminder: nothing more until the interval (3 working days) has passed.
    const first = (await app.strapi.db
      .query(EVENT_UID)
      .findOne({ where: { requestDocumentId: id, action: 'remindOverdue' } })) as { createdAt: string };
    const next = addWorkingDays(new Date(first.createdAt), 3, DEFAULT_CLOCK_SETTINGS) as Date;
    await reminders(new Date());
    await reminders(new Date(next.getTime() - 60_000));
    expect(await reminderEvents(id)).toBe(1);
    await reminders(new Date(next.getTime() + 60_000));
    expect(await reminderEvents(id)).toBe(2);
  });

  it('tells the queue managers when nobody is assigned, never the applicant, and skips applicant-held and closed requests', async () => {
    const id = await waiting('reminded managers', 'new', new Date(Date.now() - 30 * DAY));
    const waitingForApplicant = await waiting(
      'applicant holds',
      'informationRequested',
      new Date(Date.now() - 90 * DAY),
    );
    const closed = await waiting('closed', 'complete', new Date(Date.now() - 90 * DAY));
    const since = Date.now();
    await reminders(new Date());
    await mailbox.waitFor(
      { to: staff['queue-manager'].email, subject: `A request is overdue: ${RUN} reminded managers` },
      { since },
    );
    expect(await reminderEvents(id)).toBe(1);
    expect(await reminderEvents(waitingForApplicant)).toBe(0);
    expect(await reminderEvents(closed)).toBe(0);
    await mailbox.expectNone({ to: staff.authenticated.email, subject: /overdue/ }, 500, since);

    // The reminder is staff-only: the applicant's detail and events never show it.
    const applicantView = await request(app.server)
      .get(`${PREFIX.v2}/${id}`)
      .set('Authorization', staff.authenticated.auth);
    expect(JSON.stringify(applicantView.body)).not.toContain('remindOverdue');
    const staffView = await request(app.server)
      .get(`${PREFIX.v2}/${id}`)
      .set('Authorization', staff['queue-manager'].auth);
    expect((staffView.body.data.events as Array<{ action: string }>).map((event) => event.action)).toContain(
      'remindOverdue',
    );
  });

  it('counts the interval in working days: a holiday and the weekend are skipped', async () => {
    const id = await waiting('reminded over a holiday', 'new', new Date(Date.now() - 30 * DAY));
    await reminders(new Date());
    const first = (await app.strapi.db
      .query(EVENT_UID)
      .findOne({ where: { requestDocumentId: id, action: 'remindOverdue' } })) as { createdAt: string };
    const sent = new Date(first.createdAt);
    // The first working day after the reminder becomes a holiday: the interval ends a working day later.
    const holiday = localDate(addWorkingDays(sent, 1, DEFAULT_CLOCK_SETTINGS) as Date, 'UTC');
    await app.strapi.documents(SETTINGS_UID as never).create({ data: { holidays: [{ date: holiday }] } as never });
    try {
      const settings = { ...DEFAULT_CLOCK_SETTINGS, holidays: [holiday] };
      const withoutHoliday = addWorkingDays(sent, 3, DEFAULT_CLOCK_SETTINGS) as Date;
      const next = addWorkingDays(sent, 3, settings) as Date;
      expect(next.getTime()).toBeGreaterThan(withoutHoliday.getTime());
      await reminders(new Date(withoutHoliday.getTime() + 60_000));
      expect(await reminderEvents(id)).toBe(1);
      await reminders(new Date(next.getTime() + 60_000));
      expect(await reminderEvents(id)).toBe(2);
    } finally {
      await app.strapi.db.query(SETTINGS_UID).deleteMany({ where: {} });
    }
  });

  it('runs once per tick when two replicas fire the task at once (Redis lock)', async () => {
    const id = await waiting('reminded once', 'new', new Date(Date.now() - 30 * DAY));
    const tick = new Date(Math.floor(Date.now() / 1000) * 1000 + 7 * DAY);
    const never = '0 0 1 1 *';
    const rules = {
      housekeeping: never,
      outbox: never,
      digest: never,
      reminders: never,
      roundReminders: never,
      access: never,
    };
    const { task } = cron().cronTasks(rules).reminders;
    await Promise.all([task({ strapi: app.strapi }, tick), task({ strapi: app.strapi }, new Date(tick.getTime() + 3))]);
    expect(await reminderEvents(id)).toBe(1);
    // Even two runs at once without the lock: the second finds the first's event.
    const id2 = await waiting('reminded once without lock', 'new', new Date(Date.now() - 30 * DAY));
    await Promise.all([reminders(new Date()), reminders(new Date())]);
    expect(await reminderEvents(id2)).toBe(1);
  });
});
