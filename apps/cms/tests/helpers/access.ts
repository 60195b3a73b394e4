import { expect } from 'vitest';
import type { RequestFormat } from '@portal/shared';
import { FIXTURES, api, type Session } from './requests';
import { PREFIX, currentVersion } from './workflow';
import type { TestApp } from './strapi';

/**
 * Takes a request awaiting the chair's decision through approval and, unless `sign` is false,
 * the contract and the applicant's signature, each through the API as its people would: with
 * the default settings, access then runs (docs/workflow.md, "Access periods").
 */
export async function approveAndSign(
  app: TestApp,
  id: string,
  people: { chair: Session; contractManager: Session; applicant: Session },
  { format = 'v2', sign = true }: { format?: RequestFormat; sign?: boolean } = {},
): Promise<void> {
  const base = PREFIX[format];
  const approve = await api(app)
    .post(`${base}/approve`)
    .set('Authorization', people.chair.auth)
    .send({ requestId: id, version: await currentVersion(app, id) });
  expect(approve.status, JSON.stringify(approve.body)).toBe(200);
  if (!sign) return;
  const contract = await api(app)
    .post(`${base}/${id}/contract`)
    .set('Authorization', people.contractManager.auth)
    .field('version', String(await currentVersion(app, id)))
    .attach('files', FIXTURES.pdf, 'agreement.pdf');
  expect(contract.status, JSON.stringify(contract.body)).toBe(200);
  const signed = await api(app)
    .post(`${base}/${id}/contract`)
    .set('Authorization', people.applicant.auth)
    .attach('files', FIXTURES.pdf, 'signed.pdf');
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
}
