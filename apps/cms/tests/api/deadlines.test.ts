import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLOCK_SETTINGS, addWorkingDays } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createDataset, staffPerRole, workflowService, type Staff } from '../helpers/workflow';

/**
 * Deadlines on the staff's reads (docs/workflow.md, "Deadlines"): since when a request is in its
 * status, its due date in working days from the workflow settings, overdue, and who acts next.
 */
const SETTINGS_UID = 'api::workflow-setting.workflow-setting';
const REQUEST_UID = 'api::data-access-request.data-access-request';

let app: TestApp;
let staff: Staff;
let datasetId: string;

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffPerRole(app, 'Clock ');
  datasetId = await createDataset(app, 'cohort-clock', 'Clock Cohort Study');
});
afterAll(async () => {
  await app?.stop();
});

const actorOf = async (user: { id: number }) =>
  (await app.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: user.id }, populate: ['role'] })) as never;

async function submit(title: string): Promise<string> {
  const result = await workflowService().createSubmittedRequest(app.strapi, {
    format: 'v2',
    actor: await actorOf(staff.authenticated),
    data: {
      projectTitle: title,
      projectSummary: 'Deadlines.',
      requestedDatasets: [{ dataset: datasetId, dataLevel: 'Level 2 – De-identified' }],
    },
  });
  return result.loaded.documentId;
}

const detail = (id: string, auth: string) =>
  request(app.server).get(`/api/data-access-request/${id}`).set('Authorization', auth);

describe('deadlines', () => {
  it('count from the moment the status changed, in working days of the default calendar', async () => {
    const before = Date.now();
    const id = await submit('Clock — new');
    const res = await detail(id, staff['queue-manager'].auth);
    expect(res.status).toBe(200);
    const { deadline } = res.body.data;
    expect(Date.parse(deadline.enteredAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(deadline).toMatchObject({
      dueAt: addWorkingDays(new Date(deadline.enteredAt), 2, DEFAULT_CLOCK_SETTINGS)?.toISOString(),
      overdue: false,
      holder: 'queueManagers',
    });

    // Assigned: a new status, a new clock, and the assignee holds it.
    const current = (await app.strapi.db.query(REQUEST_UID).findOne({ where: { documentId: id } })) as {
      version: number;
    };
    await workflowService().applyAction(app.strapi, {
      format: 'v2',
      documentId: id,
      actor: await actorOf(staff['queue-manager']),
      action: 'assign',
      input: { assigneeId: staff['dag-member'].documentId, version: current.version },
    });
    const assigned = (await detail(id, staff['dag-member'].auth)).body.data.deadline;
    expect(Date.parse(assigned.enteredAt)).toBeGreaterThanOrEqual(Date.parse(deadline.enteredAt));
    expect(assigned).toMatchObject({
      dueAt: addWorkingDays(new Date(assigned.enteredAt), 5, DEFAULT_CLOCK_SETTINGS)?.toISOString(),
      holder: 'assignee',
    });
  });

  it('follow the workflow settings editors save, and are never shown to the applicant', async () => {
    await app.strapi.db.query(SETTINGS_UID).create({ data: { targetNew: 0, targetAssigned: null } });
    try {
      const id = await submit('Clock — due at once');
      // A target of 0 working days: due when it entered the status, overdue right after.
      await new Promise((resolve) => setTimeout(resolve, 10));
      const staffView = (await detail(id, staff['readonly-user'].auth)).body.data;
      expect(staffView.deadline).toMatchObject({ overdue: true, holder: 'queueManagers' });
      expect(staffView.deadline.dueAt).toBe(staffView.deadline.enteredAt);

      const applicantView = await detail(id, staff.authenticated.auth);
      expect(applicantView.status).toBe(200);
      expect(applicantView.body.data).not.toHaveProperty('deadline');
    } finally {
      await app.strapi.db.query(SETTINGS_UID).deleteMany({ where: {} });
    }
  });

  it('fall back to the last event that moved the request for requests written before the clock', async () => {
    const id = await submit('Clock — older request');
    const row = (await app.strapi.db
      .query(REQUEST_UID)
      .findOne({ where: { documentId: id }, populate: { internal: true } })) as { internal: { id: number } };
    await app.strapi.db
      .query('workflow.internal')
      .update({ where: { id: row.internal.id }, data: { statusEnteredAt: null } });
    const { deadline } = (await detail(id, staff['queue-manager'].auth)).body.data;
    const events = (await app.strapi.db
      .query('api::request-event.request-event')
      .findMany({ where: { requestDocumentId: id } })) as Array<{ createdAt: string | Date }>;
    expect(deadline.enteredAt).toBe(new Date(events[0]?.createdAt as string).toISOString());
  });
});
