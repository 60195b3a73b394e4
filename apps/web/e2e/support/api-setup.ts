import { expect, type APIRequestContext } from '@playwright/test';

import { E2E } from './ports';
import { waitForMail } from './mailbox';

/**
 * Setup a person would do elsewhere (another tab, another tool), through the API: a session for
 * a demo account, and a submitted request ready for a spec's journey in the browser.
 */
const APPLICANT = 'applicant@portal.localhost';
const MEMBER = 'dag-member@portal.localhost';
const QM = 'queue-manager@portal.localhost';
const DEMO_PASSWORD = 'DemoPortal2026!';

/** A session through the API (both login steps) for the setup a person would do elsewhere. */
export async function apiAuth(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const since = Date.now();
  const login = await request.post(`${E2E.cmsUrl}/api/auth/local`, {
    data: { identifier: email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { otpToken } = ((await login.json()) as { data: { otpToken: string } }).data;
  const mail = await waitForMail(request, email, /sign-in code/i, since);
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  const verify = await request.post(`${E2E.cmsUrl}/api/auth/verifyOneTimePassword`, {
    data: { token: otpToken, oneTimePassword: code },
  });
  expect(verify.ok()).toBe(true);
  return { Authorization: `Bearer ${((await verify.json()) as { data: { jwt: string } }).data.jwt}` };
}

/**
 * A complete v2 request of the demo applicant, submitted through the API, assigned to the demo
 * committee member (`dates`: the project's start and end, YYYY-MM-DD).
 */
export async function submittedAndAssigned(
  request: APIRequestContext,
  title: string,
  summary: string,
  dates: { start: string; end: string } = { start: '2027-01-01', end: '2028-12-31' },
): Promise<string> {
  const datasets = (await (await request.get(`${E2E.cmsUrl}/api/datasets?locale=en`)).json()) as {
    data: { documentId: string; availableDataLevels: { value: string }[] }[];
  };
  const dataset = datasets.data.find((item) => item.availableDataLevels.length > 0);
  if (!dataset) throw new Error('No seeded dataset with data levels');
  const applicant = await apiAuth(request, APPLICANT);
  const draft = await request.post(`${E2E.cmsUrl}/api/data-access-request/create-draft`, {
    headers: applicant,
    data: {
      requestedDatasets: [{ dataset: dataset.documentId, dataLevel: dataset.availableDataLevels[0]!.value }],
      projectTitle: title,
      projectSummary: summary,
      projectStartDate: dates.start,
      projectEndDate: dates.end,
      projectClassification: 'academic-research',
      intendedUses: ['epidemiology'],
      fundingStatus: 'funded',
      fundingDetails: 'CIHR PJT-999999',
      independentReview: 'ethics-approved',
      independentReviewDetails: 'REB 2026-001',
      regulatoryBodies: ['research-ethics-committee'],
      dissemination: ['peer-reviewed-publication'],
      protocol: 'attached',
      principalInvestigator: {
        title: 'Dr',
        firstName: 'Nadia',
        lastName: 'Benali',
        email: 'nadia.benali@university.example',
        organization: 'Université de Montréal',
        organizationType: 'Academic',
        country: 'Canada',
      },
    },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  const draftId = ((await draft.json()) as { data: { documentId: string } }).data.documentId;
  const published = await request.post(`${E2E.cmsUrl}/api/data-access-request/${draftId}/publish`, {
    headers: applicant,
  });
  expect(published.ok(), await published.text()).toBe(true);
  const id = ((await published.json()) as { data: { documentId: string } }).data.documentId;

  const qm = await apiAuth(request, QM);
  const members = (await (
    await request.get(`${E2E.cmsUrl}/api/users-by-role/?roles=dag-member`, { headers: qm })
  ).json()) as { data?: { documentId: string; email: string }[] } | { documentId: string; email: string }[];
  const member = (Array.isArray(members) ? members : (members.data ?? [])).find((user) => user.email === MEMBER);
  if (!member) throw new Error('No demo dag-member');
  const assigned = await request.post(`${E2E.cmsUrl}/api/data-access-request/assign`, {
    headers: qm,
    data: { requestId: id, assigneeId: member.documentId, version: 0 },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return id;
}
