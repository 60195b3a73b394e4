import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type {
  BecomePartnerPage,
  ContactUsPage,
  DataProviderPage,
  DatasetDataSamplePage,
  HomePage,
  NewsPage,
  OurStoryPage,
} from '@portal/shared';

import { capture, WIDTHS } from './support/capture';
import { E2E } from './support/ports';
import { mailsTo } from './support/mailbox';

/**
 * The public content pages (home, our story, contact us, data provider, news, become a partner)
 * against the seeded CMS, in en and fr, at 375, 768 and 1280 px: CMS text rendered, a full-page
 * screenshot kept as an artifact, no serious axe violation (at 375 and 1280 px: support/capture.ts).
 * Then the contact form journey (the e-mails are read back from maildev) and the home page's
 * data-sample download.
 */

const LOCALES = ['en', 'fr'] as const;
const HEIGHT = 900;

async function cms<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const response = await request.get(`${E2E.cmsUrl}${pathAndQuery}`);
  expect(response.ok(), `GET ${pathAndQuery}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const main = (page: Page) => page.getByRole('main');

type RouteCheck = {
  name: string;
  path: string;
  check: (page: Page, request: APIRequestContext, locale: string, width: number) => Promise<void>;
};

const ROUTES: RouteCheck[] = [
  {
    name: 'home',
    path: '',
    check: async (page, request, locale) => {
      const content = await cms<HomePage>(request, `/api/home?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      await expect(page).toHaveTitle(content.seo!.metaTitle);
      await expect(main(page).getByRole('heading', { level: 2, name: content.intro!.title! })).toBeVisible();
      await expect(
        main(page).getByRole('heading', { level: 3, name: content.highlights!.items[0]!.title }),
      ).toBeVisible();
      await expect(main(page).getByRole('button', { name: content.dataSampleButtonLabel! })).toBeVisible();
      await expect(main(page).getByRole('link', { name: content.hero!.cta!.label })).toHaveAttribute(
        'href',
        `/${locale}${content.hero!.cta!.url}`,
      );
    },
  },
  {
    name: 'our-story',
    path: 'about/our-story',
    check: async (page, request, locale, width) => {
      const content = await cms<OurStoryPage>(request, `/api/our-story?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2, name: content.mission!.title })).toBeVisible();
      // Spec §9: 3 commitments at a time, 1 under 800 px; arrows, no dots.
      const carousel = page.getByRole('region', { name: content.commitments!.title! });
      await expect(carousel).toHaveAttribute('data-slides-to-show', width < 800 ? '1' : '3');
      await expect(carousel.getByRole('group')).toHaveCount(content.commitments!.items.length);
      await expect(carousel.getByRole('heading', { name: content.commitments!.items[0]!.title })).toBeVisible();
      const previous = carousel.getByRole('button').first();
      const next = carousel.getByRole('button').last();
      await expect(carousel.getByRole('button')).toHaveCount(2);
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      for (const row of content.aboutUs) {
        await expect(main(page).getByRole('heading', { level: 3, name: row.title })).toBeVisible();
      }
      await expect(main(page).getByRole('link', { name: content.contactUs!.link!.label })).toHaveAttribute(
        'href',
        `/${locale}${content.contactUs!.link!.url}`,
      );
    },
  },
  {
    name: 'contact-us',
    path: 'about/contact-us',
    check: async (page, request, locale) => {
      const content = await cms<ContactUsPage>(request, `/api/contact-us?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      await expect(page.getByRole('textbox', { name: new RegExp(`^${content.form!.nameField.label}`) })).toBeVisible();
      const reasons = page.getByRole('combobox', { name: content.form!.reasonField.label });
      await expect(reasons.locator('option')).toHaveCount(content.contactReasonOptions.length + 1);
      await expect(reasons.locator('option').nth(1)).toHaveText(content.contactReasonOptions[0]!.label);
      await expect(main(page).getByRole('button', { name: content.form!.submitLabel })).toBeVisible();
      await expect(main(page).getByRole('link', { name: content.contactDetails!.contactEmail })).toBeVisible();
    },
  },
  {
    name: 'data-provider',
    path: 'data-provider',
    check: async (page, request, locale) => {
      const content = await cms<DataProviderPage>(request, `/api/data-provider?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      if (content.benefits?.title) {
        await expect(main(page).getByRole('heading', { level: 2, name: content.benefits.title })).toBeVisible();
      }
      await expect(
        main(page).getByRole('heading', { level: 3, name: content.benefits!.items[0]!.title }),
      ).toBeVisible();
    },
  },
  {
    name: 'news',
    path: 'news',
    check: async (page, request, locale) => {
      const content = await cms<NewsPage>(request, `/api/new?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      const newest = [...content.newsItems].sort((a, b) => b.date.localeCompare(a.date))[0]!;
      await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText(newest.title);
      await expect(main(page).locator(`time[datetime="${newest.date}"]`)).toBeVisible();
    },
  },
  {
    name: 'become-partner',
    path: 'become-partner',
    check: async (page, request, locale) => {
      const content = await cms<BecomePartnerPage>(request, `/api/become-partner?locale=${locale}`);
      await expect(h1(page, content.hero!.title)).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 3, name: content.tiers!.items[0]!.title })).toBeVisible();
    },
  },
];

for (const locale of LOCALES) {
  test.describe(`site pages in ${locale}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      const context = await browser.newContext({ baseURL: E2E.webUrl });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    for (const route of ROUTES) {
      test(`${route.name} renders its CMS content at 375, 768 and 1280 px`, async ({ request }) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(`/${locale}${route.path ? `/${route.path}` : ''}`);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await route.check(page, request, locale, width);
          // Nothing (e.g. a carousel's slide row) makes the page scroll sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await capture(page, 'site-pages', `${route.name}-${locale}-${width}`);
        }
      });
    }
  });
}

test('the contact form sends a message: success shown, inbox and sender e-mailed', async ({ page, request }) => {
  const content = await cms<ContactUsPage>(request, '/api/contact-us?locale=en');
  const form = content.form!;
  const sender = `e2e.${Date.now()}@example.org`;
  const message = 'Could you tell me when the 2024 follow-up wave of the cohort will be released?';

  await page.goto('/en/about/contact-us');
  await expect(h1(page, content.hero!.title)).toBeVisible();

  // A first attempt with nothing filled in: the summary lists the errors and links to the fields.
  await page.getByRole('button', { name: form.submitLabel }).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(7);
  await summary.getByRole('link').first().click();
  await expect(page.locator('#contact-name')).toBeFocused();

  // Field ids are stable (the error summary links to them); labels come from the CMS.
  await expect(page.locator('label[for="contact-name"]')).toContainText(form.nameField.label);
  await page.locator('#contact-name').fill('Grace Hopper');
  await page.locator('#contact-email').fill(sender);
  await page.locator('#contact-organization').fill('Naval Research Laboratory');
  await page.locator('#contact-organization-type').selectOption(content.organizationTypeOptions[2]!.value);
  await page.locator('#contact-reason').selectOption(content.contactReasonOptions[0]!.value);
  await page.locator('#contact-message').fill(message);
  await page.getByRole('checkbox', { name: form.consentLabel }).check();
  await page.getByRole('button', { name: form.submitLabel }).click();

  await expect(page.getByRole('status').filter({ hasText: form.successMessage })).toBeVisible();

  await expect.poll(async () => (await mailsTo(request, sender)).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await mailsTo(request, sender);
  expect(confirmation!.subject).toBe('We received your message');
  expect(confirmation!.text).toContain(message);

  const inbox = (await mailsTo(request, 'access@portal.localhost')).filter((mail) => mail.text?.includes(sender));
  expect(inbox).toHaveLength(1);
  expect(inbox[0]!.subject).toContain('Grace Hopper');
  expect(inbox[0]!.text).toContain(message);
  expect(inbox[0]!.replyTo?.[0]?.address).toBe(sender);
});

test('the home page data-sample download yields the file', async ({ page, request }) => {
  const home = await cms<HomePage>(request, '/api/home?locale=en');
  const sample = await cms<DatasetDataSamplePage>(request, '/api/dataset-data-sample?locale=en');
  const file = sample.file!;

  await page.goto('/en');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: home.dataSampleButtonLabel! }).click();
  const download = await downloadEvent;

  expect(download.suggestedFilename()).toBe(file.name);
  const saved = await download.path();
  const original = await request.get(`${E2E.cmsUrl}${file.url}`);
  expect(readFileSync(saved).equals(Buffer.from(await original.body()))).toBe(true);
  expect(readFileSync(saved, 'utf8').split('\n')[0]).toContain(',');
});
