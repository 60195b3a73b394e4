import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../helpers/mail';
import {
  api,
  applicant,
  bootRequestsApp,
  completeForm,
  forceState,
  staff,
  submitRequest,
  v1Request,
  type Json,
  type RequestsApp,
  type Session,
} from '../helpers/requests';
import { currentVersion, withSeenVersion } from '../helpers/workflow';

const ENTRY_UID = 'api::approved-request.approved-request';

let app: RequestsApp;
let mailbox: Mailbox;
let alice: Session;
let queueManager: Session;
let member: Session;
let chair: Session;
let contractManager: Session;
let readonly: Session;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootRequestsApp(mailbox.env);
  alice = await applicant(app, 'Alice');
  queueManager = await staff(app, 'queue-manager');
  member = await staff(app, 'dag-member');
  chair = await staff(app, 'dag-chair');
  contractManager = await staff(app, 'contract-manager');
  readonly = await staff(app, 'readonly-user');
});

afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

const publish = async (id: string, user: Session) =>
  api(app)
    .post(`/api/data-access-request/publish-to-register/${id}`)
    .set('Authorization', user.auth)
    .send(await withSeenVersion(app, {}, id));

/** A v2 request taken through the real workflow to `complete` (approved, contract signed). */
async function completedRequest(title: string): Promise<string> {
  const started = Date.now();
  const id = await submitRequest(app, alice, { projectTitle: title });
  const step = async (user: Session, url: string, body: Json) => {
    const res = await api(app)
      .post(url)
      .set('Authorization', user.auth)
      .send(await withSeenVersion(app, { requestId: id, ...body }));
    expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  };
  await step(queueManager, '/api/data-access-request/assign', { assigneeId: member.documentId });
  await step(member, '/api/data-access-request/recommend', { recommendation: 'approve' });
  await step(chair, '/api/data-access-request/approve', {});
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
  expect(
    (
      await api(app)
        .post(`/api/data-access-request/${id}/contract`)
        .set('Authorization', contractManager.auth)
        .field('version', String(await currentVersion(app, id)))
        .attach('files', pdf, 'dsa.pdf')
    ).status,
  ).toBe(200);
  expect(
    (
      await api(app)
        .post(`/api/data-access-request/${id}/contract`)
        .set('Authorization', alice.auth)
        .attach('files', pdf, 'dsa-signed.pdf')
    ).status,
  ).toBe(200);
  await step(queueManager, '/api/data-access-request/set-status', { requestStatus: 'complete' });
  // The workflow mails in the background: let the last ones (contract ready, signed, complete) arrive first.
  await mailbox.waitFor({ to: alice.email, subject: new RegExp(`ready to sign: ${title}`) }, { since: started });
  await mailbox.waitFor({ to: queueManager.email, subject: `Signed agreement received: ${title}` }, { since: started });
  await mailbox.waitFor({ to: alice.email, subject: `request is complete: ${title}` }, { since: started });
  await new Promise((resolve) => setTimeout(resolve, 200));
  return id;
}

async function entries(title: string): Promise<Json[]> {
  return (await app.strapi.documents(ENTRY_UID as never).findMany({
    filters: { projectTitle: title },
    status: 'published',
    populate: { intendedUseOfData: true, principalInvestigator: true, datasets: { fields: ['slug'] } },
  } as never)) as unknown as Json[];
}

describe('POST /api/data-access-request/publish-to-register/{id}', () => {
  it('creates a published register entry from public fields only, then moves the request to published', async () => {
    const form = await completeForm(app);
    const id = await completedRequest('Register entry from a v2 request');
    const since = Date.now();
    const res = await publish(id, queueManager);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.registryEntry.created).toBe(true);
    expect(res.body.data.request.internal).toMatchObject({ requestStatus: 'published', approvalStatus: 'approved' });

    const [entry, ...others] = await entries('Register entry from a v2 request');
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({
      documentId: res.body.data.registryEntry.documentId,
      projectSummary: form.projectSummary,
      projectStartDate: form.projectStartDate,
      projectEndDate: form.projectEndDate,
      principalInvestigator: {
        firstName: 'Nadia',
        lastName: 'Benali',
        title: 'Dr',
        organization: 'Université de Montréal',
        organizationType: 'Academic',
        country: 'Canada',
      },
    });
    expect(entry?.intendedUseOfData.map((use: Json) => use.value)).toEqual([
      'Epidemiological research',
      'Environmental health',
    ]);
    expect(entry?.datasets.map((d: Json) => d.slug).sort()).toEqual([
      'air-quality-sensor-network',
      'national-birth-cohort',
    ]);
    expect(typeof entry?.approvalDate).toBe('string');
    expect(typeof entry?.dateRequested).toBe('string');
    expect(JSON.stringify(entry)).not.toMatch(/@/);

    // Public API: the entry is listed, and carries no e-mail anywhere.
    const listed = await api(app).get(`/api/approved-requests?filters[documentId][$eq]=${entry?.documentId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toMatch(/@/);

    const events = await app.strapi.db
      .query('api::request-event.request-event')
      .findMany({ where: { requestDocumentId: id, action: 'publish' } });
    expect(events).toHaveLength(1);
    expect((events[0] as Json).details).toMatchObject({ approvedRequestDocumentId: entry?.documentId, created: true });
    // The applicant is told, once; nobody else is mailed.
    const told = await mailbox.waitFor(
      { to: alice.email, subject: 'Your approved request is in the public register: Register entry from a v2 request' },
      { since },
    );
    expect(told.text).toContain(`/en/user/requests/v2/${id}`);
    await mailbox.expectNone((mail) => mail !== told, 400, since);
  });

  it('a second call updates the same entry (no duplicate), without a second e-mail', async () => {
    const id = await completedRequest('Register entry updated');
    const firstAt = Date.now();
    const first = await publish(id, queueManager);
    expect(first.status).toBe(200);
    await mailbox.waitFor({ to: alice.email, subject: /public register: Register entry updated/ }, { since: firstAt });
    await app.strapi
      .documents('api::data-access-request.data-access-request' as never)
      .update({ documentId: id, data: { projectSummary: 'A corrected public summary.' } } as never);
    const since = Date.now();
    const second = await publish(id, queueManager);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.registryEntry).toEqual({
      documentId: first.body.data.registryEntry.documentId,
      created: false,
    });
    expect(second.body.data.request.internal.requestStatus).toBe('published');
    const found = await entries('Register entry updated');
    expect(found).toHaveLength(1);
    expect(found[0]?.projectSummary).toBe('A corrected public summary.');
    expect(
      await app.strapi.db.query(ENTRY_UID).count({ where: { documentId: first.body.data.registryEntry.documentId } }),
    ).toBeGreaterThanOrEqual(1);
    await mailbox.expectNone(() => true, 400, since);
  });

  it('publishes approved requests before completion without moving their status (publishToRegister event)', async () => {
    const id = await submitRequest(app, alice, { projectTitle: 'Register entry while pending contract' });
    await forceState(app, 'v2', id, { requestStatus: 'pendingContract', approvalStatus: 'approved' });
    // Publishing is the queue manager's step alone (packages/shared/src/commands.ts).
    expect((await publish(id, member)).status).toBe(403);
    const res = await publish(id, queueManager);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.request.internal.requestStatus).toBe('pendingContract');
    expect(await entries('Register entry while pending contract')).toHaveLength(1);
    const events = await app.strapi.db
      .query('api::request-event.request-event')
      .findMany({ where: { requestDocumentId: id, action: 'publishToRegister' } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromRequestStatus: 'pendingContract', toRequestStatus: 'pendingContract' });
    const again = await publish(id, queueManager);
    expect(again.body.data.registryEntry.created).toBe(false);
    expect(await entries('Register entry while pending contract')).toHaveLength(1);
  });

  it('only approved requests (409), only queue-manager and Change-status roles (403), unknown 404', async () => {
    const id = await submitRequest(app, alice, { projectTitle: 'Not approved yet' });
    const res = await publish(id, queueManager);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Only approved requests can be published to the register.');
    await forceState(app, 'v2', id, { requestStatus: 'complete', approvalStatus: 'denied' });
    expect((await publish(id, queueManager)).status).toBe(409);
    await forceState(app, 'v2', id, { requestStatus: 'complete', approvalStatus: 'approved' });
    for (const user of [chair, contractManager, readonly, alice])
      expect((await publish(id, user)).status, user.role).toBe(403);
    expect((await publish('zzzzzzzzzzzzzzzzzzzzzzzz', queueManager)).status).toBe(404);
    expect(await entries('Not approved yet')).toHaveLength(0);
  });

  it('publishes v1 requests with the requester as investigator, without contact details', async () => {
    const id = await v1Request(app, alice, { requestStatus: 'complete', approvalStatus: 'approved' });
    const res = await publish(id, queueManager);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.request.format).toBe('v1');
    expect(res.body.data.request.internal.requestStatus).toBe('published');
    const entry = (await app.strapi.documents(ENTRY_UID as never).findOne({
      documentId: res.body.data.registryEntry.documentId,
      status: 'published',
      populate: { principalInvestigator: true, intendedUseOfData: true },
    } as never)) as unknown as Json;
    expect(entry.principalInvestigator).toMatchObject({
      firstName: 'Applicant Alice',
      lastName: 'Tester',
      organization: 'Test University',
      country: 'Canada',
    });
    expect(entry.intendedUseOfData.map((use: Json) => use.value)).toEqual(['Research']);
    expect(JSON.stringify(entry)).not.toContain(alice.email);
  });

  it('two publications at once write one entry', async () => {
    const id = await completedRequest('Register race');
    const results = await Promise.all([publish(id, queueManager), publish(id, queueManager)]);
    // Either the second waits and updates the entry the first created, or it loses the version
    // race (409): never two entries.
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(ok.filter((r) => r.body.data.registryEntry.created)).toHaveLength(1);
    expect(await entries('Register race')).toHaveLength(1);
  });
});
