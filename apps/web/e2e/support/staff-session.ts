import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { E2E } from './ports';

/** Every demo account's password (apps/cms/src/bootstrap: the demo seed). */
const DEMO_PASSWORD = 'DemoPortal2026!';

export type Mail = { subject: string; text?: string; date: string; to: { address: string }[] };

/** The newest mail to `address` whose subject matches, received after `since` (maildev). */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
  since: number,
  timeout = 20_000,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${E2E.mailUrl}/email`)).json()) as Mail[];
        found = mails
          .filter((m) => m.to.some((to) => to.address.toLowerCase() === address) && subject.test(m.subject))
          .filter((m) => Date.parse(m.date) >= since - 1000)
          .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
        return found !== undefined;
      },
      { message: `mail "${subject.source}" to ${address}`, timeout },
    )
    .toBe(true);
  return found as Mail;
}

async function signInCode(request: APIRequestContext, address: string, since: number): Promise<string> {
  const mail = await waitForMail(request, address, /sign-in code/i, since);
  return (/\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text ?? '')?.[1]) as string;
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
