import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical WCAG 2.x A/AA violation, listing what and where. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast fading in is half transparent: axe would measure the contrast of a frame of its
  // transition, not of what the reader sees once it is there.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || !isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      ),
  );
  // Legacy mode runs axe in the page itself. The default mode finishes every run in a blank page
  // of its own, with axe injected a second time: twice the time (250–470 ms against 510–1,200 ms
  // a page here), for as many passes, violations and incomplete checks on the pages compared.
  // What it adds is checking iframes of another origin, and the SPA renders none.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}
