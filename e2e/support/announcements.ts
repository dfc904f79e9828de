import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Records what each page says to screen readers: every node added to a polite status region of the
 * live announcer (components/ui/live-announcer). Entries leave the region after a few seconds, so
 * the test reads this log rather than racing the region.
 */
export async function recordAnnouncements(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { announced: string[] };
    w.announced = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const region = (record.target as Element).closest?.('[data-live-announcer]');
        if (region?.getAttribute('role') !== 'status' || region.getAttribute('aria-live') !== 'polite')
          continue;
        for (const node of Array.from(record.addedNodes)) w.announced.push(node.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const announced = (page: Page) =>
  page.evaluate(() => (window as unknown as { announced: string[] }).announced);

/** That `page` said `text` to screen readers once, politely, and left focus where it was. */
export async function expectAnnounced(page: Page, text: string) {
  await expect.poll(() => announced(page)).toContain(text);
  expect((await announced(page)).filter((said) => said === text)).toHaveLength(1);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-live-announcer]')))).toBe(
    false,
  );
}
