import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E } from './support/ports';
import { sixDigitCode, waitForMail, type Mail } from './support/mailbox';

/**
 * Accounts and sessions against the seeded CMS and the built SPA (docs/api/auth.md): registration
 * with the e-mailed confirmation link, the two-step login with the e-mailed code (both read from
 * maildev's REST API), profile edit, bookmarks, logout, the staff landing page and the request-form
 * round trip through login, and a signed-in reader's public reads going out without the token.
 */

const DEMO_PASSWORD = 'DemoPortal2026!';

function confirmationLink(mail: Mail): string {
  const link = /https?:\/\/[^\s"'<>]+email-confirmation\?[^\s"'<>]+/.exec(mail.text ?? mail.html ?? '')?.[0];
  if (!link) throw new Error('No confirmation link in the mail');
  return link.replace(/&amp;/g, '&');
}

/** Password step then code step, the code read from the mail. Returns on the page login lands on. */
async function logIn(page: Page, request: APIRequestContext, email: string, password: string, { a11y = false } = {}) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  if (a11y) await expectNoSeriousA11yViolations(page);
  const since = Date.now();
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/one-time-password\/[\w-]{16,}/);
  if (a11y) await expectNoSeriousA11yViolations(page);
  const mail = await waitForMail(request, email, /sign-in code/i, since);
  await page.getByLabel(/^Sign-in code/).fill(sixDigitCode(mail));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
}

async function openAccountMenu(page: Page) {
  const toggle = page.getByRole('button', { name: /^Account menu for/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function firstDataset(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const response = await request.get(`${E2E.cmsUrl}/api/datasets?locale=en`);
  expect(response.ok()).toBe(true);
  const datasets = ((await response.json()) as { data: { slug: string; title: string }[] }).data;
  const dataset = datasets[0];
  if (!dataset) throw new Error('No seeded dataset');
  return dataset;
}

test.describe('accounts and sessions', () => {
  test('register, confirm, log in with the e-mailed code, edit the profile, bookmark, log out', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `e2e-${Date.now()}@example.org`;
    const password = 'Research-2026';

    // Register (the form is built from the create-account content).
    await page.goto('/en/create-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your researcher account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
      'Please enter your first name.',
    );
    const since = Date.now();
    await page.getByLabel(/^First name/).fill('Ada');
    await page.getByLabel(/^Last name/).fill('Lovelace');
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByLabel(/^Organization(?! type)/).fill('Analytical Engines Ltd');
    await page.getByLabel(/^Organization type/).selectOption({ label: 'Academic' });
    await page.getByLabel(/^Country/).fill('United Kingdom');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    // Confirm with the link of the e-mail: it lands on login with a banner.
    const confirmation = await waitForMail(request, email, /confirm your email/i, since);
    await page.goto(confirmationLink(confirmation));
    await expect(page).toHaveURL(/\/en\/login\?confirmed=true$/);
    await expect(page.getByRole('status').filter({ hasText: 'Email address confirmed' })).toBeVisible();

    // Two-step login; an external user lands on the home page.
    await logIn(page, request, email, password, { a11y: true });
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();

    // Profile edit through the account menu; the change survives a reload (session renewed by cookie).
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/en\/user\/requests$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByLabel(/^First name/)).toHaveValue('Ada');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/^Organization(?! type)/).fill('Royal Society');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Organization(?! type)/)).toHaveValue('Royal Society');

    // Bookmark a dataset from its page, find it in the bookmarks.
    const dataset = await firstDataset(request);
    await page.goto(`/en/dataset/${dataset.slug}/overview`);
    const toggle = page.getByRole('button', { name: `Bookmark ${dataset.title}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page
        .getByRole('region', { name: 'Notifications (Alt+T)' })
        .getByText(`“${dataset.title}” was added to your bookmarks.`),
    ).toBeVisible();
    await page.goto('/en/user/bookmarked-datasets');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarked datasets' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: dataset.title, exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Log out: home, "Log in" again, and the session does not come back on reload.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/en/user/edit');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a staff login lands on the queue list', async ({ page, request }) => {
    await page.goto('/en/login');
    await logIn(page, request, 'queue-manager@portal.localhost', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/request-management\/queue-list$/);
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Request management' })).toBeVisible();
  });

  test('a signed-in reader gets public content from the shared cache: no token on its reads', async ({
    page,
    request,
  }) => {
    await page.goto('/en/login');
    await logIn(page, request, 'applicant@portal.localhost', DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await page.goto('/en/dataset/no-such-dataset-e2e/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Dataset not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    const reads: Array<{ path: string; authorization?: string; cacheControl?: string }> = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!/^\/api\/(home|datasets|dataset-library|i18n\/locales)$/.test(path)) return;
      reads.push({
        path,
        authorization: response.request().headers().authorization,
        cacheControl: response.headers()['cache-control'],
      });
    });

    // Within the app, with the session's token in memory: the library's reads go out now.
    await page.getByRole('link', { name: 'Browse the dataset library' }).click();
    await expect(page).toHaveURL(/\/en\/dataset$/);
    await expect.poll(() => reads.some((read) => read.path === '/api/datasets')).toBe(true);

    // With the token the CMS would build each answer anew and mark it private.
    expect(reads.filter((read) => read.authorization !== undefined)).toEqual([]);
    expect(reads.filter((read) => read.path === '/api/datasets').map((read) => read.cacheControl)).not.toContain(
      'private, no-cache',
    );
  });

  test('the request form sends visitors through login and the code step, and back', async ({ page, request }) => {
    await page.goto('/en/dataset-request-form?dataset=x');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fdataset-request-form%3Fdataset%3Dx$/);
    await logIn(page, request, 'applicant@portal.localhost', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dataset-request-form\?dataset=x$/);
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  });

  test('password recovery answers the same for any address, and the reset page needs a code', async ({ page }) => {
    await page.goto('/en/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel(/^Email address/).fill(`nobody-${Date.now()}@example.org`);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for this address');

    await page.goto('/en/reset-password');
    await expect(page.getByRole('alert')).toContainText('Code is required');
  });
});
