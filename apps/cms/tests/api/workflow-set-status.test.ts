import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { ROLES, runActionRow, statePool } from '../helpers/action-matrix';
import { silenceMail, staffPerRole, type Staff } from '../helpers/workflow';

/**
 * set-status: every role with Change status × every (requestStatus, approvalStatus) × every target
 * status, with and without an assignee; every other role in every state, the targets spread over
 * the states (refused by role alone: `refusedByRole`). v2 over HTTP, v1 at the service level.
 */
let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'SetStatus ');
});
afterAll(async () => {
  await app?.stop();
});

for (const format of ['v2', 'v1'] as const) {
  describe(`${format} set-status`, () => {
    for (const role of ROLES) {
      it(`${role}: every state × target`, async () => {
        const pool = await statePool(app, format, staff.authenticated, `set-status ${format} ${role}`);
        let accepted = 0;
        for (const [index, target] of REQUEST_STATUSES.entries()) {
          // v2 over HTTP; v1 at the service level (same code, v1 content type)
          const call = {
            http: format === 'v2' ? { path: 'set-status', body: { requestStatus: target } } : null,
            action: 'setStatus' as const,
            input: { requestStatus: target },
          };
          const spread = { index, of: REQUEST_STATUSES.length };
          accepted += await runActionRow(app, format, staff, pool, role, call, {
            hasAssignee: true,
            isOwner: true,
            spread,
          });
          if (role === 'dag-member' || role === 'queue-manager')
            accepted += await runActionRow(app, format, staff, pool, role, call, { hasAssignee: false, isOwner: true });
        }
        if (role === 'dag-member' || role === 'queue-manager') expect(accepted).toBeGreaterThan(0);
        else expect(accepted).toBe(0);
      }, 300_000);
    }
  });
}
