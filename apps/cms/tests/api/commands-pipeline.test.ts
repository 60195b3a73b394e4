import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_SPECS, REQUEST_COMMANDS, type RequestCommand, type RequestFormat } from '@portal/shared';
import {
  FIXTURES,
  api,
  completeForm,
  createDraft,
  requestsSuite,
  v1Request,
  type Json,
  type Session,
} from '../helpers/requests';
import { EVENT_UID, REQUEST_UIDS, commandReports, currentVersion } from '../helpers/workflow';

/**
 * Every command runs through the one pipeline: each change to a request appends exactly one
 * event and rewrites the request's queue entry exactly once, in the command's transaction; a
 * draft command changes no request (no event, no queue entry).
 */
const suite = requestsSuite({
  applicants: { alice: 'Alice' },
  staff: {
    queueManager: 'queue-manager',
    member: 'dag-member',
    chair: 'dag-chair',
    contractManager: 'contract-manager',
  },
});

let observed: ReturnType<typeof commandReports>;
beforeAll(() => {
  observed = commandReports();
});
afterAll(() => observed?.stop());

const walked = new Set<string>();

async function eventCount(id: string): Promise<number> {
  return suite.app.strapi.db.query(EVENT_UID).count({ where: { requestDocumentId: id } });
}

async function rowId(format: RequestFormat, id: string): Promise<number> {
  const row = (await suite.app.strapi.db.query(REQUEST_UIDS[format]).findOne({ where: { documentId: id } })) as {
    id: number;
  };
  return row.id;
}

/** The stored queue entry's status must be the request's status after the command. */
async function queueStatus(format: RequestFormat, id: string): Promise<string | null> {
  const entry = (await suite.app.strapi.db
    .connection('portal_queue_entries')
    .where({ format, document_id: id })
    .first('request_status')) as { request_status: string | null } | undefined;
  return entry?.request_status ?? null;
}

/**
 * Runs one command over HTTP and checks the pipeline's bookkeeping: 200, one more event (with
 * the expected action), one report naming the command, and one queue sync of this request.
 */
async function step(
  command: string,
  format: RequestFormat,
  id: string,
  event: string,
  send: () => Promise<{ status: number; body: Json }>,
): Promise<Json> {
  const before = await eventCount(id);
  observed.reports.length = 0;
  const res = await send();
  // A post creates a message (201); every other command changes the request (200).
  expect(res.status, `${command}: ${JSON.stringify(res.body)}`).toBe(command === 'postMessage' ? 201 : 200);
  expect(await eventCount(id), `${command}: one event`).toBe(before + 1);
  expect(observed.reports, `${command}: one report`).toHaveLength(1);
  const [report] = observed.reports;
  expect(report).toMatchObject({ command, event: { action: event } });
  expect(COMMAND_SPECS[command as RequestCommand].events, `${command}: an event its registry entry names`).toContain(
    event,
  );
  expect(report?.synced, `${command}: one queue sync of this request`).toEqual([
    { format, id: await rowId(format, id) },
  ]);
  const status = (
    (await suite.app.strapi.db.query(REQUEST_UIDS[format]).findOne({
      where: { documentId: id },
      populate: { internal: true },
    })) as { internal: { requestStatus: string } }
  ).internal.requestStatus;
  expect(await queueStatus(format, id), `${command}: the queue entry follows`).toBe(status);
  walked.add(command);
  return res.body;
}

const post = (user: Session, url: string, body: Json) =>
  api(suite.app).post(url).set('Authorization', user.auth).send(body);

const staffBody = async (id: string, body: Json = {}) => ({
  requestId: id,
  version: await currentVersion(suite.app, id),
  ...body,
});

async function draftStep(command: string, send: () => Promise<{ status: number; body: Json }>): Promise<Json> {
  observed.reports.length = 0;
  const res = await send();
  expect(res.status, `${command}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(observed.reports, `${command}: a draft is not a request: nothing reported`).toHaveLength(0);
  walked.add(command);
  return res.body;
}

describe('the command pipeline', () => {
  it('walks a v2 request through every command: one event and one queue sync each', async () => {
    const { alice, queueManager, member, chair, contractManager } = suite;
    const V2 = '/api/data-access-request';

    // Drafts: no request yet, so no event and no queue entry.
    const created = await draftStep('createDraft', () =>
      post(alice, `${V2}/create-draft`, { projectTitle: 'Walk every command' }),
    );
    const draftId = created.data.documentId as string;
    await draftStep('updateDraft', async () =>
      api(suite.app)
        .patch(`${V2}/${draftId}/update-draft`)
        .set('Authorization', alice.auth)
        .send({ ...(await completeForm(suite.app)), projectTitle: 'Walk every command' }),
    );
    const throwaway = await createDraft(suite.app, alice, { projectTitle: 'Deleted draft' });
    await draftStep('deleteDraft', () => api(suite.app).delete(`${V2}/${throwaway}`).set('Authorization', alice.auth));

    observed.reports.length = 0;
    const submitted = await api(suite.app).post(`${V2}/${draftId}/publish`).set('Authorization', alice.auth).send();
    expect(submitted.status).toBe(200);
    const id = submitted.body.data.documentId as string;
    expect(await eventCount(id)).toBe(1);
    expect(observed.reports).toHaveLength(1);
    expect(observed.reports[0]).toMatchObject({ command: 'submit', event: { action: 'submit' } });
    expect(observed.reports[0]?.synced).toEqual([{ format: 'v2', id: await rowId('v2', id) }]);
    expect(await queueStatus('v2', id)).toBe('new');
    walked.add('submit');

    await step('addAttachment', 'v2', id, 'addAttachment', () =>
      api(suite.app)
        .post(`${V2}/${id}/attachments`)
        .set('Authorization', alice.auth)
        .attach('files', FIXTURES.pdf, 'protocol.pdf'),
    );
    await step('assign', 'v2', id, 'assign', async () =>
      post(queueManager, `${V2}/assign`, await staffBody(id, { assigneeId: member.documentId })),
    );
    // A message and a note: events of their own, and the version stays where it was.
    const versionBefore = await currentVersion(suite.app, id);
    await step('postMessage', 'v2', id, 'postMessage', () =>
      post(alice, `${V2}/${id}/messages`, { body: 'Is the 2020 cohort included?' }),
    );
    await step('postMessage', 'v2', id, 'postInternalNote', () =>
      post(member, `${V2}/${id}/messages`, { body: 'Check with the custodian.', internal: true }),
    );
    expect(await currentVersion(suite.app, id)).toBe(versionBefore);
    await step('setStatus', 'v2', id, 'requestInformation', async () =>
      post(
        member,
        `${V2}/set-status`,
        await staffBody(id, { requestStatus: 'informationRequested', note: 'Which cohort?' }),
      ),
    );
    await step('amend', 'v2', id, 'amend', async () =>
      api(suite.app)
        .patch(`${V2}/${id}/amend`)
        .set('Authorization', alice.auth)
        .send({ ...(await completeForm(suite.app)), projectTitle: 'Walk every command', note: 'The 2020 cohort.' }),
    );
    await step('recommend', 'v2', id, 'recommend', async () =>
      post(member, `${V2}/recommend`, await staffBody(id, { recommendation: 'approve' })),
    );
    await step('approve', 'v2', id, 'approve', async () => post(chair, `${V2}/approve`, await staffBody(id)));
    await step('addContract', 'v2', id, 'addContract', async () =>
      api(suite.app)
        .post(`${V2}/${id}/contract`)
        .set('Authorization', contractManager.auth)
        .field('version', String(await currentVersion(suite.app, id)))
        .attach('files', FIXTURES.pdf, 'agreement.pdf'),
    );
    // The JSON variant: an uploaded attachment replaces the contract sent for signature.
    const attachments = await api(suite.app)
      .post(`${V2}/${id}/attachments`)
      .set('Authorization', queueManager.auth)
      .attach('files', FIXTURES.pdf, 'agreement v2.pdf');
    expect(attachments.status).toBe(200);
    const replacement = attachments.body.data[0].documentId as string;
    await step('replaceContract', 'v2', id, 'addContract', async () =>
      post(contractManager, `${V2}/update-contract`, await staffBody(id, { fileId: replacement, kind: 'contract' })),
    );
    await step('signContract', 'v2', id, 'signContract', () =>
      api(suite.app)
        .post(`${V2}/${id}/contract`)
        .set('Authorization', alice.auth)
        .attach('files', FIXTURES.pdf, 'signed.pdf'),
    );
    // After the signature access runs (docs/workflow.md, "Access periods"): every access command once.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await step('requestExtension', 'v2', id, 'requestExtension', () =>
      post(alice, `${V2}/${id}/access/extension`, { endsAt: day(800), reason: 'A second cohort.' }),
    );
    await step('grantExtension', 'v2', id, 'grantExtension', async () =>
      post(queueManager, `${V2}/${id}/access/extension/grant`, { version: await currentVersion(suite.app, id) }),
    );
    await step('requestExtension', 'v2', id, 'requestExtension', () =>
      post(alice, `${V2}/${id}/access/extension`, { endsAt: day(900), reason: 'A third cohort.' }),
    );
    await step('refuseExtension', 'v2', id, 'refuseExtension', async () =>
      post(queueManager, `${V2}/${id}/access/extension/refuse`, {
        note: 'One extension is enough.',
        version: await currentVersion(suite.app, id),
      }),
    );
    await step('changeAccessEnd', 'v2', id, 'changeAccessEnd', async () =>
      post(queueManager, `${V2}/${id}/access/end`, {
        endsAt: day(30),
        note: 'The project ends sooner.',
        version: await currentVersion(suite.app, id),
      }),
    );
    // Today as the last day ends access now (revoked).
    await step('changeAccessEnd', 'v2', id, 'changeAccessEnd', async () =>
      post(queueManager, `${V2}/${id}/access/end`, {
        endsAt: day(0),
        note: 'Access revoked.',
        version: await currentVersion(suite.app, id),
      }),
    );
    const report = { publications: [], dataDisposition: 'destroyed', attestation: true };
    await step('fileCloseout', 'v2', id, 'fileCloseout', () => post(alice, `${V2}/${id}/closeout`, report));
    await step('askCloseoutMore', 'v2', id, 'askCloseoutMore', async () =>
      post(queueManager, `${V2}/${id}/closeout/more`, {
        note: 'Which outputs?',
        version: await currentVersion(suite.app, id),
      }),
    );
    await step('fileCloseout', 'v2', id, 'fileCloseout', () =>
      post(alice, `${V2}/${id}/closeout`, { ...report, outputs: 'A model.' }),
    );
    await step('acceptCloseout', 'v2', id, 'acceptCloseout', async () =>
      post(queueManager, `${V2}/${id}/closeout/accept`, { version: await currentVersion(suite.app, id) }),
    );
    await step('setStatus', 'v2', id, 'complete', async () =>
      post(queueManager, `${V2}/set-status`, await staffBody(id, { requestStatus: 'complete' })),
    );
    await step('publishToRegister', 'v2', id, 'publish', async () =>
      post(queueManager, `${V2}/publish-to-register/${id}`, { version: await currentVersion(suite.app, id) }),
    );
    await step('unassign', 'v2', id, 'unassign', async () => post(chair, `${V2}/unassign`, await staffBody(id)));
  });

  it('walks the commands a request takes off the main path: deny, the old-format update, add-contract', async () => {
    const { alice, queueManager, member, chair, contractManager } = suite;
    const V2 = '/api/data-access-request';
    const draftId = await createDraft(suite.app, alice, {
      ...(await completeForm(suite.app)),
      projectTitle: 'To deny',
    });
    const submitted = await api(suite.app).post(`${V2}/${draftId}/publish`).set('Authorization', alice.auth).send();
    const id = submitted.body.data.documentId as string;
    await step('assign', 'v2', id, 'assign', async () =>
      post(queueManager, `${V2}/assign`, await staffBody(id, { assigneeId: member.documentId })),
    );
    await step('recommend', 'v2', id, 'recommend', async () =>
      post(member, `${V2}/recommend`, await staffBody(id, { recommendation: 'deny' })),
    );
    await step('openRound', 'v2', id, 'openRound', async () =>
      post(
        chair,
        `${V2}/open-round`,
        await staffBody(id, { invite: 'assigned', dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
      ),
    );
    await step('deny', 'v2', id, 'deny', async () =>
      post(chair, `${V2}/deny`, await staffBody(id, { note: 'Out of scope.' })),
    );

    const old = await v1Request(suite.app, alice, { requestStatus: 'informationRequested', approvalStatus: 'pending' });
    await step('updateRequest', 'v1', old, 'update', () =>
      api(suite.app)
        .patch('/api/dataset-request/update')
        .set('Authorization', alice.auth)
        .send({ requestId: old, projectTitle: 'A corrected old project' }),
    );

    const approved = await v1Request(suite.app, alice, {
      requestStatus: 'pendingContract',
      approvalStatus: 'approved',
    });
    const file = await api(suite.app)
      .post(`/api/dataset-request/${approved}/attachments`)
      .set('Authorization', alice.auth)
      .attach('files', FIXTURES.pdf, 'draft agreement.pdf');
    expect(file.status).toBe(200);
    await step('addContract', 'v1', approved, 'addContract', async () =>
      post(contractManager, `${V2}/add-contract`, await staffBody(approved, { fileId: file.body.data[0].documentId })),
    );
  });

  it('covered every command of the registry', () => {
    expect([...walked].sort()).toEqual([...REQUEST_COMMANDS].sort());
  });
});
