import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import type { Owner } from './fixtures';
import { expect } from './fixtures';

/**
 * A journey's set-up through the API, as the owner: menu items, tables, payment types and orders
 * placed the way the POS places them. Screens are then driven in the browser.
 */
export async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** An API client signed in as the journey's owner, for setting the store up. */
export async function ownerApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  owner: Owner,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  return api;
}

/** Adds the categories and answers their ids by title. */
export async function addCategories(api: APIRequestContext, titles: readonly string[]) {
  for (const title of titles) await ok(api.post('/api/v1/settings/categories/add', { data: { title } }));
  const categories = await ok<Array<{ id: number; title: string }>>(api.get('/api/v1/settings/categories'));
  return Object.fromEntries(titles.map((title) => [title, categories.find((c) => c.title === title)!.id]));
}

/** Adds the items (title and price in major units) and answers their ids by title. */
export async function addMenuItems(
  api: APIRequestContext,
  items: ReadonlyArray<readonly [title: string, price: number]>,
): Promise<Record<string, number>> {
  for (const [title, price] of items) {
    await ok(api.post('/api/v1/menu-items/add', { data: { title, price } }));
  }
  const init = await ok<{ menuItems: Array<{ id: number; title: string }> }>(api.get('/api/v1/pos/init'));
  return Object.fromEntries(
    items.map(([title]) => [title, init.menuItems.find((m) => m.title === title)!.id]),
  );
}

/** Adds a table and answers its id. */
export async function addTable(
  api: APIRequestContext,
  table: { title: string; floor: string; seatingCapacity: number },
): Promise<number> {
  await ok(api.post('/api/v1/settings/store-tables/add', { data: table }));
  const tables = await ok<Array<{ id: number; table_title: string }>>(
    api.get('/api/v1/settings/store-tables'),
  );
  return tables.find((t) => t.table_title === table.title)!.id;
}

/** Makes sure the store has these payment types (a new store comes with Cash and Card). */
export async function ensurePaymentTypes(api: APIRequestContext, titles: readonly string[]) {
  const existing = await ok<Array<{ title: string }>>(api.get('/api/v1/settings/payment-types'));
  for (const title of titles) {
    if (!existing.some((p) => p.title === title)) {
      await ok(api.post('/api/v1/settings/payment-types/add', { data: { title, isActive: true } }));
    }
  }
}

/** Sends an order to the kitchen as the POS does: lines of item id and quantity, at a table or not. */
export async function placeOrder(
  api: APIRequestContext,
  lines: ReadonlyArray<readonly [itemId: number, quantity: number]>,
  tableId: number | null = null,
) {
  return ok<{ orderId: number; tokenNo: number }>(
    api.post('/api/v1/pos/create-order', {
      data: {
        cart: lines.map(([id, quantity]) => ({
          id,
          quantity,
          variant_id: null,
          addons_ids: [],
          notes: null,
        })),
        deliveryType: tableId === null ? 'takeaway' : 'dinein',
        customerType: 'WALKIN',
        customerId: null,
        tableId,
        selectedQrOrderItem: null,
      },
    }),
  );
}
