import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICES, type RequestFormat, type WorkflowAction } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { startMailbox, type Mailbox } from '../helpers/mail';
import { SMTP_CONNECTIONS } from '../../src/platform/mail/send';
import { userWithSession, type TestUser } from '../helpers/sessions';
import { createDataset, notificationsModule, staffPerRole, workflowService, type Staff } from '../helpers/workflow';

/**
 * Notifications (docs/workflow.md "Who is told", docs/notifications.md): the table row by row
 * against the outbox and the mailbox, each person's language, the outbox under an SMTP outage,
 * digests, "off", one-click unsubscribe, and the account's language and frequency on PUT /api/user.
 */

const NOTIFICATION_UID = 'api::notification.notification';
const USER_UID = 'plugin::users-permissions.user';

let app: TestApp;
let mailbox: Mailbox;
let staff: Staff;
let secondMember: TestUser & { auth: string };
let datasetId: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  // The outbox's own tick stays out of the way: these tests drive the worker with their own clock.
  app = await bootStrapi({ env: { ...mailbox.env, OUTBOX_CRON: '0 0 1 1 *', DIGEST_CRON: '0 0 1 1 *' } });
  staff = await staffPerRole(app, 'Notice ');
  secondMember = await userWithSession(app, 'dag-member', { firstName: 'Second', lastName: 'Member' });
  datasetId = await createDataset(app, 'cohort-notices', 'Notices Cohort Study');
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

type Row = { message: string; email: string; status: string; locale: string; attempts: number; vars: Json };
type Json = Record<string, unknown>;

async function actorOf(user: { id: number }) {
  return (await app.strapi.db.query(USER_UID).findOne({ where: { id: user.id }, populate: ['role'] })) as never;
}

const setUser = (user: { id: number }, data: Json) =>
  app.strapi.db.query(USER_UID).update({ where: { id: user.id }, data });

async function submit(owner: TestUser, title: string, format: RequestFormat = 'v2'): Promise<string> {
  const data =
    format === 'v1'
      ? { projectTitle: title, projectDescription: 'Notices.', intendedUse: 'Epidemiology', datasets: [datasetId] }
      : {
          projectTitle: title,
          projectSummary: 'Notices.',
          requestedDatasets: [{ dataset: datasetId, dataLevel: 'Level 2 – De-identified' }],
        };
  const result = await workflowService().createSubmittedRequest(app.strapi, {
    format,
    actor: await actorOf(owner),
    data,
    awaitNotifications: true,
  });
  return result.loaded.documentId;
}

async function act(
  id: string,
  actor: TestUser,
  action: WorkflowAction,
  input: Json = {},
  format: RequestFormat = 'v2',
): Promise<string> {
  const current = (await app.strapi.db
    .query(format === 'v1' ? 'api::dataset-request.dataset-request' : 'api::data-access-request.data-access-request')
    .findOne({ where: { documentId: id }, select: ['version'] })) as { version: number };
  const result = await workflowService().applyAction(app.strapi, {
    format,
    documentId: id,
    actor: await actorOf(actor),
    action,
    input: { version: current.version, ...input } as never,
    note: (input.note as string | undefined) ?? null,
    awaitNotifications: true,
  });
  return result.event.documentId;
}

async function rowsOf(causeKey: string): Promise<Row[]> {
  return (await app.strapi.db
    .query(NOTIFICATION_UID)
    .findMany({ where: { dedupeKey: { $startsWith: `${causeKey}:` } }, orderBy: { id: 'asc' } })) as Row[];
}

/** `message → address` of every notice an event caused, sorted. */
async function told(eventId: string): Promise<string[]> {
  return (await rowsOf(eventId)).map((row) => `${row.message} → ${row.email}`).sort();
}

const to = (message: string, ...people: Array<{ email: string }>) => people.map((p) => `${message} → ${p.email}`);

async function lastEventOf(id: string): Promise<string> {
  const events = (await app.strapi.db
    .query('api::request-event.request-event')
    .findMany({ where: { requestDocumentId: id }, orderBy: { id: 'desc' }, limit: 1 })) as Array<{
    documentId: string;
  }>;
  return events[0]?.documentId as string;
}

describe('who is told, row by row (the NOTICES table)', () => {
  it('covers every event of the table in this file', () => {
    expect(Object.keys(NOTICES).sort()).toEqual(
      [
        'submit',
        'assign',
        'unassign',
        'recommend',
        'requestInformation',
        'approve',
        'deny',
        'addContract',
        'signContract',
        'complete',
        'addAttachment',
        'amend',
        'publish',
        // A recommendation round's events: walked in recommendation-rounds.test.ts.
        'openRound',
        'roundQuorumReached',
        'roundReminder',
        // The overdue reminder: walked in queue-deadlines.test.ts.
        'remindOverdue',
        // The conversation's events: walked in conversations.test.ts.
        'postMessage',
        'postInternalNote',
        // Access periods, extensions and final reports: walked in access-periods.test.ts.
        'changeAccessEnd',
        'remindAccessEnding',
        'endAccess',
        'requestExtension',
        'grantExtension',
        'refuseExtension',
        'fileCloseout',
        'acceptCloseout',
        'askCloseoutMore',
      ].sort(),
    );
  });

  it('walks a request and tells exactly the people of each row, never the actor', async () => {
    const applicant = staff.authenticated;
    const qm = staff['queue-manager'];
    const member = staff['dag-member'];
    const title = 'Notices walk — sleep and shift work';
    const since = Date.now();

    const id = await submit(applicant, title);
    expect(await told(await lastEventOf(id))).toEqual(
      [...to('requestSubmittedApplicant', applicant), ...to('requestSubmittedStaff', qm)].sort(),
    );
    await mailbox.waitFor({ to: applicant.email, subject: title }, { since });
    await mailbox.waitFor({ to: qm.email, subject: title }, { since });

    let event = await act(id, qm, 'assign', { assigneeId: member.documentId });
    expect(await told(event)).toEqual(to('requestAssigned', member));

    // Reassigned: the new assignee is told, and so is the one who had it.
    event = await act(id, qm, 'assign', { assigneeId: secondMember.documentId });
    expect(await told(event)).toEqual(
      [...to('requestAssigned', secondMember), ...to('requestReassigned', member)].sort(),
    );
    await mailbox.waitFor({ to: member.email, subject: title }, { since: Date.now() - 2000 });

    // The chair takes the member off the request: the member is told.
    event = await act(id, staff['dag-chair'], 'unassign');
    expect(await told(event)).toEqual(to('requestUnassigned', secondMember));

    event = await act(id, qm, 'assign', { assigneeId: member.documentId });
    expect(await told(event)).toEqual(to('requestAssigned', member));

    event = await act(id, member, 'requestInformation', { note: 'Which shifts?' });
    expect(await told(event)).toEqual(to('informationRequested', applicant));
    const [info] = await rowsOf(event);
    expect(info?.vars).toMatchObject({ note: 'Which shifts?', title });

    event = await act(id, applicant, 'amend');
    expect(await told(event)).toEqual(to('requestAmended', member));

    event = await act(id, member, 'recommend', { recommendation: 'approve' });
    expect(await told(event)).toEqual(to('decisionDue', staff['dag-chair']));
    const [due] = await rowsOf(event);
    expect(due?.vars).toMatchObject({ recommendationCount: 1 });

    event = await act(id, staff['dag-chair'], 'approve');
    expect(await told(event)).toEqual(to('requestApproved', applicant));

    event = await act(id, staff['contract-manager'], 'addContract');
    expect(await told(event)).toEqual(to('contractReady', applicant));

    event = await act(id, applicant, 'signContract');
    expect(await told(event)).toEqual(
      [...to('contractSigned', staff['contract-manager']), ...to('contractSigned', qm)].sort(),
    );

    event = await act(id, qm, 'complete');
    expect(await told(event)).toEqual(to('requestCompleted', applicant));

    event = await act(id, qm, 'publish');
    expect(await told(event)).toEqual(to('requestPublished', applicant));

    // A re-publication only refreshes the register entry.
    event = await act(id, qm, 'publish');
    expect(await told(event)).toEqual([]);
  });

  it('tells the applicant of a denial, and the assignee unassigning themselves tells nobody', async () => {
    const id = await submit(staff.authenticated, 'Notices — denied');
    await act(id, staff['queue-manager'], 'assign', { assigneeId: staff['dag-member'].documentId });
    expect(await told(await act(id, staff['dag-member'], 'unassign'))).toEqual([]);
    await act(id, staff['queue-manager'], 'assign', { assigneeId: staff['dag-member'].documentId });
    const recommended = await act(id, staff['queue-manager'], 'recommend', { recommendation: 'deny' });
    expect(await told(recommended)).toEqual(to('decisionDue', staff['dag-chair']));
    const denied = await act(id, staff['dag-chair'], 'deny', { note: 'Out of scope' });
    expect(await told(denied)).toEqual(to('requestDenied', staff.authenticated));
  });

  it('tells the assignee when the applicant adds a file, and nobody when staff add one', async () => {
    const applicant = staff.authenticated;
    const id = await submit(applicant, 'Notices — attachments');
    await act(id, staff['queue-manager'], 'assign', { assigneeId: staff['dag-member'].documentId });
    let res = await request(app.server)
      .post(`/api/data-access-request/${id}/attachments`)
      .set('Authorization', applicant.auth)
      .attach('files', Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'), 'protocol.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await rowsOf(await lastEventOf(id));
    expect(rows.map((row) => `${row.message} → ${row.email}`)).toEqual(to('attachmentAdded', staff['dag-member']));
    expect(rows[0]?.vars).toMatchObject({ fileName: 'protocol.pdf' });

    res = await request(app.server)
      .post(`/api/data-access-request/${id}/attachments`)
      .set('Authorization', staff['queue-manager'].auth)
      .attach('files', Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'), 'review.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await told(await lastEventOf(id))).toEqual([]);
  });

  it('tells nobody blocked or unconfirmed', async () => {
    const blocked = await userWithSession(app, 'queue-manager');
    await setUser(blocked, { blocked: true });
    const id = await submit(staff.authenticated, 'Notices — blocked manager');
    expect(await told(await lastEventOf(id))).not.toContain(`requestSubmittedStaff → ${blocked.email}`);
  });
});

describe('each person in their own language', () => {
  it('writes to a French account in French only, with links into /fr/', async () => {
    const french = await userWithSession(app, 'authenticated', { firstName: 'Amélie' });
    await setUser(french, { locale: 'fr' });
    const since = Date.now();
    const id = await submit(french, 'Projet en français');
    const mail = await mailbox.waitFor({ to: french.email, subject: 'Projet en français' }, { since });
    expect(mail.text).toContain(`/fr/user/requests/v2/${id}`);
    expect(mail.text).not.toContain('/en/');
    expect(mail.subject).not.toMatch(/We received/);
    // The queue manager's notice about the same request stays in English.
    const staffMail = await mailbox.waitFor(
      { to: staff['queue-manager'].email, subject: 'Projet en français' },
      { since },
    );
    expect(staffMail.text).toContain(`/en/request-management/request/${id}`);
  });
});

/**
 * Submits a request per title while the mail server is away (each tells two people, who are not
 * reached): the event of each, whose notices wait in the outbox for a worker.
 */
async function submitWhileMailIsDown(titles: readonly string[]): Promise<string[]> {
  await mailbox.down();
  const causes: string[] = [];
  try {
    for (const title of titles) causes.push(await lastEventOf(await submit(staff.authenticated, title)));
  } finally {
    await mailbox.up();
  }
  return causes;
}

/** Each title's two mails (one per person told) arrived after `since`, and no more copies. */
async function expectTwoMailsEach(titles: readonly string[], since: number): Promise<void> {
  for (const title of titles) await mailbox.waitFor({ to: staff.authenticated.email, subject: title }, { since });
  await mailbox.expectNone(() => false, 300);
  for (const title of titles)
    expect(
      mailbox.messages().filter((mail) => mail.subject.includes(title) && mail.receivedAt >= since),
      title,
    ).toHaveLength(2);
}

describe('the outbox', () => {
  it('loses nothing and sends nothing twice while the mail server is away', async () => {
    const { deliverDue } = notificationsModule();
    await mailbox.down();
    const title = 'Notices — outage';
    const id = await submit(staff.authenticated, title);
    const cause = await lastEventOf(id);
    let rows = await rowsOf(cause);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ status: 'pending', attempts: 1 });

    // Still away a minute later: one more attempt each, nothing given up.
    expect(await deliverDue(app.strapi, new Date(Date.now() + 60_000))).toMatchObject({ sent: 0, retrying: 2 });
    await mailbox.up();
    const since = Date.now();
    expect(await deliverDue(app.strapi, new Date(Date.now() + 10 * 60_000))).toMatchObject({ sent: 2 });
    expect(await deliverDue(app.strapi, new Date(Date.now() + 60 * 60_000))).toMatchObject({ sent: 0 });
    await mailbox.waitFor({ to: staff.authenticated.email, subject: title }, { since });
    await mailbox.expectNone(() => false, 300);
    const copies = mailbox.messages().filter((mail) => mail.subject.includes(title));
    expect(copies).toHaveLength(2);
    rows = await rowsOf(cause);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('sends each notice once when two workers run at the same moment, reading each override once per run', async () => {
    const { deliverDue } = notificationsModule();
    const titles = ['Notices — race one', 'Notices — race two', 'Notices — race three'];
    const causes = await submitWhileMailIsDown(titles);
    const rows = (await Promise.all(causes.map(rowsOf))).flat();
    expect(rows).toHaveLength(6);
    const pairs = new Set(rows.map((row) => `${row.message}/${row.locale}`));

    const overrideReads: string[] = [];
    const listen = (query: { sql: string }) => {
      if (query.sql.includes('email_templates')) overrideReads.push(query.sql);
    };
    app.strapi.db.connection.on('query', listen);
    const since = Date.now();
    let reports;
    try {
      reports = await Promise.all([
        deliverDue(app.strapi, new Date(Date.now() + 10 * 60_000)),
        deliverDue(app.strapi, new Date(Date.now() + 10 * 60_000)),
      ]);
    } finally {
      app.strapi.db.connection.off('query', listen);
    }
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(6);
    // Each run reads the override of each (message, language) it sends at most once: fewer reads
    // than mails (three of each pair).
    expect(pairs.size).toBe(2);
    expect(overrideReads.length).toBeLessThanOrEqual(2 * pairs.size);
    await expectTwoMailsEach(titles, since);
    for (const row of (await Promise.all(causes.map(rowsOf))).flat()) expect(row.status).toBe('sent');
  });

  it('sends a run of notices over a few reused SMTP connections, not one connection a mail', async () => {
    const { deliverDue } = notificationsModule();
    const titles = ['one', 'two', 'three', 'four', 'five', 'six'].map((n) => `Notices — pooled ${n}`);
    await submitWhileMailIsDown(titles);
    const since = Date.now();
    const connectionsBefore = mailbox.connections();
    expect((await deliverDue(app.strapi, new Date(Date.now() + 10 * 60_000))).sent).toBe(12);
    await expectTwoMailsEach(titles, since);
    // Twelve mails, a few at a time (one connection a lane): a connection, once open, carries the
    // mails after its first.
    const opened = mailbox.connections() - connectionsBefore;
    expect(opened).toBeGreaterThan(1);
    expect(opened).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  });

  it('sends one notice at a time while the instance is busy answering calls, and still sends them all', async () => {
    const { deliverDue } = notificationsModule();
    const titles = ['one', 'two', 'three'].map((n) => `Notices — busy ${n}`);
    await submitWhileMailIsDown(titles);
    const since = Date.now();
    const connectionsBefore = mailbox.connections();
    const report = await deliverDue(app.strapi, new Date(Date.now() + 10 * 60_000), { busy: () => true });
    expect(report).toMatchObject({ sent: 6, retrying: 0, failed: 0 });
    await expectTwoMailsEach(titles, since);
    // One lane: one connection carried all six.
    expect(mailbox.connections() - connectionsBefore).toBe(1);
  });

  it('hands back the rows of a batch it could not send in time, and they leave once with the next run', async () => {
    const { deliverDue } = notificationsModule();
    const titles = ['Notices — slow one', 'Notices — slow two', 'Notices — slow three'];
    const causes = await submitWhileMailIsDown(titles);
    const since = Date.now();
    // A mail server so slow that the window for starting sends has closed once the batch is claimed.
    const first = await deliverDue(app.strapi, new Date(Date.now() + 10 * 60_000), { sendWindowMs: 0 });
    expect(first.sent).toBe(0);
    const rows = (await Promise.all(causes.map(rowsOf))).flat();
    // Nothing is left claimed: what was not sent is pending again, for the next run.
    expect(rows.filter((row) => row.status === 'sending')).toEqual([]);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(6 - first.sent);

    const second = await deliverDue(app.strapi, new Date(Date.now() + 10 * 60_000));
    expect(first.sent + second.sent).toBe(6);
    await expectTwoMailsEach(titles, since);
  });

  it('gives up after a day, says so on /_health, and never sends it', async () => {
    const { deliverDue } = notificationsModule();
    await mailbox.down();
    try {
      const id = await submit(staff.authenticated, 'Notices — given up');
      const report = await deliverDue(app.strapi, new Date(Date.now() + 25 * 60 * 60_000));
      expect(report).toMatchObject({ failed: 2, sent: 0 });
      for (const row of await rowsOf(await lastEventOf(id))) expect(row.status).toBe('failed');
    } finally {
      await mailbox.up();
    }
    const health = await request(app.server).get('/_health');
    expect(health.body.notifications.failed).toBeGreaterThanOrEqual(2);
    expect(await deliverDue(app.strapi, new Date(Date.now() + 26 * 60 * 60_000))).toMatchObject({ sent: 0 });
  });
});

describe('preferences and digests', () => {
  const MONDAY = new Date('2026-11-30T07:00:00Z');
  const TUESDAY = new Date('2026-12-01T07:00:00Z');

  it('holds a daily reader’s notices for one digest with each item and its link, never an empty one', async () => {
    const { queueDigests, deliverDue } = notificationsModule();
    const daily = await userWithSession(app, 'authenticated', { firstName: 'Daily' });
    await setUser(daily, { notificationFrequency: 'daily' });
    const since = Date.now();
    const first = await submit(daily, 'Digest one');
    const second = await submit(daily, 'Digest two');
    await mailbox.expectNone({ to: daily.email }, 300, since);

    const before = await app.strapi.db.query(NOTIFICATION_UID).count({ where: { email: daily.email, status: 'held' } });
    expect(before).toBe(2);
    // Two runs at once (two replicas past the lock): one digest.
    const queued = await Promise.all([queueDigests(app.strapi, TUESDAY), queueDigests(app.strapi, TUESDAY)]);
    expect(queued.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await deliverDue(app.strapi, TUESDAY);
    const digest = await mailbox.waitFor({ to: daily.email }, { since });
    expect(digest.text).toContain('Digest one');
    expect(digest.text).toContain('Digest two');
    expect(digest.text).toContain(`/en/user/requests/v2/${first}`);
    expect(digest.text).toContain(`/en/user/requests/v2/${second}`);
    expect(await queueDigests(app.strapi, TUESDAY)).toBe(0);
    await deliverDue(app.strapi, TUESDAY);
    expect(mailbox.messages().filter((mail) => mail.to.includes(daily.email))).toHaveLength(1);
    // The purge counts a digested notice's retention from its digest, not from its creation.
    const digested = (await app.strapi.db.query(NOTIFICATION_UID).findMany({
      where: { email: daily.email, status: 'digested' },
      select: ['updatedAt'],
    })) as Array<{ updatedAt: string | Date }>;
    expect(digested.map((row) => new Date(row.updatedAt).toISOString())).toEqual([
      TUESDAY.toISOString(),
      TUESDAY.toISOString(),
    ]);
  });

  it('sends weekly digests on Mondays only', async () => {
    const { queueDigests } = notificationsModule();
    const weekly = await userWithSession(app, 'authenticated');
    await setUser(weekly, { notificationFrequency: 'weekly' });
    await submit(weekly, 'Weekly one');
    const countHeld = () =>
      app.strapi.db.query(NOTIFICATION_UID).count({ where: { email: weekly.email, status: 'held' } });
    await queueDigests(app.strapi, TUESDAY);
    expect(await countHeld()).toBe(1);
    await queueDigests(app.strapi, MONDAY);
    expect(await countHeld()).toBe(0);
  });

  it('writes nothing for an account that turned notices off, but still sends its sign-in codes', async () => {
    const off = await userWithSession(app, 'authenticated');
    await setUser(off, { notificationFrequency: 'off' });
    const id = await submit(off, 'Notices — off');
    expect(await told(await lastEventOf(id))).toEqual(to('requestSubmittedStaff', staff['queue-manager']));
    const since = Date.now();
    const res = await request(app.server)
      .post('/api/auth/local')
      .send({ identifier: off.email, password: off.password });
    expect(res.status).toBe(200);
    await mailbox.waitFor({ to: off.email }, { since });
  });
});

describe('one-click unsubscribe', () => {
  it('carries RFC 8058 headers, and the signed link turns notices off without a session', async () => {
    const reader = await userWithSession(app, 'authenticated');
    const since = Date.now();
    await submit(reader, 'Notices — unsubscribe');
    const mail = await mailbox.waitFor({ to: reader.email }, { since });
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = mail.headers.get('list-unsubscribe') ?? '';
    const url = new URL(/<([^>]+)>/.exec(header)?.[1] ?? 'http://invalid');
    expect(url.pathname).toBe('/api/notifications/unsubscribe');

    const forged = `${reader.id}.${'A'.repeat(43)}`;
    let res = await request(app.server).post(`/api/notifications/unsubscribe?token=${forged}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This unsubscribe link is not valid.');

    res = await request(app.server)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    const user = (await app.strapi.db.query(USER_UID).findOne({ where: { id: reader.id } })) as Json;
    expect(user.notificationFrequency).toBe('off');
  });
});

describe('the account’s language and notification frequency', () => {
  it('are part of the user, changed with PUT /api/user, and validated', async () => {
    const reader = await userWithSession(app, 'authenticated');
    let res = await request(app.server).get('/api/users/me').set('Authorization', reader.auth);
    expect(res.body).toMatchObject({ locale: 'en', notificationFrequency: 'immediate' });
    res = await request(app.server)
      .put('/api/user')
      .set('Authorization', reader.auth)
      .send({ locale: 'fr', notificationFrequency: 'weekly' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ locale: 'fr', notificationFrequency: 'weekly' });
    res = await request(app.server).put('/api/user').set('Authorization', reader.auth).send({ locale: 'xx' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('locale must be one of the languages the portal serves.');
    res = await request(app.server)
      .put('/api/user')
      .set('Authorization', reader.auth)
      .send({ notificationFrequency: 'hourly' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('notificationFrequency must be immediate, daily, weekly or off.');
  });

  it('is the site’s language at registration', async () => {
    const email = `register-fr-${Date.now()}@test.localhost`;
    const res = await request(app.server).post('/api/auth/local/register?locale=fr').send({
      email,
      password: 'Test-passw0rd!',
      firstName: 'Jeanne',
      lastName: 'Durand',
      organization: 'Université',
      organizationType: 'academic',
      country: 'France',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ locale: 'fr', notificationFrequency: 'immediate' });
  });
});
