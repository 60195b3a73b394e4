import { describe, expect, it } from 'vitest';
import {
  api,
  requestsSuite,
  completeForm,
  forceState,
  submitRequest,
  type Json,
  type Session,
} from '../helpers/requests';
import { eventsOf, readState } from '../helpers/workflow';

/**
 * PATCH /api/data-access-request/{id}/amend — the applicant answers an information request
 * (docs/api/requests.md, "Amend").
 */
const suite = requestsSuite({
  applicants: { alice: 'Amend Alice', bob: 'Amend Bob' },
  staff: { queueManager: 'queue-manager', member: 'dag-member', readonly: 'readonly-user' },
});

const ONLY_WHEN = 'You can amend your request only while information is requested.';
const amend = (id: string, body: unknown, user?: Session) => {
  const req = api(suite.app).patch(`/api/data-access-request/${id}/amend`);
  return (user ? req.set('Authorization', user.auth) : req).send(body as object);
};
const staffPost = (path: string, user: Session, body: Json) =>
  api(suite.app).post(`/api/data-access-request/${path}`).set('Authorization', user.auth).send(body);

/** A submitted request of `owner` on which the queue manager asked for information (optionally after assigning it). */
async function waitingForInformation(owner: Session, opts: { assignee?: Session } = {}): Promise<string> {
  const id = await submitRequest(suite.app, owner);
  let version = 0;
  if (opts.assignee) {
    const assigned = await staffPost('assign', suite.queueManager, {
      requestId: id,
      assigneeId: opts.assignee.documentId,
      version,
    });
    expect(assigned.status).toBe(200);
    version += 1;
  }
  const asked = await staffPost('set-status', suite.queueManager, {
    requestId: id,
    requestStatus: 'informationRequested',
    note: 'Please describe how the data will be stored.',
    version,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return id;
}

async function amendedForm(overrides: Json = {}): Promise<Json> {
  return { ...(await completeForm(suite.app)), ...overrides };
}

describe('who may amend', () => {
  it('needs a session (401)', async () => {
    const id = await waitingForInformation(suite.alice);
    const res = await amend(id, await amendedForm());
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not logged in');
  });

  it('is the owner only: another applicant and an unknown id get 404, staff 403; nothing changes', async () => {
    const id = await waitingForInformation(suite.alice);
    const before = await readState(suite.app, 'v2', id);
    const form = await amendedForm({ projectTitle: 'Hijacked title' });

    const other = await amend(id, form, suite.bob);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Dataset request not found');
    const missing = await amend('zzzzzzzzzzzzzzzzzzzzzzzz', form, suite.alice);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Dataset request not found');

    for (const user of [suite.queueManager, suite.member, suite.readonly]) {
      const res = await amend(id, form, user);
      expect(res.status).toBe(403);
      expect(res.body.error.message, JSON.stringify(res.body)).toBe('Only the applicant can amend their request');
    }
    expect(await readState(suite.app, 'v2', id)).toEqual(before);
    expect((await eventsOf(suite.app, 'v2', id)).map((e) => e.action)).toEqual(['submit', 'requestInformation']);
  });

  it('is refused (409) when no information is requested, in every other state', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    for (const [requestStatus, approvalStatus] of [
      ['new', 'pending'],
      ['assigned', 'pending'],
      ['inReview', 'pendingApproval'],
      ['pendingContract', 'approved'],
      ['complete', 'denied'],
    ] as const) {
      await forceState(suite.app, 'v2', id, { requestStatus, approvalStatus });
      const res = await amend(id, await amendedForm(), suite.alice);
      expect(res.status, requestStatus).toBe(409);
      expect(res.body.error.message).toBe(ONLY_WHEN);
      expect(res.body.error.details).toMatchObject({ requestStatus });
    }
    expect((await eventsOf(suite.app, 'v2', id)).map((e) => e.action)).toEqual(['submit']);
  });
});

describe('validation (the submit schema with the CMS options)', () => {
  it('lists every problem in details.errors and changes nothing', async () => {
    const id = await waitingForInformation(suite.alice);
    const before = await readState(suite.app, 'v2', id);
    const form = await amendedForm({
      projectTitle: '',
      intendedUses: ['not-an-offered-use'],
    });
    delete form.protocol;
    const res = await amend(id, form, suite.alice);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^The request is not complete: \d+ answers need attention\./);
    const paths = (res.body.error.details.errors as Array<{ path: string[] }>).map((e) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['projectTitle', 'intendedUses.0', 'protocol']));
    expect(await readState(suite.app, 'v2', id)).toEqual(before);
    const detail = await api(suite.app).get(`/api/data-access-request/${id}`).set('Authorization', suite.alice.auth);
    expect(detail.body.data.projectTitle).toBe('Traffic pollution and child development');
  });

  it('refuses fields outside the form (an applicant cannot set the workflow state)', async () => {
    const id = await waitingForInformation(suite.alice);
    for (const extra of [
      { internal: { requestStatus: 'approved' } },
      { requestStatus: 'inReview' },
      { requester: suite.bob.documentId },
    ]) {
      const res = await amend(id, await amendedForm(extra), suite.alice);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error.message).toMatch(/Unknown field/);
    }
    expect(await readState(suite.app, 'v2', id)).toMatchObject({ requestStatus: 'informationRequested', version: 1 });
  });

  it('checks the datasets and data levels against the library', async () => {
    const id = await waitingForInformation(suite.alice);
    const form = await amendedForm();
    const unknownDataset = await amend(
      id,
      { ...form, requestedDatasets: [{ dataset: 'nosuchdataset0000000000', dataLevel: 'Level 1' }] },
      suite.alice,
    );
    expect(unknownDataset.status).toBe(400);
    expect(unknownDataset.body.error.details.errors[0]).toMatchObject({
      path: ['requestedDatasets', '0', 'dataset'],
      message: 'This dataset does not exist or is not available.',
    });
    const badLevel = await amend(
      id,
      { ...form, requestedDatasets: [{ ...form.requestedDatasets[0], dataLevel: 'Level 99 – Everything' }] },
      suite.alice,
    );
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.error.details.errors[0].path).toEqual(['requestedDatasets', '0', 'dataLevel']);
  });

  it('refuses a body that is not an object, a bad version and a too long note', async () => {
    const id = await waitingForInformation(suite.alice);
    const array = await amend(id, [1, 2], suite.alice);
    expect(array.status).toBe(400);
    const version = await amend(id, { ...(await amendedForm()), version: 'one' }, suite.alice);
    expect(version.status).toBe(400);
    expect(version.body.error.message).toBe('version must be a non-negative integer');
    const note = await amend(id, { ...(await amendedForm()), note: 'x'.repeat(5001) }, suite.alice);
    expect(note.status).toBe(400);
    expect(note.body.error.message).toBe('note must be at most 5000 characters');
  });
});

describe('a successful amendment', () => {
  it('stores the answers, moves the request back to review, logs one amend event and mails the assignee', async () => {
    const id = await waitingForInformation(suite.alice, { assignee: suite.member });
    const since = Date.now();
    const res = await amend(
      id,
      {
        data: {
          ...(await amendedForm({ projectTitle: 'Traffic pollution, storage plan added' })),
          version: 2,
          note: 'Data will stay in the <secure> enclave.',
        },
      },
      suite.alice,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toMatchObject({
      documentId: id,
      projectTitle: 'Traffic pollution, storage plan added',
      internal: { requestStatus: 'inReview', approvalStatus: 'pending' },
      version: 3,
    });
    expect(res.body.data.internal).not.toHaveProperty('assignee');
    expect(await readState(suite.app, 'v2', id)).toEqual({
      requestStatus: 'inReview',
      approvalStatus: 'pending',
      assignee: suite.member.documentId,
      version: 3,
    });
    const events = await eventsOf(suite.app, 'v2', id);
    expect(events.map((e) => e.action)).toEqual(['submit', 'assign', 'requestInformation', 'amend']);
    expect(events.at(-1)).toMatchObject({
      actorRole: 'authenticated',
      fromRequestStatus: 'informationRequested',
      toRequestStatus: 'inReview',
      note: 'Data will stay in the <secure> enclave.',
      details: { fields: ['projectTitle'] },
    });

    const mail = await suite.mailbox.waitFor({ to: suite.member.email, subject: /amended/ }, { since });
    expect(mail.subject).toBe('A request was amended: Traffic pollution, storage plan added');
    expect(mail.text).toContain('Data will stay in the <secure> enclave.');
    expect(mail.html).toContain('Data will stay in the &lt;secure&gt; enclave.');
    expect(mail.text).toContain(`/en/request-management/request/${id}`);
    await suite.mailbox.expectNone({ to: suite.queueManager.email, subject: /amended/ }, 300, since);

    // the applicant sees their answer in the timeline, with their note
    const detail = await api(suite.app).get(`/api/data-access-request/${id}`).set('Authorization', suite.alice.auth);
    expect(detail.body.data.events.map((e: Json) => e.action)).toEqual(['submit', 'requestInformation', 'amend']);
    expect(detail.body.data.events.at(-1).note).toBe('Data will stay in the <secure> enclave.');

    // once back in review it cannot be amended again
    const again = await amend(id, await amendedForm(), suite.alice);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ONLY_WHEN);
  });

  it('goes back to the queue as new when nobody is assigned, and mails the queue managers', async () => {
    const id = await waitingForInformation(suite.alice);
    const since = Date.now();
    const res = await amend(id, await amendedForm(), suite.alice);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.internal).toEqual({ requestStatus: 'new', approvalStatus: 'pending' });
    const event = (await eventsOf(suite.app, 'v2', id)).at(-1);
    expect(event).toMatchObject({ action: 'amend', toRequestStatus: 'new', note: null, details: { fields: [] } });
    await suite.mailbox.waitFor({ to: suite.queueManager.email, subject: /amended/ }, { since });
  });

  it('refuses a stale version (409) and leaves everything as it was', async () => {
    const id = await waitingForInformation(suite.alice);
    const res = await amend(
      id,
      { ...(await amendedForm({ projectTitle: 'Stale edit title' })), version: 0 },
      suite.alice,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('The request was changed by someone else. Reload and try again.');
    expect(await readState(suite.app, 'v2', id)).toMatchObject({ requestStatus: 'informationRequested', version: 1 });
    const detail = await api(suite.app).get(`/api/data-access-request/${id}`).set('Authorization', suite.alice.auth);
    expect(detail.body.data.projectTitle).toBe('Traffic pollution and child development');
    expect((await eventsOf(suite.app, 'v2', id)).map((e) => e.action)).toEqual(['submit', 'requestInformation']);
  });

  it('two amendments at once: exactly one is applied', async () => {
    const id = await waitingForInformation(suite.alice);
    const form = await amendedForm();
    const results = await Promise.all([amend(id, form, suite.alice), amend(id, form, suite.alice)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await eventsOf(suite.app, 'v2', id)).filter((e) => e.action === 'amend')).toHaveLength(1);
  });
});
