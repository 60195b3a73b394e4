import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { runAssignMatrix } from '../helpers/assign-matrix';
import { silenceMail, staffPerRole } from '../helpers/workflow';

let app: TestApp;
beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
});
afterAll(async () => {
  await app?.stop();
});

it('assign (v2): every acting role × approval × request status × assignee role follows the §4 matrix over HTTP', async () => {
  const staff = await staffPerRole(app, 'Assign v2 ');
  const cases = await runAssignMatrix(app, 'v2', staff);
  expect(cases).toBe(6 * 4 * 10 * 6);
}, 600_000);
