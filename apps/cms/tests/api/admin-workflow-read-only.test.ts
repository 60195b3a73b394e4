import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, bootRequestsApp, submitRequest, type RequestsApp, type Session } from '../helpers/requests';

/**
 * The Strapi admin's content manager shows workflow records but cannot change them: an editor
 * (here a super admin, who has every permission) who tries to create a request, move its
 * status, assignee or version, delete, clone or publish it, or forge an event, gets 403 and the
 * record stays as it was. The portal's own workflow endpoints keep working.
 */

const V2 = 'api::data-access-request.data-access-request';
const EVENT = 'api::request-event.request-event';
const CM = '/content-manager/collection-types';

let app: RequestsApp;
let adminToken: string;
let alice: Session;
let requestId: string;

async function adminLogin(): Promise<string> {
  const superAdmin = await app.strapi.service('admin::role').getSuperAdmin();
  const email = 'editor@admin.test';
  const password = 'Editor-passw0rd!';
  await app.strapi.service('admin::user').create({
    email,
    firstname: 'Edith',
    lastname: 'Editor',
    password,
    isActive: true,
    roles: [superAdmin.id],
  });
  const res = await request(app.server).post('/admin/login').send({ email, password });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

const admin = () => ({ Authorization: `Bearer ${adminToken}` });

async function stored(documentId: string) {
  return (await app.strapi.db
    .query(V2)
    .findOne({ where: { documentId }, populate: { internal: { populate: { assignee: true } } } })) as {
    projectTitle: string;
    version: number;
    internal: { requestStatus: string; approvalStatus: string; assignee: unknown };
  };
}

beforeAll(async () => {
  app = await bootRequestsApp();
  adminToken = await adminLogin();
  alice = await applicant(app, 'Admin');
  requestId = await submitRequest(app, alice);
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

describe('workflow records in the admin content manager', () => {
  it('can be listed and opened', async () => {
    const list = await request(app.server).get(`${CM}/${V2}?page=1&pageSize=100`).set(admin());
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { documentId: string }) => r.documentId)).toContain(requestId);
    const one = await request(app.server).get(`${CM}/${V2}/${requestId}`).set(admin());
    expect(one.status).toBe(200);
  });

  it.each([
    ['moving the status', { internal: { requestStatus: 'complete', approvalStatus: 'approved' } }],
    ['changing the version', { version: 99 }],
    ['editing the title', { projectTitle: 'Rewritten by an editor' }],
  ])('refuses %s with 403 and keeps the record', async (_label, data) => {
    const before = await stored(requestId);
    const res = await request(app.server).put(`${CM}/${V2}/${requestId}`).set(admin()).send(data);
    expect(res.status).toBe(403);
    // The content manager replaces the message with its own 'Forbidden'; the status is what counts.
    expect(res.body.error.name).toBe('ForbiddenError');
    expect(await stored(requestId)).toEqual(before);
  });

  it('refuses to create, clone, delete, bulk-delete or publish a request', async () => {
    const count = await app.strapi.db.query(V2).count();
    const attempts = [
      request(app.server).post(`${CM}/${V2}`).set(admin()).send({ projectTitle: 'Forged request' }),
      request(app.server).post(`${CM}/${V2}/clone/${requestId}`).set(admin()).send({}),
      request(app.server).delete(`${CM}/${V2}/${requestId}`).set(admin()),
      request(app.server)
        .post(`${CM}/${V2}/actions/bulkDelete`)
        .set(admin())
        .send({ documentIds: [requestId] }),
      request(app.server).post(`${CM}/${V2}/${requestId}/actions/publish`).set(admin()).send({}),
    ];
    for (const res of await Promise.all(attempts))
      expect([403, 405].includes(res.status), `${res.status} ${JSON.stringify(res.body)}`).toBe(true);
    expect(await app.strapi.db.query(V2).count()).toBe(count);
    expect((await stored(requestId)).internal.requestStatus).toBe('new');
  });

  it('refuses to forge an event in the audit log', async () => {
    const count = await app.strapi.db.query(EVENT).count();
    const res = await request(app.server)
      .post(`${CM}/${EVENT}`)
      .set(admin())
      .send({ requestDocumentId: requestId, action: 'approve', format: 'v2' });
    expect(res.status).toBe(403);
    expect(await app.strapi.db.query(EVENT).count()).toBe(count);
  });

  it('refuses to forge an access period or an entitlement (who may use which data, until when)', async () => {
    for (const [uid, body] of [
      [
        'api::access-period.access-period',
        { requestDocumentId: requestId, format: 'v2', userId: alice.id, state: 'active', endsAt: '2099-01-01' },
      ],
      [
        'api::entitlement.entitlement',
        {
          accessPeriodId: 1,
          userId: alice.id,
          datasetDocumentId: 'x',
          requestDocumentId: requestId,
          format: 'v2',
          state: 'active',
        },
      ],
    ] as const) {
      const count = await app.strapi.db.query(uid).count();
      const res = await request(app.server).post(`${CM}/${uid}`).set(admin()).send(body);
      expect([403, 404].includes(res.status), `${uid}: ${res.status}`).toBe(true);
      expect(await app.strapi.db.query(uid).count()).toBe(count);
    }
  });

  it('leaves the portal workflow working', async () => {
    const second = await submitRequest(app, alice);
    expect((await stored(second)).internal.requestStatus).toBe('new');
  });
});
