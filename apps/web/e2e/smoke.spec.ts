import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

test('the bare root opens the default locale with the layout and locales from the CMS', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  const options = page.getByRole('combobox').first().locator('option');
  await expect(options).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown locale goes back to the default locale', async ({ page }) => {
  await page.goto('/xx/news');
  await expect(page).toHaveURL(/\/en$/);
});
