import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { sixDigitCode, waitForMail } from './mailbox';

/** Every demo account's password (apps/cms/src/bootstrap: the demo seed). */
const DEMO_PASSWORD = 'DemoPortal2026!';

async function signInCode(request: APIRequestContext, address: string, since: number): Promise<string> {
  return sixDigitCode(await waitForMail(request, address, /sign-in code/i, since));
}

/** A fresh browser context signed in as `email` (password, then the e-mailed code). */
export async function signedIn(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  width = 1280,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/en/login');
  const since = Date.now();
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.getByLabel(/^Sign-in code/).fill(await signInCode(request, email, since));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  // Signed in once the code step is left (the SPA navigates after storing the session): a page
  // opened before that would start without it, and the code page's own heading proves nothing.
  await expect(page).not.toHaveURL(/one-time-password/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}
