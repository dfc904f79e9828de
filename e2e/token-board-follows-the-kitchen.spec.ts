import type { BrowserContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, ownerApi } from './support/store-api';

/**
 * The token board on the dining room's TV: the owner copies its link from Settings → Displays, a
 * TV (another browser, no login) opens it; an order sent from the POS appears under Preparing, and
 * when the kitchen completes it, it moves to Ready with a chime, without a reload. The owner then
 * replaces the link: the TV on the old one says it is no longer valid, and the new one works.
 */

/** Counts the notes the board synthesises (Web Audio oscillators started). */
async function countNotes(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { notes: number };
    w.notes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
      w.notes += 1;
      return start.apply(this, args);
    };
  });
}

test('the token board shows an order preparing, then ready when the kitchen completes it, live and without a login', async ({
  page,
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await ownerApi(playwright, baseURL, owner);
  await addMenuItems(api, [['Board Burger', 9.5]]);

  // The owner copies the board's link.
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/settings/displays');
  const linkField = page.getByTestId('token-board-link');
  await expect(linkField).toHaveValue(/\/board\/[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$/);
  const boardUrl = await linkField.inputValue();
  await expectNoA11yViolations(page, 'Settings → Displays');

  // The TV: its own browser, no session, 1920 × 1080.
  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await countNotes(tvContext);
  const tv = await tvContext.newPage();
  await tv.goto(boardUrl);
  await expect(tv.getByRole('heading', { name: 'Preparing' })).toBeVisible();
  await expect(tv.getByRole('heading', { name: 'Ready' })).toBeVisible();
  await expect(tv.getByText('No orders')).toBeVisible();
  await tv.evaluate(() => {
    (window as unknown as { sameLoad: boolean }).sameLoad = true;
  });
  await tv.getByRole('button', { name: 'Tap to enable sound' }).click();
  await expect(tv.getByRole('button', { name: 'Tap to enable sound' })).toBeHidden();
  const notesAfterUnlock = await tv.evaluate(() => (window as unknown as { notes: number }).notes);
  await expectNoA11yViolations(tv, 'token board, empty');

  // The POS sends an order: its token appears under Preparing.
  await page.goto('/dashboard/pos');
  await page.getByRole('button', { name: 'Add Board Burger' }).click();
  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click();
  const sent = page.getByRole('dialog', { name: 'Order sent to Kitchen' });
  const tokenNo = (await sent.getByTestId('token-no').textContent())?.trim() ?? '';
  expect(tokenNo).toMatch(/^\d+$/);
  // The footer's Close (the corner's × is named Close too).
  await sent.getByRole('button', { name: 'Close' }).last().click();

  const preparing = tv.getByRole('list', { name: 'Preparing tokens' });
  await expect(preparing.getByRole('listitem')).toHaveText([tokenNo]);
  await expect(tv.getByText('Nothing ready yet')).toBeVisible();
  await expectNoA11yViolations(tv, 'token board, one order preparing');

  // The kitchen makes it: the token moves to Ready, with a chime.
  await page.goto('/dashboard/kitchen');
  await page.getByRole('button', { name: 'Start Making: Board Burger' }).click();
  await page.getByRole('button', { name: 'Complete: Board Burger' }).click();
  const ready = tv.getByRole('list', { name: 'Ready tokens' });
  await expect(ready.getByRole('listitem')).toHaveText([tokenNo]);
  await expect(tv.getByText('No orders')).toBeVisible();
  await expect
    .poll(() => tv.evaluate(() => (window as unknown as { notes: number }).notes))
    .toBeGreaterThan(notesAfterUnlock);
  // The same page all along: no reload happened.
  expect(await tv.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  // Token numbers only: nothing of the order's contents reached the TV.
  await expect(tv.locator('body')).not.toContainText('Board Burger');
  await expectNoA11yViolations(tv, 'token board, one order ready');

  // The owner replaces the link (one got out): the TV still on the old one says so without a
  // reload, and the new link works.
  await page.goto('/dashboard/settings/displays');
  await expect(linkField).toHaveValue(boardUrl);
  await page.getByRole('button', { name: 'Replace link' }).click();
  const confirmReplace = page.getByRole('dialog', { name: 'Replace the board link?' });
  await expect(confirmReplace).toContainText('The old link stops working on every screen that has it');
  await expectNoA11yViolations(page, 'Settings → Displays, replacing the link');
  await confirmReplace.getByRole('button', { name: 'Replace link' }).click();
  await expect(page.getByText('Board link replaced!').first()).toBeVisible();
  await expect(linkField).not.toHaveValue(boardUrl);
  const newBoardUrl = await linkField.inputValue();
  await expect(tv.getByRole('heading', { name: 'Token board unavailable' })).toBeVisible();
  await expect(tv.getByText('This board link is not valid')).toBeVisible();
  await tv.goto(newBoardUrl);
  await expect(tv.getByRole('heading', { name: 'Ready' })).toBeVisible();
  await expect(tv.getByRole('list', { name: 'Ready tokens' }).getByRole('listitem')).toHaveText([tokenNo]);
  await tv.goto(boardUrl);
  await expect(tv.getByRole('heading', { name: 'Token board unavailable' })).toBeVisible();

  // A link that is forged (or of another store) says so plainly.
  await tv.goto(`${newBoardUrl.slice(0, -4)}AAAA`);
  await expect(tv.getByRole('heading', { name: 'Token board unavailable' })).toBeVisible();
  await expect(tv.getByText('This board link is not valid')).toBeVisible();
  await tvContext.close();
});
