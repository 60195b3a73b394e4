import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_FIELD_MESSAGES, ACCESS_MESSAGES, type RequestFormat } from '@portal/shared';
import { FIXTURES, api, requestsSuite, type Json, type Session } from '../helpers/requests';
import { approveAndSign } from '../helpers/access';
import { queueCsvStream } from '../../src/modules/requests';
import { PREFIX, createDataset, currentVersion, eventsOf, seedRequest, workflowService } from '../helpers/workflow';

/**
 * Access after approval (docs/workflow.md, "Access periods"): the period opens with the approval
 * and starts at the signature, ends at the project's end capped by the longest period, reminds the
 * applicant at the configured offsets (each once) and ends by itself on a controllable clock;
 * extensions are asked, granted or refused; the final report is filed, sent back and accepted;
 * the queue filters by where access stands; entitlements follow every change.
 */
const suite = requestsSuite({
  applicants: { alice: 'Alice', bob: 'Bob' },
  staff: {
    queueManager: 'queue-manager',
    member: 'dag-member',
    chair: 'dag-chair',
    contractManager: 'contract-manager',
    readonly: 'readonly-user',
  },
});

const PERIOD_UID = 'api::access-period.access-period';
const ENTITLEMENT_UID = 'api::entitlement.entitlement';
const NOTIFICATION_UID = 'api::notification.notification';
const DAY = 86_400_000;

let datasetId: string | null = null;
async function dataset(): Promise<string> {
  datasetId ??= await createDataset(suite.app, 'access-cohort', 'Access Cohort Study');
  return datasetId;
}

const post = (user: Session, url: string, body: Json) =>
  api(suite.app).post(url).set('Authorization', user.auth).send(body);

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A request taken through approval, and (unless `sign` is false) contract and signature. */
async function approved(
  title: string,
  {
    format = 'v2',
    projectEndDate,
    sign = true,
  }: { format?: RequestFormat; projectEndDate?: string; sign?: boolean } = {},
): Promise<string> {
  const id = await seedRequest(suite.app, {
    format,
    requester: suite.alice,
    requestStatus: 'inReview',
    approvalStatus: 'pendingApproval',
    assignee: suite.member,
    projectTitle: title,
    datasets: [await dataset()],
  });
  if (projectEndDate)
    await suite.app.strapi.db
      .query('api::data-access-request.data-access-request')
      .updateMany({ where: { documentId: id }, data: { projectEndDate } });
  await approveAndSign(
    suite.app,
    id,
    { chair: suite.chair, contractManager: suite.contractManager, applicant: suite.alice },
    { format, sign },
  );
  return id;
}

async function period(id: string): Promise<Json> {
  return (await suite.app.strapi.db.query(PERIOD_UID).findOne({ where: { requestDocumentId: id } })) as Json;
}

async function detail(user: Session, id: string, format: RequestFormat = 'v2'): Promise<Json> {
  const path = format === 'v2' ? `/api/data-access-request/${id}` : `/api/dataset-requests/${id}`;
  const res = await api(suite.app).get(path).set('Authorization', user.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

async function notices(id: string, message: string): Promise<Json[]> {
  return (await suite.app.strapi.db
    .query(NOTIFICATION_UID)
    .findMany({ where: { requestDocumentId: id, message }, orderBy: { id: 'asc' } })) as Json[];
}

/** The access clock at `at` (the compiled module the running CMS uses). */
const clock = (at: number) => workflowService().runAccessClock(suite.app.strapi, new Date(at));

describe('access periods', () => {
  it('open with the approval, start at the signature and end at the project end, capped at 12 months', async () => {
    const soon = ymd(Date.now() + 90 * DAY);
    const id = await approved('Access until the project ends', { sign: false, projectEndDate: soon });
    expect(await period(id)).toMatchObject({ state: 'pending', startsAt: null, endsAt: null });
    const waiting = await detail(suite.alice, id);
    expect(waiting.access).toMatchObject({ state: 'pending', startsAt: null, endsAt: null });
    expect(waiting.allowedActions).not.toContain('requestExtension');

    const signedId = await approved('Access signed', { projectEndDate: soon });
    const started = await period(signedId);
    expect(started.state).toBe('active');
    expect(new Date(started.endsAt).toISOString()).toBe(new Date(Date.parse(`${soon}T00:00:00Z`) + DAY).toISOString());
    const view = (await detail(suite.alice, signedId)).access as Json;
    expect(view).toMatchObject({ state: 'active', lastDay: soon, endingSoon: false });
    expect(view.daysLeft).toBeGreaterThanOrEqual(89);
    expect((await detail(suite.alice, signedId)).allowedActions).toContain('requestExtension');
    // The approve and sign events say what access they opened.
    const events = await eventsOf(suite.app, 'v2', signedId);
    expect(events.find((event) => event.action === 'signContract')?.details).toMatchObject({
      access: { state: 'active' },
    });

    // No project end date (an old-format request): the longest period.
    const old = await approved('Old-format access', { format: 'v1' });
    const capped = await period(old);
    const months = (new Date(capped.endsAt).getTime() - new Date(capped.startsAt).getTime()) / DAY;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    expect((await detail(suite.alice, old, 'v1')).access.state).toBe('active');

    // Entitlements follow: one per dataset, the period's dates.
    const rows = (await suite.app.strapi.db
      .query(ENTITLEMENT_UID)
      .findMany({ where: { requestDocumentId: signedId } })) as Json[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ datasetDocumentId: await dataset(), state: 'active', userId: suite.alice.id });
    expect(new Date(rows[0]?.endsAt).getTime()).toBe(new Date(started.endsAt).getTime());
  });

  it('reminds at 30, 7 and 1 days before the end, each once, and ends access on its date', async () => {
    const id = await approved('Reminded access');
    const end = new Date((await period(id)).endsAt).getTime();
    // The clock runs over every period; this request's own events say what it did here.
    const count = async (action: string) =>
      (await eventsOf(suite.app, 'v2', id)).filter((event) => event.action === action).length;
    const expectReminders = async (at: number, sent: number) => {
      await clock(at);
      expect(await count('remindAccessEnding'), `${(end - at) / DAY} days before`).toBe(sent);
    };
    await expectReminders(end - 40 * DAY, 0);
    await expectReminders(end - 29.5 * DAY, 1);
    await expectReminders(end - 29 * DAY, 1);
    await expectReminders(end - 6.5 * DAY, 2);
    await expectReminders(end - 6 * DAY, 2);
    await expectReminders(end - 0.5 * DAY, 3);
    await expectReminders(end - 0.25 * DAY, 3);
    const reminders = await notices(id, 'accessEnding');
    // 29.5, 6.5 and 0.5 days before the end: the days left, rounded up.
    expect(reminders.map((notice) => notice.vars.daysLeft)).toEqual([30, 7, 1]);
    expect(reminders.every((notice) => notice.email === suite.alice.email)).toBe(true);

    await clock(end - 1000);
    expect(await count('endAccess')).toBe(0);
    expect((await period(id)).state).toBe('active');
    await clock(end + 1000);
    await clock(end + 2000);
    expect((await period(id)).state).toBe('ended');
    expect(await notices(id, 'accessEnded')).toHaveLength(1);
    const actions = (await eventsOf(suite.app, 'v2', id)).map((event) => event.action);
    expect(actions.filter((action) => action === 'remindAccessEnding')).toHaveLength(3);
    expect(actions.filter((action) => action === 'endAccess')).toHaveLength(1);
    const entitlement = (await suite.app.strapi.db
      .query(ENTITLEMENT_UID)
      .findOne({ where: { requestDocumentId: id } })) as Json;
    expect(entitlement.state).toBe('ended');
    // The applicant sees the reminders and the end in their timeline.
    const timeline = ((await detail(suite.alice, id)).events as Json[]).map((event) => event.action);
    expect(timeline).toEqual(expect.arrayContaining(['remindAccessEnding', 'endAccess']));
  });

  it('grants an extension: a new end, the reminders start over, the entitlement moves', async () => {
    const id = await approved('Extended access');
    const before = await period(id);
    const asked = ymd(new Date(before.endsAt).getTime() + 60 * DAY);
    // Refusals first: the applicant's own only, a reason, a later date.
    expect((await post(suite.bob, `${PREFIX.v2}/${id}/access/extension`, { endsAt: asked, reason: 'x' })).status).toBe(
      404,
    );
    const noReason = await post(suite.alice, `${PREFIX.v2}/${id}/access/extension`, { endsAt: asked });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(ACCESS_FIELD_MESSAGES.reasonRequired);
    const earlier = await post(suite.alice, `${PREFIX.v2}/${id}/access/extension`, {
      endsAt: ymd(Date.now() + DAY),
      reason: 'Shorter?',
    });
    expect(earlier.status).toBe(400);
    expect(earlier.body.error.message).toBe(ACCESS_MESSAGES.extensionNotLater);
    const badDate = await post(suite.alice, `${PREFIX.v2}/${id}/access/extension`, { endsAt: 'soon', reason: 'x' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toBe(ACCESS_FIELD_MESSAGES.endsAtInvalid);
    expect(
      (await post(suite.queueManager, `${PREFIX.v2}/${id}/access/extension`, { endsAt: asked, reason: 'x' })).status,
    ).toBe(403);

    const ask = await post(suite.alice, `${PREFIX.v2}/${id}/access/extension`, {
      endsAt: asked,
      reason: 'The second cohort arrives late.',
    });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    expect(ask.body.data.access.extension).toMatchObject({
      state: 'requested',
      reason: 'The second cohort arrives late.',
    });
    expect(ask.body.data.allowedActions).not.toContain('requestExtension');
    expect(await notices(id, 'extensionRequested')).not.toHaveLength(0);
    // A second ask while one waits: 409.
    const again = await post(suite.alice, `${PREFIX.v2}/${id}/access/extension`, { endsAt: asked, reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ACCESS_MESSAGES.requestExtension);

    // Staff must name the version; read-only staff and the applicant may not decide.
    expect((await post(suite.queueManager, `${PREFIX.v2}/${id}/access/extension/grant`, {})).status).toBe(400);
    expect((await post(suite.readonly, `${PREFIX.v2}/${id}/access/extension/grant`, {})).status).toBe(403);
    expect((await post(suite.alice, `${PREFIX.v2}/${id}/access/extension/grant`, {})).status).toBe(403);
    const staffView = await detail(suite.queueManager, id);
    expect(staffView.allowedActions).toEqual(expect.arrayContaining(['grantExtension', 'refuseExtension']));
    await clock(new Date(before.endsAt).getTime() - 29.5 * DAY);
    expect((await period(id)).remindersSent).toEqual([30]);
    // The applicant's visa for the dataset expires with their access (docs/api/entitlements.md).
    const visaExpiry = async () => {
      const res = await api(suite.app).get('/api/ga4gh/visas').set('Authorization', suite.alice.auth);
      expect(res.status).toBe(200);
      const expiries = (res.body.ga4gh_passport_v1 as string[]).map((jwt) => decodeJwt(jwt).exp as number);
      return Math.max(...expiries);
    };
    const latestEnd = async () =>
      Math.max(
        ...(
          (await suite.app.strapi.db
            .query(ENTITLEMENT_UID)
            .findMany({ where: { userId: suite.alice.id, state: 'active' } })) as Json[]
        ).map((row) => Math.floor(new Date(row.endsAt).getTime() / 1000)),
      );
    expect(await visaExpiry()).toBe(await latestEnd());
    const grant = await post(suite.queueManager, `${PREFIX.v2}/${id}/access/extension/grant`, {
      version: await currentVersion(suite.app, id),
      note: 'Granted.',
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    expect(grant.body.data.access).toMatchObject({ state: 'active', lastDay: asked, extension: { state: 'none' } });
    const after = await period(id);
    expect(after.remindersSent).toEqual([]);
    const entitlement = (await suite.app.strapi.db
      .query(ENTITLEMENT_UID)
      .findOne({ where: { requestDocumentId: id } })) as Json;
    expect(new Date(entitlement.endsAt).getTime()).toBe(new Date(after.endsAt).getTime());
    // The granted end is the latest of the applicant's: their newest visa expires then.
    expect(await visaExpiry()).toBe(Math.floor(new Date(after.endsAt).getTime() / 1000));
    const granted = await notices(id, 'extensionGranted');
    expect(granted).toHaveLength(1);
    expect(granted[0]?.email).toBe(suite.alice.email);

    // Refused: the end stays; a refusal needs its reason.
    await post(suite.alice, `${PREFIX.v2}/${id}/access/extension`, {
      endsAt: ymd(new Date(after.endsAt).getTime() + 30 * DAY),
      reason: 'More.',
    });
    const noNote = await post(suite.queueManager, `${PREFIX.v2}/${id}/access/extension/refuse`, {
      version: await currentVersion(suite.app, id),
    });
    expect(noNote.status).toBe(400);
    const refuse = await post(suite.queueManager, `${PREFIX.v2}/${id}/access/extension/refuse`, {
      version: await currentVersion(suite.app, id),
      note: 'Enough time already.',
    });
    expect(refuse.status).toBe(200);
    expect((await period(id)).endsAt).toEqual(after.endsAt);
    expect(await notices(id, 'extensionRefused')).toHaveLength(1);
  });

  it('files, sends back and accepts the final report, with files under the private-file rules', async () => {
    const id = await approved('Closed-out access');
    const early = await post(suite.alice, `${PREFIX.v2}/${id}/closeout`, {
      publications: [],
      dataDisposition: 'destroyed',
      attestation: true,
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(ACCESS_MESSAGES.fileCloseout);

    await clock(new Date((await period(id)).endsAt).getTime() + 1000);
    const missing = await post(suite.alice, `${PREFIX.v2}/${id}/closeout`, {
      publications: [],
      dataDisposition: 'destroyed',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(ACCESS_FIELD_MESSAGES.attestationRequired);
    const filed = await api(suite.app)
      .post(`${PREFIX.v2}/${id}/closeout`)
      .set('Authorization', suite.alice.auth)
      .field('publications', JSON.stringify([{ title: 'Outcomes', doi: 'https://doi.org/10.1234/outcomes.1' }]))
      .field('outputs', 'A risk model.')
      .field('dataDisposition', 'retained')
      .field('retentionReason', 'Kept under the data sharing agreement, clause 4.')
      .field('attestation', 'true')
      .attach('files', FIXTURES.pdf, 'final-report.pdf');
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.data.access.closeout).toMatchObject({
      state: 'filed',
      report: {
        publications: [{ title: 'Outcomes', doi: '10.1234/outcomes.1' }],
        outputs: 'A risk model.',
        dataDisposition: 'retained',
      },
    });
    expect(JSON.stringify(filed.body.data.access)).not.toContain('attestedBy');
    expect((filed.body.data.files as Json[]).map((file) => file.name)).toContain('final-report.pdf');
    expect(await notices(id, 'closeoutFiled')).not.toHaveLength(0);

    const more = await post(suite.queueManager, `${PREFIX.v2}/${id}/closeout/more`, {
      version: await currentVersion(suite.app, id),
      note: 'Please list the code repository.',
    });
    expect(more.status).toBe(200);
    expect(more.body.data.access.closeout).toMatchObject({
      state: 'moreRequested',
      review: { outcome: 'moreRequested', note: 'Please list the code repository.' },
    });
    expect((await detail(suite.alice, id)).allowedActions).toContain('fileCloseout');
    await post(suite.alice, `${PREFIX.v2}/${id}/closeout`, {
      publications: [],
      outputs: 'https://example.org/code',
      dataDisposition: 'destroyed',
      attestation: true,
    });
    expect((await post(suite.alice, `${PREFIX.v2}/${id}/closeout/accept`, {})).status).toBe(403);
    const accept = await post(suite.queueManager, `${PREFIX.v2}/${id}/closeout/accept`, {
      version: await currentVersion(suite.app, id),
    });
    expect(accept.status).toBe(200);
    expect(accept.body.data.access).toMatchObject({ state: 'closedOut', closeout: { state: 'accepted' } });
    expect(accept.body.data.allowedActions.filter((a: string) => /Closeout|Extension|Access/.test(a))).toEqual([]);
    expect(await notices(id, 'closeoutAccepted')).toHaveLength(1);
  });

  it('lets staff change the end with a note, and end access at once', async () => {
    const id = await approved('Changed access');
    const noNote = await post(suite.queueManager, `${PREFIX.v2}/${id}/access/end`, {
      endsAt: ymd(Date.now() + 10 * DAY),
      version: await currentVersion(suite.app, id),
    });
    expect(noNote.status).toBe(400);
    expect((await post(suite.chair, `${PREFIX.v2}/${id}/access/end`, {})).status).toBe(403);
    const moved = await post(suite.queueManager, `${PREFIX.v2}/${id}/access/end`, {
      endsAt: ymd(Date.now() + 10 * DAY),
      note: 'The project ends sooner.',
      version: await currentVersion(suite.app, id),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.access).toMatchObject({
      state: 'active',
      lastDay: ymd(Date.now() + 10 * DAY),
      endingSoon: true,
    });
    const told = await notices(id, 'accessEndChanged');
    expect(told).toHaveLength(1);
    expect(told[0]?.vars.note).toBe('The project ends sooner.');
    const beforeStart = await post(suite.queueManager, `${PREFIX.v2}/${id}/access/end`, {
      endsAt: ymd(Date.now() - 30 * DAY),
      note: 'Before it began.',
      version: await currentVersion(suite.app, id),
    });
    expect(beforeStart.status).toBe(400);
    expect(beforeStart.body.error.message).toBe(ACCESS_MESSAGES.endBeforeStart);
    await suite.app.strapi.db
      .query(PERIOD_UID)
      .updateMany({ where: { requestDocumentId: id }, data: { startsAt: new Date(Date.now() - 5 * DAY) } });
    const revoked = await post(suite.queueManager, `${PREFIX.v2}/${id}/access/end`, {
      endsAt: ymd(Date.now() - DAY),
      note: 'Breach of the agreement.',
      version: await currentVersion(suite.app, id),
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.access.state).toBe('ended');
    const entitlement = (await suite.app.strapi.db
      .query(ENTITLEMENT_UID)
      .findOne({ where: { requestDocumentId: id } })) as Json;
    expect(entitlement.state).toBe('ended');
    expect(new Date(entitlement.endsAt).getTime()).toBeLessThanOrEqual(Date.now());
    // Not approved: no access commands at all.
    const pending = await seedRequest(suite.app, {
      format: 'v2',
      requester: suite.alice,
      requestStatus: 'inReview',
      approvalStatus: 'pending',
      datasets: [await dataset()],
    });
    const refused = await post(suite.queueManager, `${PREFIX.v2}/${pending}/access/end`, {
      endsAt: ymd(Date.now() + DAY),
      note: 'x',
      version: await currentVersion(suite.app, pending),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ACCESS_MESSAGES.noAccess);
    expect((await detail(suite.alice, pending)).access).toBeNull();
  });

  it('opens the periods of requests approved before they were kept, from their history, once', async () => {
    const signedAt = new Date(Date.now() - 100 * DAY);
    const old = await seedRequest(suite.app, {
      format: 'v2',
      requester: suite.alice,
      requestStatus: 'complete',
      approvalStatus: 'approved',
      projectTitle: 'Approved long ago',
      datasets: [await dataset()],
    });
    for (const [action, at] of [
      ['approve', new Date(signedAt.getTime() - 20 * DAY)],
      ['signContract', signedAt],
    ] as const)
      await suite.app.strapi.db.query('api::request-event.request-event').create({
        data: { requestDocumentId: old, format: 'v2', action, createdAt: at, updatedAt: at },
      });
    const byHand = await seedRequest(suite.app, {
      format: 'v1',
      requester: suite.alice,
      requestStatus: 'published',
      approvalStatus: 'approved',
      projectTitle: 'Approved by hand',
      datasets: [await dataset()],
    });
    const { backfillAccessPeriods } = workflowService();
    expect(await backfillAccessPeriods(suite.app.strapi)).toBe(2);
    const fromHistory = await period(old);
    expect(fromHistory).toMatchObject({ state: 'active' });
    expect(new Date(fromHistory.startsAt).getTime()).toBe(signedAt.getTime());
    const fromNow = await period(byHand);
    expect(fromNow.state).toBe('active');
    expect(Date.now() - new Date(fromNow.startsAt).getTime()).toBeLessThan(60_000);
    expect(await backfillAccessPeriods(suite.app.strapi)).toBe(0);
  });

  it('opens in bulk the same periods and entitlements as request by request', async () => {
    const EVENT = 'api::request-event.request-event';
    const t0 = Date.now() - 400 * DAY;
    const other = await createDataset(suite.app, 'access-bulk-second', 'Access Bulk Second');
    type Edge = readonly [action: 'approve' | 'signContract', at: Date];
    const now = new Date();
    // [format, status, project end, the history's events, the edges the per-request path replays]
    const cases: Array<
      [RequestFormat, 'complete' | 'published' | 'pendingContract' | 'contractSigned', string | null, Edge[], Edge[]]
    > = [
      [
        'v2',
        'complete',
        ymd(t0 + 300 * DAY),
        [
          ['approve', new Date(t0)],
          ['signContract', new Date(t0 + 10 * DAY)],
        ],
        [],
      ],
      [
        'v1',
        'published',
        null,
        [
          ['approve', new Date(t0 + DAY)],
          ['signContract', new Date(t0 + 5 * DAY)],
        ],
        [],
      ],
      ['v2', 'pendingContract', null, [['approve', new Date(t0 + 2 * DAY)]], []],
      // Signed without its approval event, and neither event at all (data written by hand): at `now`.
      ['v2', 'contractSigned', ymd(t0 + 900 * DAY), [['signContract', new Date(t0 + 3 * DAY)]], [['approve', now]]],
      [
        'v1',
        'complete',
        null,
        [],
        [
          ['approve', now],
          ['signContract', now],
        ],
      ],
    ];
    const ids: string[] = [];
    for (const [format, requestStatus, projectEndDate, events, byHand] of cases) {
      const id = await seedRequest(suite.app, {
        format,
        requester: suite.bob,
        requestStatus,
        approvalStatus: 'approved',
        projectTitle: `Bulk ${requestStatus}`,
        datasets: [await dataset(), other],
      });
      if (projectEndDate)
        await suite.app.strapi.db
          .query('api::data-access-request.data-access-request')
          .updateMany({ where: { documentId: id }, data: { projectEndDate } });
      for (const [action, at] of events)
        await suite.app.strapi.db
          .query(EVENT)
          .create({ data: { requestDocumentId: id, format, action, createdAt: at, updatedAt: at } });
      ids.push(id);
      // The per-request path: the request's edges replayed one by one (missing ones first).
      const edges = [
        ...byHand.filter(([action]) => action === 'approve'),
        ...events,
        ...byHand.filter(([action]) => action !== 'approve'),
      ];
      await suite.app.strapi.db.transaction(() =>
        workflowService().replayAccessEdges(
          suite.app.strapi,
          format,
          id,
          edges.map(([action, at]) => ({ action, at })),
        ),
      );
    }
    const snapshot = async () => {
      const periods = (await suite.app.strapi.db.query(PERIOD_UID).findMany({
        where: { requestDocumentId: { $in: ids } },
        orderBy: { requestDocumentId: 'asc' },
      })) as Json[];
      const entitlements = (await suite.app.strapi.db.query(ENTITLEMENT_UID).findMany({
        where: { requestDocumentId: { $in: ids } },
        orderBy: [{ requestDocumentId: 'asc' }, { datasetDocumentId: 'asc' }],
      })) as Json[];
      const strip = ({
        id: _i,
        documentId: _d,
        createdAt: _c,
        updatedAt: _u,
        publishedAt: _p,
        accessPeriodId: _a,
        locale: _l,
        ...rest
      }: Json) => rest;
      // The queue entries' access keys, written by name by the bulk insert (raw SQL has no hooks).
      const keys = await suite.app.strapi.db
        .connection('portal_queue_entries')
        .whereIn('document_id', ids)
        .orderBy('document_id')
        .select('document_id', 'access_end_ms', 'report_due_from_ms');
      return { periods: periods.map(strip), entitlements: entitlements.map(strip), keys };
    };
    const perRequest = await snapshot();
    expect(perRequest.periods.map((p) => p.state)).toEqual(expect.arrayContaining(['active', 'pending']));
    expect(perRequest.periods).toHaveLength(cases.length);
    expect(perRequest.entitlements).toHaveLength(cases.length * 2);
    expect(perRequest.keys.filter((key: Json) => key.access_end_ms !== null).length).toBeGreaterThan(0);

    await suite.app.strapi.db.query(ENTITLEMENT_UID).deleteMany({ where: { requestDocumentId: { $in: ids } } });
    await suite.app.strapi.db.query(PERIOD_UID).deleteMany({ where: { requestDocumentId: { $in: ids } } });
    const { backfillAccessPeriods } = workflowService();
    expect(await backfillAccessPeriods(suite.app.strapi, { now })).toBe(cases.length);
    expect(await snapshot()).toEqual(perRequest);
    // Each entitlement belongs to its request's period.
    for (const id of ids) {
      const { id: periodId } = await period(id);
      const rows = (await suite.app.strapi.db
        .query(ENTITLEMENT_UID)
        .findMany({ where: { requestDocumentId: id } })) as Json[];
      expect(rows.map((row) => row.accessPeriodId)).toEqual([periodId, periodId]);
    }
    expect(await backfillAccessPeriods(suite.app.strapi, { now })).toBe(0);
  });

  it('filters the queue by access ending soon, ended and overdue final reports', async () => {
    const soon = await approved('Queue access soon', { projectEndDate: ymd(Date.now() + 5 * DAY) });
    // Approved after the first, so updated later: "ending soon" reads its band of end dates by the
    // end's index and sorts it, which must give the page's order (latest update first).
    const alsoSoon = await approved('Queue access also soon', { projectEndDate: ymd(Date.now() + 7 * DAY) });
    const ended = await approved('Queue access ended');
    await suite.app.strapi.db.query(PERIOD_UID).updateMany({
      where: { requestDocumentId: ended },
      data: { startsAt: new Date(Date.now() - 200 * DAY), endsAt: new Date(Date.now() - 90 * DAY) },
    });
    const ids = async (filter: string) => {
      const res = await api(suite.app)
        .get(`/api/data-access-request/queue?pageSize=100&q=Queue&access=${filter}`)
        .set('Authorization', suite.queueManager.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as Json[]).map((item) => item.documentId);
    };
    expect(await ids('endingSoon')).toEqual([alsoSoon, soon]);
    expect(await ids('ended')).toEqual([ended]);
    expect(await ids('closeoutOverdue')).toEqual([ended]);
    // The filters read keys kept on the queue entries: written again from the periods (a database
    // from before the keys, or a restored one), they keep the same requests.
    const strapi = suite.app.strapi;
    await strapi.db
      .connection('portal_queue_entries')
      .update({ access_end_ms: null, report_due_from_ms: null, access_ended_ms: null });
    expect(await ids('ended')).toEqual([]);
    expect(await workflowService().writeAllAccessQueueKeys(strapi)).toBeGreaterThanOrEqual(2);
    expect(await ids('endingSoon')).toEqual([alsoSoon, soon]);
    expect(await ids('ended')).toEqual([ended]);
    expect(await ids('closeoutOverdue')).toEqual([ended]);
    const bad = await api(suite.app)
      .get('/api/data-access-request/queue?access=someday')
      .set('Authorization', suite.queueManager.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('access must be one of: endingSoon, ended, closeoutOverdue');
  });

  it('reads "access ended" from entries marked ended and entries not marked yet, merged in order', async () => {
    const strapi = suite.app.strapi;
    const first = await approved('Sweep ended first');
    const second = await approved('Sweep ended second');
    const third = await approved('Sweep ended third');
    await strapi.db.query(PERIOD_UID).updateMany({
      where: { requestDocumentId: { $in: [first, second, third] } },
      data: { startsAt: new Date(Date.now() - 200 * DAY), endsAt: new Date(Date.now() - 90 * DAY) },
    });
    const page = async (query = '') => {
      const res = await api(suite.app)
        .get(`/api/data-access-request/queue?q=Sweep&access=ended${query}`)
        .set('Authorization', suite.queueManager.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return {
        ids: (res.body.data as Json[]).map((item) => item.documentId),
        total: res.body.meta.pagination.total as number,
      };
    };
    const entries = () => strapi.db.connection('portal_queue_entries').whereIn('document_id', [first, second, third]);
    const marked = async () =>
      (await entries().whereNotNull('access_ended_ms').orderBy('document_id').select('document_id')).map(
        (row: Json) => row.document_id,
      );
    // Written with its end already behind it, each entry is marked at once.
    expect(await marked()).toEqual([first, second, third].sort());
    const all = [third, second, first];
    expect(await page()).toEqual({ ids: all, total: 3 });
    // Ended since the last sweep (unmarked): still "ended", in its place among the marked ones,
    // counted once, and on every page.
    await entries().whereIn('document_id', [second]).update({ access_ended_ms: null });
    expect(await page()).toEqual({ ids: all, total: 3 });
    expect(await page('&pageSize=1&page=2')).toEqual({ ids: [second], total: 3 });
    expect(await page('&pageSize=2&page=2')).toEqual({ ids: [first], total: 3 });
    // The export reads on from a cursor, one entry at a time here: across both parts, in order.
    const manager = suite.queueManager;
    const exported = async (sort: string) => {
      const stream = await queueCsvStream(
        strapi,
        {
          actor: { id: manager.id, documentId: manager.documentId, role: { type: manager.role } },
          scope: ['v1', 'v2'],
          query: { q: 'Sweep', access: 'ended', sort },
        },
        { pageSize: 1 },
      );
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return text
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[0]);
    };
    expect(await exported('updatedAt:desc')).toEqual(all);
    expect(await exported('projectTitle:asc')).toEqual([first, second, third]);
    await entries().update({ access_ended_ms: null });
    expect(await page()).toEqual({ ids: all, total: 3 });
    // The sweep (at boot and at each tick of the access clock) marks them again.
    expect(await workflowService().sweepEndedAccess(strapi)).toBeGreaterThanOrEqual(3);
    expect(await marked()).toEqual([first, second, third].sort());
    expect(await page('&sort=projectTitle:asc')).toEqual({ ids: [first, second, third], total: 3 });
    // An end moved into the future unmarks the entry: it is no longer "ended".
    await strapi.db.query(PERIOD_UID).updateMany({
      where: { requestDocumentId: first },
      data: { endsAt: new Date(Date.now() + 90 * DAY) },
    });
    expect(await marked()).toEqual([second, third].sort());
    expect(await page()).toEqual({ ids: [third, second], total: 2 });
  });

  it("moves a request between the queue's access filters with every change to its access", async () => {
    const id = await approved('Filtered access journey');
    const filters = async () => {
      const kept: string[] = [];
      for (const filter of ['endingSoon', 'ended', 'closeoutOverdue']) {
        const res = await api(suite.app)
          .get(`/api/data-access-request/queue?pageSize=100&q=journey&access=${filter}`)
          .set('Authorization', suite.queueManager.auth);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.meta.pagination.total).toBe(res.body.data.length);
        if ((res.body.data as Json[]).some((item) => item.documentId === id)) kept.push(filter);
      }
      return kept;
    };
    const command = async (user: Session, path: string, body: Json = {}) => {
      const res = await post(user, `${PREFIX.v2}/${id}/${path}`, {
        ...body,
        version: await currentVersion(suite.app, id),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as Json;
    };
    expect(await filters()).toEqual([]);
    await command(suite.queueManager, 'access/end', { endsAt: ymd(Date.now() + 10 * DAY), note: 'Sooner.' });
    expect(await filters()).toEqual(['endingSoon']);
    await suite.app.strapi.db
      .query(PERIOD_UID)
      .updateMany({ where: { requestDocumentId: id }, data: { startsAt: new Date(Date.now() - 200 * DAY) } });
    await command(suite.queueManager, 'access/end', { endsAt: ymd(Date.now() - DAY), note: 'Ended now.' });
    // Ended today: the final report is not due for another 60 days.
    expect(await filters()).toEqual(['ended']);
    // The clock's own change (running to ended) and a write through the query engine both count.
    await suite.app.strapi.db
      .query(PERIOD_UID)
      .updateMany({ where: { requestDocumentId: id }, data: { endsAt: new Date(Date.now() - 90 * DAY) } });
    expect(await filters()).toEqual(['ended', 'closeoutOverdue']);
    await command(suite.alice, 'closeout', { publications: [], dataDisposition: 'destroyed', attestation: true });
    expect(await filters()).toEqual(['ended']);
    await command(suite.queueManager, 'closeout/more', { note: 'List the code, please.' });
    expect(await filters()).toEqual(['ended', 'closeoutOverdue']);
    await command(suite.alice, 'closeout', { publications: [], dataDisposition: 'destroyed', attestation: true });
    const closed = await command(suite.queueManager, 'closeout/accept');
    expect((closed.access as Json).state).toBe('closedOut');
    expect(await filters()).toEqual([]);
  });
});
