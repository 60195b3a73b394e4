import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_ERRORS, REQUEST_CLOSED_MESSAGE, type RequestFormat } from '@portal/shared';
import { startMailbox, type Mailbox } from '../helpers/mail';
import { FIXTURES } from '../helpers/requests';
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
  type Staff,
} from '../helpers/workflow';

/**
 * The conversation on a request (docs/workflow.md, "Conversations"): who reads and who posts,
 * internal notes that never reach the applicant on any call they can make, unread counts per
 * person on the queue and "my requests", the other side told through the outbox (never the
 * words), files under the private-file rules, and a message that never moves the version.
 */
const NOTIFICATION_UID = 'api::notification.notification';
const MESSAGE_UID = 'api::request-message.request-message';
const YEARLY = '0 0 1 1 *';

type Session = Staff['authenticated'];
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let app: TestApp;
let mailbox: Mailbox;
let staff: Staff;
let other: Session;
let datasetId: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({ env: { ...mailbox.env, DIGEST_CRON: YEARLY } });
  staff = await staffPerRole(app, 'Thread ');
  other = await userWithSession(app, 'authenticated', { firstName: 'Other', lastName: 'Applicant' });
  datasetId = await createDataset(app, 'cohort-threads', 'Threads Cohort Study');
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

const path = (format: RequestFormat, id: string) => `${PREFIX[format]}/${id}/messages`;

async function assigned(title: string, format: RequestFormat = 'v2'): Promise<string> {
  return seedRequest(app, {
    format,
    requester: staff.authenticated,
    requestStatus: 'assigned',
    approvalStatus: 'pending',
    assignee: staff['dag-member'],
    projectTitle: title,
    datasets: [datasetId],
  });
}

const read = (user: Session | null, id: string, format: RequestFormat = 'v2') => {
  const call = request(app.server).get(path(format, id));
  return user ? call.set('Authorization', user.auth) : call;
};

const post = (user: Session | null, id: string, body: unknown, format: RequestFormat = 'v2') => {
  const call = request(app.server).post(path(format, id));
  return (user ? call.set('Authorization', user.auth) : call).send(body as object);
};

function postWithFiles(
  user: Session,
  id: string,
  fields: Record<string, string>,
  files: Array<[Buffer, string]>,
  format: RequestFormat = 'v2',
) {
  let call = request(app.server).post(path(format, id)).set('Authorization', user.auth);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  for (const [bytes, name] of files) call = call.attach('files', bytes, name);
  return call;
}

async function noticesOf(id: string): Promise<Array<{ message: string; email: string; vars: Json }>> {
  return (await app.strapi.db
    .query(NOTIFICATION_UID)
    .findMany({ where: { requestDocumentId: id }, orderBy: { id: 'asc' } })) as Array<{
    message: string;
    email: string;
    vars: Json;
  }>;
}

async function queueItem(user: Session, id: string): Promise<Json | undefined> {
  const res = await request(app.server)
    .get(`/api/data-access-request/queue?pageSize=100&q=${encodeURIComponent('Thread')}`)
    .set('Authorization', user.auth);
  expect(res.status).toBe(200);
  return (res.body.data as Json[]).find((item) => item.documentId === id);
}

async function myItem(user: Session, id: string, format: RequestFormat = 'v2'): Promise<Json | undefined> {
  const res = await request(app.server)
    .get(format === 'v2' ? '/api/data-access-requests/find-my' : '/api/dataset-request/find-my')
    .set('Authorization', user.auth);
  expect(res.status).toBe(200);
  return (res.body.data as Json[]).find((item) => item.documentId === id);
}

describe('posting and reading', () => {
  it('keeps a thread between the applicant and staff, oldest first, without moving the version', async () => {
    const id = await assigned('Thread basics');
    const before = await currentVersion(app, id);

    let res = await post(staff.authenticated, id, { body: '  Could you confirm the cohort years?  ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      body: 'Could you confirm the cohort years?',
      internal: false,
      mine: true,
      files: [],
      author: { side: 'applicant', documentId: staff.authenticated.documentId, role: null },
    });
    res = await post(staff['dag-member'], id, { body: '1990 to 2010.' });
    expect(res.status).toBe(201);

    // A message is not a change anyone decides on: the version the staff saw still holds.
    expect(await currentVersion(app, id)).toBe(before);
    expect((await eventsOf(app, 'v2', id)).map((event) => event.action)).toEqual(['postMessage', 'postMessage']);

    res = await read(staff['readonly-user'], id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.map((m: Json) => m.body)).toEqual(['Could you confirm the cohort years?', '1990 to 2010.']);
    // Staff read names and roles.
    expect(res.body.data[1].author).toMatchObject({
      side: 'staff',
      documentId: staff['dag-member'].documentId,
      firstName: 'Thread dag-member',
      role: 'dag-member',
    });
    expect(res.body.meta).toMatchObject({ canPost: false, canPostInternal: false });

    // The applicant reads staff messages as from the committee: no name, no role.
    res = await read(staff.authenticated, id);
    expect(res.body.data[1].author).toEqual({
      side: 'staff',
      documentId: null,
      firstName: null,
      lastName: null,
      role: null,
    });
    expect(res.body.meta).toMatchObject({ canPost: true, canPostInternal: false });
    expect(JSON.stringify(res.body)).not.toContain(staff['dag-member'].email);
  });

  it('works on old-format requests too', async () => {
    const id = await assigned('Thread v1', 'v1');
    expect((await post(staff.authenticated, id, { body: 'Hello from v1' }, 'v1')).status).toBe(201);
    const res = await read(staff['queue-manager'], id, 'v1');
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: Json) => m.body)).toEqual(['Hello from v1']);
    // The two formats never answer for each other.
    expect((await read(staff['queue-manager'], id, 'v2')).status).toBe(404);
    expect((await post(staff.authenticated, id, { body: 'x' }, 'v2')).status).toBe(404);
  });

  it('answers "not yours" and "does not exist" alike, 401 without a session', async () => {
    const id = await assigned('Thread access');
    for (const res of [
      await read(other, id),
      await post(other, id, { body: 'Let me in' }),
      await read(staff.authenticated, 'doesNotExist123'),
      await post(staff.authenticated, 'doesNotExist123', { body: 'x' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Dataset request not found');
    }
    expect((await read(null, id)).status).toBe(401);
    expect((await post(null, id, { body: 'x' })).status).toBe(401);
    const rows = await app.strapi.db.query(MESSAGE_UID).findMany({ where: { requestDocumentId: id } });
    expect(rows).toHaveLength(0);
  });

  it('refuses read-only staff before reading the body, and notes from applicants', async () => {
    const id = await assigned('Thread refusals');
    let res = await post(staff['readonly-user'], id, { body: 42 });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MESSAGE_ERRORS.forbidden);
    expect(res.body.error.details.code).toBe('message.role_refused');

    res = await post(staff.authenticated, id, { body: 'psst', internal: true });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MESSAGE_ERRORS.internalForbidden);
    expect(res.body.error.details.code).toBe('message.internal_staff_only');
  });

  it('explains a bad body with a 400, and writes nothing', async () => {
    const id = await assigned('Thread validation');
    const cases: Array<[unknown, string]> = [
      [{}, MESSAGE_ERRORS.bodyRequired],
      [{ body: '   ' }, MESSAGE_ERRORS.bodyRequired],
      [{ body: 7 }, MESSAGE_ERRORS.bodyNotString],
      [{ body: 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1) }, MESSAGE_ERRORS.bodyTooLong],
      [{ body: 'x', internal: 'maybe' }, MESSAGE_ERRORS.internalInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post(staff['queue-manager'], id, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await app.strapi.db.query(MESSAGE_UID).count({ where: { requestDocumentId: id } })).toBe(0);
    expect(await eventsOf(app, 'v2', id)).toEqual([]);
  });

  it('takes messages on a closed request, but no more files there', async () => {
    const id = await assigned('Thread closed');
    await setState(app, 'v2', id, { requestStatus: 'complete', approvalStatus: 'approved' });
    expect((await post(staff.authenticated, id, { body: 'Thanks, all done.' })).status).toBe(201);
    const res = await postWithFiles(staff.authenticated, id, { body: 'One more file' }, [[FIXTURES.pdf, 'late.pdf']]);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(REQUEST_CLOSED_MESSAGE);
    expect(await app.strapi.db.query(MESSAGE_UID).count({ where: { requestDocumentId: id } })).toBe(1);
  });
});

describe('who is told', () => {
  it('tells the assignee of an applicant’s message and the applicant of a staff message, never the words', async () => {
    const id = await assigned('Thread notices');
    const since = Date.now();
    expect((await post(staff.authenticated, id, { body: 'Secret words from the applicant' })).status).toBe(201);
    expect((await post(staff['queue-manager'], id, { body: 'Secret words from staff' })).status).toBe(201);

    const rows = await noticesOf(id);
    expect(rows.map((row) => `${row.message} → ${row.email}`)).toEqual([
      `messageFromApplicant → ${staff['dag-member'].email}`,
      `messageFromCommittee → ${staff.authenticated.email}`,
    ]);
    const toStaff = await mailbox.waitFor(
      { to: staff['dag-member'].email, subject: 'New message on a request: Thread notices' },
      {
        since,
      },
    );
    const toApplicant = await mailbox.waitFor(
      { to: staff.authenticated.email, subject: 'New message about your request: Thread notices' },
      { since },
    );
    expect(toStaff.text).toContain('Thread notices');
    expect(toStaff.text).toContain(`/request-management/request/${id}`);
    expect(toApplicant.text).toContain(`/user/requests/v2/${id}`);
    for (const mail of [toStaff, toApplicant]) {
      expect(mail.text).not.toContain('Secret words');
      expect(mail.html).not.toContain('Secret words');
    }
  });

  it('tells the queue managers when nobody is assigned, and the assignee of a note by someone else', async () => {
    const id = await seedRequest(app, {
      format: 'v2',
      requester: staff.authenticated,
      requestStatus: 'new',
      projectTitle: 'Thread unassigned',
      datasets: [datasetId],
    });
    expect((await post(staff.authenticated, id, { body: 'Anyone there?' })).status).toBe(201);
    expect((await noticesOf(id)).map((row) => row.message)).toEqual(['messageFromApplicant']);
    expect((await noticesOf(id))[0]?.email).toBe(staff['queue-manager'].email);

    const assignedId = await assigned('Thread note notice');
    expect(
      (await post(staff['queue-manager'], assignedId, { body: 'Check the ethics letter', internal: true })).status,
    ).toBe(201);
    // The assignee writing their own note is told nothing.
    expect((await post(staff['dag-member'], assignedId, { body: 'Checked', internal: true })).status).toBe(201);
    const notes = await noticesOf(assignedId);
    expect(notes.map((row) => `${row.message} → ${row.email}`)).toEqual([
      `internalNoteAdded → ${staff['dag-member'].email}`,
    ]);
    expect(notes[0]?.vars).toMatchObject({ author: 'Thread queue-manager Tester' });
  });
});

describe('internal notes', () => {
  it('never reach the applicant, on any call they can make', async () => {
    const id = await assigned('Thread leak check');
    const secret = 'INTERNAL-ONLY ethics doubts about the PI';
    expect((await post(staff.authenticated, id, { body: 'Public question' })).status).toBe(201);
    const note = await postWithFiles(staff['queue-manager'], id, { body: secret, internal: 'true' }, [
      [FIXTURES.pdf, 'internal-review.pdf'],
    ]);
    expect(note.status).toBe(201);
    expect(note.body.data).toMatchObject({ internal: true, files: [{ name: 'internal-review.pdf' }] });
    const noteId = note.body.data.documentId as string;
    const fileUrl = note.body.data.files[0].url as string;
    expect((await post(staff['queue-manager'], id, { body: 'A public answer' })).status).toBe(201);

    // Staff see it, with its file.
    const staffThread = await read(staff['readonly-user'], id);
    expect(staffThread.body.data.map((m: Json) => m.internal)).toEqual([false, true, false]);
    expect((await request(app.server).get(fileUrl).set('Authorization', staff['readonly-user'].auth)).status).toBe(200);

    // Every applicant call, none of which may carry the note, its file or its event.
    const applicant = staff.authenticated;
    // Every GET the API documents (docs/api/openapi.md), its ids filled with this request's and
    // the note's file: what the applicant gets back never names the note.
    const noteFileId = note.body.data.files[0].documentId as string;
    const documented = (await request(app.server).get('/api/openapi.json')).body as {
      paths: Record<string, { get?: unknown }>;
    };
    const calls = Object.entries(documented.paths)
      .filter(([, item]) => item.get)
      .map(([template]) =>
        template
          .replace(/\{(id|requestId)\}/g, id)
          .replace('{fileId}', noteFileId)
          .replace(/\{[^}]+\}/g, 'unknown'),
      );
    expect(calls).toEqual(expect.arrayContaining([`/api/data-access-request/${id}/messages`]));
    expect(calls.length).toBeGreaterThan(30);
    for (const call of calls) {
      const res = await request(app.server).get(call).set('Authorization', applicant.auth);
      expect(res.status, call).toBeLessThan(500);
      const text = `${JSON.stringify(res.body)}${res.text ?? ''}`;
      expect(text, call).not.toContain(secret);
      expect(text, call).not.toContain(noteId);
      expect(text, call).not.toContain(noteFileId);
      expect(text, call).not.toContain('internal-review.pdf');
      expect(text, call).not.toContain('postInternalNote');
    }
    const thread = await read(applicant, id);
    expect(thread.body.data.map((m: Json) => m.body)).toEqual(['Public question', 'A public answer']);
    // Its file does not exist for the applicant.
    const download = await request(app.server).get(fileUrl).set('Authorization', applicant.auth);
    expect(download.status).toBe(404);
    // Nor do the mails the applicant got.
    for (const mail of mailbox.messages().filter((m) => m.to.includes(applicant.email)))
      expect(mail.text).not.toContain(secret);
  });
});

describe('files', () => {
  it('sends files with a message under the private-file rules, listed in the thread only', async () => {
    const id = await assigned('Thread files');
    let res = await postWithFiles(staff.authenticated, id, { body: 'The protocol, as asked' }, [
      [FIXTURES.pdf, 'protocol.pdf'],
      [FIXTURES.png, 'figure.png'],
    ]);
    expect(res.status).toBe(201);
    // The multipart parser hands the files over as each finishes arriving: compare without order.
    expect(res.body.data.files.map((f: Json) => [f.name, f.kind]).sort()).toEqual([
      ['figure.png', 'message'],
      ['protocol.pdf', 'message'],
    ]);
    const pdf = (res.body.data.files as Json[]).find((f) => f.name === 'protocol.pdf') as Json;
    const url = pdf.url as string;
    const download = await request(app.server).get(url).set('Authorization', staff['dag-member'].auth);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect((await request(app.server).get(url).set('Authorization', other.auth)).status).toBe(404);

    // Not among the request's own files (nor offered as a contract).
    const detail = await request(app.server)
      .get(`/api/data-access-request/${id}`)
      .set('Authorization', staff.authenticated.auth);
    expect(detail.body.data.files ?? []).toEqual([]);
    const fileId = res.body.data.files[0].documentId as string;
    const designate = await request(app.server)
      .post('/api/data-access-request/add-contract')
      .set('Authorization', staff['queue-manager'].auth)
      .send({ requestId: id, fileId, version: await currentVersion(app, id) });
    expect(designate.status).toBe(404);

    // A file that is not what it claims: 400, and no message is written.
    res = await postWithFiles(staff.authenticated, id, { body: 'Another' }, [[FIXTURES.exe, 'scan.pdf']]);
    expect(res.status).toBe(400);
    expect(await app.strapi.db.query(MESSAGE_UID).count({ where: { requestDocumentId: id } })).toBe(1);
    expect((await read(staff.authenticated, id)).body.data).toHaveLength(1);
  });
});

describe('unread counts', () => {
  it('counts per person on the queue and "my requests", and a read marks the thread read', async () => {
    const id = await assigned('Thread unread');
    const member = staff['dag-member'];
    const manager = staff['queue-manager'];
    const applicant = staff.authenticated;

    expect(await queueItem(member, id)).toMatchObject({ unreadMessages: 0 });
    expect(await myItem(applicant, id)).toMatchObject({ unreadMessages: 0 });

    await post(applicant, id, { body: 'First' });
    await post(applicant, id, { body: 'Second' });
    expect(await queueItem(member, id)).toMatchObject({ unreadMessages: 2 });
    expect(await queueItem(manager, id)).toMatchObject({ unreadMessages: 2 });
    // Their own messages are never unread for them.
    expect(await myItem(applicant, id)).toMatchObject({ unreadMessages: 0 });

    // Opening the thread reads it: the meta says how many were new.
    let res = await read(member, id);
    expect(res.body.meta.unread).toBe(2);
    expect(res.body.meta.lastReadAt).toBeNull();
    expect(await queueItem(member, id)).toMatchObject({ unreadMessages: 0 });
    expect(await queueItem(manager, id)).toMatchObject({ unreadMessages: 2 });
    res = await read(member, id);
    expect(res.body.meta.unread).toBe(0);
    expect(res.body.meta.lastReadAt).not.toBeNull();

    // A staff reply: one unread for the applicant; a note: unread for other staff only.
    await post(member, id, { body: 'Reply' });
    await post(member, id, { body: 'Note to self and colleagues', internal: true });
    expect(await myItem(applicant, id)).toMatchObject({ unreadMessages: 1 });
    expect(await queueItem(member, id)).toMatchObject({ unreadMessages: 0 });
    expect(await queueItem(manager, id)).toMatchObject({ unreadMessages: 4 });

    res = await read(applicant, id);
    expect(res.body.meta.unread).toBe(1);
    expect(await myItem(applicant, id)).toMatchObject({ unreadMessages: 0 });
  });

  it('counts on the old format’s "my requests" too', async () => {
    const id = await assigned('Thread unread v1', 'v1');
    await post(staff['queue-manager'], id, { body: 'A question' }, 'v1');
    expect(await myItem(staff.authenticated, id, 'v1')).toMatchObject({ unreadMessages: 1 });
    await read(staff.authenticated, id, 'v1');
    expect(await myItem(staff.authenticated, id, 'v1')).toMatchObject({ unreadMessages: 0 });
  });
});
