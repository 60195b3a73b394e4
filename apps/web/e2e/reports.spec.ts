import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { signedIn } from './support/staff-session';

/**
 * The turnaround reports as the staff read them, on the demo content (its requests were submitted
 * and decided this year): a read-only user reaches the page from the account menu; each figure has
 * a chart and a table, the page fits a phone without scrolling sideways, and axe finds nothing
 * serious at either width.
 */
const READONLY = 'readonly-user@portal.localhost';

const TITLES = [
  'Requests per month',
  'Turnaround in working days',
  'Backlog per status',
  'Backlog per assignee',
  'Overdue now',
];

async function expectReport(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Turnaround reports' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Requests received, approved and denied per month' })).toBeVisible({
    timeout: 30_000,
  });
  for (const title of TITLES) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The default period: the last twelve months.
  const months = page.getByRole('table', { name: 'Requests received, approved and denied per month' });
  await expect(months.locator('tbody tr')).toHaveCount(12);
  // The charts are drawn and named for screen readers; the demo's open requests are always there.
  const charts = page.getByRole('img', { name: /^Chart: / });
  expect(await charts.count()).toBeGreaterThanOrEqual(4);
  const backlog = page.getByRole('img', { name: /^Chart: Backlog per status\./ });
  await expect(backlog.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  // Its axis has a title and values.
  await expect(backlog.locator('svg').getByText('Requests', { exact: true })).toBeVisible();
  await expect(backlog.locator('svg .recharts-cartesian-axis-tick-value').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download CSV/ })).toHaveCount(5);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('turnaround reports', () => {
  test('a read-only user opens them from the account menu at 1280 px, then at 375 px, with axe', async ({
    browser,
    request,
  }) => {
    // Sign-in, two widths, two axe runs and a download: more than the default minute on two cores.
    test.setTimeout(240_000);
    const page = await signedIn(browser, request, READONLY, 1280);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/en\/request-management\/reports$/);
    await expectReport(page);
    await expectNoSeriousA11yViolations(page);

    // A phone, in the same session: a page of its own at 375 px.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto('/en/request-management/reports');
    await expectReport(phone);
    await expectNoSeriousA11yViolations(phone);

    // The CSV of a table is a download named after the table and the period.
    const download = page.waitForEvent('download');
    // Chrome names it "Download CSV : Requests per month" (the title is visually hidden).
    await page.getByRole('button', { name: /^Download CSV ?: Requests per month$/ }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^turnaround-report-monthly-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    await page.context().close();
  });
});
