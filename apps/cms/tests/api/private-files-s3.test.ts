/**
 * The private store on S3 (PRIVATE_FILES_STORE=s3): a Strapi booted against s3rver, an S3 protocol
 * server started in this file, with the demo seed. Request files go to the private bucket under
 * their storage key and come back only through the CMS's file-mapping routes; the disk store's
 * behaviour is covered by requests-files.test.ts.
 *
 * s3rver checks neither signatures nor anonymous reads: what keeps a file private here is that
 * the CMS writes no ACL and never names the store in an answer, which is what these tests check.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAndSign } from '../helpers/access';
import { startMailbox, type Mailbox } from '../helpers/mail';
import {
  FIXTURES,
  api,
  applicant,
  bootRequestsApp,
  completeForm,
  createDraft,
  filesUnder,
  staff,
  submitRequest,
  type Json,
  type RequestsApp,
  type Session,
} from '../helpers/requests';
import { startS3, type TestS3 } from '../helpers/s3';
import { withSeenVersion } from '../helpers/workflow';

const BUCKET = 'portal-private';
const FILE_UID = 'api::request-file.request-file';

let s3: TestS3;
let mailbox: Mailbox;
let app: RequestsApp;
let alice: Session;
let bob: Session;
let queueManager: Session;
let member: Session;
let chair: Session;
let contractManager: Session;

beforeAll(async () => {
  s3 = await startS3([BUCKET]);
  mailbox = await startMailbox();
  app = await bootRequestsApp({ ...mailbox.env, ...s3.privateStoreEnv(BUCKET) });
  alice = await applicant(app, 'Alice');
  bob = await applicant(app, 'Bob');
  queueManager = await staff(app, 'queue-manager');
  member = await staff(app, 'dag-member');
  chair = await staff(app, 'dag-chair');
  contractManager = await staff(app, 'contract-manager');
});

afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
  await s3?.stop();
});

interface FileRecord {
  documentId: string;
  name: string;
  size: number;
  sha256: string;
  storageKey: string;
  kind: string;
}

const recordOf = async (documentId: string) =>
  (await app.strapi.db.query(FILE_UID).findOne({
    where: { documentId },
    select: ['documentId', 'name', 'size', 'sha256', 'storageKey', 'kind'],
  })) as FileRecord | null;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const download = (url: string, user?: Session) => {
  const req = api(app)
    .get(url)
    .redirects(0)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return user ? req.set('Authorization', user.auth) : req;
};

const uploadTo = (url: string, user: Session, files: Array<[Buffer, string]>) => {
  let req = api(app).post(url).set('Authorization', user.auth);
  for (const [bytes, name] of files) req = req.attach('files', bytes, name);
  return req;
};

/** An answer of the CMS names neither the store's address nor an object key. */
function expectNoStoreIn(body: unknown, keys: string[]) {
  const text = JSON.stringify(body);
  expect(text).not.toContain(s3.endpoint);
  expect(text).not.toContain(BUCKET);
  for (const key of keys) expect(text).not.toContain(key);
}

describe('the private store on S3', () => {
  it('holds the seeded files in the private bucket, one object per record, and nothing on disk', async () => {
    const records = (await app.strapi.db
      .query(FILE_UID)
      .findMany({ select: ['storageKey', 'size'], limit: 10_000 })) as Array<{ storageKey: string; size: number }>;
    expect(records.length).toBeGreaterThan(0);
    expect((await s3.keys(BUCKET)).sort()).toEqual(records.map((record) => record.storageKey).sort());
    const [first] = records;
    expect((await s3.head(BUCKET, first!.storageKey))?.size).toBe(Number(first!.size));
    expect(filesUnder(app.privateDir)).toEqual([]);
  });

  it('stores an upload as an opaque object named by its storage key, with the recorded size and SHA-256', async () => {
    const id = await submitRequest(app, alice);
    const res = await uploadTo(`/api/data-access-request/${id}/attachments`, alice, [
      [FIXTURES.pdf, 'Protocol.pdf'],
      [FIXTURES.csv, 'variables.csv'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const keys: string[] = [];
    for (const file of res.body.data as Json[]) {
      expect(file.url).toBe(`/api/v2/file-mapping/${id}/${file.documentId}`);
      const record = await recordOf(file.documentId);
      const sent = file.name === 'Protocol.pdf' ? FIXTURES.pdf : FIXTURES.csv;
      expect(record?.storageKey).toMatch(/^[a-f0-9]{32}$/);
      keys.push(record!.storageKey);
      const stored = await s3.read(BUCKET, record!.storageKey);
      expect(stored?.equals(sent)).toBe(true);
      expect(Number(record!.size)).toBe(sent.length);
      expect(record!.sha256).toBe(sha256(sent));
      expect(await s3.head(BUCKET, record!.storageKey)).toEqual({
        size: sent.length,
        type: 'application/octet-stream',
      });
    }
    expectNoStoreIn(res.body, keys);
    const detail = await api(app).get(`/api/data-access-request/${id}`).set('Authorization', alice.auth);
    expect(detail.status).toBe(200);
    expectNoStoreIn(detail.body, keys);
    expect(filesUnder(app.privateDir)).toEqual([]);
  });

  it('streams the bytes through the CMS to the owner and staff only', async () => {
    const id = await submitRequest(app, alice);
    const bytes = Buffer.concat([FIXTURES.pdf, Buffer.from(`% ${Date.now()}\n`)]);
    const file = (await uploadTo(`/api/data-access-request/${id}/attachments`, alice, [[bytes, 'Étude.pdf']])).body
      .data[0] as Json;
    for (const user of [alice, queueManager, member]) {
      const got = await download(file.url, user);
      expect(got.status, user.role).toBe(200);
      expect(got.headers.location).toBeUndefined();
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-length']).toBe(String(bytes.length));
      expect(got.headers['content-disposition']).toMatch(/^attachment; /);
      expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
    }
    expect((await download(file.url, bob)).status).toBe(404);
    expect((await download(file.url)).status).toBe(401);
  });

  it('serves a CSV neutralized, while the object keeps the bytes as uploaded', async () => {
    const id = await submitRequest(app, alice);
    const hostile = Buffer.from('name,value\n=1+1,plain\n', 'utf8');
    const file = (await uploadTo(`/api/data-access-request/${id}/attachments`, alice, [[hostile, 'answers.csv']])).body
      .data[0] as Json;
    const got = await download(file.url, queueManager);
    expect(got.status).toBe(200);
    expect((got.body as Buffer).toString('utf8')).toBe(`name,value\r\n'=1+1,plain\r\n`);
    const record = await recordOf(file.documentId as string);
    expect((await s3.read(BUCKET, record!.storageKey))?.equals(hostile)).toBe(true);
  });

  it('answers 404 when the object is missing or not the size of its record (and serves it again once restored)', async () => {
    const id = await submitRequest(app, alice);
    const file = (await uploadTo(`/api/data-access-request/${id}/attachments`, alice, [[FIXTURES.pdf, 'kept.pdf']]))
      .body.data[0] as Json;
    const { storageKey } = (await recordOf(file.documentId as string))!;
    await s3.write(BUCKET, storageKey, Buffer.concat([FIXTURES.pdf, Buffer.from('appended')]));
    expect((await download(file.url, alice)).status).toBe(404);
    await s3.remove(BUCKET, storageKey);
    expect((await download(file.url, alice)).status).toBe(404);
    await s3.write(BUCKET, storageKey, FIXTURES.pdf);
    const restored = await download(file.url, alice);
    expect(restored.status).toBe(200);
    expect(Buffer.compare(restored.body as Buffer, FIXTURES.pdf)).toBe(0);
  });

  it('keeps the contract and the signed contract in the bucket, downloadable by the applicant and staff', async () => {
    const id = await submitRequest(app, alice);
    const step = async (user: Session, url: string, body: Json) => {
      const res = await api(app)
        .post(url)
        .set('Authorization', user.auth)
        .send(await withSeenVersion(app, { requestId: id, ...body }));
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
    };
    await step(queueManager, '/api/data-access-request/assign', { assigneeId: member.documentId });
    await step(member, '/api/data-access-request/recommend', { recommendation: 'approve' });
    await approveAndSign(app, id, { chair, contractManager, applicant: alice });

    const detail = await api(app).get(`/api/data-access-request/${id}`).set('Authorization', alice.auth);
    const files = detail.body.data.files as Json[];
    expect(files.map((file) => file.kind).sort()).toEqual(['contract', 'signedContract']);
    const keys: string[] = [];
    for (const file of files) {
      const record = await recordOf(file.documentId as string);
      keys.push(record!.storageKey);
      expect((await s3.read(BUCKET, record!.storageKey))?.equals(FIXTURES.pdf)).toBe(true);
      for (const user of [alice, contractManager]) {
        const got = await download(file.url as string, user);
        expect(got.status).toBe(200);
        expect(Buffer.compare(got.body as Buffer, FIXTURES.pdf)).toBe(0);
      }
      expect((await download(file.url as string, bob)).status).toBe(404);
    }
    expectNoStoreIn(detail.body, keys);
  });

  it('deletes the objects of a draft deleted with its files', async () => {
    const draftId = await createDraft(app, alice, { ...(await completeForm(app)), projectTitle: 'Draft in S3' });
    const file = (await uploadTo(`/api/data-access-request/${draftId}/attachments`, alice, [[FIXTURES.csv, 'x.csv']]))
      .body.data[0] as Json;
    const { storageKey } = (await recordOf(file.documentId as string))!;
    expect(await s3.head(BUCKET, storageKey)).not.toBeNull();
    const deleted = await api(app).delete(`/api/data-access-request/${draftId}`).set('Authorization', alice.auth);
    expect(deleted.status).toBe(200);
    expect(await recordOf(file.documentId as string)).toBeNull();
    expect(await s3.head(BUCKET, storageKey)).toBeNull();
  });
});
