import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND_MESSAGES, WORKFLOW_COMMAND_MESSAGES, type RequestFormat, type RoleType } from '@portal/shared';
import { startMailbox, type Mailbox } from '../helpers/mail';
import { userWithSession } from '../helpers/sessions';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import {
  PREFIX,
  createDataset,
  currentVersion,
  eventsOf,
  seedRequest,
  setState,
  staffPerRole,
  workflowService,
  type Staff,
} from '../helpers/workflow';

/**
 * Recommendation rounds (docs/workflow.md, "Recommendation rounds"): who may open one and when,
 * the votes and their tally, the quorum telling the chairs exactly once, the reminders before the
 * due date sent once however often the task runs, and who reads the rationales (never the
 * applicant, on any endpoint they can call).
 */
const NOTIFICATION_UID = 'api::notification.notification';
const ROUND_UID = 'api::recommendation-round.recommendation-round';
const SETTINGS_UID = 'api::workflow-setting.workflow-setting';
const USER_UID = 'plugin::users-permissions.user';
const YEARLY = '0 0 1 1 *';
const DAY = 24 * 60 * 60 * 1000;

type Session = Staff[RoleType];
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let app: TestApp;
let mailbox: Mailbox;
let staff: Staff;
let members: Session[];
let datasetId: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  // The scheduled tasks stay out of the way: the tests run them with their own clock.
  app = await bootStrapi({
    env: { ...mailbox.env, OUTBOX_CRON: YEARLY, DIGEST_CRON: YEARLY, ROUND_REMINDER_CRON: YEARLY },
  });
  staff = await staffPerRole(app, 'Round ');
  // The committee: the staff set's member and two more.
  members = [
    staff['dag-member'],
    await userWithSession(app, 'dag-member', { firstName: 'Second', lastName: 'Member' }),
    await userWithSession(app, 'dag-member', { firstName: 'Third', lastName: 'Member' }),
  ];
  datasetId = await createDataset(app, 'cohort-rounds', 'Rounds Cohort Study');
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A request under review, assigned to the first member. */
async function reviewed(title: string, format: RequestFormat = 'v2'): Promise<string> {
  return seedRequest(app, {
    format,
    requester: staff.authenticated,
    requestStatus: 'assigned',
    approvalStatus: 'pending',
    assignee: members[0],
    projectTitle: title,
    datasets: [datasetId],
  });
}

/** A staff command with the version just read, unless the body names the one the caller saw. */
async function post(user: Session, id: string, command: string, body: Json = {}, format: RequestFormat = 'v2') {
  return request(app.server)
    .post(`${PREFIX[format]}/${command}`)
    .set('Authorization', user.auth)
    .send({ requestId: id, version: await currentVersion(app, id), ...body });
}

const openRound = (user: Session, id: string, body: Json = {}, format: RequestFormat = 'v2') =>
  post(user, id, 'open-round', { invite: 'committee', dueAt: inDays(10), ...body }, format);

const recommend = (user: Session, id: string, recommendation: string, note?: string, format: RequestFormat = 'v2') =>
  post(user, id, 'recommend', { recommendation, ...(note === undefined ? {} : { note }) }, format);

const detail = (user: Session, id: string, format: RequestFormat = 'v2') =>
  request(app.server)
    .get(format === 'v1' ? `/api/dataset-requests/${id}` : `/api/data-access-request/${id}`)
    .set('Authorization', user.auth);

const eventsCall = (user: Session, id: string, format: RequestFormat = 'v2') =>
  request(app.server).get(`${PREFIX[format]}/${id}/events`).set('Authorization', user.auth);

async function eventsNamed(id: string, action: string, format: RequestFormat = 'v2'): Promise<Json[]> {
  return (await eventsOf(app, format, id)).filter((event) => event.action === action);
}

type Notice = { message: string; email: string; status: string; vars: Json; dedupeKey: string };
async function notices(id: string, message: string): Promise<Notice[]> {
  return (await app.strapi.db
    .query(NOTIFICATION_UID)
    .findMany({ where: { requestDocumentId: id, message }, orderBy: { id: 'asc' } })) as Notice[];
}

const emails = (list: Array<{ email: string }>) => list.map((item) => item.email).sort();

async function withQuorumSetting<T>(roundQuorum: number | null, run: () => Promise<T>): Promise<T> {
  await app.strapi.db.query(SETTINGS_UID).create({ data: { roundQuorum } });
  try {
    return await run();
  } finally {
    await app.strapi.db.query(SETTINGS_UID).deleteMany({ where: {} });
  }
}

describe('opening a round', () => {
  it('is for the chair and the queue manager: 403 for everyone else, before the body is read', async () => {
    const id = await reviewed('Rounds — who opens');
    for (const role of ['authenticated', 'dag-member', 'readonly-user', 'contract-manager'] as const) {
      for (const body of [
        { invite: 'committee', dueAt: inDays(5) },
        { invite: 'everyone', dueAt: 'soon' },
      ]) {
        const res = await post(staff[role], id, 'open-round', body);
        expect(res.status, `${role} ${JSON.stringify(res.body.error)}`).toBe(403);
        // The staff routes turn applicants away first; staff without the command get its refusal.
        if (role === 'authenticated') expect(res.body.error.message).toBe('Only internal staff can do this');
        else {
          expect(res.body.error.message).toBe(ROUND_MESSAGES.forbidden);
          expect(res.body.error.details.code).toBe('workflow.round_role_refused');
        }
      }
    }
    expect(await app.strapi.db.query(ROUND_UID).count({ where: { requestDocumentId: id } })).toBe(0);
  });

  it('refuses a bad body with 400: the invitation, a due date that is no date or is past', async () => {
    const id = await reviewed('Rounds — bad bodies');
    const chair = staff['dag-chair'];
    const cases: Array<[Json, string]> = [
      [{ invite: 'everyone' }, WORKFLOW_COMMAND_MESSAGES.roundInviteInvalid],
      [{ dueAt: 'next Friday' }, WORKFLOW_COMMAND_MESSAGES.dueAtInvalid],
      [{ dueAt: '2026-02-30' }, WORKFLOW_COMMAND_MESSAGES.dueAtInvalid],
      [{ dueAt: undefined }, WORKFLOW_COMMAND_MESSAGES.dueAtInvalid],
      [{ dueAt: new Date(Date.now() - 60_000).toISOString() }, ROUND_MESSAGES.dueAtPast],
      [{ dueAt: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10) }, ROUND_MESSAGES.dueAtPast],
    ];
    for (const [body, message] of cases) {
      const res = await openRound(chair, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const noVersion = await request(app.server)
      .post(`${PREFIX.v2}/open-round`)
      .set('Authorization', chair.auth)
      .send({ requestId: id, invite: 'committee', dueAt: inDays(3) });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.message).toBe('version is required');
    const missing = await openRound(chair, 'nosuchrequest00');
    expect(missing.status).toBe(404);
  });

  it('only while the request is under review and undecided (409 otherwise)', async () => {
    const id = await seedRequest(app, { format: 'v2', requester: staff.authenticated, projectTitle: 'Rounds — new' });
    const res = await openRound(staff['queue-manager'], id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(ROUND_MESSAGES.notInReview);
  });

  it('invites the assigned committee member, or refuses when the assignee is no committee member', async () => {
    const id = await reviewed('Rounds — assigned member');
    const res = await openRound(staff['dag-chair'], id, { invite: 'assigned', note: 'Your view by Friday, please.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { round } = (await detail(staff['dag-chair'], id)).body.data;
    expect(round).toMatchObject({
      state: 'open',
      invite: 'assigned',
      quorum: 1,
      note: 'Your view by Friday, please.',
      invited: [{ documentId: members[0]!.documentId, voted: false }],
      tally: { approve: 0, deny: 0, abstain: 0, pending: 1 },
      quorumReached: false,
      openedBy: { documentId: staff['dag-chair'].documentId },
    });

    const other = await seedRequest(app, {
      format: 'v2',
      requester: staff.authenticated,
      requestStatus: 'assigned',
      approvalStatus: 'pending',
      assignee: staff['queue-manager'],
      projectTitle: 'Rounds — assigned to a queue manager',
    });
    const refused = await openRound(staff['dag-chair'], other, { invite: 'assigned' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ROUND_MESSAGES.noAssignedMember);
  });

  it('opens one round at a time: a second one is 409 until the first is due', async () => {
    const id = await reviewed('Rounds — one at a time');
    const first = await openRound(staff['dag-chair'], id, { dueAt: inDays(7) });
    expect(first.status).toBe(200);
    for (const opener of [staff['dag-chair'], staff['queue-manager']]) {
      const second = await openRound(opener, id, { dueAt: inDays(9) });
      expect(second.status).toBe(409);
      expect(second.body.error.message).toBe(ROUND_MESSAGES.alreadyOpen);
      expect(second.body.error.details.code).toBe('workflow.round_already_open');
    }
    // Once its due date has passed, a new round replaces it.
    await app.strapi.db
      .query(ROUND_UID)
      .updateMany({ where: { requestDocumentId: id }, data: { dueAt: new Date(Date.now() - DAY) } });
    const replacing = await openRound(staff['queue-manager'], id, { dueAt: inDays(4) });
    expect(replacing.status).toBe(200);
    const rounds = (await app.strapi.db
      .query(ROUND_UID)
      .findMany({ where: { requestDocumentId: id }, orderBy: { id: 'asc' } })) as Array<Json>;
    expect(rounds.map((round) => [round.state, round.closedReason])).toEqual([
      ['closed', 'replaced'],
      ['open', null],
    ]);
  });

  it('is a staff-only event that tells each invited member, with the due date', async () => {
    const title = 'Rounds — the invitation';
    const id = await reviewed(title);
    const since = Date.now();
    const res = await openRound(staff['dag-chair'], id, { dueAt: '2099-03-20', note: 'Independent views.' });
    expect(res.status).toBe(200);
    const [event] = await eventsNamed(id, 'openRound');
    expect(event).toMatchObject({ note: 'Independent views.', details: { invite: 'committee', quorum: 3 } });
    expect([...(event?.details.invited as string[])].sort()).toEqual(members.map((m) => m.documentId).sort());
    // A date alone means the end of that day in the committee's time zone (UTC by default).
    expect(event?.details.dueAt).toBe('2099-03-20T23:59:59.999Z');
    const told = await notices(id, 'roundOpened');
    expect(emails(told)).toEqual(emails(members));
    expect(told[0]?.vars.dueAt).toMatch(/2099/);
    const mail = await mailbox.waitFor({ to: members[1]!.email, subject: title }, { since });
    expect(mail.text).toContain('Independent views.');
    expect(mail.text).toContain('March 20, 2099');

    const applicantView = (await detail(staff.authenticated, id)).body.data;
    expect(applicantView).not.toHaveProperty('round');
    expect(applicantView.events.map((e: Json) => e.action)).not.toContain('openRound');
  });

  it('works the same on an old-format (v1) request', async () => {
    const id = await reviewed('Rounds — v1', 'v1');
    const res = await openRound(staff['queue-manager'], id, { invite: 'assigned' }, 'v1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await recommend(members[0]!, id, 'approve', undefined, 'v1')).status).toBe(400);
    expect((await recommend(members[0]!, id, 'approve', 'Fine by me.', 'v1')).status).toBe(200);
    const { round } = (await detail(staff['dag-chair'], id, 'v1')).body.data;
    expect(round).toMatchObject({ tally: { approve: 1, pending: 0 }, quorumReached: true });
  });
});

describe('votes', () => {
  it('need a rationale from an invited member, are tallied, and count once per member', async () => {
    const id = await reviewed('Rounds — tally');
    expect((await openRound(staff['dag-chair'], id)).status).toBe(200);

    const bare = await recommend(members[0]!, id, 'approve');
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe(ROUND_MESSAGES.rationaleRequired);
    expect(bare.body.error.details.code).toBe('workflow.rationale_required');
    const blank = await recommend(members[0]!, id, 'approve', '   ');
    expect(blank.status).toBe(400);

    expect((await recommend(members[0]!, id, 'approve', 'Sound protocol.')).status).toBe(200);
    expect((await recommend(members[1]!, id, 'deny', 'Consent unclear.')).status).toBe(200);
    // A changed mind replaces the vote; it is not a second one.
    expect((await recommend(members[1]!, id, 'abstain', 'Conflict of interest.')).status).toBe(200);
    // The queue manager is not invited: recommended as before, outside the round, no rationale needed.
    expect((await recommend(staff['queue-manager'], id, 'approve')).status).toBe(200);

    const { round } = (await detail(staff['dag-chair'], id)).body.data;
    expect(round.tally).toEqual({ approve: 1, deny: 0, abstain: 1, pending: 1 });
    expect(round.invited.map((m: Json) => [m.documentId, m.voted])).toEqual(
      expect.arrayContaining([
        [members[0]!.documentId, true],
        [members[1]!.documentId, true],
        [members[2]!.documentId, false],
      ]),
    );
    expect(round.quorumReached).toBe(false);
    const votes = await eventsNamed(id, 'recommend');
    expect(votes.map((event) => event.details?.round ?? null)).toEqual([
      round.documentId,
      round.documentId,
      round.documentId,
      null,
    ]);
    // Votes of the round do not tell the chairs one by one: the quorum does. A recommendation
    // outside the round still does.
    const chairNotices = await notices(id, 'decisionDue');
    expect(chairNotices).toHaveLength(1);
    expect(chairNotices[0]?.dedupeKey.startsWith(votes[3]!.documentId as string)).toBe(true);
  });
});

describe('the quorum', () => {
  it('tells the chairs exactly once, even when the votes that reach it race', async () => {
    const secondChair = await userWithSession(app, 'dag-chair', { firstName: 'Other', lastName: 'Chair' });
    const chairs = [staff['dag-chair'], secondChair];
    const title = 'Rounds — quorum of two';
    const id = await reviewed(title);
    const since = Date.now();
    await withQuorumSetting(2, async () => {
      expect((await openRound(staff['queue-manager'], id)).status).toBe(200);
    });
    expect((await detail(staff['dag-chair'], id)).body.data.round.quorum).toBe(2);
    expect((await recommend(members[0]!, id, 'approve', 'Yes.')).status).toBe(200);
    expect(await notices(id, 'roundDecisionDue')).toHaveLength(0);

    // Two members vote on the version they both saw, at once: one vote is taken, the other is told
    // the request changed (409) and sends it again.
    const seen = await currentVersion(app, id);
    const votes = [
      { member: members[1]!, recommendation: 'deny', note: 'No.' },
      { member: members[2]!, recommendation: 'approve', note: 'Yes, too.' },
    ];
    const racing = await Promise.all(
      votes.map((vote) =>
        post(vote.member, id, 'recommend', { recommendation: vote.recommendation, note: vote.note, version: seen }),
      ),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = votes[racing.findIndex((res) => res.status === 409)]!;
    expect((await recommend(loser.member, id, loser.recommendation, loser.note)).status).toBe(200);
    // A changed mind after the quorum tells nobody again.
    expect((await recommend(members[0]!, id, 'abstain', 'On reflection.')).status).toBe(200);

    const quorumEvents = await eventsNamed(id, 'roundQuorumReached');
    expect(quorumEvents).toHaveLength(1);
    expect(quorumEvents[0]?.details).toMatchObject({ quorum: 2 });
    const told = await notices(id, 'roundDecisionDue');
    expect(emails(told)).toEqual(emails(chairs));
    expect(told.every((row) => row.dedupeKey.startsWith(`${quorumEvents[0]!.documentId}:`))).toBe(true);
    const mail = await mailbox.waitFor({ to: staff['dag-chair'].email, subject: title }, { since });
    expect(mail.subject).toMatch(/quorum/);
    await mailbox.expectNone(
      (m) => m.to.includes(staff['dag-chair'].email) && m.subject.includes(title) && m !== mail,
      1000,
      since,
    );
    const { round } = (await detail(staff['dag-chair'], id)).body.data;
    expect(round).toMatchObject({ quorumReached: true, tally: { pending: 0 } });
    expect(round.tally.approve + round.tally.deny + round.tally.abstain).toBe(3);
  });

  it('ends with the chair’s decision, which closes the round', async () => {
    const id = await reviewed('Rounds — decided');
    expect((await openRound(staff['dag-chair'], id, { invite: 'assigned' })).status).toBe(200);
    expect((await recommend(members[0]!, id, 'approve', 'Approve.')).status).toBe(200);
    const approved = await post(staff['dag-chair'], id, 'approve', { note: 'Approved by the committee.' });
    expect(approved.status).toBe(200);
    const { round } = (await detail(staff['dag-chair'], id)).body.data;
    expect(round).toMatchObject({ state: 'closed', closedReason: 'decided' });
  });
});

describe('reminders before the due date', () => {
  const service = () => workflowService();

  it('go to each member who has not voted, once, however often the task runs', async () => {
    const title = 'Rounds — reminders';
    const id = await reviewed(title);
    // Due far from the other tests' rounds, so that the task's clock finds this one alone.
    const dueAt = new Date(Date.now() + 30 * DAY);
    expect((await openRound(staff['dag-chair'], id, { dueAt: dueAt.toISOString() })).status).toBe(200);
    expect((await recommend(members[0]!, id, 'approve', 'Done early.')).status).toBe(200);
    // The third member asked for no notices at all.
    await app.strapi.db
      .query(USER_UID)
      .update({ where: { id: members[2]!.id }, data: { notificationFrequency: 'off' } });
    try {
      // A week before: too early. (Three days before could be a long weekend with a holiday,
      // which leaves less than one working day: this test once ran 30 days before 28 December.)
      expect(await service().sendRoundReminders(app.strapi, new Date(dueAt.getTime() - 7 * DAY))).toBe(0);
      const since = Date.now();
      // An hour before the due date: less than one working day left.
      const late = new Date(dueAt.getTime() - 60 * 60 * 1000);
      const [first, second] = await Promise.all([
        service().sendRoundReminders(app.strapi, late),
        service().sendRoundReminders(app.strapi, late),
      ]);
      expect(first + second).toBe(2);
      expect(await service().sendRoundReminders(app.strapi, late)).toBe(0);
      const reminders = await eventsNamed(id, 'roundReminder');
      expect(reminders.map((event) => event.details?.member).sort()).toEqual(
        [members[1]!.documentId, members[2]!.documentId].sort(),
      );
      // Through the outbox and the member's preferences: the third member gets nothing.
      expect(emails(await notices(id, 'roundReminder'))).toEqual([members[1]!.email]);
      await mailbox.waitFor({ to: members[1]!.email, subject: /Reminder/ }, { since });
      // After the due date: nothing more.
      expect(await service().sendRoundReminders(app.strapi, new Date(dueAt.getTime() + DAY))).toBe(0);
      const applicantView = (await detail(staff.authenticated, id)).body.data;
      expect(applicantView.events.map((e: Json) => e.action)).not.toContain('roundReminder');
    } finally {
      await app.strapi.db
        .query(USER_UID)
        .update({ where: { id: members[2]!.id }, data: { notificationFrequency: 'immediate' } });
    }
  });

  it('run as the `round-reminders` task; two ticks at once send each reminder once', async () => {
    const tasks = app.strapi.config.get('server.cron.tasks') as Record<
      string,
      { task: (context: { strapi: unknown }, fireDate: Date) => Promise<void>; options: { rule: string } }
    >;
    const task = tasks['round-reminders'];
    expect(task?.options.rule).toBe(YEARLY);
    const id = await reviewed('Rounds — two ticks');
    const dueAt = new Date(Date.now() + 40 * DAY);
    expect((await openRound(staff['queue-manager'], id, { dueAt: dueAt.toISOString() })).status).toBe(200);
    const tick = new Date(dueAt.getTime() - 2 * 60 * 60 * 1000);
    // Without REDIS_URL every tick runs (one replica): both run, and the round's lock decides.
    await Promise.all([task!.task({ strapi: app.strapi }, tick), task!.task({ strapi: app.strapi }, tick)]);
    const reminders = await eventsNamed(id, 'roundReminder');
    expect(reminders.map((event) => event.details?.member).sort()).toEqual(members.map((m) => m.documentId).sort());
  });
});

describe('who reads the rationales', () => {
  let id: string;
  const RATIONALE = 'Rationale of the first member: the cohort is too small.';
  const THIRD = 'Rationale of the third member: fine.';

  beforeAll(async () => {
    id = await reviewed('Rounds — rationales');
    expect((await openRound(staff['dag-chair'], id)).status).toBe(200);
    expect((await recommend(members[0]!, id, 'deny', RATIONALE)).status).toBe(200);
    expect((await recommend(members[2]!, id, 'approve', THIRD)).status).toBe(200);
  });

  const notesSeenBy = async (user: Session) => {
    const events = await eventsCall(user, id);
    expect(events.status).toBe(200);
    const recommendations = events.body.meta.recommendations as Json[];
    const page = (await detail(user, id)).body.data;
    // The detail carries the same recommendations, as this reader may see them (one call for the page).
    expect(page.recommendations).toEqual(recommendations);
    return {
      recommendations: recommendations.map((item) => item.note).sort(),
      hidden: recommendations.filter((item) => item.rationaleHidden === true).length,
      events: (events.body.data as Json[]).filter((e) => e.action === 'recommend').map((e) => e.note),
      detailEvents: (page.events as Json[]).filter((e) => e.action === 'recommend').map((e) => e.note),
      round: page.round,
    };
  };

  it('a member who has not voted in the open round reads none of the others’', async () => {
    const seen = await notesSeenBy(members[1]!);
    expect(seen.recommendations).toEqual([null, null]);
    expect(seen.hidden).toBe(2);
    expect(seen.events).toEqual([null, null]);
    expect(seen.detailEvents).toEqual([null, null]);
    expect(seen.round.viewer).toEqual({ invited: true, voted: false });
    // The tally stays: who has voted and how many for each, not why.
    expect(seen.round.tally).toEqual({ approve: 1, deny: 1, abstain: 0, pending: 1 });
  });

  it('a member who voted reads them all; so do the chair, queue managers, contract managers and read-only users', async () => {
    for (const user of [
      members[0]!,
      staff['dag-chair'],
      staff['queue-manager'],
      staff['contract-manager'],
      staff['readonly-user'],
    ]) {
      const seen = await notesSeenBy(user);
      expect(seen.recommendations, user.role).toEqual([RATIONALE, THIRD].sort());
      expect(seen.hidden).toBe(0);
      expect(seen.events).toEqual([RATIONALE, THIRD]);
      expect(seen.detailEvents).toEqual([RATIONALE, THIRD]);
    }
  });

  it('the member reads them once their own vote is in', async () => {
    expect((await recommend(members[1]!, id, 'abstain', 'Second member: abstain.')).status).toBe(200);
    const seen = await notesSeenBy(members[1]!);
    expect(seen.recommendations).toEqual([RATIONALE, THIRD, 'Second member: abstain.'].sort());
  });

  it('the applicant never: not on the detail, the list, the events, the CSV or the register', async () => {
    const applicant = staff.authenticated;
    const approved = await post(staff['dag-chair'], id, 'approve', { note: 'Approved: see the conditions.' });
    expect(approved.status).toBe(200);

    const own = await detail(applicant, id);
    expect(own.status).toBe(200);
    const text = JSON.stringify(own.body);
    expect(own.body.data).not.toHaveProperty('round');
    expect(own.body.data).not.toHaveProperty('recommendations');
    for (const secret of [RATIONALE, THIRD, 'Second member: abstain.']) expect(text).not.toContain(secret);
    const actions = (own.body.data.events as Json[]).map((event) => event.action);
    for (const internal of ['recommend', 'openRound', 'roundQuorumReached', 'roundReminder'])
      expect(actions).not.toContain(internal);
    // The decision's note is addressed to them.
    expect(text).toContain('Approved: see the conditions.');

    const list = await request(app.server)
      .get('/api/data-access-requests/find-my')
      .set('Authorization', applicant.auth);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(RATIONALE);

    const events = await eventsCall(applicant, id);
    expect(events.status).toBe(403);
    expect(events.text).not.toContain(RATIONALE);
    const csv = await request(app.server)
      .get('/api/data-access-request/queue.csv')
      .set('Authorization', applicant.auth);
    expect(csv.status).toBe(403);
    expect(csv.text).not.toContain(RATIONALE);

    await setState(app, 'v2', id, { requestStatus: 'complete', approvalStatus: 'approved', assignee: null });
    const published = await request(app.server)
      .post(`/api/data-access-request/publish-to-register/${id}`)
      .set('Authorization', staff['queue-manager'].auth)
      .send({ version: await currentVersion(app, id) });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const register = await request(app.server).get('/api/approved-requests');
    expect(register.status).toBe(200);
    expect(register.text).toContain('Rounds — rationales');
    for (const secret of [RATIONALE, THIRD, 'Approved: see the conditions.'])
      expect(register.text).not.toContain(secret);
  });

  it('once the round is closed, a member reads the rationales again', async () => {
    const outsider = await userWithSession(app, 'dag-member', { firstName: 'Late', lastName: 'Member' });
    const events = await eventsCall(outsider, id);
    expect((events.body.meta.recommendations as Json[]).map((item) => item.note)).toContain(RATIONALE);
  });
});
