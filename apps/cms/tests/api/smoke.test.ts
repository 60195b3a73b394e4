import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';

let app: TestApp;
beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true });
});
afterAll(async () => {
  await app?.stop();
});

describe('smoke', () => {
  it('home', async () => {
    const res = await request(app.server).get('/api/home?locale=fr');
    console.log(JSON.stringify(res.body, null, 1).slice(0, 1500));
    expect(res.status).toBe(200);
  });
});
