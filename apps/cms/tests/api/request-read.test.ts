import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RequestFormat } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { userWithSession } from '../helpers/sessions';
import { REQUEST_UIDS, createDataset, docs, seedRequest, silenceMail } from '../helpers/workflow';

// The hand-written read of a request (modules/requests/workflow/read-requests.ts) against the
// Document Service it replaces: the same entity for every request of the demo seed and for the
// shapes the seed lacks, in the pool and inside a transaction.

const require = createRequire(import.meta.url);
const DIST = path.resolve(__dirname, '..', '..', 'dist', 'src', 'modules', 'requests', 'workflow');
const reader = (): typeof import('../../src/modules/requests/workflow/read-requests') =>
  require(path.join(DIST, 'read-requests.js')) as never;
const load = (): typeof import('../../src/modules/requests/workflow/load') =>
  require(path.join(DIST, 'load.js')) as never;

let app: TestApp;
beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true });
  silenceMail(app);
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

/** What the Document Service gives for the request, with the populate tree the reader follows. */
async function throughDocuments(format: RequestFormat, documentId: string) {
  return docs(app, REQUEST_UIDS[format]).findOne({ documentId, populate: load().requestPopulate(format) });
}

async function documentIdsOf(format: RequestFormat): Promise<string[]> {
  const rows = await docs(app, REQUEST_UIDS[format]).findMany({ fields: ['documentId'], limit: -1 });
  return rows.map((row) => row.documentId as string);
}

/** Reads every request of `format` both ways and expects the same entities. */
async function expectSameEntities(format: RequestFormat): Promise<number> {
  const ids = await documentIdsOf(format);
  const read = await reader().readRequestEntities(app.strapi, format, ids);
  expect(read).toHaveLength(ids.length);
  const byId = new Map(read.map((entity) => [entity.documentId as string, entity]));
  for (const documentId of ids) {
    const expected = await throughDocuments(format, documentId);
    expect(byId.get(documentId), `${format} ${documentId}`).toEqual(expected);
  }
  return ids.length;
}

it('reads every request of the demo seed as the Document Service does, both formats', async () => {
  expect(await expectSameEntities('v1')).toBeGreaterThan(0);
  expect(await expectSameEntities('v2')).toBeGreaterThan(0);
});

it('reads the shapes the seed lacks the same way: no state, no assignee, no datasets, a dataset linked as draft and published, an item without a dataset, every answer type', async () => {
  const applicant = await userWithSession(app, 'authenticated', { firstName: 'Reader', lastName: 'Applicant' });
  const member = await userWithSession(app, 'dag-member', { firstName: 'Reader', lastName: 'Member' });
  const first = await createDataset(app, 'read-first', 'Read first');
  const second = await createDataset(app, 'read-second', 'Read second');

  await seedRequest(app, { format: 'v1', requester: applicant, datasets: [first, second], assignee: member });
  await seedRequest(app, { format: 'v1', requester: applicant, datasets: [] });
  await docs(app, REQUEST_UIDS.v1).create({ data: { projectTitle: 'Without a state', version: 0 } });
  await seedRequest(app, { format: 'v2', requester: applicant, datasets: [second, first], assignee: member });
  await docs(app, REQUEST_UIDS.v2).create({
    data: {
      projectTitle: 'Every answer type',
      version: 3,
      requester: applicant.documentId,
      intendedUses: ['research', 'teaching'],
      regulatoryBodies: [],
      dissemination: ['journal'],
      projectStartDate: '2026-01-15',
      projectEndDate: '2027-06-30',
      submittedAt: '2026-02-01T10:20:30.000Z',
      principalInvestigator: { title: 'Dr', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' },
      requestedDatasets: [{ dataset: first, dataLevel: 'level-1' }, { dataLevel: 'level-2' }],
      internal: { requestStatus: 'inReview', approvalStatus: 'pendingApproval', statusEnteredAt: new Date() },
    },
  });
  await expectSameEntities('v1');
  await expectSameEntities('v2');
  expect(await reader().readRequestEntities(app.strapi, 'v2', ['no-such-request'])).toEqual([]);
  expect(await reader().readRequestEntities(app.strapi, 'v1', [])).toEqual([]);
});

it("reads inside the caller's transaction: its own uncommitted writes, and nothing after a rollback", async () => {
  const applicant = await userWithSession(app, 'authenticated', { firstName: 'Reader', lastName: 'Rollback' });
  const documentId = await seedRequest(app, { format: 'v2', requester: applicant, projectTitle: 'Before' });
  const rollback = new Error('roll back');
  await expect(
    app.strapi.db.transaction(async () => {
      await app.strapi.db
        .query(REQUEST_UIDS.v2)
        .updateMany({ where: { documentId }, data: { projectTitle: 'Inside' } });
      const [inside] = await reader().readRequestEntities(app.strapi, 'v2', [documentId]);
      expect(inside?.projectTitle).toBe('Inside');
      throw rollback;
    }),
  ).rejects.toBe(rollback);
  const [after] = await reader().readRequestEntities(app.strapi, 'v2', [documentId]);
  expect(after?.projectTitle).toBe('Before');
});

it("reads every request's event log as the query engine does with its actor populated, in the pool and in a transaction", async () => {
  const events = (): typeof import('../../src/modules/requests/workflow/events') =>
    require(path.join(DIST, 'events.js')) as never;
  let compared = 0;
  for (const format of ['v1', 'v2'] as const) {
    for (const documentId of await documentIdsOf(format)) {
      const rows = (await app.strapi.db.query('api::request-event.request-event').findMany({
        where: { requestDocumentId: documentId, format },
        populate: { actor: { select: ['documentId', 'firstName', 'lastName', 'email'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })) as Array<Record<string, unknown>>;
      const expected = rows.map((row) => {
        const actor = row.actor as Record<string, string | null> | null;
        return {
          documentId: row.documentId,
          requestDocumentId: row.requestDocumentId,
          format: row.format,
          action: row.action,
          actorRole: row.actorRole ?? null,
          actor: actor
            ? {
                documentId: actor.documentId,
                firstName: actor.firstName ?? '',
                lastName: actor.lastName ?? '',
                email: actor.email ?? '',
              }
            : null,
          fromRequestStatus: row.fromRequestStatus ?? null,
          toRequestStatus: row.toRequestStatus ?? null,
          fromApprovalStatus: row.fromApprovalStatus ?? null,
          toApprovalStatus: row.toApprovalStatus ?? null,
          note: row.note ?? null,
          details: row.details ?? null,
          createdAt: String(row.createdAt),
        };
      });
      expect(await events().listEvents(app.strapi, format, documentId), `${format} ${documentId}`).toEqual(expected);
      const inTransaction = await app.strapi.db.transaction(() => events().listEvents(app.strapi, format, documentId));
      expect(inTransaction).toEqual(expected);
      compared += expected.length;
    }
  }
  // The demo seed's requests carry events with and without an actor, notes and details.
  expect(compared).toBeGreaterThan(50);
});
