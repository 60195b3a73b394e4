import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiAuth, submittedAndAssigned } from './support/api-setup';
import { E2E } from './support/ports';
import { waitForMail } from './support/mailbox';
import { signedIn } from './support/staff-session';

/**
 * Access after approval as its people live it, against the seeded CMS, the access clock (every
 * 10 s in e2e) and the mail catcher: the chair approves; once the contract is signed access runs
 * until the project's end, 20 days away, so the applicant is reminded at once; they ask for more
 * time and a queue manager grants it; the queue manager later ends access; the applicant files
 * the final report, which the queue manager finds on the review page.
 */
const APPLICANT = 'applicant@portal.localhost';
const MEMBER = 'dag-member@portal.localhost';
const CHAIR = 'dag-chair@portal.localhost';
const QM = 'queue-manager@portal.localhost';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DAY = 86_400_000;

const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const V2 = `${E2E.cmsUrl}/api/data-access-request`;

async function version(request: APIRequestContext, headers: Record<string, string>, id: string): Promise<number> {
  const res = await request.get(`${V2}/${id}`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { version: number } }).data.version;
}

/** A staff action of the review page: its button, its dialog, submit, the dialog gone. */
async function act(page: Page, button: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.locator('button[type=submit]').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

test.describe('access periods', () => {
  test.setTimeout(240_000);

  test('approval, a reminder in the mail, an extension asked and granted, access ended, the final report filed', async ({
    browser,
    request,
  }) => {
    const title = `E2E access ${Date.now()}`;
    const id = await submittedAndAssigned(request, title, 'Cardiac outcomes after discharge, for public benefit.', {
      start: day(1),
      end: day(20),
    });
    const member = await apiAuth(request, MEMBER);
    const recommended = await request.post(`${V2}/recommend`, {
      headers: member,
      data: { requestId: id, recommendation: 'approve', version: await version(request, member, id) },
    });
    expect(recommended.ok(), await recommended.text()).toBe(true);

    // The chair approves on the review page; access waits for the signature.
    const review = `/en/request-management/request/${id}`;
    const chair = await signedIn(browser, request, CHAIR);
    await chair.goto(review);
    await expect(chair.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await act(chair, 'Approve');
    const chairAccess = chair.getByRole('region', { name: 'Access to the data' });
    await expect(chairAccess).toContainText('Waiting for signature', { timeout: 20_000 });
    await chair.context().close();

    // The contract is sent and signed elsewhere (the staff workflow spec walks those screens).
    const qmApi = await apiAuth(request, QM);
    const sent = await request.post(`${V2}/${id}/contract`, {
      headers: qmApi,
      multipart: {
        version: String(await version(request, qmApi, id)),
        files: { name: 'agreement.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const applicantApi = await apiAuth(request, APPLICANT);
    const since = Date.now();
    const signed = await request.post(`${V2}/${id}/contract`, {
      headers: applicantApi,
      multipart: { files: { name: 'signed.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(signed.ok(), await signed.text()).toBe(true);

    // The project ends in 20 days: the access clock reminds the applicant right away.
    const reminder = await waitForMail(request, APPLICANT, /^Your data access ends in \d+ days: /, since, 60_000);
    expect(reminder.subject).toContain(title);
    expect(reminder.text ?? '').toContain('ask for an extension');

    // The applicant sees their access and asks for more time.
    const applicant = await signedIn(browser, request, APPLICANT);
    await applicant.goto(`/en/user/requests/v2/${id}`);
    const access = applicant.getByRole('region', { name: 'Access to the data' });
    await expect(access).toContainText('Active', { timeout: 30_000 });
    await expectNoSeriousA11yViolations(applicant);
    await access.getByRole('button', { name: 'Ask for more time' }).click();
    const ask = applicant.getByRole('dialog', { name: 'Ask for more time' });
    await ask.getByLabel(/^New last day of access/).fill(day(60));
    await ask.getByLabel(/^Why you need more time/).fill('The second recruitment wave closes later than planned.');
    await expectNoSeriousA11yViolations(applicant);
    await ask.getByRole('button', { name: 'Ask for this time' }).click();
    await expect(applicant.getByText('Your request for more time was sent.')).toBeVisible({ timeout: 20_000 });
    await expect(access).toContainText('The second recruitment wave closes later than planned.');

    // A queue manager grants the day asked.
    const qm = await signedIn(browser, request, QM);
    await qm.goto(review);
    const staffAccess = qm.getByRole('region', { name: 'Access to the data' });
    await expect(staffAccess).toContainText('More time asked', { timeout: 30_000 });
    await expectNoSeriousA11yViolations(qm);
    const granting = Date.now();
    await act(qm, 'Grant extension');
    await expect(qm.getByText('The extension was granted.')).toBeVisible();
    const granted = await waitForMail(request, APPLICANT, /^Your extension was granted: /, granting, 45_000);
    expect(granted.subject).toContain(title);

    // Later the project closes early: the queue manager ends access today.
    const ending = Date.now();
    await act(qm, 'Change end of access', async (dialog) => {
      await dialog.getByLabel(/^Last day of access/).fill(day(0));
      await dialog.getByLabel(/^Note to the applicant/).fill('The project closed early: thank you.');
    });
    await expect(staffAccess).toContainText('Ended', { timeout: 20_000 });
    const changed = await waitForMail(request, APPLICANT, /^The end of your data access has changed: /, ending, 45_000);
    expect(changed.text ?? '').toContain('The project closed early: thank you.');

    // The applicant files the final report.
    await applicant.reload();
    await expect(access).toContainText('Ended', { timeout: 30_000 });
    await access.getByRole('button', { name: 'File the final report' }).click();
    const report = applicant.getByRole('dialog', { name: 'File the final report' });
    await report.getByRole('button', { name: 'Add a publication' }).click();
    await report.getByLabel(/^Title/).fill('Readmissions after cardiac discharge');
    await report.getByLabel(/^DOI/).fill('https://doi.org/10.1234/cardiac.2027');
    await report.getByLabel('I destroyed the data and every copy of it').check();
    await report.getByLabel('I confirm that what I say here about the data is true.').check();
    await expectNoSeriousA11yViolations(applicant);
    const filing = Date.now();
    await report.getByRole('button', { name: 'File the report' }).click();
    await expect(applicant.getByText('Thank you: your final report was filed.')).toBeVisible({ timeout: 20_000 });
    await expect(access.getByRole('link', { name: /10\.1234\/cardiac\.2027/ })).toBeVisible();
    await waitForMail(request, QM, /^Final report filed: /, filing, 45_000);

    // The queue manager finds it on the review page, and accepts it.
    await qm.reload();
    await expect(staffAccess).toContainText('Readmissions after cardiac discharge', { timeout: 30_000 });
    await act(qm, 'Accept final report');
    await expect(staffAccess).toContainText('Closed out', { timeout: 20_000 });
    await qm.context().close();
    await applicant.context().close();
  });
});
