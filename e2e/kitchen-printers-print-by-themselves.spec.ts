import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { decodeEscPos } from '../apps/print-bridge/src/testing/escpos-decode';
import { type FakePrinter, startFakePrinter } from '../apps/print-bridge/src/testing/fake-printer';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { ensurePaymentTypes, ok, placeOrder } from './support/store-api';

/**
 * A restaurant sets up its printers: a Kitchen and a Bar station, a printer for each and a counter
 * printer with the cash drawer, all fake network printers here (TCP listeners). The owner pairs the
 * print bridge (the real `mise-print` CLI) with the code Settings shows. An order sent from the POS
 * prints the kitchen's and the bar's tickets by themselves; paying it in cash prints the receipt
 * and opens the drawer.
 */
const BRIDGE = fileURLToPath(new URL('../apps/print-bridge/dist/mise-print.js', import.meta.url));

test('an order sent from the POS prints at the kitchen and the bar; paying cash prints the receipt and opens the drawer', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const printers: FakePrinter[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'mise-journey-bridge-'));
  let bridge: ChildProcess | null = null;
  try {
    const kitchen = await startFakePrinter();
    const bar = await startFakePrinter();
    const counter = await startFakePrinter();
    printers.push(kitchen, bar, counter);

    // The menu: a main and a drink in their categories.
    const api = await playwright.request.newContext({ baseURL });
    await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
    for (const title of ['Mains', 'Drinks'])
      await ok(api.post('/api/v1/settings/categories/add', { data: { title } }));
    const categories = await ok<Array<{ id: number; title: string }>>(api.get('/api/v1/settings/categories'));
    const categoryId = (title: string) => categories.find((c) => c.title === title)!.id;
    await ok(
      api.post('/api/v1/menu-items/add', {
        data: { title: 'Steak Frites', price: 22.5, categoryId: categoryId('Mains') },
      }),
    );
    await ok(
      api.post('/api/v1/menu-items/add', {
        data: { title: 'House Lemonade', price: 4, categoryId: categoryId('Drinks') },
      }),
    );

    await loginThroughUi(page, owner.email, owner.password);

    // Settings → Stations: the mains go to the Kitchen, the drinks to the Bar.
    await page.goto('/dashboard/settings/stations');
    await expect(page.getByRole('heading', { name: 'Stations' })).toBeVisible();
    await expect(page.getByText('No stations yet')).toBeVisible();
    for (const [name, category] of [
      ['Kitchen', 'Mains'],
      ['Bar', 'Drinks'],
    ] as const) {
      await page.getByRole('button', { name: 'New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Station' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('checkbox', { name: category }).check();
      if (name === 'Kitchen') await expectNoA11yViolations(page, 'add station dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The first station's toast may still show: the dialog closing says this one saved.
      await expect(page.getByText('Station saved!').first()).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    const stations = page.getByRole('table', { name: 'Stations' });
    await expect(stations.getByRole('row', { name: /Kitchen/ })).toContainText('Mains');
    await expect(stations.getByRole('row', { name: /Bar/ })).toContainText('Drinks');
    await expectNoA11yViolations(page, 'stations');

    // Settings → Printers: one printer per station, and the counter's with the drawer.
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Printers' }).click();
    await expect(page.getByRole('heading', { name: 'Printers' })).toBeVisible();
    await expect(page.getByText('No printers yet')).toBeVisible();
    await expectNoA11yViolations(page, 'printers with none set up');

    const addPrinter = async (
      name: string,
      printer: FakePrinter,
      options: { width?: '57'; station?: string; tickets?: boolean; receipts?: boolean; drawer?: boolean },
    ) => {
      await page.getByRole('button', { name: 'New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Printer' });
      await dialog.getByLabel('Name').fill(name);
      // An address outside the restaurant's network is refused.
      if (name === 'Kitchen printer') {
        await dialog.getByLabel('Address').fill('8.8.8.8');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(/The printer must be on your own network/).first()).toBeVisible();
      }
      await dialog.getByLabel('Address').fill(`127.0.0.1:${printer.port}`);
      if (options.width) await dialog.getByLabel('Paper width').selectOption(options.width);
      if (options.tickets === false) await dialog.getByRole('switch', { name: 'Kitchen tickets' }).click();
      if (options.station) await dialog.getByRole('checkbox', { name: options.station }).check();
      if (options.receipts) await dialog.getByRole('switch', { name: 'Receipts' }).click();
      if (options.drawer) await dialog.getByRole('switch', { name: 'Cash drawer' }).click();
      if (name === 'Kitchen printer') await expectNoA11yViolations(page, 'add printer dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Printer saved!').first()).toBeVisible();
      await expect(dialog).toBeHidden();
    };
    await addPrinter('Kitchen printer', kitchen, { station: 'Kitchen' });
    await addPrinter('Bar printer', bar, { station: 'Bar', width: '57' });
    await addPrinter('Counter printer', counter, { tickets: false, receipts: true, drawer: true });
    const list = page.getByRole('table', { name: 'Printers' });
    await expect(list.getByRole('row')).toHaveCount(4);
    await expect(list.getByRole('row', { name: /Bar printer/ })).toContainText('57 mm');

    // Receipts print by themselves when paid (tickets and the drawer already do by default).
    await page.getByRole('switch', { name: 'Receipt when an order is paid' }).click();
    await page.getByRole('button', { name: 'Save Automatic Printing' }).click();
    await expect(page.getByText('Printing settings saved!')).toBeVisible();

    // Pairing: the one-time code Settings shows goes to `mise-print pair` on the restaurant's PC.
    await page.getByRole('button', { name: 'Pair a Print Bridge' }).click();
    const pairing = page.getByRole('dialog', { name: 'Pair a Print Bridge' });
    const code = (await pairing.getByTestId('pairing-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(pairing).toContainText(`mise-print pair --server ${baseURL} --code ${code}`);
    await expectNoA11yViolations(page, 'pair a print bridge dialog');
    const config = path.join(dir, 'config.json');
    const paired = spawnSync(
      process.execPath,
      [BRIDGE, 'pair', '--server', baseURL!, '--code', code, '--name', 'Back office PC', '--config', config],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(paired.status, paired.stderr).toBe(0);
    expect(paired.stdout).toContain('Paired with');
    await pairing.getByRole('button', { name: 'Done' }).click();

    bridge = spawn(process.execPath, [BRIDGE, 'run', '--config', config], { stdio: 'ignore' });
    const bridges = page.getByRole('list', { name: 'Paired print bridges' });
    await expect(bridges.getByRole('listitem').filter({ hasText: 'Back office PC' })).toContainText(
      'Connected',
    );
    await expect(list.getByRole('row', { name: /Counter printer/ })).toContainText('Online');

    // The store's logo, from Settings → Details, heads its receipts.
    await page.goto('/dashboard/settings');
    const logo = await sharp({ create: { width: 360, height: 120, channels: 3, background: '#1c1917' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByText('Logo uploaded!')).toBeVisible();
    await expect(page.getByRole('img', { name: `${owner.bizName} logo` })).toBeVisible();
    await expectNoA11yViolations(page, 'store details with a logo');

    // The POS sends the order: the kitchen prints the steak, the bar the lemonade.
    await page.goto('/dashboard/pos');
    await page.getByRole('button', { name: 'Add Steak Frites' }).click();
    await page.getByRole('button', { name: 'Add House Lemonade' }).click();
    await page.getByLabel('Dining Option').selectOption('takeaway');
    await page.getByRole('button', { name: 'Send to Kitchen' }).click();
    await page
      .getByRole('dialog', { name: 'Send order to Kitchen' })
      .getByRole('button', { name: 'Send to Kitchen' })
      .click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    const [ticket] = await kitchen.waitForJobs(1, 20_000);
    const [barTicket] = await bar.waitForJobs(1, 20_000);
    const kitchenPaper = decodeEscPos(ticket);
    expect(kitchenPaper.text).toContain('1 x Steak Frites');
    expect(kitchenPaper.text).not.toContain('Lemonade');
    expect(kitchenPaper.cuts).toBe(1);
    expect(kitchenPaper.drawerKicks).toBe(0);
    const barPaper = decodeEscPos(barTicket);
    // Double width on 57 mm paper is 16 characters a line: the title wraps.
    expect(barPaper.text.replace(/\s+/g, ' ')).toContain('1 x House Lemonade');
    expect(barPaper.text).not.toContain('Steak');

    // Paid in cash at the Orders screen: the counter prints the receipt and opens the drawer.
    await page.goto('/dashboard/orders');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Pay & Complete' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay & Complete' });
    await pay.getByLabel('Payment Type').selectOption({ label: 'Cash' });
    await pay.getByLabel('Print Receipt').uncheck();
    await pay.getByRole('button', { name: 'Pay & Complete' }).click();
    await expect(page.getByText('No Orders Pending!')).toBeVisible();
    const [receiptBytes] = await counter.waitForJobs(1, 20_000);
    const receipt = decodeEscPos(receiptBytes);
    expect(receipt.text).toContain(owner.bizName);
    expect(receipt.text).toContain('1 x Steak Frites');
    expect(receipt.text).toMatch(/TOTAL\s+\$26\.50/);
    expect(receipt.text).toMatch(/Cash\s+\$26\.50/);
    expect(receipt.hasImage).toBe(true);
    expect(receipt.cuts).toBe(1);
    expect(receipt.drawerKicks).toBe(1);

    // Settings shows every job printed.
    await page.goto('/dashboard/settings/printers');
    const jobs = page.getByRole('table', { name: 'Recent print jobs' });
    await expect(jobs.getByRole('row')).toHaveCount(4);
    await expect(jobs.getByText('Printed')).toHaveCount(3);
    await expectNoA11yViolations(page, 'printers with a bridge and printed jobs');

    // A table's bill settled in Split & Pay prints by itself, and staff can send it again (issue 29:
    // a server with a phone sends the guest's receipt to the counter printer).
    const init = await ok<{ menuItems: Array<{ id: number; title: string }> }>(api.get('/api/v1/pos/init'));
    const steak = init.menuItems.find((item) => item.title === 'Steak Frites')!;
    await ensurePaymentTypes(api, ['Card']);
    await placeOrder(api, [[steak.id, 2]]);
    await page.goto('/dashboard/orders');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Split & Pay' }).click();
    const split = page.getByRole('dialog', { name: 'Split & Pay' });
    await expect(split.getByTestId('bill-due')).toHaveText('$45.00');
    await split.getByLabel('Payment Type').selectOption({ label: 'Card' });
    await split.getByRole('button', { name: 'Take Payment' }).click();
    await expect(split.getByRole('button', { name: 'Send to Printer' })).toBeVisible();
    await counter.waitForJobs(2, 20_000);
    await split.getByRole('button', { name: 'Send to Printer' }).click();
    const received = await counter.waitForJobs(3, 20_000);
    const again = decodeEscPos(received[2]);
    expect(again.text).toContain('2 x Steak Frites');
    expect(again.text).toMatch(/TOTAL\s+\$45\.00/);
    expect(again.drawerKicks).toBe(0);
  } finally {
    if (bridge && bridge.exitCode === null) {
      const exited = new Promise((resolve) => bridge?.once('exit', resolve));
      bridge.kill('SIGTERM');
      await exited;
    }
    for (const printer of printers) await printer.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
