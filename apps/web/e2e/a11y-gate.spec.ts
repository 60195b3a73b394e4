import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';

// The accessibility check every spec relies on must fail a page that breaks the rules, in the mode
// it runs axe in (support/a11y.ts): otherwise every "no serious violation" would pass vacuously.
test('the accessibility check fails a page with an unnamed button and an image without a text alternative', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main landmark');
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    main.append(document.createElement('button'), image);
  });
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => 'no violation found',
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('image-alt');
});
