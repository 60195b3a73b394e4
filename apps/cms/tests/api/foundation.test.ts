import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COLLECTION_TYPES, CONTENT_SINGLE_TYPES, ROLE_TYPES } from '@portal/shared';
import { CONTENT_READ_ACTIONS } from '../../src/bootstrap/permission-grants';
import { bootStrapi, type TestApp } from '../helpers/strapi';

let app: TestApp;

beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true });
});
afterAll(async () => {
  await app?.stop();
});

const CONTENT_UIDS = [...CONTENT_SINGLE_TYPES, ...CONTENT_COLLECTION_TYPES].map((name) => `api::${name}.${name}`);

async function contentCounts(testApp: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const uid of CONTENT_UIDS) {
    counts[uid] = await testApp.strapi.db.query(uid as never).count();
  }
  counts['plugin::upload.file'] = await testApp.strapi.db.query('plugin::upload.file').count();
  counts['plugin::users-permissions.role'] = await testApp.strapi.db.query('plugin::users-permissions.role').count();
  counts['plugin::users-permissions.permission'] = await testApp.strapi.db
    .query('plugin::users-permissions.permission')
    .count();
  counts['plugin::i18n.locale'] = await testApp.strapi.db.query('plugin::i18n.locale').count();
  return counts;
}

describe('GET /api/i18n/locales', () => {
  it('lists en (default) and fr for anonymous visitors', async () => {
    const res = await request(app.server).get('/api/i18n/locales');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const byCode = Object.fromEntries((res.body as Array<{ code: string }>).map((l) => [l.code, l]));
    expect(Object.keys(byCode).sort()).toEqual(['en', 'fr']);
    expect(byCode.en).toMatchObject({ code: 'en', isDefault: true, name: expect.any(String) });
    expect(byCode.fr).toMatchObject({ code: 'fr', isDefault: false });
    for (const locale of res.body as Array<Record<string, unknown>>) {
      expect(locale).toHaveProperty('documentId');
      expect(locale).toHaveProperty('createdAt');
    }
  });
});

describe('content model', () => {
  it('registers every content type of spec §7, localized', () => {
    for (const uid of CONTENT_UIDS) {
      const model = app.strapi.contentType(uid as never) as
        { kind: string; pluginOptions?: { i18n?: { localized?: boolean } } } | undefined;
      expect(model, uid).toBeDefined();
    }
    for (const name of CONTENT_SINGLE_TYPES) {
      const model = app.strapi.contentType(`api::${name}.${name}` as never) as {
        kind: string;
        pluginOptions?: { i18n?: { localized?: boolean } };
      };
      expect(model.kind, name).toBe('singleType');
      expect(model.pluginOptions?.i18n?.localized, name).toBe(true);
    }
  });
});

describe('roles and permissions', () => {
  it('creates every role of the shared role table', async () => {
    const roles = (await app.strapi.db.query('plugin::users-permissions.role').findMany()) as Array<{ type: string }>;
    const types = roles.map((r) => r.type);
    for (const role of ['public', ...ROLE_TYPES]) expect(types).toContain(role);
  });

  it('grants content reads to anonymous visitors and every role', async () => {
    for (const type of ['public', ...ROLE_TYPES]) {
      const role = await app.strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type }, populate: ['permissions'] });
      const actions = new Set((role.permissions as Array<{ action: string }>).map((p) => p.action));
      for (const action of CONTENT_READ_ACTIONS) expect(actions.has(action), `${type} ${action}`).toBe(true);
    }
  });

  it('answers every content GET for an anonymous visitor', async () => {
    for (const name of CONTENT_SINGLE_TYPES) {
      const res = await request(app.server).get(`/api/${name}?locale=en`);
      expect(res.status, name).toBe(200);
      expect(res.body.data, name).toMatchObject({ documentId: expect.any(String), locale: 'en' });
    }
  });
});

describe('public content reads', () => {
  it.each(CONTENT_SINGLE_TYPES)('%s refuses drafts, client populate trees and unknown locales', async (name) => {
    const draft = await request(app.server).get(`/api/${name}?status=draft`);
    expect(draft.status).toBe(400);
    expect(draft.body.error.message).toBe('Only published content is available.');
    const populate = await request(app.server).get(`/api/${name}?populate=*`);
    expect(populate.status).toBe(400);
    const locale = await request(app.server).get(`/api/${name}?locale=zz`);
    expect(locale.status).toBe(404);
    expect(locale.body.error.message).toBe('Locale not found: zz');
  });

  it('still serves published content when asked explicitly', async () => {
    const res = await request(app.server).get('/api/home?status=published&locale=fr');
    expect(res.status).toBe(200);
    expect(res.body.data.locale).toBe('fr');
  });
});

describe('demo seed', () => {
  it('fills every content type in both locales', async () => {
    for (const name of CONTENT_SINGLE_TYPES) {
      for (const locale of ['en', 'fr']) {
        const doc = await app.strapi
          .documents(`api::${name}.${name}` as never)
          .findFirst({ locale, status: 'published' } as never);
        expect(doc, `${name} ${locale}`).toBeTruthy();
      }
    }
  });

  it('is idempotent: a second boot on the same database creates nothing', async () => {
    const before = await contentCounts(app);
    app = await app.reboot();
    const after = await contentCounts(app);
    expect(after).toEqual(before);
  });
});
