import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { signedIn } from './support/staff-session';

/**
 * The staff workspace against the seeded CMS, the built SPA and maildev: each step in
 * the browser as the role that owns it, one browser context per person.
 */

const QM = 'queue-manager@portal.localhost';
const MEMBER = 'dag-member@portal.localhost';
const CHAIR = 'dag-chair@portal.localhost';
const CM = 'contract-manager@portal.localhost';
const READONLY = 'readonly-user@portal.localhost';

// The smallest file the CMS accepts as a PDF (type decided from the content: the %PDF- magic).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const reviewUrl = (id: string) => `/en/request-management/request/${id}`;

/** Opens the first request of a queue view and returns its documentId. */
async function openFirst(page: Page, query: string): Promise<string> {
  await page.goto(`/en/request-management/queue-list?${query}`);
  const row = page.locator('tbody tr.data-table__row').first();
  // The first filtered queue query after the CMS boots can take seconds on a loaded CI machine.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.click();
  await expect(page).toHaveURL(/\/en\/request-management\/request\/[A-Za-z0-9]+$/);
  return page.url().split('/').pop() as string;
}

async function act(page: Page, button: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.locator('button[type=submit]').click();
  await expect(dialog).toBeHidden();
}

async function assignTo(page: Page, email: string) {
  await act(page, 'Assign', async (dialog) => {
    await dialog.getByRole('radio', { name: new RegExp(email.replace('.', '\\.')) }).check();
  });
}

const status = (page: Page) => page.locator('.review-header .status-badges');

/** The page itself never scrolls sideways: wide content scrolls inside its own region. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth - clientWidth} px too wide`).toBeLessThanOrEqual(clientWidth);
}

// Option values of the seeded dataset-access-request and profile content: stored, never shown.
const OPTION_KEYS = [
  'academic-research',
  'public-health',
  'service-evaluation',
  'policy-development',
  'commercial-research',
  'student-project',
  'epidemiology',
  'health-services',
  'methodology',
  'environmental-health',
  'genetics',
  'teaching',
  'funded',
  'pending',
  'internal',
  'unfunded',
  'ethics-approved',
  'ethics-pending',
  'peer-reviewed',
  'not-required',
  'research-ethics-committee',
  'institutional-review-board',
  'data-protection-authority',
  'confidentiality-advisory-group',
  'peer-reviewed-publication',
  'conference',
  'policy-report',
  'preprint',
  'public-summary',
  'thesis',
  'published',
  'registered',
  'attached',
  'in-preparation',
  'academic',
  'academic / non-profit',
  'government',
  'industry',
  'healthcare provider',
];

/** The texts of a description list's values and list items within `scope`. */
const answerTexts = (scope: ReturnType<Page['getByRole']>) =>
  scope.locator('dd, dd li').evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()));

test.describe('staff workflow', () => {
  test.describe.configure({ timeout: 240_000 });

  test('approval path: assign, recommend, approve, contract, signature, complete, publish, public register', async ({
    browser,
    request,
  }) => {
    const qm = await signedIn(browser, request, QM);
    const id = await openFirst(qm, 'requestStatus=new&approvalStatus=pending&quick=unassigned');
    // The demo applicants share the demo password: the requester signs the contract themself.
    const applicantEmail =
      (await qm.getByRole('region', { name: 'Requester' }).getByRole('link').textContent())?.trim() ?? '';
    const format = (await qm.locator('.review-header .queue-tag').textContent())?.trim() ?? 'v2';
    const title = (await qm.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await assignTo(qm, MEMBER);
    await expect(status(qm)).toContainText('Assigned');

    const member = await signedIn(browser, request, MEMBER);
    await member.goto(reviewUrl(id));
    await act(member, 'Recommend', async (dialog) => {
      await dialog.getByRole('radio', { name: 'Approve' }).check();
      await dialog.getByRole('textbox').fill('Sound protocol and safeguards.');
    });
    await expect(status(member)).toContainText('Pending approval');

    const chair = await signedIn(browser, request, CHAIR);
    await chair.goto(reviewUrl(id));
    await act(chair, 'Approve');
    await expect(status(chair)).toContainText('Pending contract');

    await qm.reload();
    await act(qm, 'Reassign', async (dialog) => {
      await dialog.getByRole('radio', { name: /contract-manager@portal\.localhost/ }).check();
    });

    const cm = await signedIn(browser, request, CM);
    await cm.goto(reviewUrl(id));
    await act(cm, 'Add contract', async (dialog) => {
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
    });
    await expect(status(cm)).toContainText('Pending signing');

    const applicant = await signedIn(browser, request, applicantEmail);
    await applicant.goto(`/en/user/requests/${format}/${id}`);
    await applicant
      .locator('.request-actions input[type=file]')
      .first()
      .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(applicant.getByText('Thank you: your signed contract was received.')).toBeVisible({ timeout: 20_000 });

    await qm.reload();
    await expect(status(qm)).toContainText('Contract signed');
    await act(qm, 'Mark complete');
    await expect(status(qm)).toContainText('Complete');
    await act(qm, 'Publish to register');
    await expect(status(qm)).toContainText('Published');

    const visitor = await browser.newPage();
    await visitor.goto('/en/data-governance/process');
    await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 20_000 });
  });

  test('denial path, read-only user, and two staff acting at once', async ({ browser, request }) => {
    const qm = await signedIn(browser, request, QM);
    const id = await openFirst(qm, 'requestStatus=new&approvalStatus=pending&quick=unassigned');
    await assignTo(qm, MEMBER);
    const member = await signedIn(browser, request, MEMBER);
    await member.goto(reviewUrl(id));
    await act(member, 'Recommend', async (dialog) => {
      await dialog.getByRole('radio', { name: 'Deny' }).check();
    });
    const chair = await signedIn(browser, request, CHAIR);
    await chair.goto(reviewUrl(id));
    await act(chair, 'Deny', async (dialog) => {
      await dialog.getByRole('textbox').fill('Outside the portal’s scope.');
    });
    await expect(status(chair)).toContainText('Denied');

    const readonly = await signedIn(browser, request, READONLY);
    await readonly.goto(reviewUrl(id));
    await expect(readonly.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(readonly.getByRole('heading', { name: 'Your actions' })).toHaveCount(0);
    // Controls that only read (downloads, opening an earlier version) are theirs too; nothing else is.
    await expect(
      readonly.locator('main button:not(.download-button button):not(.review-versions__item button)'),
    ).toHaveCount(0);

    // Two queue managers on one new request: both open the assign dialog, both submit; one wins.
    const other = await openFirst(qm, 'requestStatus=new&approvalStatus=pending&quick=unassigned');
    const qm2 = await signedIn(browser, request, QM);
    await qm2.goto(reviewUrl(other));
    await qm.goto(reviewUrl(other));
    for (const page of [qm, qm2]) {
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('radio', { name: /dag-member@portal\.localhost/ })
        .check();
    }
    await Promise.all([qm, qm2].map((page) => page.getByRole('dialog').locator('button[type=submit]').click()));
    const conflicts = await Promise.all(
      [qm, qm2].map(async (page) => {
        await expect(page.getByRole('dialog')).toBeHidden();
        return page.locator('.action-panel__conflict').count();
      }),
    );
    // Copy before sorting: which page lost is read from the unsorted counts.
    expect([...conflicts].sort()).toEqual([0, 1]);
    const loser = conflicts[0] === 1 ? qm : qm2;
    await expect(loser.locator('.action-panel__conflict')).toContainText('Someone else changed this request');
  });

  test('at 375 px the queue (en, fr) and the review page fit the screen; the review page shows labels, not option keys', async ({
    browser,
    request,
  }) => {
    const page = await signedIn(browser, request, QM, 375);
    for (const [locale, caption] of [
      ['en', 'Access requests in the queue'],
      ['fr', 'Demandes d’accès dans la file'],
    ] as const) {
      await page.goto(`/${locale}/request-management/queue-list`);
      await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      // The table is wider than the screen: it scrolls in a region a keyboard can reach.
      await expect(page.getByRole('region', { name: caption })).toHaveAttribute('tabindex', '0');
      await expectNoSidewaysScroll(page);
    }

    const id = await openFirst(page, 'format=v2');
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const answers = page.getByRole('region', { name: 'Answers' });
    await expect(answers.getByText('Funding', { exact: true })).toBeVisible();
    const shown = [
      ...(await answerTexts(answers)),
      ...(await answerTexts(page.getByRole('region', { name: 'Requester' }))),
    ];
    expect(shown.filter((text) => OPTION_KEYS.includes(text))).toEqual([]);
    expect(shown.join(' ')).toMatch(
      /Funded \(grant awarded\)|Funding application under review|Funded from institutional budget|No dedicated funding/,
    );

    await page.goto(`/fr/request-management/request/${id}`);
    const reponses = page.getByRole('region', { name: 'Réponses' });
    await expect(reponses.getByText('Financement', { exact: true })).toBeVisible();
    expect((await answerTexts(reponses)).filter((text) => OPTION_KEYS.includes(text))).toEqual([]);
    await expectNoSidewaysScroll(page);
  });

  for (const width of [375, 1280]) {
    test(`queue and review screens at ${width} px have no serious accessibility violation`, async ({
      browser,
      request,
    }) => {
      const page = await signedIn(browser, request, QM, width);
      await page.goto('/en/request-management/queue-list');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      if (width < 769) await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/staff-queue-${width}.png`, fullPage: true });
      await page.locator('tbody tr.data-table__row').first().click();
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/staff-review-${width}.png`, fullPage: true });
    });
  }
});
