import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { runAssignMatrix } from '../helpers/assign-matrix';
import { silenceMail, staffPerRole } from '../helpers/workflow';
import { indexColumns } from '../helpers/indexes';
import {
  componentJoinTables,
  componentOwnerIndexName,
  ensureComponentOwnerIndexes,
} from '../../src/platform/database/component-owner-indexes';

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

it("indexes every component join table by component, so a command that rewrites a request's components finds their owner without a scan", async () => {
  const tables = componentJoinTables(app.strapi);
  expect(tables).toEqual(expect.arrayContaining(['data_access_requests_cmps', 'dataset_requests_cmps']));
  for (const table of tables) {
    const name = componentOwnerIndexName(table);
    expect(name.length, table).toBeLessThanOrEqual(63);
    expect((await indexColumns(app, table))[name], table).toEqual(['cmp_id', 'field']);
  }
  // A second boot finds them there.
  await expect(ensureComponentOwnerIndexes(app.strapi)).resolves.toBeUndefined();
  if (app.strapi.db.dialect.client === 'sqlite') {
    const plan = (await app.strapi.db.connection.raw(
      "EXPLAIN QUERY PLAN SELECT entity_id FROM data_access_requests_cmps WHERE cmp_id = 1 AND field = 'state'",
    )) as Array<{ detail: string }>;
    expect(plan.map((step) => step.detail).join(' ')).toContain('data_access_requests_cmps_owner_idx');
  }
});
