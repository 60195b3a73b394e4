import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestFormat } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { startMailbox, type Mailbox } from '../helpers/mail';
import { assertNoPrivateFields } from '../helpers/auth';
import {
  createDataset,
  eventsOf,
  PREFIX,
  readState,
  staffPerRole,
  withSeenVersion,
  workflowService,
  type Staff,
} from '../helpers/workflow';
import { userWithSession } from '../helpers/sessions';

let app: TestApp;
let mailbox: Mailbox;
let staff: Staff;
let datasetId: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({ env: { ...mailbox.env } });
  staff = await staffPerRole(app, 'Life ');
  datasetId = await createDataset(app, 'cohort-lifecycle', 'Lifecycle Cohort Study');
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

async function actorOf(user: { id: number }) {
  return (await app.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: user.id }, populate: ['role'] })) as never;
}

async function submit(format: RequestFormat, title: string, owner = staff.authenticated): Promise<string> {
  const data =
    format === 'v1'
      ? {
          projectTitle: title,
          projectDescription: 'Outcomes of early-years screening.',
          intendedUse: 'Epidemiology',
          datasets: [datasetId],
        }
      : {
          projectTitle: title,
          projectSummary: 'Outcomes of early-years screening.',
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

/** A staff command as a client that has just loaded the request sends it (with its version). */
const post = async (path: string, auth: string, body: Record<string, unknown>) =>
  request(app.server)
    .post(path)
    .set('Authorization', auth)
    .send(await withSeenVersion(app, body));

async function expectStep(
  format: RequestFormat,
  id: string,
  expected: { requestStatus: string; approvalStatus: string; events: number; action: string; actorRole: string | null },
) {
  const state = await readState(app, format, id);
  expect(state).toMatchObject({
    requestStatus: expected.requestStatus,
    approvalStatus: expected.approvalStatus,
    version: expected.events - 1,
  });
  const events = await eventsOf(app, format, id);
  expect(events).toHaveLength(expected.events);
  expect(events.at(-1)).toMatchObject({
    action: expected.action,
    actorRole: expected.actorRole,
    toRequestStatus: expected.requestStatus,
    toApprovalStatus: expected.approvalStatus,
  });
  return events;
}

for (const format of ['v1', 'v2'] as const) {
  describe(`${format} lifecycle`, () => {
    it('walks a request from submission to the public register', async () => {
      const p = PREFIX[format];
      const title = `Lifecycle ${format} — childhood asthma and air quality`;
      const since = Date.now();
      const id = await submit(format, title);
      await expectStep(format, id, {
        requestStatus: 'new',
        approvalStatus: 'pending',
        events: 1,
        action: 'submit',
        actorRole: 'authenticated',
      });
      const [first] = await eventsOf(app, format, id);
      expect(first).toMatchObject({ fromRequestStatus: null, fromApprovalStatus: null });
      await mailbox.waitFor(
        { to: staff.authenticated.email, subject: `received your data access request: ${title}` },
        { since },
      );
      await mailbox.waitFor(
        { to: staff['queue-manager'].email, subject: `New data access request: ${title}` },
        { since },
      );

      // queue-manager assigns a committee member
      let res = await post(`${p}/assign`, staff['queue-manager'].auth, {
        requestId: id,
        assigneeId: staff['dag-member'].documentId,
        note: 'Please review',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        documentId: id,
        format,
        internal: {
          requestStatus: 'assigned',
          approvalStatus: 'pending',
          assignee: { documentId: staff['dag-member'].documentId, role: { type: 'dag-member' } },
        },
      });
      assertNoPrivateFields(res.body);
      let events = await expectStep(format, id, {
        requestStatus: 'assigned',
        approvalStatus: 'pending',
        events: 2,
        action: 'assign',
        actorRole: 'queue-manager',
      });
      expect(events.at(-1)).toMatchObject({
        fromRequestStatus: 'new',
        note: 'Please review',
        details: { assignee: { documentId: staff['dag-member'].documentId, role: 'dag-member' } },
      });
      const assignedMail = await mailbox.waitFor(
        { to: staff['dag-member'].email, subject: `assigned to you: ${title}` },
        { since },
      );
      expect(assignedMail.text).toContain(title);
      expect(assignedMail.text).toContain(`/en/request-management/request/${id}`);

      // the member asks the applicant for more information, then resumes the review
      res = await post(`${p}/set-status`, staff['dag-member'].auth, {
        requestId: id,
        requestStatus: 'informationRequested',
        note: 'Which years of data do you need?',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await expectStep(format, id, {
        requestStatus: 'informationRequested',
        approvalStatus: 'pending',
        events: 3,
        action: 'requestInformation',
        actorRole: 'dag-member',
      });
      const infoMail = await mailbox.waitFor(
        { to: staff.authenticated.email, subject: `More information needed for your request: ${title}` },
        { since },
      );
      expect(infoMail.text).toContain('Which years of data do you need?');
      expect(infoMail.text).toContain(`/en/user/requests/${format}/${id}`);

      res = await post(`${p}/set-status`, staff['dag-member'].auth, { requestId: id, requestStatus: 'inReview' });
      expect(res.status).toBe(200);
      await expectStep(format, id, {
        requestStatus: 'inReview',
        approvalStatus: 'pending',
        events: 4,
        action: 'setStatus',
        actorRole: 'dag-member',
      });

      // the member recommends; the chair decides
      res = await post(
        `${PREFIX.v2}/recommend`,
        staff['dag-member'].auth,
        format === 'v2'
          ? { requestId: id, recommendation: 'approve', note: 'Sound protocol' }
          : { requestId: id, recommendation: 'approve' },
      );
      if (format === 'v1') {
        // the v2 path serves v2 requests only: a v1 id is not found there
        expect(res.status).toBe(404);
        res = await post(`${p}/recommend`, staff['dag-member'].auth, {
          requestId: id,
          recommendation: 'approve',
          note: 'Sound protocol',
        });
      }
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      events = await expectStep(format, id, {
        requestStatus: 'inReview',
        approvalStatus: 'pendingApproval',
        events: 5,
        action: 'recommend',
        actorRole: 'dag-member',
      });
      expect(events.at(-1)).toMatchObject({ details: { recommendation: 'approve' } });

      res = await post(`${p}/approve`, staff['dag-chair'].auth, {
        requestId: id,
        note: 'Approved at the March meeting',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await expectStep(format, id, {
        requestStatus: 'pendingContract',
        approvalStatus: 'approved',
        events: 6,
        action: 'approve',
        actorRole: 'dag-chair',
      });
      await mailbox.waitFor({ to: staff.authenticated.email, subject: `was approved: ${title}` }, { since });

      // contract steps (their endpoints belong to the applicant-side work; the service is the same)
      const service = workflowService();
      await service.applyAction(app.strapi, {
        format,
        documentId: id,
        actor: await actorOf(staff['contract-manager']),
        action: 'addContract',
        input: { version: 5 },
        details: { fileId: 'test' },
      });
      await expectStep(format, id, {
        requestStatus: 'pendingSigning',
        approvalStatus: 'approved',
        events: 7,
        action: 'addContract',
        actorRole: 'contract-manager',
      });
      await mailbox.waitFor({ to: staff.authenticated.email, subject: `ready to sign: ${title}` }, { since });

      const signed = await service.applyAction(app.strapi, {
        format,
        documentId: id,
        actor: await actorOf(staff.authenticated),
        action: 'signContract',
      });
      expect(signed.request).not.toHaveProperty('requester');
      expect(JSON.stringify(signed.request)).not.toContain(staff['dag-member'].email);
      await expectStep(format, id, {
        requestStatus: 'contractSigned',
        approvalStatus: 'approved',
        events: 8,
        action: 'signContract',
        actorRole: 'authenticated',
      });
      // the contract manager and the queue managers hear that the signed agreement arrived
      for (const role of ['contract-manager', 'queue-manager'] as const) {
        const mail = await mailbox.waitFor(
          { to: staff[role].email, subject: `Signed agreement received: ${title}` },
          { since },
        );
        expect(mail.text).toContain(`/en/request-management/request/${id}`);
      }

      res = await post(`${p}/set-status`, staff['queue-manager'].auth, { requestId: id, requestStatus: 'complete' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await expectStep(format, id, {
        requestStatus: 'complete',
        approvalStatus: 'approved',
        events: 9,
        action: 'complete',
        actorRole: 'queue-manager',
      });
      const completed = await mailbox.waitFor(
        { to: staff.authenticated.email, subject: `Your data access request is complete: ${title}` },
        { since },
      );
      expect(completed.text).toContain(`/en/user/requests/${format}/${id}`);

      await service.applyAction(app.strapi, {
        format,
        documentId: id,
        actor: await actorOf(staff['queue-manager']),
        action: 'publish',
        input: { version: 8 },
        awaitNotifications: true,
      });
      await expectStep(format, id, {
        requestStatus: 'published',
        approvalStatus: 'approved',
        events: 10,
        action: 'publish',
        actorRole: 'queue-manager',
      });
      const published = await mailbox.waitFor(
        { to: staff.authenticated.email, subject: `Your approved request is in the public register: ${title}` },
        { since },
      );
      expect(published.text).toContain('/en/data-governance/process');
      // publishing again only updates the register entry: no second mail
      const republishedAt = Date.now();
      await service.applyAction(app.strapi, {
        format,
        documentId: id,
        actor: await actorOf(staff['queue-manager']),
        action: 'publish',
        input: { version: 9 },
        awaitNotifications: true,
      });
      await mailbox.expectNone({ to: staff.authenticated.email, subject: /public register/ }, 300, republishedAt);

      // the audit log over HTTP, for staff only
      res = await request(app.server).get(`${p}/${id}/events`).set('Authorization', staff['readonly-user'].auth);
      expect(res.status).toBe(200);
      expect(res.body.data.map((e: { action: string }) => e.action)).toEqual([
        'submit',
        'assign',
        'requestInformation',
        'setStatus',
        'recommend',
        'approve',
        'addContract',
        'signContract',
        'complete',
        'publish',
        'publish',
      ]);
      expect(res.body.meta.recommendations).toEqual([
        expect.objectContaining({
          recommendation: 'approve',
          note: 'Sound protocol',
          member: expect.objectContaining({ documentId: staff['dag-member'].documentId }),
        }),
      ]);
      assertNoPrivateFields(res.body);
      const staffNotes = (res.body.data as Array<{ action: string; note: string | null }>)
        .filter((e) => !['requestInformation', 'approve', 'deny', 'addContract'].includes(e.action))
        .flatMap((e) => (e.note ? [e.note] : []));
      expect(staffNotes.length).toBeGreaterThan(0);

      // the applicant's timeline: the steps meant for them, no staff identity, no internal note
      const own = await request(app.server)
        .get(format === 'v1' ? `/api/dataset-requests/${id}` : `/api/data-access-request/${id}`)
        .set('Authorization', staff.authenticated.auth);
      expect(own.status).toBe(200);
      const timeline = own.body.data.events as Array<Record<string, unknown>>;
      expect(timeline.map((e) => e.action)).toEqual([
        'submit',
        'requestInformation',
        'setStatus',
        'approve',
        'addContract',
        'signContract',
        'complete',
        'publish',
        'publish',
      ]);
      for (const event of timeline) {
        expect(Object.keys(event).sort()).toEqual(
          [
            'action',
            'createdAt',
            'documentId',
            'fromApprovalStatus',
            'fromRequestStatus',
            'note',
            'toApprovalStatus',
            'toRequestStatus',
          ].sort(),
        );
      }
      const ownBody = JSON.stringify(own.body);
      for (const note of staffNotes) expect(ownBody).not.toContain(note);
      for (const role of ['dag-member', 'dag-chair', 'queue-manager', 'contract-manager'] as const) {
        expect(ownBody).not.toContain(staff[role].email);
        expect(ownBody).not.toContain(staff[role].documentId);
      }
      expect(
        (await request(app.server).get(`${p}/${id}/events`).set('Authorization', staff.authenticated.auth)).status,
      ).toBe(403);
      expect((await request(app.server).get(`${p}/${id}/events`)).status).toBe(401);
      expect(
        (
          await request(app.server)
            .get(`${p}/doesnotexist000000000000/events`)
            .set('Authorization', staff['queue-manager'].auth)
        ).status,
      ).toBe(404);
    });

    it('denial path: the chair denies after a recommendation, with a note, and the request is closed', async () => {
      const p = PREFIX[format];
      const since = Date.now();
      const title = `Denial ${format} — commercial marketing use`;
      const id = await submit(format, title);
      expect(
        (
          await post(`${p}/assign`, staff['dag-chair'].auth, {
            requestId: id,
            assigneeId: staff['dag-member'].documentId,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await post(`${p}/recommend`, staff['dag-member'].auth, {
            requestId: id,
            recommendation: 'deny',
            note: 'No public benefit',
          })
        ).status,
      ).toBe(200);

      // deny needs a note
      let res = await post(`${p}/deny`, staff['dag-chair'].auth, { requestId: id });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/note/i);
      // only the chair decides
      res = await post(`${p}/deny`, staff['queue-manager'].auth, { requestId: id, note: 'no' });
      expect(res.status).toBe(403);

      res = await post(`${p}/deny`, staff['dag-chair'].auth, {
        requestId: id,
        note: 'The intended use is marketing, which our charter excludes.',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.internal).toMatchObject({ requestStatus: 'complete', approvalStatus: 'denied' });
      expect(res.body.data.allowedActions).toEqual([]);
      await expectStep(format, id, {
        requestStatus: 'complete',
        approvalStatus: 'denied',
        events: 4,
        action: 'deny',
        actorRole: 'dag-chair',
      });
      const mail = await mailbox.waitFor(
        { to: staff.authenticated.email, subject: `Decision on your data access request: ${title}` },
        { since },
      );
      expect(mail.text).toContain('which our charter excludes');

      // nothing moves a denied request
      res = await post(`${p}/assign`, staff['queue-manager'].auth, {
        requestId: id,
        assigneeId: staff['dag-member'].documentId,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.details.allowed).toEqual([]);
      res = await post(`${p}/set-status`, staff['queue-manager'].auth, { requestId: id, requestStatus: 'inReview' });
      expect(res.status).toBe(409);
      res = await post(`${p}/approve`, staff['dag-chair'].auth, { requestId: id });
      expect(res.status).toBe(409);
      expect(await eventsOf(app, format, id)).toHaveLength(4);
    });

    it('denial before any recommendation is refused (409), listing what the chair can do', async () => {
      const p = PREFIX[format];
      const id = await submit(format, `Early denial ${format}`);
      expect(
        (
          await post(`${p}/assign`, staff['queue-manager'].auth, {
            requestId: id,
            assigneeId: staff['dag-member'].documentId,
          })
        ).status,
      ).toBe(200);
      const res = await post(`${p}/deny`, staff['dag-chair'].auth, { requestId: id, note: 'Out of scope' });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ name: 'ConflictError', details: { allowed: ['assign', 'unassign'] } });
    });
  });
}

describe('staff endpoint guards', () => {
  it('answers 401 without a session, 403 for applicants, 404 for unknown requests, 400 for bad bodies', async () => {
    const id = await submit('v2', 'Guards');
    for (const path of ['assign', 'unassign', 'approve', 'deny', 'set-status', 'recommend']) {
      const anonymous = await request(app.server).post(`${PREFIX.v2}/${path}`).send({ requestId: id });
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.error.message).toBe('User is not logged in');
      const applicant = await post(`${PREFIX.v2}/${path}`, staff.authenticated.auth, {
        requestId: id,
        assigneeId: staff['dag-member'].documentId,
        requestStatus: 'inReview',
        note: 'x',
        recommendation: 'approve',
      });
      expect(applicant.status, path).toBe(403);
      expect((await readState(app, 'v2', id)).version).toBe(0);
    }
    const qm = staff['queue-manager'].auth;
    expect(
      (await post(`${PREFIX.v2}/set-status`, qm, { requestId: 'nosuchrequest', requestStatus: 'inReview' })).status,
    ).toBe(404);
    expect(
      (
        await post(`${PREFIX.v2}/assign`, qm, {
          requestId: 'nosuchrequest',
          assigneeId: staff['dag-member'].documentId,
        })
      ).status,
    ).toBe(404);
    expect((await post(`${PREFIX.v2}/set-status`, qm, { requestStatus: 'inReview' })).status).toBe(400);
    expect((await post(`${PREFIX.v2}/set-status`, qm, { requestId: id, requestStatus: 'bogus' })).status).toBe(400);
    expect(
      (await post(`${PREFIX.v2}/set-status`, qm, { requestId: id, requestStatus: 'inReview', version: -1 })).status,
    ).toBe(400);
    expect(
      (await post(`${PREFIX.v2}/set-status`, qm, { requestId: id, requestStatus: 'inReview', note: 'x'.repeat(5001) }))
        .status,
    ).toBe(400);
    expect((await post(`${PREFIX.v2}/assign`, qm, { requestId: id })).status).toBe(400);
    expect((await post(`${PREFIX.v2}/assign`, qm, { requestId: id, assigneeId: 'nosuchuser' })).status).toBe(400);
    expect(
      (await post(`${PREFIX.v2}/recommend`, staff['dag-member'].auth, { requestId: id, recommendation: 'maybe' }))
        .status,
    ).toBe(400);
    expect(
      (
        await request(app.server)
          .post(`${PREFIX.v2}/set-status`)
          .set('Authorization', qm)
          .set('Content-Type', 'application/json')
          .send('[1,2]')
      ).status,
    ).toBe(400);
    // a blocked user cannot be assigned
    const blocked = await userWithSession(app, 'dag-member');
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: blocked.id }, data: { blocked: true } });
    expect((await post(`${PREFIX.v2}/assign`, qm, { requestId: id, assigneeId: blocked.documentId })).status).toBe(400);
    // the v1 queue has no v2 requests, and a v2 id is not a v1 request
    expect((await post(`${PREFIX.v1}/set-status`, qm, { requestId: id, requestStatus: 'inReview' })).status).toBe(404);
    expect((await readState(app, 'v2', id)).version).toBe(0);
  });

  it('keeps the event log append-only: no REST routes, and the Document Service refuses changes', async () => {
    const id = await submit('v2', 'Append only');
    const [event] = await eventsOf(app, 'v2', id);
    expect(event).toBeDefined();
    for (const [method, path] of [
      ['get', '/api/request-events'],
      ['get', `/api/request-events/${event!.documentId}`],
      ['put', `/api/request-events/${event!.documentId}`],
      ['delete', `/api/request-events/${event!.documentId}`],
      ['get', '/api/recommendations'],
      ['get', '/api/data-access-requests'],
      ['get', '/api/dataset-requests'],
    ] as const) {
      const res = await request(app.server)[method](path).set('Authorization', staff['queue-manager'].auth);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    }
    const events = app.strapi.documents('api::request-event.request-event' as never) as unknown as {
      update: (p: unknown) => Promise<unknown>;
      delete: (p: unknown) => Promise<unknown>;
    };
    await expect(events.update({ documentId: event!.documentId, data: { note: 'rewritten' } })).rejects.toThrow(
      /append-only/,
    );
    await expect(events.delete({ documentId: event!.documentId })).rejects.toThrow(/append-only/);
    expect((await eventsOf(app, 'v2', id))[0]).toMatchObject({ documentId: event!.documentId, note: null });
  });

  it('a stale version is a 409 and changes nothing', async () => {
    const id = await submit('v2', 'Versions');
    const qm = staff['queue-manager'].auth;
    let res = await post(`${PREFIX.v2}/set-status`, qm, { requestId: id, requestStatus: 'inReview', version: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(1);
    res = await post(`${PREFIX.v2}/set-status`, qm, {
      requestId: id,
      requestStatus: 'informationRequested',
      version: 0,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('The request was changed by someone else. Reload and try again.');
    expect(await readState(app, 'v2', id)).toMatchObject({ requestStatus: 'inReview', version: 1 });
    expect(await eventsOf(app, 'v2', id)).toHaveLength(2);
  });

  it('mail failures never undo a change', async () => {
    const id = await submit('v2', 'Mail failure');
    const emailService = app.strapi.plugin('email').service('email') as {
      send: (...args: unknown[]) => Promise<unknown>;
    };
    const send = emailService.send;
    emailService.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await post(`${PREFIX.v2}/assign`, staff['queue-manager'].auth, {
        requestId: id,
        assigneeId: staff['dag-member'].documentId,
      });
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      emailService.send = send;
    }
    expect(await readState(app, 'v2', id)).toMatchObject({
      requestStatus: 'assigned',
      assignee: staff['dag-member'].documentId,
    });
  });
});
