import { statSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  formatDialogDate,
  formatRegistryDate,
  matchesRegistrySearch,
  REGISTRY_PAGE_SIZE,
  type ApprovedRequest,
  type CommitteeContent,
  type DataGovernanceCommitteePage,
  type DataGovernancePage,
  type DataGovernanceProcessPage,
  type DataGovernanceSecurityPage,
  type Policy,
} from '@portal/shared';

import { capture, WIDTHS } from './support/capture';
import { E2E } from './support/ports';

/**
 * The four data-governance routes against the seeded CMS, in en and fr, at 375, 768 and
 * 1280 px (CMS text rendered, a full-page screenshot, no serious axe violation at 375 and
 * 1280 px: support/capture.ts); the registry search / sort / dialog journey; a policy download.
 */

const LOCALES = ['en', 'fr'] as const;
const MOBILE_MAX = 768;

async function cms<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const response = await request.get(`${E2E.cmsUrl}${pathAndQuery}`);
  expect(response.ok(), `GET ${pathAndQuery}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

type RouteCheck = {
  name: string;
  path: string;
  /** Checks the page's CMS content at the current width. */
  check: (page: Page, request: APIRequestContext, locale: string, width: number) => Promise<void>;
};

const ROUTES: RouteCheck[] = [
  {
    name: 'data-governance',
    path: 'data-governance',
    check: async (page, request, locale, width) => {
      const content = await cms<DataGovernancePage>(request, `/api/data-governance?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      const carousel = page.getByRole('region', { name: content.governanceElements!.title! });
      await expect(carousel).toHaveAttribute('data-slides-to-show', width < 800 ? '1' : '3');
      await expect(carousel.getByRole('heading', { name: content.governanceElements!.items[0]!.title })).toBeVisible();
      await expect(page.getByRole('link', { name: content.links[0]!.label, exact: true })).toHaveAttribute(
        'href',
        `/${locale}${content.links[0]!.url}`,
      );
    },
  },
  {
    name: 'process',
    path: 'data-governance/process',
    check: async (page, request, locale, width) => {
      const content = await cms<DataGovernanceProcessPage>(request, `/api/data-governance-process?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      const steps = page.getByRole('region', { name: content.stepsTitle! });
      await expect(steps.getByRole('button', { pressed: true })).toContainText(content.steps[0]!.title);
      await expect(page.getByText(content.steps[0]!.description)).toBeVisible();
      const table = page.getByRole('table', { name: new RegExp(`^${content.registrySection!.title}`) });
      await expect(table.getByRole('columnheader')).toHaveCount(width <= MOBILE_MAX ? 2 : 5);
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const policies = page.getByRole('region', { name: content.policiesSection!.title });
      await expect(policies.getByRole('button', { name: content.policiesSection!.moreLabel })).toBeVisible();
      await expect(
        page.getByRole('region', { name: content.proceedingsSection!.title }).getByRole('button').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'committee',
    path: 'data-governance/committee',
    check: async (page, request, locale, width) => {
      const content = await cms<DataGovernanceCommitteePage>(
        request,
        `/api/data-governance-committee?locale=${locale}`,
      );
      const committee = await cms<CommitteeContent>(request, `/api/committee?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      await expect(page.getByRole('link', { name: content.hero!.cta!.label })).toHaveAttribute(
        'href',
        `/${locale}/data-governance/committee#committee-members`,
      );
      const members = page.getByRole('region', { name: content.membersSectionTitle!, exact: true }).first();
      await expect(members.getByRole('button', { name: new RegExp(committee.members[0]!.name) })).toBeVisible();
      if (width <= MOBILE_MAX) {
        await expect(members.locator('[aria-roledescription="carousel"]')).toBeVisible();
      } else {
        await expect(members.locator('.committee-grid__row').first().getByRole('listitem')).toHaveCount(2);
        await expect(members.locator('.committee-grid__row').nth(1).getByRole('listitem')).toHaveCount(3);
      }
    },
  },
  {
    name: 'security',
    path: 'data-governance/security',
    check: async (page, request, locale, width) => {
      const content = await cms<DataGovernanceSecurityPage>(request, `/api/data-governance-security?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      const first = content.safeguards[0]!;
      if (width <= MOBILE_MAX) {
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.getByRole('definition').filter({ hasText: first.description })).toBeVisible();
      } else {
        const table = page.getByRole('table');
        await expect(table.getByRole('columnheader', { name: content.layerHeader! })).toBeVisible();
        await expect(table.getByRole('cell', { name: first.item, exact: true })).toBeVisible();
      }
    },
  },
];

for (const locale of LOCALES) {
  for (const route of ROUTES) {
    test(`${route.name} renders its CMS content in ${locale} at 375/768/1280`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: WIDTHS.at(-1) ?? 1280, height: 900 });
      await page.goto(`/${locale}/${route.path}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await route.check(page, request, locale, width);
        // Nothing (a carousel track, a table) may widen the page beyond the viewport.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await capture(page, 'governance', `${route.name}-${locale}-${width}`);
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Registry journey

const bodyRows = (table: Locator) => table.locator('tbody tr');

test('registry: search a surname, sort by approval date, open a row and close back to it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const requests = await cms<ApprovedRequest[]>(request, '/api/approved-requests?locale=en&pagination[pageSize]=100');
  const content = await cms<DataGovernanceProcessPage>(request, '/api/data-governance-process?locale=en');
  const labels = content.registrySection!;
  const surname = requests[Math.floor(requests.length / 2)]!.principalInvestigator!.lastName;
  const matching = requests.filter((item) => matchesRegistrySearch(item, surname));
  const firstPage = Math.min(requests.length, REGISTRY_PAGE_SIZE);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/data-governance/process');
  const table = page.getByRole('table', { name: new RegExp(`^${labels.title}`) });
  await expect(bodyRows(table)).toHaveCount(firstPage);
  await expect(page.locator('.registry__count')).toHaveText(`${requests.length} projects`);

  // Pages: every entry is reachable, the page is in the URL.
  if (requests.length > REGISTRY_PAGE_SIZE) {
    const pager = page.getByRole('navigation', { name: 'Registry pages' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText(`Page 2 of ${Math.ceil(requests.length / REGISTRY_PAGE_SIZE)}`);
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(bodyRows(table)).toHaveCount(Math.min(requests.length - REGISTRY_PAGE_SIZE, REGISTRY_PAGE_SIZE));
  }

  // Search: the server filters as you type, the surname highlighted, the query in the URL.
  const search = page.getByRole('searchbox');
  await expect(search).toHaveAttribute('placeholder', labels.searchPlaceholder!);
  await search.fill(surname);
  await expect(bodyRows(table)).toHaveCount(Math.min(matching.length, REGISTRY_PAGE_SIZE));
  await expect(table.locator('mark', { hasText: surname }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname)}`));
  await expect(page).not.toHaveURL(/[?&]page=/);
  await capture(page, 'governance', 'registry-search-en-1280');

  // Sort by approval date: ascending, then descending.
  await search.fill('');
  await expect(bodyRows(table)).toHaveCount(firstPage);
  const dateHeader = table.getByRole('columnheader', { name: labels.approvalDateLabel! });
  const dates = requests
    .map((item) => item.approvalDate)
    .filter((date): date is string => Boolean(date))
    .sort();
  // The approval date's cell: the column of its header (the access period follows it).
  const dateColumn = await table
    .getByRole('columnheader')
    .evaluateAll(
      (headers, name) => headers.findIndex((header) => header.textContent?.includes(name)),
      labels.approvalDateLabel!,
    );
  const firstDate = () => bodyRows(table).first().locator('th, td').nth(dateColumn);
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstDate()).toHaveText(formatRegistryDate(dates[0]));
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(firstDate()).toHaveText(formatRegistryDate(dates[dates.length - 1]));
  await expect(page).toHaveURL(/sort=approvalDate%3Adesc/);

  // The view survives a reload.
  await page.reload();
  await expect(table.getByRole('columnheader', { name: labels.approvalDateLabel! })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Details dialog of the newest approval.
  const newest = requests.find((item) => item.approvalDate === dates[dates.length - 1])!;
  const row = bodyRows(table).first();
  await expect(row).toContainText(newest.projectTitle);
  // Images and content above the registry may still move it after a reload: click once settled.
  await page.waitForLoadState('networkidle');
  await row.click();
  const dialog = page.getByRole('dialog', { name: newest.projectTitle });
  await expect(dialog).toBeVisible();
  const field = (key: string, label: string) => {
    const item = dialog.locator(`[data-field="${key}"]`);
    return expect(item.locator('dt'))
      .toHaveText(label)
      .then(() => item.locator('dd'));
  };
  await expect(await field('organization', labels.organizationLabel!)).toHaveText(
    newest.principalInvestigator!.organization!,
  );
  await expect(await field('intendedUse', labels.intendedUseLabel!)).toHaveText(
    newest.intendedUseOfData.map((use) => use.value).join(', '),
  );
  await expect(await field('approved', labels.approvedLabel!)).toHaveText(formatDialogDate(newest.approvalDate));
  await expect(await field('requested', labels.requestedLabel!)).toHaveText(formatDialogDate(newest.dateRequested));
  const dataset = newest.datasets[0]!;
  const link = dialog.getByRole('link', { name: new RegExp(dataset.title) });
  await expect(link).toHaveAttribute('href', `/en/dataset/${dataset.slug}/overview`);
  await expect(link).toHaveAttribute('target', '_blank');
  await capture(page, 'governance', 'registry-dialog-en-1280');

  await dialog.getByRole('button', { name: labels.closeLabel! }).last().click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();

  // Full screen at 760px or narrower.
  await page.setViewportSize({ width: 375, height: 800 });
  await row.click();
  await expect(page.getByRole('dialog')).toHaveClass(/dialog--fullscreen/);
  await capture(page, 'governance', 'registry-dialog-en-375');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('policies: a click downloads the PDF', async ({ page, request }) => {
  const policies = await cms<Policy[]>(request, '/api/policies?locale=en');
  const policy = policies[0]!;
  await page.goto('/en/data-governance/process');
  const button = page.getByRole('button', { name: new RegExp(policy.title) });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(policy.file.name);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(statSync(file).size).toBeGreaterThan(0);
});
