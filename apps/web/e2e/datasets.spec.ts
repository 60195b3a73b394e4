import path from 'node:path';

import { expect, test, type APIRequestContext } from '@playwright/test';

import { capture, WIDTHS } from './support/capture';
import { E2E } from './support/ports';

/**
 * Dataset library and dataset detail (three tabs) against the seeded CMS, in en and fr, at
 * 375, 768 and 1280 px: CMS text rendered, a full-page screenshot, no serious axe violation (axe
 * at 375 and 1280 px: support/capture.ts).
 */

const LOCALES = ['en', 'fr'] as const;
const TABS = ['overview', 'data-statistics', 'data-dictionary'] as const;
const PREFERRED_SLUG = 'national-birth-cohort';

type Media = { url: string };
type NavItem = { title: string; icon: Media | null; mobileIcon: Media | null };
type Dataset = {
  slug: string;
  title: string;
  overview: { title: string; tables: { firstColumnHeader: string }[] } | null;
  dataStatistics: { title: string; statistics: Media | null; mobileStatistics: Media | null } | null;
  dataDictionary: { title: string; tables: { title: string }[] } | null;
};

async function cms<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const response = await request.get(`${E2E.cmsUrl}${pathAndQuery}`);
  expect(response.ok(), `GET ${pathAndQuery}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function seeded(request: APIRequestContext, locale: string) {
  const datasets = await cms<Dataset[]>(request, `/api/datasets?locale=${locale}`);
  const dataset = datasets.find((item) => item.slug === PREFERRED_SLUG) ?? datasets[0];
  if (!dataset) throw new Error(`No seeded dataset in ${locale}`);
  const library = await cms<{ hero: { title: string }; sampleTitle: string }>(
    request,
    `/api/dataset-library?locale=${locale}`,
  );
  const preview = await cms<Record<'overviewNav' | 'dataStatisticsNav' | 'dataDictionaryNav', NavItem>>(
    request,
    `/api/dataset-preview?locale=${locale}`,
  );
  return { datasets, dataset, library, preview };
}

for (const locale of LOCALES) {
  test(`dataset library and one dataset's tabs render CMS content in ${locale} at 375/768/1280`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { datasets, dataset, library, preview } = await seeded(request, locale);
    const navTitles = {
      overview: preview.overviewNav.title,
      'data-statistics': preview.dataStatisticsNav.title,
      'data-dictionary': preview.dataDictionaryNav.title,
    };
    const tabHeading = {
      overview: dataset.overview?.title ?? '',
      'data-statistics': dataset.dataStatistics?.title ?? '',
      'data-dictionary': dataset.dataDictionary?.title ?? '',
    };

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });

      // Library
      await page.goto(`/${locale}/dataset`);
      await expect(page.getByRole('heading', { level: 1, name: library.hero.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: library.sampleTitle })).toBeVisible();
      const catalogue = page.locator('.dataset-catalogue');
      await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(datasets.length);
      await expect(page.getByRole('link', { name: dataset.title, exact: true })).toHaveAttribute(
        'href',
        `/${locale}/dataset/${dataset.slug}/overview`,
      );
      const search = catalogue.getByRole('searchbox');
      if (width >= 769) {
        await expect(search).toBeVisible();
      } else {
        await expect(search).toBeHidden();
        const toggle = catalogue.getByRole('button', { name: /^(Filters|Filtres)/ });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
      await capture(page, 'datasets', `dataset-${locale}-${width}`);

      // Detail: the index redirects to the overview tab
      await page.goto(`/${locale}/dataset/${dataset.slug}`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/dataset/${dataset.slug}/overview$`));
      await expect(page.getByRole('heading', { level: 1, name: dataset.title })).toBeVisible();
      const tabs = page.locator('nav.dataset-tabs');

      for (const tab of TABS) {
        const link = tabs.getByRole('link', { name: navTitles[tab] });
        if (tab !== 'overview') await link.click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/dataset/${dataset.slug}/${tab}$`));
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('heading', { level: 2, name: tabHeading[tab] })).toBeVisible();
        // Tab icons: the mobile variant at 768px and narrower.
        const nav =
          tab === 'overview'
            ? preview.overviewNav
            : tab === 'data-statistics'
              ? preview.dataStatisticsNav
              : preview.dataDictionaryNav;
        const icon = width <= 768 ? nav.mobileIcon : nav.icon;
        if (icon) await expect(link.locator('img')).toHaveAttribute('src', icon.url);

        if (tab === 'overview' && dataset.overview?.tables[0]) {
          await expect(
            page.getByRole('columnheader', { name: dataset.overview.tables[0].firstColumnHeader }),
          ).toBeVisible();
        }
        if (
          tab === 'data-statistics' &&
          dataset.dataStatistics?.statistics &&
          dataset.dataStatistics.mobileStatistics
        ) {
          const expected =
            width <= 768 ? dataset.dataStatistics.mobileStatistics.url : dataset.dataStatistics.statistics.url;
          const chart = page.locator('.dataset-statistics img');
          await expect(chart).toHaveJSProperty('complete', true);
          // The browser may pick a resized format (`medium_<name>`) of the right variant from the srcset.
          const shown = await chart.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
          expect(shown.endsWith(path.posix.basename(expected)), `${shown} shows ${expected}`).toBe(true);
        }
        if (tab === 'data-dictionary' && dataset.dataDictionary?.tables[0]) {
          await expect(page.getByRole('table', { name: dataset.dataDictionary.tables[0].title })).toBeVisible();
        }
        await capture(page, 'datasets', `dataset-${tab}-${locale}-${width}`);
      }
    }
  });
}

test('the library search filters the cards and survives a reload (URL state)', async ({ page, request }) => {
  const { datasets, dataset } = await seeded(request, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/dataset');
  const catalogue = page.locator('.dataset-catalogue');
  await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(datasets.length);

  await catalogue.getByRole('searchbox').fill(dataset.title.slice(0, 12));

  await expect(page).toHaveURL(/[?&]q=/);
  const expected = datasets.filter((item) =>
    item.title.toLowerCase().includes(dataset.title.slice(0, 12).toLowerCase()),
  );
  await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(expected.length);
  await page.reload();
  await expect(catalogue.getByRole('searchbox')).toHaveValue(dataset.title.slice(0, 12));
  await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(expected.length);
});

test('an unknown dataset slug shows the not-found screen with a way back', async ({ page }) => {
  await page.goto('/en/dataset/no-such-dataset-e2e/overview');

  await expect(page.getByRole('heading', { level: 1, name: 'Dataset not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the dataset library' }).click();
  await expect(page).toHaveURL(/\/en\/dataset$/);
});

test('"Request access" sends an anonymous visitor to login, returning to the form with the dataset', async ({
  page,
  request,
}) => {
  const { dataset } = await seeded(request, 'en');
  await page.goto(`/en/dataset/${dataset.slug}/overview`);

  await page.getByRole('link', { name: 'Request access' }).click();

  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe(`/en/dataset-request-form?dataset=${dataset.slug}`);
});
