import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  calendarDuration,
  type ApprovedRequest,
  type CalendarDuration,
  type DataGovernanceProcessPage,
} from '@portal/shared';

import { E2E } from './support/ports';

/**
 * On the French site, values the app formats itself read as French: the registry dialog (the
 * public register of approved requests, on the data governance process page) writes a project's
 * duration with French words and plurals, never English ones.
 */

async function cms<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const response = await request.get(`${E2E.cmsUrl}${pathAndQuery}`);
  expect(response.ok(), `GET ${pathAndQuery}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const FRENCH_UNITS = {
  years: ['an', 'ans'],
  months: ['mois', 'mois'],
  days: ['jour', 'jours'],
} as const;

test('the registry dialog shows a project’s duration in French', async ({ page, request }) => {
  const requests = await cms<ApprovedRequest[]>(request, '/api/approved-requests?locale=fr&pagination[pageSize]=100');
  const content = await cms<DataGovernanceProcessPage>(request, '/api/data-governance-process?locale=fr');
  // A project whose duration has the most parts, so that plurals and the list are both exercised.
  const candidates = requests.flatMap((item) => {
    const duration = calendarDuration(item.projectStartDate, item.projectEndDate);
    return duration ? [{ item, duration }] : [];
  });
  const parts = (duration: CalendarDuration) => [duration.years, duration.months, duration.days].filter(Boolean).length;
  const { item: entry, duration } = candidates.sort((a, b) => parts(b.duration) - parts(a.duration))[0]!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fr/data-governance/process');
  const search = page.getByRole('searchbox');
  await search.fill(entry.projectTitle);
  const table = page.getByRole('table');
  const row = table.locator('tbody tr', { hasText: entry.projectTitle }).first();
  await expect(row).toBeVisible();
  await page.waitForLoadState('networkidle');
  await row.click();

  const dialog = page.getByRole('dialog', { name: entry.projectTitle });
  await expect(dialog).toBeVisible();
  const field = dialog.locator('[data-field="duration"]');
  const label = content.registrySection?.durationLabel?.trim();
  if (label) await expect(field.locator('dt')).toHaveText(label);

  const text = ((await field.locator('dd').textContent()) ?? '').replace(/\s+/g, ' ');
  for (const key of ['years', 'months', 'days'] as const) {
    const count = duration[key];
    if (count === 0) continue;
    const [one, other] = FRENCH_UNITS[key];
    // French `one` covers 0 and 1.
    expect(text).toMatch(new RegExp(`(^|\\s)${count} ${count <= 1 ? one : other}(,|\\s|$)`));
  }
  expect(text).not.toMatch(/year|month|day/i);
  if (parts(duration) > 1) expect(text).toContain(' et ');
});
