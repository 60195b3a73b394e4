import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { startMailbox, type Mailbox } from '../helpers/mail';
import { createDataset, notificationsModule, staffPerRole, workflowService, type Staff } from '../helpers/workflow';

/**
 * The outbox on shutdown (docs/notifications.md): the instance's destroy hook drains it. This
 * file has an instance of its own because a drained instance delivers nothing more.
 */

const NOTIFICATION_UID = 'api::notification.notification';

let app: TestApp;
let mailbox: Mailbox;
let staff: Staff;
let datasetId: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await bootStrapi({ env: { ...mailbox.env, OUTBOX_CRON: '0 0 1 1 *', DIGEST_CRON: '0 0 1 1 *' } });
  staff = await staffPerRole(app, 'Drain ');
  datasetId = await createDataset(app, 'cohort-drain', 'Drain Cohort Study');
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.stop();
});

/** Submits a v2 request; its event's id (the notices' dedupe keys start with it). */
async function submit(title: string, awaitNotifications: boolean): Promise<string> {
  const actor = await app.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: staff.authenticated.id }, populate: ['role'] });
  const result = await workflowService().createSubmittedRequest(app.strapi, {
    format: 'v2',
    actor,
    data: {
      projectTitle: title,
      projectSummary: 'Drain.',
      requestedDatasets: [{ dataset: datasetId, dataLevel: 'Level 2 – De-identified' }],
    },
    awaitNotifications,
  });
  return result.event.documentId;
}

async function rowsOf(cause: string): Promise<Array<{ status: string; attempts: number }>> {
  return (await app.strapi.db
    .query(NOTIFICATION_UID)
    .findMany({ where: { dedupeKey: { $startsWith: `${cause}:` } } })) as Array<{ status: string; attempts: number }>;
}

const mailsAbout = (title: string) => mailbox.messages().filter((mail) => mail.subject.includes(title));

it('waits for the run in flight, which marks every mail it sent, and starts none after it', async () => {
  const { drainOutbox } = notificationsModule();
  // The command returns while its delivery runs in the background: draining waits for that run.
  const inFlight = await submit('Drain — in flight', false);
  await drainOutbox(app.strapi);
  const sent = await rowsOf(inFlight);
  expect(sent).toHaveLength(2);
  for (const row of sent) expect(row.status).toBe('sent');
  expect(mailsAbout('Drain — in flight')).toHaveLength(2);

  // After it, a command's notices wait in the outbox for another worker: nothing leaves here.
  const after = await submit('Drain — after', true);
  const waiting = await rowsOf(after);
  expect(waiting).toHaveLength(2);
  for (const row of waiting) expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  await mailbox.expectNone({ subject: 'Drain — after' }, 300, 0);
  expect(mailsAbout('Drain — after')).toEqual([]);
});
