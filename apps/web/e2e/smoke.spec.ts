import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { SECURITY_HEADERS } from '../security-headers';

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

test('the preview server sends the same security headers as nginx, and the API does not announce Strapi', async ({
  page,
}) => {
  const shell = await page.goto('/en');
  const headers = shell?.headers() ?? {};
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  const api = await page.request.get('/api/home?locale=en');
  expect(api.status()).toBe(200);
  expect(api.headers()['x-powered-by']).toBeUndefined();
});
