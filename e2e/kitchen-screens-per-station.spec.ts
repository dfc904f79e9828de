import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addCategories, ok, ownerApi, placeOrder } from './support/store-api';

/**
 * A kitchen with a Grill and a Bar: each has its own screen showing only its lines, and the pass
 * runs an expo screen with the whole tickets and what each station has done. An order with a
 * burger and a lemonade splits across the two station screens, the expo follows both live, and
 * each device remembers which screen it is after a reload. A milkshake is a drink the grill makes:
 * its own station, set on its edit page, wins over its category's.
 */
test('two station screens each show their own lines and the expo screen follows both live', async ({
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await ownerApi(playwright, baseURL, owner);
  const categories = await addCategories(api, ['Mains', 'Drinks']);
  const categoryId = (title: string) => categories[title];
  await ok(
    api.post('/api/v1/menu-items/add', {
      data: { title: 'Smash Burger', price: 14, categoryId: categoryId('Mains') },
    }),
  );
  await ok(
    api.post('/api/v1/menu-items/add', {
      data: { title: 'Lemonade', price: 4, categoryId: categoryId('Drinks') },
    }),
  );
  await ok(api.post('/api/v1/stations', { data: { name: 'Grill', categoryIds: [categoryId('Mains')] } }));
  await ok(api.post('/api/v1/stations', { data: { name: 'Bar', categoryIds: [categoryId('Drinks')] } }));
  await ok(
    api.post('/api/v1/menu-items/add', {
      data: { title: 'Milkshake', price: 6, categoryId: categoryId('Drinks') },
    }),
  );
  const init = await ok<{ menuItems: Array<{ id: number; title: string }> }>(api.get('/api/v1/pos/init'));
  const itemId = (title: string) => init.menuItems.find((m) => m.title === title)!.id;

  // The owner sends the milkshake to the grill on its edit page.
  const backOffice = await (await browser.newContext()).newPage();
  await loginThroughUi(backOffice, owner.email, owner.password);
  await backOffice.goto(`/dashboard/settings/menu-items/${itemId('Milkshake')}`);
  await expect(backOffice.getByLabel('Station')).toHaveValue('');
  await backOffice.getByLabel('Station').selectOption({ label: 'Grill' });
  await backOffice.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(backOffice.getByText('Menu item saved!').first()).toBeVisible();
  await backOffice.close();

  // Three devices on the kitchen screen: the grill, the bar and the pass (expo).
  const screens: Record<'grill' | 'bar' | 'expo', Page> = {} as never;
  for (const [name, option] of [
    ['grill', 'Grill'],
    ['bar', 'Bar'],
    ['expo', 'Expo'],
  ] as const) {
    const page = await (await browser.newContext()).newPage();
    // The pass's clock can be moved on, to see tickets age by the store's colours.
    if (name === 'expo') await page.clock.install();
    await loginThroughUi(page, owner.email, owner.password);
    await page.goto('/dashboard/kitchen');
    await page.getByLabel('Screen').selectOption({ label: option });
    await expect(page.getByRole('heading', { name: `Kitchen · ${option}` })).toBeVisible();
    await expect(page.getByText('No Orders Pending!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    screens[name] = page;
  }

  const { tokenNo } = await placeOrder(api, [
    [itemId('Smash Burger'), 1],
    [itemId('Lemonade'), 2],
  ]);
  const ticketOn = (page: Page) => page.getByRole('article', { name: `Token ${tokenNo}` });

  // The grill sees the burger only, and that the bar makes the rest.
  const grillTicket = ticketOn(screens.grill);
  await expect(grillTicket).toContainText('Smash Burger');
  await expect(grillTicket).not.toContainText('Lemonade');
  await expect(grillTicket).toContainText('+ 1 line at other stations');
  await expectNoA11yViolations(screens.grill, 'grill station screen');

  const barTicket = ticketOn(screens.bar);
  await expect(barTicket).toContainText('2 × Lemonade');
  await expect(barTicket).not.toContainText('Smash Burger');

  // The expo screen shows the whole ticket, each line's station, and no cook's buttons.
  const expoTicket = ticketOn(screens.expo);
  await expect(expoTicket).toContainText('Smash Burger');
  await expect(expoTicket).toContainText('Lemonade');
  const stations = expoTicket.getByRole('list', { name: 'Stations' });
  await expect(stations).toContainText('Grill: 0 of 1 made');
  await expect(stations).toContainText('Bar: 0 of 1 made');
  await expect(expoTicket.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(screens.expo, 'expo screen');

  // The bar makes the lemonades: its ticket leaves the bar, the expo sees the bar ready.
  await barTicket.getByRole('button', { name: 'Start Making: Lemonade' }).click();
  await barTicket.getByRole('button', { name: 'Complete: Lemonade' }).click();
  await expect(barTicket).toBeHidden();
  await expect(screens.bar.getByText('No Orders Pending!')).toBeVisible();
  await expect(stations).toContainText('Bar: ready');
  await expect(stations).toContainText('Grill: 0 of 1 made');
  await expect(grillTicket).toBeVisible();

  // The grill starts the burger: the expo sees it being made; then it is done.
  await grillTicket.getByRole('button', { name: 'Start Making: Smash Burger' }).click();
  await expect(expoTicket.getByRole('listitem').filter({ hasText: 'Smash Burger' })).toContainText('Making');
  await grillTicket.getByRole('button', { name: 'Complete: Smash Burger' }).click();
  await expect(grillTicket).toBeHidden();
  // Everything is made: the ticket stays on the expo until it is served.
  await expect(stations).toContainText('Grill: ready');
  await expect(expoTicket).toBeVisible();

  // Each device remembers which screen it is.
  await screens.bar.reload();
  await expect(screens.bar.getByRole('heading', { name: 'Kitchen · Bar' })).toBeVisible();
  await expect(screens.bar.getByLabel('Screen')).toHaveValue(/^station:/);
  await screens.expo.reload();
  await expect(screens.expo.getByRole('heading', { name: 'Kitchen · Expo' })).toBeVisible();
  await expect(ticketOn(screens.expo)).toBeVisible();

  // A milkshake goes to the grill, not to the bar its category goes to.
  const shake = await placeOrder(api, [[itemId('Milkshake'), 1]]);
  const shakeOn = (page: Page) => page.getByRole('article', { name: `Token ${shake.tokenNo}` });
  await expect(shakeOn(screens.grill)).toContainText('Milkshake');
  await expect(shakeOn(screens.expo).getByRole('list', { name: 'Stations' })).toContainText(
    'Grill: 0 of 1 made',
  );
  await expect(shakeOn(screens.bar)).toHaveCount(0);
  await expect(screens.bar.getByText('No Orders Pending!')).toBeVisible();

  // The owner sets the ticket colours: amber after 1 minute, red after 3.
  const expo = screens.expo;
  await expo.goto('/dashboard/settings/stations');
  await expo.getByLabel('Amber (waiting) after minutes').fill('3');
  await expo.getByLabel('Red (late) after minutes').fill('3');
  await expo.getByRole('button', { name: 'Save Ticket Colours' }).click();
  await expect(expo.getByText('A ticket must turn late after it turns waiting!').first()).toBeVisible();
  await expo.getByLabel('Amber (waiting) after minutes').fill('1');
  await expo.getByRole('button', { name: 'Save Ticket Colours' }).click();
  await expect(expo.getByText('Ticket colours saved!').first()).toBeVisible();
  await expectNoA11yViolations(expo, 'stations with ticket colours');

  await expo.goto('/dashboard/kitchen');
  await expect(ticketOn(expo)).toHaveAttribute('data-age', 'fresh');
  await expo.clock.fastForward('01:30');
  await expect(ticketOn(expo)).toHaveAttribute('data-age', 'waiting');
  await expect(ticketOn(expo).getByTestId('ticket-age')).toContainText('Waiting');
  await expo.clock.fastForward('02:00');
  await expect(ticketOn(expo)).toHaveAttribute('data-age', 'late');
});
