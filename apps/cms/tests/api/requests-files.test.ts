import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../helpers/mail';
import {
  FIXTURES,
  api,
  applicant,
  bootRequestsApp,
  createDraft,
  filesUnder,
  staff,
  submitRequest,
  v1Request,
  type Json,
  type RequestsApp,
  type Session,
} from '../helpers/requests';
import { currentVersion, withSeenVersion } from '../helpers/workflow';

/** The upload limit of this file's Strapi (REQUEST_FILE_MAX_SIZE), small to test the 413 cheaply. */
const LIMIT = 64 * 1024;

let app: RequestsApp;
let mailbox: Mailbox;
let alice: Session;
let bob: Session;
let queueManager: Session;
let member: Session;
let chair: Session;
let contractManager: Session;
let readonly: Session;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootRequestsApp({ ...mailbox.env, REQUEST_FILE_MAX_SIZE: String(LIMIT) });
  alice = await applicant(app, 'Alice');
  bob = await applicant(app, 'Bob');
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

const upload = async (
  url: string,
  user: Session | null,
  files: Array<[Buffer, string]>,
  fields: Record<string, string> = {},
) => {
  let req = api(app).post(url);
  if (user) req = req.set('Authorization', user.auth);
  // Staff changes carry the version they saw (a client that has just loaded the request).
  const contractOf = /\/(?:data-access-request|dataset-request)\/([A-Za-z0-9]+)\/contract$/.exec(url)?.[1];
  const all =
    contractOf && user && user.role !== 'authenticated' && !('version' in fields)
      ? { ...fields, version: String(await currentVersion(app, contractOf)) }
      : fields;
  for (const [name, value] of Object.entries(all)) req = req.field(name, value);
  for (const [bytes, name] of files) req = req.attach('files', bytes, name);
  return req;
};

const download = (url: string, user?: Session) => {
  const req = api(app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return user ? req.set('Authorization', user.auth) : req;
};

describe('attachments', () => {
  it('stores allowed files privately and lists them on the request', async () => {
    const id = await submitRequest(app, alice);
    const res = await upload(`/api/data-access-request/${id}/attachments`, alice, [
      [FIXTURES.pdf, 'Protocol v2.pdf'],
      [FIXTURES.png, 'figure.png'],
      [FIXTURES.csv, 'variables.csv'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const files = res.body.data as Json[];
    // formidable hands files over as they finish writing: compare in name order.
    expect(files.map((f) => [f.name, f.mime, f.size, f.kind]).sort()).toEqual(
      [
        ['Protocol v2.pdf', 'application/pdf', FIXTURES.pdf.length, 'attachment'],
        ['figure.png', 'image/png', FIXTURES.png.length, 'attachment'],
        ['variables.csv', 'text/csv', FIXTURES.csv.length, 'attachment'],
      ].sort(),
    );
    for (const file of files) {
      expect(file.url).toBe(`/api/v2/file-mapping/${id}/${file.documentId}`);
      expect(file).not.toHaveProperty('storageKey');
      expect(file).not.toHaveProperty('sha256');
    }
    const detail = await api(app).get(`/api/data-access-request/${id}`).set('Authorization', alice.auth);
    expect(detail.body.data.files.map((f: Json) => f.name).sort()).toEqual([
      'Protocol v2.pdf',
      'figure.png',
      'variables.csv',
    ]);
    const events = await app.strapi.db
      .query('api::request-event.request-event')
      .findMany({ where: { requestDocumentId: id, action: 'addAttachment' } });
    expect(events).toHaveLength(1);

    // The bytes are in PRIVATE_FILES_DIR under random names, never in the public folder.
    const stored = filesUnder(app.privateDir).filter((file) => readFileSync(file).equals(FIXTURES.pdf));
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) expect(path.basename(file)).toMatch(/^[a-f0-9]{32}$/);
    const publicDir = process.env.PUBLIC_DIR as string;
    expect(filesUnder(publicDir).some((file) => readFileSync(file).equals(FIXTURES.pdf))).toBe(false);
    expect(filesUnder(publicDir).some((file) => file.includes('Protocol'))).toBe(false);
  });

  it('downloads with Content-Type, Content-Length and Content-Disposition: attachment to owner and staff', async () => {
    const id = await submitRequest(app, alice);
    const res = await upload(`/api/data-access-request/${id}/attachments`, alice, [
      [FIXTURES.pdf, 'Étude pilote (v2).pdf'],
    ]);
    const file = res.body.data[0] as Json;
    for (const user of [alice, queueManager, member, chair, contractManager, readonly]) {
      const got = await download(file.url, user);
      expect(got.status, user.role).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-length']).toBe(String(FIXTURES.pdf.length));
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="_tude pilote (v2).pdf"; filename*=UTF-8''%C3%89tude%20pilote%20%28v2%29.pdf`,
      );
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(got.body as Buffer, FIXTURES.pdf)).toBe(0);
    }
  });

  it('serves CSV attachments with formula cells neutralized (the stored bytes stay as uploaded)', async () => {
    const id = await submitRequest(app, alice);
    const hostile = Buffer.from('name,value\n=HYPERLINK("http://x.test"),+1\n"-2+3","@SUM(A1)"\nplain,"a,b"\n', 'utf8');
    const res = await upload(`/api/data-access-request/${id}/attachments`, alice, [[hostile, 'answers.csv']]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = res.body.data[0] as Json;
    const got = await download(file.url, queueManager);
    expect(got.status).toBe(200);
    const text = (got.body as Buffer).toString('utf8');
    expect(text).toBe(`name,value\r\n"'=HYPERLINK(""http://x.test"")",'+1\r\n'-2+3,'@SUM(A1)\r\nplain,"a,b"\r\n`);
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    const stored = filesUnder(app.privateDir).filter((f) => readFileSync(f).equals(hostile));
    expect(stored).toHaveLength(1);
  });

  it("answers 404 to other applicants, for another request's file id, and 401 anonymous", async () => {
    const id = await submitRequest(app, alice);
    const other = await submitRequest(app, bob);
    const file = (await upload(`/api/data-access-request/${id}/attachments`, alice, [[FIXTURES.pdf, 'private.pdf']]))
      .body.data[0] as Json;
    expect((await download(file.url, bob)).status).toBe(404);
    expect((await download(`/api/v2/file-mapping/${other}/${file.documentId}`, bob)).status).toBe(404);
    expect((await download(`/api/v2/file-mapping/${other}/${file.documentId}`, queueManager)).status).toBe(404);
    expect((await download(`/api/file-mapping/${id}/${file.documentId}`, alice)).status).toBe(404);
    expect((await download(`/api/v2/file-mapping/${id}/zzzzzzzzzzzzzzzzzzzzzzzz`, alice)).status).toBe(404);
    expect((await download(file.url)).status).toBe(401);
    // Not reachable under /uploads by any name the client knows.
    for (const guess of [`/uploads/${file.name}`, `/uploads/${file.documentId}.pdf`, `/uploads/${file.documentId}`]) {
      expect((await api(app).get(guess)).status).toBe(404);
    }
  });

  it('refuses content that does not match: an executable renamed .pdf is 400', async () => {
    const id = await submitRequest(app, alice);
    const res = await upload(`/api/data-access-request/${id}/attachments`, alice, [[FIXTURES.exe, 'protocol.pdf']]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'protocol.pdf is not a valid PDF file: its content does not match its extension.',
    );
    expect(res.body.error.details.errors[0].path).toEqual(['files', '0']);
    const other = await upload(`/api/data-access-request/${id}/attachments`, alice, [[FIXTURES.exe, 'setup.exe']]);
    expect(other.status).toBe(400);
    expect(other.body.error.message).toMatch(
      /only PDF, Word \(DOCX\), Excel \(XLSX\), PNG, JPEG, CSV, Text files are accepted/,
    );
    // A declared MIME type does not help.
    const declared = await api(app)
      .post(`/api/data-access-request/${id}/attachments`)
      .set('Authorization', alice.auth)
      .attach('files', FIXTURES.exe, { filename: 'scan.png', contentType: 'image/png' });
    expect(declared.status).toBe(400);
    // Nothing was stored: one bad file refuses the whole upload.
    const mixed = await upload(`/api/data-access-request/${id}/attachments`, alice, [
      [FIXTURES.pdf, 'good.pdf'],
      [FIXTURES.exe, 'bad.pdf'],
    ]);
    expect(mixed.status).toBe(400);
    const detail = await api(app).get(`/api/data-access-request/${id}`).set('Authorization', alice.auth);
    expect(detail.body.data.files).toEqual([]);
  });

  it('refuses oversize files with 413 and a clear message, and empty uploads with 400', async () => {
    const id = await submitRequest(app, alice);
    const big = Buffer.concat([FIXTURES.pdf, Buffer.alloc(LIMIT, 0x20)]);
    const res = await upload(`/api/data-access-request/${id}/attachments`, alice, [[big, 'big.pdf']]);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('big.pdf is larger than the 64 KB limit.');
    const none = await upload(`/api/data-access-request/${id}/attachments`, alice, []);
    expect(none.status).toBe(400);
    const empty = await upload(`/api/data-access-request/${id}/attachments`, alice, [[Buffer.alloc(0), 'empty.txt']]);
    expect(empty.status).toBe(400);
    const wrongField = await api(app)
      .post(`/api/data-access-request/${id}/attachments`)
      .set('Authorization', alice.auth)
      .attach('document', FIXTURES.pdf, 'a.pdf');
    expect(wrongField.status).toBe(400);
    const tooMany = await upload(
      `/api/data-access-request/${id}/attachments`,
      alice,
      Array.from({ length: 11 }, (_, i) => [FIXTURES.csv, `f${i}.csv`] as [Buffer, string]),
    );
    expect(tooMany.status).toBe(400);
  });

  it('follows §6 Add files: owner and queue-manager yes; other staff 403; other applicants 404', async () => {
    const id = await submitRequest(app, alice);
    expect(
      (await upload(`/api/data-access-request/${id}/attachments`, queueManager, [[FIXTURES.pdf, 'qm.pdf']])).status,
    ).toBe(200);
    for (const user of [member, chair, contractManager, readonly]) {
      expect(
        (await upload(`/api/data-access-request/${id}/attachments`, user, [[FIXTURES.pdf, 'x.pdf']])).status,
        user.role,
      ).toBe(403);
    }
    expect((await upload(`/api/data-access-request/${id}/attachments`, bob, [[FIXTURES.pdf, 'x.pdf']])).status).toBe(
      404,
    );
    expect((await upload(`/api/data-access-request/${id}/attachments`, null, [[FIXTURES.pdf, 'x.pdf']])).status).toBe(
      401,
    );
  });

  it('works for v1 requests under /api/file-mapping', async () => {
    const id = await v1Request(app, alice);
    const res = await upload(`/api/dataset-request/${id}/attachments`, alice, [[FIXTURES.csv, 'codes.csv']]);
    expect(res.status).toBe(200);
    const file = res.body.data[0] as Json;
    expect(file.url).toBe(`/api/file-mapping/${id}/${file.documentId}`);
    expect((await download(file.url, alice)).status).toBe(200);
    expect((await download(file.url, readonly)).status).toBe(200);
    expect((await download(file.url, bob)).status).toBe(404);
    expect((await download(`/api/v2/file-mapping/${id}/${file.documentId}`, alice)).status).toBe(404);
  });

  it('attaches to an own draft; the files follow the draft when it is submitted; deleting a draft deletes them', async () => {
    const { completeForm } = await import('../helpers/requests');
    const draftId = await createDraft(app, alice, await completeForm(app));
    const res = await upload(`/api/data-access-request/${draftId}/attachments`, alice, [
      [FIXTURES.pdf, 'draft-protocol.pdf'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = res.body.data[0] as Json;
    expect((await download(file.url, alice)).status).toBe(200);
    expect((await download(file.url, bob)).status).toBe(404);
    expect((await download(file.url, queueManager)).status).toBe(404);
    expect(
      (await upload(`/api/data-access-request/${draftId}/attachments`, bob, [[FIXTURES.pdf, 'x.pdf']])).status,
    ).toBe(404);
    expect(
      (await upload(`/api/data-access-request/${draftId}/attachments`, queueManager, [[FIXTURES.pdf, 'x.pdf']])).status,
    ).toBe(404);

    const published = await api(app)
      .post(`/api/data-access-request/${draftId}/publish`)
      .set('Authorization', alice.auth)
      .send();
    expect(published.status).toBe(200);
    const requestId = published.body.data.documentId as string;
    expect(published.body.data.files.map((f: Json) => [f.documentId, f.url])).toEqual([
      [file.documentId, `/api/v2/file-mapping/${requestId}/${file.documentId}`],
    ]);
    expect((await download(`/api/v2/file-mapping/${requestId}/${file.documentId}`, queueManager)).status).toBe(200);

    const other = await createDraft(app, alice, { projectTitle: 'Draft with a file' });
    const kept = (
      await upload(`/api/data-access-request/${other}/attachments`, alice, [[FIXTURES.csv, 'to-delete.csv']])
    ).body.data[0] as Json;
    const before = filesUnder(app.privateDir).length;
    expect((await api(app).delete(`/api/data-access-request/${other}`).set('Authorization', alice.auth)).status).toBe(
      200,
    );
    expect(filesUnder(app.privateDir).length).toBe(before - 1);
    expect(
      await app.strapi.db.query('api::request-file.request-file').count({ where: { documentId: kept.documentId } }),
    ).toBe(0);
  });

  it('refuses new files on closed requests (409)', async () => {
    const id = await submitRequest(app, alice);
    await app.strapi
      .documents('api::data-access-request.data-access-request' as never)
      .update({ documentId: id, data: { internal: { requestStatus: 'complete', approvalStatus: 'denied' } } } as never);
    const res = await upload(`/api/data-access-request/${id}/attachments`, alice, [[FIXTURES.pdf, 'late.pdf']]);
    expect(res.status).toBe(409);
  });
});

describe('contracts', () => {
  async function approvedRequest(owner: Session): Promise<string> {
    const id = await submitRequest(app, owner);
    const step = async (user: Session, url: string, body: Json) => {
      const res = await api(app)
        .post(url)
        .set('Authorization', user.auth)
        .send(await withSeenVersion(app, { requestId: id, ...body }));
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
    };
    await step(queueManager, '/api/data-access-request/assign', { assigneeId: member.documentId });
    await step(member, '/api/data-access-request/recommend', { recommendation: 'approve' });
    await step(chair, '/api/data-access-request/approve', { note: 'Approved.' });
    return id;
  }

  const state = async (id: string) =>
    (await api(app).get(`/api/data-access-request/${id}`).set('Authorization', queueManager.auth)).body.data
      .internal as { requestStatus: string; approvalStatus: string };

  it('walks pendingContract → contract uploaded → pendingSigning → signed → contractSigned', async () => {
    const since = Date.now();
    const id = await approvedRequest(alice);
    expect(await state(id)).toMatchObject({ requestStatus: 'pendingContract', approvalStatus: 'approved' });

    // The applicant cannot sign before a contract was sent.
    expect(
      (await upload(`/api/data-access-request/${id}/contract`, alice, [[FIXTURES.pdf, 'signed.pdf']])).status,
    ).toBe(409);

    const sent = await upload(
      `/api/data-access-request/${id}/contract`,
      contractManager,
      [[FIXTURES.pdf, 'Data sharing agreement.pdf']],
      { note: 'Please sign.' },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.file).toMatchObject({
      name: 'Data sharing agreement.pdf',
      kind: 'contract',
      superseded: false,
    });
    expect(sent.body.data.request.internal).toMatchObject({
      requestStatus: 'pendingSigning',
      approvalStatus: 'approved',
    });
    await mailbox.waitFor({ to: alice.email, subject: /agreement|contract/i }, { since });

    // The applicant downloads it and sends it back signed.
    expect((await download(sent.body.data.file.url, alice)).status).toBe(200);
    const signed = await upload(`/api/data-access-request/${id}/contract`, alice, [
      [FIXTURES.pdf, 'Agreement signed.pdf'],
    ]);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data.file).toMatchObject({ kind: 'signedContract' });
    expect(signed.body.data.request.internal).toEqual({ requestStatus: 'contractSigned', approvalStatus: 'approved' });

    const detail = await api(app).get(`/api/data-access-request/${id}`).set('Authorization', alice.auth);
    expect(detail.body.data.files.map((f: Json) => f.kind)).toEqual(['contract', 'signedContract']);
    const events = (detail.body.data.events as Json[]).map((e) => [e.action, e.toRequestStatus]);
    expect(events.slice(-2)).toEqual([
      ['addContract', 'pendingSigning'],
      ['signContract', 'contractSigned'],
    ]);
    const stored = await app.strapi.db
      .query('api::request-event.request-event')
      .findMany({ where: { requestDocumentId: id, action: 'addContract' } });
    expect((stored[0] as Json).details.file).toMatchObject({ name: 'Data sharing agreement.pdf', kind: 'contract' });
  });

  it('lets staff replace the contract while pendingSigning; the old one is kept as superseded', async () => {
    const id = await approvedRequest(alice);
    await upload(`/api/data-access-request/${id}/contract`, queueManager, [[FIXTURES.pdf, 'first.pdf']]);
    const second = await upload(`/api/data-access-request/${id}/contract`, contractManager, [
      [FIXTURES.pdf, 'second.pdf'],
    ]);
    expect(second.status).toBe(200);
    const files = (await api(app).get(`/api/data-access-request/${id}`).set('Authorization', queueManager.auth)).body
      .data.files as Json[];
    expect(files.map((f) => [f.name, f.kind, f.superseded])).toEqual([
      ['first.pdf', 'contract', true],
      ['second.pdf', 'contract', false],
    ]);
    expect((await state(id)).requestStatus).toBe('pendingSigning');
  });

  it('checks roles, ownership and states before storing anything', async () => {
    const id = await approvedRequest(alice);
    const before = filesUnder(app.privateDir).length;
    for (const user of [member, chair, readonly]) {
      expect(
        (await upload(`/api/data-access-request/${id}/contract`, user, [[FIXTURES.pdf, 'c.pdf']])).status,
        user.role,
      ).toBe(403);
    }
    expect((await upload(`/api/data-access-request/${id}/contract`, bob, [[FIXTURES.pdf, 'c.pdf']])).status).toBe(404);
    expect(
      (await upload(`/api/data-access-request/${id}/contract`, alice, [[FIXTURES.pdf, 'c.pdf']], { kind: 'contract' }))
        .status,
    ).toBe(403);
    expect(
      (await upload(`/api/data-access-request/${id}/contract`, contractManager, [[FIXTURES.exe, 'c.pdf']])).status,
    ).toBe(400);
    expect(
      (
        await upload(`/api/data-access-request/${id}/contract`, contractManager, [
          [FIXTURES.pdf, 'a.pdf'],
          [FIXTURES.pdf, 'b.pdf'],
        ])
      ).status,
    ).toBe(400);
    expect(
      (
        await upload(`/api/data-access-request/${id}/contract`, contractManager, [[FIXTURES.pdf, 'c.pdf']], {
          kind: 'invoice',
        })
      ).status,
    ).toBe(400);
    const fresh = await submitRequest(app, alice);
    const early = await upload(`/api/data-access-request/${fresh}/contract`, contractManager, [
      [FIXTURES.pdf, 'c.pdf'],
    ]);
    expect(early.status).toBe(409);
    expect(early.body.error.details).toHaveProperty('allowed');
    expect(filesUnder(app.privateDir).length).toBe(before);
    expect((await state(id)).requestStatus).toBe('pendingContract');
  });

  it('a stale version is refused and leaves no file behind', async () => {
    const id = await approvedRequest(alice);
    const before = filesUnder(app.privateDir).length;
    const res = await upload(`/api/data-access-request/${id}/contract`, contractManager, [[FIXTURES.pdf, 'c.pdf']], {
      version: '0',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('The request was changed by someone else. Reload and try again.');
    expect(filesUnder(app.privateDir).length).toBe(before);
    expect(
      await app.strapi.db.query('api::request-file.request-file').count({ where: { requestDocumentId: id } }),
    ).toBe(0);
  });

  it('JSON variants: add-contract turns an uploaded file into the contract, update-contract replaces or signs', async () => {
    const id = await approvedRequest(alice);
    const staffFile = (
      await upload(`/api/data-access-request/${id}/attachments`, queueManager, [[FIXTURES.pdf, 'agreement-draft.pdf']])
    ).body.data[0] as Json;
    const bodyOf = (fileId: string, extra: Json = {}) => withSeenVersion(app, { requestId: id, fileId, ...extra });

    expect(
      (
        await api(app)
          .post('/api/data-access-request/update-contract')
          .set('Authorization', contractManager.auth)
          .send(await bodyOf(staffFile.documentId))
      ).status,
    ).toBe(409);
    const added = await api(app)
      .post('/api/data-access-request/add-contract')
      .set('Authorization', contractManager.auth)
      .send(await bodyOf(staffFile.documentId, { note: 'Please sign this.' }));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.file).toMatchObject({ documentId: staffFile.documentId, kind: 'contract' });
    expect(added.body.data.request.internal.requestStatus).toBe('pendingSigning');
    expect(
      (
        await api(app)
          .post('/api/data-access-request/add-contract')
          .set('Authorization', contractManager.auth)
          .send(await bodyOf(staffFile.documentId))
      ).status,
    ).toBe(409);

    const replacement = (
      await upload(`/api/data-access-request/${id}/attachments`, queueManager, [[FIXTURES.pdf, 'agreement-v2.pdf']])
    ).body.data[0] as Json;
    const replaced = await api(app)
      .post('/api/data-access-request/update-contract')
      .set('Authorization', queueManager.auth)
      .send(await bodyOf(replacement.documentId, { kind: 'contract' }));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.request.internal.requestStatus).toBe('pendingSigning');

    const signedUpload = (
      await upload(`/api/data-access-request/${id}/attachments`, alice, [[FIXTURES.pdf, 'signed-by-us.pdf']])
    ).body.data[0] as Json;
    expect(
      (
        await api(app)
          .post('/api/data-access-request/update-contract')
          .set('Authorization', bob.auth)
          .send(await bodyOf(signedUpload.documentId))
      ).status,
    ).toBe(404);
    expect(
      (
        await api(app)
          .post('/api/data-access-request/update-contract')
          .set('Authorization', alice.auth)
          .send(await bodyOf(replacement.documentId))
      ).status,
    ).toBe(409);
    const signed = await api(app)
      .post('/api/data-access-request/update-contract')
      .set('Authorization', alice.auth)
      .send(await bodyOf(signedUpload.documentId));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data.file.kind).toBe('signedContract');
    expect(signed.body.data.request.internal.requestStatus).toBe('contractSigned');

    const files = (await api(app).get(`/api/data-access-request/${id}`).set('Authorization', queueManager.auth)).body
      .data.files as Json[];
    expect(files.map((f) => [f.name, f.kind, f.superseded])).toEqual([
      ['agreement-draft.pdf', 'contract', true],
      ['agreement-v2.pdf', 'contract', false],
      ['signed-by-us.pdf', 'signedContract', false],
    ]);
  });

  it('JSON variants refuse bad input with 400 and unknown files with 404', async () => {
    const id = await approvedRequest(alice);
    const cases: Json[] = [
      {},
      { requestId: id },
      { requestId: id, fileId: 'x', extra: 1 },
      { requestId: id, fileId: 'abc', format: 'v3' },
      { requestId: 42, fileId: 'abc' },
    ];
    for (const body of cases) {
      expect(
        (
          await api(app)
            .post('/api/data-access-request/add-contract')
            .set('Authorization', contractManager.auth)
            .send(body)
        ).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (
        await api(app)
          .post('/api/data-access-request/update-contract')
          .set('Authorization', contractManager.auth)
          .send({ requestId: id, fileId: 'abc', kind: 'invoice' })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(app)
          .post('/api/data-access-request/add-contract')
          .set('Authorization', contractManager.auth)
          .send({ requestId: id, fileId: 'zzzzzzzzzzzzzzzzzzzzzzzz' })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(app)
          .post('/api/data-access-request/add-contract')
          .set('Authorization', contractManager.auth)
          .send({ requestId: 'zzzzzzzzzzzzzzzzzzzzzzzz', fileId: 'abc' })
      ).status,
    ).toBe(404);
  });

  it('v1 contracts go through /api/dataset-request/{id}/contract', async () => {
    const id = await v1Request(app, alice, { requestStatus: 'pendingContract', approvalStatus: 'approved' });
    const sent = await upload(`/api/dataset-request/${id}/contract`, contractManager, [
      [FIXTURES.pdf, 'v1 agreement.pdf'],
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.file.url).toBe(`/api/file-mapping/${id}/${sent.body.data.file.documentId}`);
    const signed = await upload(`/api/dataset-request/${id}/contract`, alice, [[FIXTURES.pdf, 'v1 signed.pdf']]);
    expect(signed.status).toBe(200);
    expect(signed.body.data.request.internal).toEqual({ requestStatus: 'contractSigned', approvalStatus: 'approved' });
  });
});
