import { describe, expect, it } from 'vitest';
import { localDate } from '@portal/shared';
import { api, requestsSuite, type Json, type Session } from '../helpers/requests';
import { approveAndSign } from '../helpers/access';
import { PREFIX, createDataset, currentVersion, seedRequest } from '../helpers/workflow';

/**
 * The public register shows the access period (docs/workflow.md, "Access periods"): publishing
 * writes the first and last day of access to the entry, and when staff move the end of access
 * later, the published entry follows at once, through the public reads' cache.
 */
const suite = requestsSuite({
  applicants: { alice: 'Alice' },
  staff: {
    queueManager: 'queue-manager',
    member: 'dag-member',
    chair: 'dag-chair',
    contractManager: 'contract-manager',
  },
});

const PERIOD_UID = 'api::access-period.access-period';
const ENTRY_UID = 'api::approved-request.approved-request';
const SETTINGS_UID = 'api::workflow-setting.workflow-setting';
const TIME_ZONE = 'America/Toronto';
const DAY = 86_400_000;

const post = (user: Session, url: string, body: Json) =>
  api(suite.app).post(url).set('Authorization', user.auth).send(body);

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let datasetId: string | null = null;
async function dataset(): Promise<string> {
  datasetId ??= await createDataset(suite.app, 'register-access-cohort', 'Register Access Cohort');
  return datasetId;
}

/** The committee works in Toronto: days of access are days of its calendar. */
let calendarSet = false;
async function committeeCalendar(): Promise<void> {
  if (calendarSet) return;
  const settings = suite.app.strapi.documents(SETTINGS_UID as never);
  const existing = (await settings.findFirst({} as never)) as { documentId: string } | null;
  if (existing) await settings.update({ documentId: existing.documentId, data: { timeZone: TIME_ZONE } } as never);
  else await settings.create({ data: { timeZone: TIME_ZONE } } as never);
  calendarSet = true;
}

/** A request taken through approval, contract and signature (access runs), then to `complete`. */
async function completed(title: string): Promise<string> {
  await committeeCalendar();
  const id = await seedRequest(suite.app, {
    format: 'v2',
    requester: suite.alice,
    requestStatus: 'inReview',
    approvalStatus: 'pendingApproval',
    assignee: suite.member,
    projectTitle: title,
    datasets: [await dataset()],
  });
  await approveAndSign(suite.app, id, {
    chair: suite.chair,
    contractManager: suite.contractManager,
    applicant: suite.alice,
  });
  const base = PREFIX.v2;
  const complete = await post(suite.queueManager, `${base}/set-status`, {
    requestId: id,
    requestStatus: 'complete',
    version: await currentVersion(suite.app, id),
  });
  expect(complete.status, JSON.stringify(complete.body)).toBe(200);
  return id;
}

async function publish(id: string): Promise<string> {
  const res = await post(suite.queueManager, `${PREFIX.v2}/publish-to-register/${id}`, {
    version: await currentVersion(suite.app, id),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.registryEntry.documentId as string;
}

async function changeEnd(id: string, lastDay: string) {
  return post(suite.queueManager, `${PREFIX.v2}/${id}/access/end`, {
    endsAt: lastDay,
    note: 'The project ends at another date.',
    version: await currentVersion(suite.app, id),
  });
}

/** The public list, as anyone reads it (no session: the content cache answers when it can). */
async function publicEntry(title: string): Promise<Json> {
  const res = await api(suite.app)
    .get('/api/approved-requests')
    .query({ 'filters[projectTitle][$eq]': title, locale: 'en' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toHaveLength(1);
  return res.body.data[0] as Json;
}

async function indexRow(documentId: string): Promise<Json | undefined> {
  const res = await api(suite.app).get('/api/approved-requests-index').query({ locale: 'en' });
  expect(res.status).toBe(200);
  return (res.body.data as Json[]).find((row) => row.documentId === documentId);
}

async function period(id: string): Promise<Json> {
  return (await suite.app.strapi.db.query(PERIOD_UID).findOne({ where: { requestDocumentId: id } })) as Json;
}

describe('the register entry’s access period', () => {
  it('is published with the entry and follows a changed end of access through the cache', async () => {
    const title = 'Register shows the access period';
    const id = await completed(title);
    const started = await period(id);
    const firstDay = localDate(new Date(started.startsAt), TIME_ZONE);
    const lastDay = localDate(new Date(new Date(started.endsAt).getTime() - 1), TIME_ZONE);

    const entryId = await publish(id);
    const entry = await publicEntry(title);
    expect(entry).toMatchObject({ documentId: entryId, accessStartDate: firstDay, accessEndDate: lastDay });
    expect(await indexRow(entryId)).toMatchObject({ accessStartDate: firstDay, accessEndDate: lastDay });
    const one = await api(suite.app).get(`/api/approved-requests/${entryId}`);
    expect(one.body.data).toMatchObject({ accessStartDate: firstDay, accessEndDate: lastDay });
    const etag = one.headers.etag as string;
    expect(etag).toBeTruthy();
    // Served from the cache now: the same validator.
    const again = await api(suite.app).get(`/api/approved-requests/${entryId}`).set('If-None-Match', etag);
    expect(again.status).toBe(304);

    const newLastDay = ymd(Date.now() + 40 * DAY);
    const moved = await changeEnd(id, newLastDay);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.access.lastDay).toBe(newLastDay);

    const updated = await publicEntry(title);
    expect(updated).toMatchObject({ documentId: entryId, accessStartDate: firstDay, accessEndDate: newLastDay });
    // Only the access dates moved: the rest of the entry is as published.
    expect(updated.projectTitle).toBe(entry.projectTitle);
    expect(updated.approvalDate).toBe(entry.approvalDate);
    expect(updated.principalInvestigator).toEqual(entry.principalInvestigator);
    expect(updated.datasets).toEqual(entry.datasets);
    expect(await indexRow(entryId)).toMatchObject({ accessEndDate: newLastDay });
    const fresh = await api(suite.app).get(`/api/approved-requests/${entryId}`).set('If-None-Match', etag);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.accessEndDate).toBe(newLastDay);

    // Still one published entry, and no draft left behind with other dates.
    const versions = (await suite.app.strapi.db
      .query(ENTRY_UID)
      .findMany({ where: { documentId: entryId } })) as Json[];
    expect(versions).toHaveLength(2);
    expect(versions.map((row) => String(row.accessEndDate).slice(0, 10))).toEqual([newLastDay, newLastDay]);

    // Access ended at once (a last day already over): the entry's last day is today's, in the
    // committee's calendar; its first day is read again from the period.
    const earlier = new Date(Date.now() - 5 * DAY);
    await suite.app.strapi.db
      .query(PERIOD_UID)
      .updateMany({ where: { requestDocumentId: id }, data: { startsAt: earlier } });
    const revoked = await changeEnd(id, ymd(Date.now() - 2 * DAY));
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data.access.state).toBe('ended');
    expect(await publicEntry(title)).toMatchObject({
      accessStartDate: localDate(earlier, TIME_ZONE),
      accessEndDate: localDate(new Date(), TIME_ZONE),
    });
  });

  it('leaves requests without a register entry, or with an unpublished one, as they are', async () => {
    const unpublishedTitle = 'Access moved before publication';
    const id = await completed(unpublishedTitle);
    expect((await changeEnd(id, ymd(Date.now() + 20 * DAY))).status).toBe(200);
    expect(await suite.app.strapi.db.query(ENTRY_UID).findMany({ where: { projectTitle: unpublishedTitle } })).toEqual(
      [],
    );

    const hiddenTitle = 'Register entry unpublished by an editor';
    const hidden = await completed(hiddenTitle);
    const entryId = await publish(hidden);
    await suite.app.strapi.documents(ENTRY_UID as never).unpublish({ documentId: entryId } as never);
    const before = (await suite.app.strapi.db.query(ENTRY_UID).findOne({ where: { documentId: entryId } })) as Json;
    expect((await changeEnd(hidden, ymd(Date.now() + 25 * DAY))).status).toBe(200);
    const rows = (await suite.app.strapi.db.query(ENTRY_UID).findMany({ where: { documentId: entryId } })) as Json[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.publishedAt).toBeNull();
    expect(rows[0]?.accessEndDate).toEqual(before.accessEndDate);
  });
});
