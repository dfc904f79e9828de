import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Where each checked screen is written down; global setup prints the list at the end of the run. */
export const A11Y_SCREENS_FILE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'test-results',
  'a11y-screens.txt',
);

/**
 * Runs axe's WCAG A and AA rules on the page as it is now (a dialog open is checked with it) and
 * fails with each rule, its impact and the elements that break it, named by `screen`.
 */
export async function expectNoA11yViolations(page: Page, screen: string) {
  const width = page.viewportSize()?.width ?? 0;
  // Checked at rest: a toast or dialog fading in has, for a moment, text too light to read, which
  // is not what anyone reads. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe once in the page itself; the default opens a blank page per check to merge
  // frame results, which costs seconds on a busy two-core machine and our screens have no iframes.
  // Toasts are left out: they fade in and out on their own clock, so a check that starts at rest
  // can still meet one half faded (too light for a moment, never as anyone reads it). Their colours
  // are the library's fixed ones (#363636 on white) and they are announced by its live region.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude('.app-toaster')
    .setLegacyMode()
    .analyze();
  mkdirSync(path.dirname(A11Y_SCREENS_FILE), { recursive: true });
  appendFileSync(A11Y_SCREENS_FILE, `${screen} (${width} px)\n`);
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${screen} (${width} px): ${violation.id} [${violation.impact}] ${node.target.join(' ')} — ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`,
    ),
  );
  expect(report, `accessibility violations on ${screen}`).toEqual([]);
}
