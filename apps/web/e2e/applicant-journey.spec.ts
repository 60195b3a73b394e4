import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E } from './support/ports';
import { sixDigitCode, waitForMail } from './support/mailbox';

/**
 * The applicant's journey against the seeded CMS and the mail catcher: open a dataset,
 * request access, fill two steps, reload and find the answers, upload a PDF with visible progress,
 * submit, find the request in the list and in the v2 view; staff (through the API) request
 * information; the applicant amends and resubmits; staff move the request to pendingSigning and
 * the applicant uploads the signed contract. axe at 1280 and 375 px on the form and the view.
 */

const DEMO_PASSWORD = 'DemoPortal2026!';
const APPLICANT = 'applicant@portal.localhost';

async function logInInBrowser(page: Page, request: APIRequestContext, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const since = Date.now();
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const mail = await waitForMail(request, email, /sign-in code/i, since);
  await page.getByLabel(/^Sign-in code/).fill(sixDigitCode(mail));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
}

/** A staff session through the API (both login steps); returns the Bearer header. */
async function staffAuth(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const since = Date.now();
  const login = await request.post(`${E2E.cmsUrl}/api/auth/local`, {
    data: { identifier: email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { otpToken } = ((await login.json()) as { data: { otpToken: string } }).data;
  const mail = await waitForMail(request, email, /sign-in code/i, since);
  const verify = await request.post(`${E2E.cmsUrl}/api/auth/verifyOneTimePassword`, {
    data: { token: otpToken, oneTimePassword: sixDigitCode(mail) },
  });
  expect(verify.ok()).toBe(true);
  const { jwt } = ((await verify.json()) as { data: { jwt: string } }).data;
  return { Authorization: `Bearer ${jwt}` };
}

type Detail = { documentId: string; version: number; internal: { requestStatus: string; approvalStatus: string } };

async function detail(request: APIRequestContext, headers: Record<string, string>, id: string): Promise<Detail> {
  const response = await request.get(`${E2E.cmsUrl}/api/data-access-request/${id}`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Detail }).data;
}

async function staffAction(
  request: APIRequestContext,
  headers: Record<string, string>,
  action: string,
  body: Record<string, unknown>,
) {
  const response = await request.post(`${E2E.cmsUrl}/api/data-access-request/${action}`, { headers, data: body });
  expect(response.ok(), `${action}: ${await response.text()}`).toBe(true);
}

/** A small valid PDF (magic bytes are what the server checks). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n' +
    'x'.repeat(200_000),
);

async function a11yAtBothWidths(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('applicant journey', () => {
  test.setTimeout(240_000);

  test('request access, draft and reload, attach, submit, answer an information request, sign the contract', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const datasets = (await (await request.get(`${E2E.cmsUrl}/api/datasets?locale=en`)).json()) as {
      data: { slug: string; title: string; documentId: string; availableDataLevels: { value: string }[] }[];
    };
    const dataset = datasets.data.find((item) => item.availableDataLevels.length > 0);
    if (!dataset) throw new Error('No seeded dataset with data levels');
    const level = dataset.availableDataLevels[0]!.value;
    const title = `E2E journey ${Date.now()}`;

    // A dataset page → Request access → login round trip → the form with the dataset preselected.
    await page.goto(`/en/dataset/${dataset.slug}/overview`);
    await page.getByRole('link', { name: 'Request access' }).first().click();
    await logInInBrowser(page, request, APPLICANT);
    await expect(page.getByRole('navigation', { name: 'Steps of the request' })).toBeVisible();
    await expect(page.getByLabel(/^Dataset/).first()).toHaveValue(dataset.documentId);

    // Step 1: the data level; the draft is created and saved.
    await page
      .getByLabel(/^Data level/)
      .first()
      .selectOption(level);
    await expect(page.getByText(/^Saved at \d{2}:\d{2}/)).toBeVisible();
    await expect(page).toHaveURL(/draft=\w+/);
    await a11yAtBothWidths(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: the project.
    await expect(page.getByRole('heading', { level: 2, name: 'Project' })).toBeVisible();
    await page.getByLabel(/^Project title/).fill(title);
    await page.getByLabel(/^Project summary/).fill('How air quality relates to asthma visits, for public benefit.');
    await page.getByLabel(/^Start date/).fill('2027-01-01');
    await page.getByLabel(/^End date/).fill('2028-01-01');
    await page.locator('#request-project-classification').check();
    await expect(page.getByText(/^Saved at/)).toBeVisible();
    await expect(page.getByText('Saving…')).toHaveCount(0);

    // Reload: same step, same answers.
    await page.reload();
    await expect(page.getByLabel(/^Project title/)).toHaveValue(title);
    await expect(page.getByLabel(/^Start date/)).toHaveValue('2027-01-01');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // The remaining steps (the principal investigator is prefilled from the profile).
    await expect(page.getByRole('heading', { level: 2, name: 'Principal investigator' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.locator('#request-intended-uses').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.locator('#request-funding-status').check();
    await page.locator('#request-independent-review').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.locator('#request-dissemination').check();
    await page.locator('#request-protocol').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Attachments: a PDF with a progress bar, then listed.
    await expect(page.getByRole('heading', { level: 2, name: 'Attachments' })).toBeVisible();
    // Hold the upload's answer a moment so its progress bar can be seen (the bytes go at local speed).
    await page.route('**/attachments', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'choose files' }).click();
    await (await chooser).setFiles({ name: 'protocol.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('progressbar', { name: 'Uploading protocol.pdf' })).toBeVisible();
    await expect(page.getByText('protocol.pdf was uploaded.')).toBeVisible();
    await page.unroute('**/attachments');
    await expect(page.getByRole('button', { name: /Download protocol\.pdf/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Review and submit.
    await expect(page.getByRole('heading', { level: 2, name: 'Review and submit' })).toBeVisible();
    await a11yAtBothWidths(page);
    await page.getByRole('button', { name: /^Submit/ }).click();
    await page.getByRole('dialog', { name: 'Submit your request?' }).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your request was submitted' })).toBeVisible();
    const reference = /Your reference: (\w+)/.exec((await page.getByText(/Your reference:/).textContent()) ?? '')?.[1];
    if (!reference) throw new Error('No reference shown');

    // In the list, and in the v2 view.
    await page.goto('/en/user/requests');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('New')).toBeVisible();
    await item.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/en/user/requests/v2/${reference}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: /Download protocol\.pdf/ })).toBeVisible();
    await a11yAtBothWidths(page);

    // A queue manager asks for more information (API).
    const qm = await staffAuth(request, 'queue-manager@portal.localhost');
    let current = await detail(request, qm, reference);
    await staffAction(request, qm, 'set-status', {
      requestId: reference,
      requestStatus: 'informationRequested',
      note: 'Please describe the linkage you plan.',
      version: current.version,
    });

    // The applicant amends and resubmits.
    await page.reload();
    const actions = page.getByRole('region', { name: 'What you can do now' });
    await expect(actions.getByText('Please describe the linkage you plan.')).toBeVisible();
    await actions.getByRole('button', { name: 'Amend and resubmit' }).click();
    await page.getByLabel(/^Project summary/).fill('Air quality and asthma visits, linked by postal code.');
    await page.getByLabel('Message to the review team').fill('Linkage described in the summary.');
    await page.getByRole('button', { name: 'Resubmit my request' }).click();
    await expect(page.getByText('Air quality and asthma visits, linked by postal code.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Amend and resubmit' })).toHaveCount(0);

    // Staff take it to pendingSigning: assign the chair, recommend, approve, add the contract (API).
    const users = (await (
      await request.get(`${E2E.cmsUrl}/api/users-by-role/?roles=dag-chair`, { headers: qm })
    ).json()) as { data?: { documentId: string }[] } | { documentId: string }[];
    const chair = (Array.isArray(users) ? users : (users.data ?? []))[0];
    if (!chair) throw new Error('No dag-chair');
    current = await detail(request, qm, reference);
    await staffAction(request, qm, 'assign', {
      requestId: reference,
      assigneeId: chair.documentId,
      version: current.version,
    });
    current = await detail(request, qm, reference);
    await staffAction(request, qm, 'recommend', {
      requestId: reference,
      recommendation: 'approve',
      version: current.version,
    });
    const chairAuth = await staffAuth(request, 'dag-chair@portal.localhost');
    current = await detail(request, chairAuth, reference);
    await staffAction(request, chairAuth, 'approve', {
      requestId: reference,
      version: current.version,
      note: 'Approved.',
    });
    current = await detail(request, qm, reference);
    const contract = await request.post(`${E2E.cmsUrl}/api/data-access-request/${reference}/contract`, {
      headers: qm,
      multipart: {
        files: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF },
        version: String(current.version),
      },
    });
    expect(contract.ok(), await contract.text()).toBe(true);

    // The applicant downloads the contract and uploads the signed copy.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the contract' })).toBeVisible();
    const signedChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload the signed contract' }).click();
    await (await signedChooser).setFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Contract signed').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toHaveCount(0);
  });
});
