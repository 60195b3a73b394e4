import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './a11y';

/**
 * The widths a content page is checked at: the spec's narrowest phone, the widest mobile layout
 * (768 px and narrower is mobile) and a desktop.
 */
export const WIDTHS = [375, 768, 1280] as const;

/**
 * axe runs once per layout, at 375 px (mobile) and 1280 px (desktop): at 768 px the page has the
 * mobile layout that 375 px checked, and its render and screenshot are still checked there. axe
 * was two fifths of the content specs' time, the third run of each page a third of that.
 */
const AXE_WIDTHS: ReadonlySet<number> = new Set([375, 1280]);

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e-artifacts');

/** Scrolls through the page so lazy images load before the full-page screenshot, then back up. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Carousel slides outside the stage stay lazy (off to the side, never scrolled to): skip them.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const offStage = box.right <= 0 || box.left >= window.innerWidth || box.width === 0;
      return image.complete || offStage;
    }),
  );
}

/**
 * A full-page screenshot kept as an artifact (`e2e-artifacts/<area>/<name>.png`, images loaded),
 * then no serious axe violation where the viewport's width is one of AXE_WIDTHS.
 */
export async function capture(page: Page, area: string, name: string): Promise<void> {
  await loadLazyImages(page);
  const folder = path.join(ARTIFACTS, area);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
  if (AXE_WIDTHS.has(page.viewportSize()?.width ?? 0)) await expectNoSeriousA11yViolations(page);
}
