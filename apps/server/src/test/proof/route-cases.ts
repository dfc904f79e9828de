import { uniqueEmail } from '../http-client';
import { reservationBody, sampleCart, type World } from './world';

/**
 * The proof suites' knowledge of every API route, keyed "METHOD /path" (without /api/v1).
 *
 * The suites walk the routes the app actually registered and look each one up here, so a route
 * added without an entry fails the route inventory with a message naming it. An entry says:
 * - `valid`: a request the route accepts, built from the acting tenant's own world (the bad-input
 *   suite mutates it; the cross-tenant suite sends it as tenant B for `own` routes);
 * - `cross`: what tenant B does with tenant A's ids (`foreign`), or why the route names no id of
 *   another tenant (`own`: B calls it on its own data and A must stay untouched), or why the
 *   question does not apply (`na`);
 * - `input`: a route taking a non-JSON body on purpose (multipart upload, Stripe's signed raw body);
 * - `actor`: who calls it when not implied by its access policy; `disruptive`: it ends or rotates
 *   the calling session, so each call gets a fresh one.
 */
export interface Req {
  /** Overrides the route's cross-tenant expectation for this one request. */
  expect?: 'not-found' | 'refused' | 'no-effect';
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A file upload instead of a JSON body. */
  multipart?: { field: string; filename: string; contentType: string; data: Buffer };
}

export type CrossTenant =
  | {
      /** Requests of tenant B naming tenant A's ids (several when a route takes several ids). */
      foreign: (a: World, b: World) => Req[];
      /** not-found (default): 404. refused: any 4xx. no-effect: any non-5xx (lists of ids). */
      expect?: 'not-found' | 'refused' | 'no-effect';
    }
  | { own: string }
  | { na: string };

export interface RouteCase {
  valid: (w: World) => Req;
  cross: CrossTenant;
  input?: 'multipart' | 'raw-signed';
  actor?: 'owner' | 'operator' | 'anon';
  disruptive?: boolean;
}

/** A tiny valid PNG (1×1), so upload requests are well formed up to the tenant check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const item = (w: World) => w.menu.items.burger.id;
const menuItemBody = (w: World) => ({
  title: 'Soup of the day',
  price: '5.50',
  netPrice: null,
  categoryId: w.menu.categories.mains.id,
  taxId: w.menu.taxes.gst.id,
});
const tableBody = { title: 'T9', floor: 'Patio', seatingCapacity: 4 };
const taxBody = { title: 'Service 2%', rate: 2, type: 'exclusive' };
const orderBody = (w: World) => ({
  cart: sampleCart(w),
  deliveryType: 'dinein',
  customerType: 'WALKIN',
  tableId: w.menu.tables.t1.id,
});
/** B's order naming one of A's things at a time: item, variant, addon, table. */
const foreignCarts = (a: World, b: World): Req[] => {
  const [line] = sampleCart(b);
  return [
    {
      body: {
        ...orderBody(b),
        cart: [{ ...line, id: a.menu.items.lemonade.id, variant_id: null, addons_ids: [] }],
      },
    },
    { body: { ...orderBody(b), cart: [{ ...line, variant_id: a.menu.variants.double.id }] } },
    { body: { ...orderBody(b), cart: [{ ...line, addons_ids: [a.menu.addons.cheese.id] }] } },
    { body: { ...orderBody(b), tableId: a.menu.tables.t1.id } },
  ];
};
/** A's order ids alone, and mixed with B's own (the whole request must leave A's untouched). */
const foreignOrderIds = (a: World, b: World): Req[] => [
  { body: { orderIds: [a.extra.dineInOrderId, a.extra.takeawayOrderId] } },
  { body: { orderIds: [b.extra.takeawayOrderId, a.extra.dineInOrderId] } },
];
const qrOrderBody = (w: World, items: World) => ({
  cartItems: [{ id: items.menu.items.lemonade.id, quantity: 2, notes: 'cold' }],
  customerType: 'WALKIN',
  customer: null,
  tableId: w.extra.tableRef,
});
const victimTenant = (w: World) => Number(w.extra.victimTenantId ?? w.tenantId);
const MENU_CSV_HEADER = 'name,category,price,tax,variants,options';
const MENU_CSV = `${MENU_CSV_HEADER}\nCsv soup,Starters,5.50,,Cup=5.50; Bowl=7.00,Bread=1.00`;
const INGREDIENTS_CSV_HEADER = 'name,unit,cost_per_unit,stock,low_stock';
const INGREDIENTS_CSV = `${INGREDIENTS_CSV_HEADER}\nCsv flour,kg,1.20,10,2`;
const csvUpload = (text: string) => ({
  field: 'file',
  filename: 'import.csv',
  contentType: 'text/csv',
  data: Buffer.from(text),
});

const OWN_ACCOUNT = 'acts on the caller’s own account (user from the session); names no id';
const OWN_SETTINGS = 'acts on the caller’s own store (tenant from the session); names no id';
const OWN_LIST = 'lists the caller’s own rows; A’s marker must not appear';
const OWN_DAY = 'a day of the caller’s own store: the date names no row of another store';
const OWN_ADD = 'adds to the caller’s own store; names no id of another row';
const OPERATOR = 'operator area: sees every tenant by design; tenant sessions get 403 (route inventory)';
const PUBLIC_AUTH = 'public sign-in flow: takes credentials, not ids; A’s rows must stay untouched';

/** A till's start picture of the acting world's owner (a 1×1 WebP for its image). */
const startPictureBody = (w: World) => ({
  owner: `${w.tenantId}|${w.ownerUsername}`,
  stylesheet: '/assets/index.css',
  language: '',
  phone: false,
  width: 1280,
  height: 800,
  background: 'rgb(255, 255, 255)',
  image: 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
  dishes: [[w.menu.items.burger.id, 10, 10, 100, 40]],
  cart: null,
  source: w.marker,
});

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /app-info': {
    valid: () => ({}),
    cross: { na: 'public facts about the installation; no tenant data' },
  },
  'GET /openapi.json': {
    valid: () => ({}),
    cross: { na: 'the API’s description; no tenant data' },
  },

  // ------------------------------------------------------------ auth and sessions
  'POST /auth/signup': {
    valid: () => ({ body: { biz_name: 'New Bistro', username: uniqueEmail(), password: 'long enough pw' } }),
    cross: { own: 'creates a brand-new tenant; names no existing id' },
  },
  'POST /auth/signin': {
    valid: (w) => ({ body: { username: w.staffUsername, password: w.password } }),
    cross: { own: PUBLIC_AUTH },
  },
  'POST /auth/refresh-token': {
    valid: () => ({}),
    cross: { own: 'rotates the caller’s own refresh cookie' },
    actor: 'owner',
    disruptive: true,
  },
  'POST /auth/signout': {
    valid: () => ({}),
    cross: { own: 'ends the caller’s own session' },
    actor: 'owner',
    disruptive: true,
  },
  'POST /auth/forgot-password': {
    valid: (w) => ({ body: { username: w.ownerUsername } }),
    cross: { own: 'answers the same for any username; mails only the account’s owner' },
  },
  'POST /auth/reset-password/:token': {
    valid: () => ({ params: { token: 'f'.repeat(64) }, body: { password: 'a new password' } }),
    cross: { na: 'the token is a 256-bit secret mailed to the account; no tenant id is involved' },
  },
  'GET /auth/devices': { valid: () => ({}), cross: { own: OWN_LIST } },
  // A wrong current password on purpose: a real change would sign the suites' other sessions out.
  'POST /auth/change-password': {
    valid: () => ({ body: { current_password: 'not the password', new_password: 'a new passphrase' } }),
    cross: { own: OWN_ACCOUNT },
  },
  'POST /auth/remove-device': {
    valid: (w) => ({ body: { device_id: w.spareDeviceId } }),
    cross: { foreign: (a) => [{ body: { device_id: a.spareDeviceId } }], expect: 'refused' },
  },
  'POST /superadmin/signin': {
    valid: () => ({ body: { username: 'operator@proof.test', password: 'operator-password' } }),
    cross: { na: OPERATOR },
  },
  'POST /superadmin/refresh-token': {
    valid: () => ({}),
    cross: { na: OPERATOR },
    actor: 'operator',
    disruptive: true,
  },
  'POST /superadmin/signout': {
    valid: () => ({}),
    cross: { na: OPERATOR },
    actor: 'operator',
    disruptive: true,
  },

  // ------------------------------------------------------------ two-factor sign-in
  'POST /auth/signin/two-factor': {
    valid: () => ({ body: { challenge: 'not-a-challenge.x', code: '123456' } }),
    cross: { own: `${PUBLIC_AUTH}; the challenge is signed for one account` },
  },
  'GET /auth/two-factor': { valid: () => ({}), cross: { own: OWN_ACCOUNT } },
  'POST /auth/two-factor/setup': { valid: () => ({}), cross: { own: OWN_ACCOUNT } },
  'POST /auth/two-factor/enable': {
    valid: () => ({ body: { code: '123456' } }),
    cross: { own: OWN_ACCOUNT },
  },
  'POST /auth/two-factor/disable': {
    valid: (w) => ({ body: { password: w.password } }),
    cross: { own: OWN_ACCOUNT },
  },
  'POST /auth/two-factor/recovery-codes': {
    valid: (w) => ({ body: { password: w.password } }),
    cross: { own: OWN_ACCOUNT },
  },
  'GET /settings/two-factor': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'POST /settings/two-factor': {
    valid: () => ({ body: { require_two_factor: false } }),
    cross: { own: OWN_SETTINGS },
  },
  'POST /superadmin/signin/two-factor': {
    valid: () => ({ body: { challenge: 'not-a-challenge.x', code: '123456' } }),
    cross: { na: OPERATOR },
  },
  'GET /superadmin/two-factor': { valid: () => ({}), cross: { na: OPERATOR } },
  // The operator is enrolled (the suites sign in with it): these answer 409/400 and change nothing.
  'POST /superadmin/two-factor/setup': { valid: () => ({}), cross: { na: OPERATOR } },
  'POST /superadmin/two-factor/enable': {
    valid: () => ({ body: { code: '123456' } }),
    cross: { na: OPERATOR },
  },
  'POST /superadmin/two-factor/disable': {
    valid: () => ({ body: { password: 'operator-password' } }),
    cross: { na: OPERATOR },
  },
  // A wrong password on purpose: renewing would void the recovery codes the suites sign in with.
  'POST /superadmin/two-factor/recovery-codes': {
    valid: () => ({ body: { password: 'not the operator password' } }),
    cross: { na: OPERATOR },
  },

  // ------------------------------------------------------------ billing
  'GET /auth/subscription-details': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'POST /auth/stripe-product-lookup': { valid: () => ({ body: {} }), cross: { own: OWN_SETTINGS } },
  'POST /auth/cancel-subscription': {
    valid: () => ({ body: {} }),
    cross: { own: 'a subscription id in the body is only a check; the caller’s own is cancelled' },
  },
  'POST /billing/stripe-webhook': {
    valid: () => ({ body: '{}' }),
    cross: { na: 'Stripe’s signed webhook: the tenant comes from the verified event only' },
    input: 'raw-signed',
  },

  // ------------------------------------------------------------ menu items
  'GET /menu-items': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /menu-items/:id': {
    valid: (w) => ({ params: { id: item(w) } }),
    cross: { foreign: (a) => [{ params: { id: item(a) } }] },
  },
  'POST /menu-items/add': {
    valid: (w) => ({ body: menuItemBody(w) }),
    cross: {
      // B's new item may not point at A's category or tax.
      foreign: (a, b) => [
        { body: { ...menuItemBody(b), categoryId: a.menu.categories.mains.id } },
        { body: { ...menuItemBody(b), taxId: a.menu.taxes.gst.id } },
      ],
      expect: 'refused',
    },
  },
  'POST /menu-items/update/:id': {
    valid: (w) => ({ params: { id: item(w) }, body: menuItemBody(w) }),
    cross: {
      foreign: (a, b) => [
        { params: { id: item(a) }, body: menuItemBody(b) },
        { params: { id: item(b) }, body: { ...menuItemBody(b), categoryId: a.menu.categories.drinks.id } },
        { params: { id: item(b) }, body: { ...menuItemBody(b), taxId: a.menu.taxes.vat.id } },
      ],
      expect: 'refused',
    },
  },
  'DELETE /menu-items/delete/:id': {
    valid: (w) => ({ params: { id: w.menu.items.water.id } }),
    cross: { foreign: (a) => [{ params: { id: item(a) } }] },
  },
  'POST /menu-items/update/:id/upload-photo': {
    valid: (w) => ({
      params: { id: item(w) },
      multipart: { field: 'image', filename: 'dish.png', contentType: 'image/png', data: TINY_PNG },
    }),
    cross: {
      foreign: (a) => [
        {
          params: { id: item(a) },
          multipart: { field: 'image', filename: 'dish.png', contentType: 'image/png', data: TINY_PNG },
        },
      ],
    },
    input: 'multipart',
  },
  'POST /menu-items/update/:id/remove-photo': {
    valid: (w) => ({ params: { id: item(w) } }),
    cross: { foreign: (a) => [{ params: { id: item(a) } }] },
  },
  'POST /menu-items/variants/:itemId/add': {
    valid: (w) => ({ params: { itemId: item(w) }, body: { title: 'Triple', price: 18 } }),
    cross: { foreign: (a) => [{ params: { itemId: item(a) }, body: { title: 'Triple', price: 18 } }] },
  },
  'POST /menu-items/variants/:itemId/update/:variantId': {
    valid: (w) => ({
      params: { itemId: item(w), variantId: w.menu.variants.single.id },
      body: { title: 'Single', price: 10 },
    }),
    cross: {
      foreign: (a, b) => [
        { params: { itemId: item(a), variantId: a.menu.variants.single.id }, body: { title: 'X', price: 1 } },
        { params: { itemId: item(b), variantId: a.menu.variants.single.id }, body: { title: 'X', price: 1 } },
      ],
    },
  },
  'DELETE /menu-items/variants/:itemId/delete/:variantId': {
    valid: (w) => ({ params: { itemId: item(w), variantId: w.menu.variants.double.id } }),
    cross: {
      foreign: (a, b) => [
        { params: { itemId: item(a), variantId: a.menu.variants.double.id } },
        { params: { itemId: item(b), variantId: a.menu.variants.double.id } },
      ],
    },
  },
  'POST /menu-items/addons/:itemId/add': {
    valid: (w) => ({ params: { itemId: item(w) }, body: { title: 'Egg', price: 1 } }),
    cross: { foreign: (a) => [{ params: { itemId: item(a) }, body: { title: 'Egg', price: 1 } }] },
  },
  'POST /menu-items/addons/:itemId/update/:addonId': {
    valid: (w) => ({
      params: { itemId: item(w), addonId: w.menu.addons.cheese.id },
      body: { title: 'Cheese', price: 1.5 },
    }),
    cross: {
      foreign: (a, b) => [
        { params: { itemId: item(a), addonId: a.menu.addons.cheese.id }, body: { title: 'X', price: 1 } },
        { params: { itemId: item(b), addonId: a.menu.addons.cheese.id }, body: { title: 'X', price: 1 } },
      ],
    },
  },
  'DELETE /menu-items/addons/:itemId/delete/:addonId': {
    valid: (w) => ({ params: { itemId: item(w), addonId: w.menu.addons.bacon.id } }),
    cross: {
      foreign: (a, b) => [
        { params: { itemId: item(a), addonId: a.menu.addons.bacon.id } },
        { params: { itemId: item(b), addonId: a.menu.addons.bacon.id } },
      ],
    },
  },
  'POST /menu-items/modifier-groups/:itemId/add': {
    valid: (w) => ({ params: { itemId: item(w) }, body: { title: 'Sides', minSelect: 0, maxSelect: 1 } }),
    cross: { foreign: (a) => [{ params: { itemId: item(a) }, body: { title: 'Sides', minSelect: 0 } }] },
  },
  'POST /menu-items/modifier-groups/:itemId/update/:groupId': {
    valid: (w) => ({
      params: { itemId: item(w), groupId: Number(w.extra.modifierGroupId) },
      body: { title: 'Sauces', minSelect: 0, maxSelect: 3 },
    }),
    cross: {
      foreign: (a, b) => [
        {
          params: { itemId: item(a), groupId: Number(a.extra.modifierGroupId) },
          body: { title: 'X', minSelect: 0 },
        },
        {
          params: { itemId: item(b), groupId: Number(a.extra.modifierGroupId) },
          body: { title: 'X', minSelect: 0 },
        },
      ],
    },
  },
  'DELETE /menu-items/modifier-groups/:itemId/delete/:groupId': {
    valid: (w) => ({ params: { itemId: item(w), groupId: Number(w.extra.modifierGroupId) } }),
    cross: {
      foreign: (a, b) => [
        { params: { itemId: item(a), groupId: Number(a.extra.modifierGroupId) } },
        { params: { itemId: item(b), groupId: Number(a.extra.modifierGroupId) } },
      ],
    },
  },

  // ------------------------------------------------------------ settings
  'GET /settings/store-setting': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'POST /settings/store-setting': {
    valid: () => ({ body: { storeName: 'Proof Bistro', currency: 'EUR', address: '1 Main St' } }),
    cross: { own: OWN_SETTINGS },
  },
  'POST /settings/store-setting/upload-logo': {
    valid: () => ({
      multipart: { field: 'image', filename: 'logo.png', contentType: 'image/png', data: TINY_PNG },
    }),
    cross: { own: OWN_SETTINGS },
    input: 'multipart',
  },
  'POST /settings/store-setting/remove-logo': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'GET /settings/print-setting': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'POST /settings/print-setting': {
    valid: () => ({
      body: {
        pageFormat: 80,
        header: 'Welcome',
        footer: 'Thank you',
        showNotes: true,
        isEnablePrint: true,
        showStoreDetails: true,
        showCustomerDetails: true,
        printToken: true,
      },
    }),
    cross: { own: OWN_SETTINGS },
  },
  'GET /settings/store-tables': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /settings/store-tables/add': { valid: () => ({ body: tableBody }), cross: { own: OWN_ADD } },
  'POST /settings/store-tables/:id/update': {
    valid: (w) => ({ params: { id: w.menu.tables.t1.id }, body: tableBody }),
    cross: { foreign: (a) => [{ params: { id: a.menu.tables.t1.id }, body: tableBody }] },
  },
  'DELETE /settings/store-tables/:id': {
    valid: (w) => ({ params: { id: w.menu.tables.t2.id } }),
    cross: { foreign: (a) => [{ params: { id: a.menu.tables.t2.id } }] },
  },
  'GET /settings/categories': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /settings/categories/add': {
    valid: () => ({ body: { title: 'Desserts' } }),
    cross: { own: OWN_ADD },
  },
  'POST /settings/categories/:id/update': {
    valid: (w) => ({ params: { id: w.menu.categories.mains.id }, body: { title: 'Mains' } }),
    cross: { foreign: (a) => [{ params: { id: a.menu.categories.mains.id }, body: { title: 'X' } }] },
  },
  'DELETE /settings/categories/:id': {
    valid: (w) => ({ params: { id: w.menu.categories.drinks.id } }),
    cross: { foreign: (a) => [{ params: { id: a.menu.categories.drinks.id } }], expect: 'refused' },
  },
  'GET /settings/taxes': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /settings/taxes/add': { valid: () => ({ body: taxBody }), cross: { own: OWN_ADD } },
  'POST /settings/taxes/:id/update': {
    valid: (w) => ({ params: { id: w.menu.taxes.gst.id }, body: taxBody }),
    cross: { foreign: (a) => [{ params: { id: a.menu.taxes.gst.id }, body: taxBody }] },
  },
  'DELETE /settings/taxes/:id': {
    valid: (w) => ({ params: { id: w.menu.taxes.vat.id } }),
    cross: { foreign: (a) => [{ params: { id: a.menu.taxes.vat.id } }], expect: 'refused' },
  },
  'GET /settings/payment-types': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /settings/payment-types/add': {
    valid: () => ({ body: { title: 'Voucher', isActive: true } }),
    cross: { own: OWN_ADD },
  },
  'POST /settings/payment-types/:id/update': {
    valid: (w) => ({ params: { id: w.paymentTypeId }, body: { title: 'Card', isActive: true } }),
    cross: { foreign: (a) => [{ params: { id: a.paymentTypeId }, body: { title: 'X', isActive: false } }] },
  },
  'POST /settings/payment-types/:id/toggle': {
    valid: (w) => ({ params: { id: w.paymentTypeId }, body: { isActive: true } }),
    cross: { foreign: (a) => [{ params: { id: a.paymentTypeId }, body: { isActive: false } }] },
  },
  'DELETE /settings/payment-types/:id': {
    valid: (w) => ({ params: { id: w.paymentTypeId } }),
    cross: { foreign: (a) => [{ params: { id: a.paymentTypeId } }] },
  },

  // ------------------------------------------------------------ users
  'GET /users': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /users/add': {
    valid: () => ({ body: { name: 'Cook', username: uniqueEmail('cook'), password: 'long enough pw' } }),
    cross: { own: OWN_ADD },
  },
  'POST /users/update/:username': {
    valid: (w) => ({ params: { username: w.staffUsername }, body: { name: 'Staff' } }),
    cross: { foreign: (a) => [{ params: { username: a.staffUsername }, body: { name: 'Taken over' } }] },
  },
  'POST /users/update-password/:username': {
    valid: (w) => ({ params: { username: w.staffUsername }, body: { password: 'another password' } }),
    cross: {
      foreign: (a) => [
        { params: { username: a.staffUsername }, body: { password: 'taken over!!' } },
        { params: { username: a.ownerUsername }, body: { password: 'taken over!!' } },
      ],
    },
  },
  'DELETE /users/delete/:username': {
    valid: (w) => ({ params: { username: w.staffUsername } }),
    cross: {
      foreign: (a) => [{ params: { username: a.staffUsername } }, { params: { username: a.ownerUsername } }],
    },
  },

  // ------------------------------------------------------------ POS, orders, kitchen
  'GET /pos/init': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /pos/open-tables': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /pos/start-picture': {
    valid: () => ({ query: { screen: 'screen:1280x800' } }),
    cross: { own: OWN_LIST },
  },
  'PUT /pos/start-picture': { valid: (w) => ({ body: startPictureBody(w) }), cross: { own: OWN_ADD } },
  'POST /pos/create-order': {
    valid: (w) => ({ body: orderBody(w) }),
    cross: { foreign: (a, b) => foreignCarts(a, b), expect: 'refused' },
  },
  'POST /pos/create-order-and-invoice': {
    valid: (w) => ({ body: { ...orderBody(w), paymentTypeId: w.paymentTypeId } }),
    cross: {
      foreign: (a, b) => [
        ...foreignCarts(a, b),
        { body: { ...orderBody(b), paymentTypeId: a.paymentTypeId } },
      ],
      expect: 'refused',
    },
  },
  'GET /orders': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /orders/init': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'POST /orders/update-status/:id': {
    valid: (w) => ({ params: { id: w.extra.orderItemId }, body: { status: 'preparing' } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.orderItemId }, body: { status: 'cancelled' } }] },
  },
  'POST /orders/:id/fire': {
    valid: (w) => ({ params: { id: w.extra.coursedOrderId }, body: { course: 2 } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.coursedOrderId }, body: { course: 2 } }] },
  },
  'POST /orders/cancel': {
    valid: (w) => ({ body: { orderIds: [w.extra.takeawayOrderId] } }),
    cross: { foreign: (a, b) => foreignOrderIds(a, b), expect: 'no-effect' },
  },
  'POST /orders/complete': {
    valid: (w) => ({ body: { orderIds: [w.extra.dineInOrderId] } }),
    cross: { foreign: (a, b) => foreignOrderIds(a, b), expect: 'no-effect' },
  },
  'POST /orders/complete-order-payment-summary': {
    valid: (w) => ({ body: { orderIds: [w.extra.dineInOrderId] } }),
    cross: { foreign: (a, b) => foreignOrderIds(a, b), expect: 'no-effect' },
  },
  'POST /orders/complete-and-pay-order': {
    valid: (w) => ({ body: { orderIds: [w.extra.dineInOrderId], paymentTypeId: w.paymentTypeId } }),
    cross: {
      foreign: (a, b) => [
        ...foreignOrderIds(a, b).map((req) => ({
          body: { ...(req.body as object), paymentTypeId: b.paymentTypeId },
        })),
        { body: { orderIds: [b.extra.dineInOrderId], paymentTypeId: a.paymentTypeId } },
      ],
      expect: 'no-effect',
    },
  },
  'POST /payments/bills': {
    valid: (w) => ({ body: { orderIds: [w.extra.billOrderId] } }),
    cross: {
      foreign: (a, b) => [
        { body: { orderIds: [a.extra.billOrderId] } },
        { body: { orderIds: [b.extra.billOrderId, a.extra.dineInOrderId] } },
      ],
    },
  },
  'GET /payments/bills/:id': {
    valid: (w) => ({ params: { id: w.extra.billId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.billId } }] },
  },
  'POST /payments/bills/:id/payments': {
    valid: (w) => ({
      params: { id: w.extra.billId },
      body: { paymentTypeId: w.paymentTypeId, amount: '0.01' },
    }),
    cross: {
      foreign: (a, b) => [
        { params: { id: a.extra.billId }, body: { paymentTypeId: b.paymentTypeId, amount: '0.01' } },
        { params: { id: b.extra.billId }, body: { paymentTypeId: a.paymentTypeId, amount: '0.01' } },
      ],
    },
  },
  'GET /payments/invoices/:id/refunds': {
    valid: (w) => ({ params: { id: w.extra.invoiceId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.invoiceId } }] },
  },
  'POST /payments/invoices/:id/refunds': {
    valid: (w) => ({
      params: { id: w.extra.invoiceId },
      body: { amount: '0.01', paymentTypeId: w.paymentTypeId, reason: 'Cold soup' },
    }),
    cross: {
      foreign: (a, b) => [
        {
          params: { id: a.extra.invoiceId },
          body: { amount: '0.01', paymentTypeId: b.paymentTypeId, reason: 'x' },
        },
        {
          params: { id: b.extra.invoiceId },
          body: { amount: '0.01', paymentTypeId: a.paymentTypeId, reason: 'x' },
        },
      ],
    },
  },
  'GET /payments/checkout-settings': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'PUT /payments/checkout-settings': {
    valid: () => ({ body: { discountLimit: 15, tipPresets: [10, 15, 20] } }),
    cross: { own: OWN_SETTINGS },
  },

  // ------------------------------------------------------------ discounts
  'GET /discounts/reasons': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /discounts/reasons': {
    valid: () => ({ body: { title: `Reason ${Math.random().toString(36).slice(2, 10)}` } }),
    cross: { own: OWN_ADD },
  },
  'PUT /discounts/reasons/:id': {
    valid: (w) => ({ params: { id: w.extra.discountReasonId }, body: { title: `Guest ${w.marker}` } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.discountReasonId }, body: { title: 'Taken over' } }] },
  },
  'DELETE /discounts/reasons/:id': {
    valid: (w) => ({ params: { id: w.extra.spareReasonId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.spareReasonId } }] },
  },
  'PUT /discounts/orders/:id': {
    valid: (w) => ({
      params: { id: w.extra.dineInOrderId },
      body: { kind: 'percent', value: 5, reasonId: w.extra.discountReasonId },
    }),
    cross: {
      foreign: (a, b) => [
        {
          params: { id: a.extra.dineInOrderId },
          body: { kind: 'percent', value: 5, reasonId: b.extra.discountReasonId },
        },
        {
          params: { id: b.extra.dineInOrderId },
          body: { kind: 'percent', value: 5, reasonId: a.extra.discountReasonId },
        },
      ],
    },
  },
  'DELETE /discounts/orders/:id': {
    valid: (w) => ({ params: { id: w.extra.dineInOrderId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.dineInOrderId } }] },
  },
  'PUT /discounts/order-items/:id': {
    valid: (w) => ({
      params: { id: w.extra.orderItemId },
      body: { kind: 'amount', value: '0.10', reasonId: w.extra.discountReasonId },
    }),
    cross: {
      foreign: (a, b) => [
        {
          params: { id: a.extra.orderItemId },
          body: { kind: 'amount', value: '0.10', reasonId: b.extra.discountReasonId },
        },
        {
          params: { id: b.extra.orderItemId },
          body: { kind: 'amount', value: '0.10', reasonId: a.extra.discountReasonId },
        },
      ],
    },
  },
  'DELETE /discounts/order-items/:id': {
    valid: (w) => ({ params: { id: w.extra.orderItemId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.orderItemId } }] },
  },
  'POST /voids/order-items/:id': {
    valid: (w) => ({ params: { id: w.extra.voidItemId }, body: { kind: 'comp', reason: 'Came out cold' } }),
    cross: {
      foreign: (a) => [{ params: { id: a.extra.voidItemId }, body: { kind: 'void', reason: 'Taken over' } }],
    },
  },
  'DELETE /voids/order-items/:id/comp': {
    valid: (w) => ({ params: { id: w.extra.voidItemId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.voidItemId } }] },
  },

  // ------------------------------------------------------------ the shared till (PIN switch)
  'GET /till/staff': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /till/switch': {
    valid: (w) => ({ body: { username: w.staffUsername, pin: '1234' } }),
    cross: { foreign: (a) => [{ body: { username: a.staffUsername, pin: '1234' } }] },
    disruptive: true,
  },
  'PUT /till/pin': {
    valid: (w) => ({ body: { pin: '2468', password: w.password } }),
    cross: { own: OWN_SETTINGS },
  },
  'GET /till/settings': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'PUT /till/settings': { valid: () => ({ body: { lockMinutes: 5 } }), cross: { own: OWN_SETTINGS } },

  // ------------------------------------------------------------ audit log (read only)
  'GET /audit': {
    valid: () => ({ query: { type: 'today', action: 'void', page: '1' } }),
    cross: { own: OWN_LIST },
  },

  // ------------------------------------------------------------ end of day (Z report)
  'GET /end-of-day/:date': { valid: () => ({ params: { date: '2026-01-15' } }), cross: { own: OWN_DAY } },
  'POST /end-of-day/:date/close': {
    valid: () => ({ params: { date: '2026-01-15' } }),
    cross: { own: OWN_DAY },
  },
  'GET /end-of-day/:date/csv': { valid: () => ({ params: { date: '2026-01-15' } }), cross: { own: OWN_DAY } },

  // ------------------------------------------------------------ floor plan (issue 18 §5)
  'GET /floor-areas': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /floor-areas': {
    valid: () => ({ body: { name: `Terrace ${Date.now()}${Math.random()}`, sortOrder: 1 } }),
    cross: { own: OWN_ADD },
  },
  'PUT /floor-areas/:id': {
    valid: (w) => ({ params: { id: w.extra.floorAreaId }, body: { name: `Room ${w.marker}`, sortOrder: 0 } }),
    cross: {
      foreign: (a) => [{ params: { id: a.extra.floorAreaId }, body: { name: 'Taken', sortOrder: 0 } }],
    },
  },
  'DELETE /floor-areas/:id': {
    valid: (w) => ({ params: { id: w.extra.floorAreaId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.floorAreaId } }] },
  },
  'GET /floor-plan': { valid: () => ({}), cross: { own: OWN_LIST } },
  'PUT /floor-plan/tables/:id': {
    valid: (w) => ({
      params: { id: w.menu.tables.t2.id },
      body: { areaId: w.extra.floorAreaId, gridX: 3, gridY: 2, gridWidth: 2, gridHeight: 1, shape: 'round' },
    }),
    cross: {
      foreign: (a, b) => [
        { params: { id: a.menu.tables.t2.id }, body: { areaId: b.extra.floorAreaId, gridX: 5, gridY: 5 } },
        { params: { id: b.menu.tables.t2.id }, body: { areaId: a.extra.floorAreaId, gridX: 5, gridY: 5 } },
        { params: { id: a.menu.tables.t2.id }, body: { areaId: null } },
      ],
    },
  },
  'GET /floor': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /tables/:id/seat': {
    valid: (w) => ({ params: { id: w.menu.tables.t1.id }, body: { guests: 2 } }),
    cross: { foreign: (a) => [{ params: { id: a.menu.tables.t1.id }, body: { guests: 2 } }] },
  },
  'POST /tables/:id/clear': {
    valid: (w) => ({ params: { id: w.menu.tables.t1.id } }),
    cross: { foreign: (a) => [{ params: { id: a.menu.tables.t1.id } }] },
  },
  'POST /orders/:id/move': {
    valid: (w) => ({ params: { id: w.extra.dineInOrderId }, body: { tableId: w.menu.tables.t2.id } }),
    cross: {
      foreign: (a, b) => [
        { params: { id: a.extra.dineInOrderId }, body: { tableId: b.menu.tables.t2.id } },
        { params: { id: b.extra.dineInOrderId }, body: { tableId: a.menu.tables.t2.id } },
      ],
    },
  },
  'POST /tables/:id/merge': {
    valid: (w) => ({ params: { id: w.menu.tables.t1.id }, body: { intoTableId: w.menu.tables.t2.id } }),
    cross: {
      foreign: (a, b) => [
        { params: { id: a.menu.tables.t1.id }, body: { intoTableId: b.menu.tables.t2.id } },
        { params: { id: b.menu.tables.t1.id }, body: { intoTableId: a.menu.tables.t2.id } },
      ],
    },
  },
  'POST /floor/bill-printed': {
    valid: (w) => ({ body: { orderIds: [w.extra.dineInOrderId] } }),
    cross: {
      foreign: (a, b) => [
        { body: { orderIds: [a.extra.dineInOrderId] } },
        { body: { orderIds: [b.extra.takeawayOrderId, a.extra.dineInOrderId] } },
      ],
      expect: 'no-effect',
    },
  },

  // ------------------------------------------------------------ stations and printing
  'GET /stations': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /stations': {
    valid: (w) => ({ body: { name: `Pastry ${Date.now()}`, categoryIds: [w.menu.categories.mains.id] } }),
    cross: {
      foreign: (a) => [{ body: { name: 'Grill', categoryIds: [a.menu.categories.mains.id] } }],
      expect: 'refused',
    },
  },
  'PUT /stations/:id': {
    valid: (w) => ({
      params: { id: w.extra.stationId },
      body: { name: 'Bar', categoryIds: [w.menu.categories.drinks.id] },
    }),
    cross: {
      foreign: (a, b) => [
        { params: { id: a.extra.stationId }, body: { name: 'Taken', categoryIds: [] } },
        {
          params: { id: b.extra.stationId },
          body: { name: 'Bar', categoryIds: [a.menu.categories.drinks.id] },
          expect: 'refused',
        },
      ],
    },
  },
  'DELETE /stations/:id': {
    valid: (w) => ({ params: { id: w.extra.stationId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.stationId } }] },
  },
  'GET /printing/printers': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /printing/printers': {
    valid: () => ({
      body: { name: 'Bar printer', address: '10.0.0.7:9100', paperWidth: 57, printsTickets: true },
    }),
    cross: {
      foreign: (a) => [
        {
          body: {
            name: 'Bar',
            address: '10.0.0.8',
            paperWidth: 80,
            printsTickets: true,
            stationIds: [a.extra.stationId],
          },
        },
      ],
      expect: 'refused',
    },
  },
  'PUT /printing/printers/:id': {
    valid: (w) => ({
      params: { id: w.extra.printerId },
      body: {
        name: 'Counter',
        address: '192.168.1.50',
        paperWidth: 80,
        printsTickets: true,
        printsReceipts: true,
      },
    }),
    cross: {
      foreign: (a) => [
        {
          params: { id: a.extra.printerId },
          body: { name: 'Taken', address: '192.168.1.9', paperWidth: 80 },
        },
      ],
    },
  },
  'DELETE /printing/printers/:id': {
    valid: (w) => ({ params: { id: w.extra.printerId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.printerId } }] },
  },
  'GET /printing/settings': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'PUT /printing/settings': {
    valid: () => ({
      body: {
        autoPrintTickets: false,
        autoPrintReceipts: false,
        kickDrawerOnCash: false,
        jobMaxAgeMinutes: 15,
        codepage: 'cp858',
      },
    }),
    cross: { own: OWN_SETTINGS },
  },
  'POST /printing/pairing-codes': { valid: () => ({}), cross: { own: OWN_ADD } },
  'GET /printing/bridges': { valid: () => ({}), cross: { own: OWN_LIST } },
  'DELETE /printing/bridges/:id': {
    valid: (w) => ({ params: { id: w.extra.bridgeId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.bridgeId } }] },
  },
  'GET /printing/jobs': { valid: () => ({ query: { limit: '20' } }), cross: { own: OWN_LIST } },
  'POST /printing/jobs/:id/retry': {
    valid: (w) => ({ params: { id: w.extra.printJobId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.printJobId } }] },
  },
  'POST /printing/orders/:id/tickets': {
    valid: (w) => ({ params: { id: w.extra.dineInOrderId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.dineInOrderId } }] },
  },
  'POST /printing/bills': {
    valid: (w) => ({ body: { orderIds: [w.extra.dineInOrderId] } }),
    cross: { foreign: (a) => [{ body: { orderIds: [a.extra.dineInOrderId] } }] },
  },
  'POST /printing/invoices/:id/receipt': {
    valid: (w) => ({ params: { id: w.extra.invoiceId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.invoiceId } }] },
  },
  'POST /print-bridge/pair': {
    valid: (w) => ({ body: { code: w.extra.pairingCode, name: 'Kitchen PC' } }),
    cross: { na: 'public: the one-time code alone names the store, and a code is spent once' },
  },

  // ------------------------------------------------------------ displays (token board, customer display)
  'GET /token-board': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'POST /token-board/replace-link': {
    valid: () => ({}),
    cross: {
      own: 'replaces the caller’s own store’s board link (tenant from the session); names no id: A’s link keeps working',
    },
  },
  'GET /token-board/:link': {
    valid: (w) => ({ params: { link: String(w.extra.boardLink) } }),
    cross: {
      // A's board is public by design (its own signed link); B forges one naming A with B's signature.
      foreign: (a, b) => {
        const [aPayload] = String(a.extra.boardLink).split('~');
        const [, bSignature] = String(b.extra.boardLink).split('~');
        return [{ params: { link: `${aPayload}~${bSignature}` } }];
      },
    },
    actor: 'anon',
  },
  // ------------------------------------------------------------ the guest's receipt as a link (issue 29)
  'POST /receipt-links': {
    valid: (w) => ({ body: { orderIds: [w.extra.paidOrderId] } }),
    cross: {
      foreign: (a, b) => [
        { body: { orderIds: [a.extra.paidOrderId] } },
        { body: { orderIds: [b.extra.paidOrderId, a.extra.paidOrderId] } },
      ],
    },
  },
  'GET /receipt-links/:link': {
    valid: (w) => ({ params: { link: String(w.extra.receiptLink) } }),
    cross: {
      // A's receipt link is public by design; B forges one naming A's order with B's signature.
      foreign: (a, b) => {
        const [aPayload] = String(a.extra.receiptLink).split('~');
        const [, bSignature] = String(b.extra.receiptLink).split('~');
        return [{ params: { link: `${aPayload}~${bSignature}` } }];
      },
    },
    actor: 'anon',
  },
  'GET /customer-display/init': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'GET /customer-display/displays': { valid: () => ({}), cross: { own: OWN_LIST } },

  // ------------------------------------------------------------ shifts and the cash drawer
  'GET /shifts/current': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /shifts': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /shifts/:id': {
    valid: (w) => ({ params: { id: w.extra.shiftId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.shiftId } }] },
  },
  'POST /shifts': { valid: () => ({ body: { openingFloat: 50 } }), cross: { own: OWN_ADD } },
  'POST /shifts/:id/movements': {
    valid: (w) => ({
      params: { id: w.extra.shiftId },
      body: { kind: 'pay_in', amount: 5, reason: 'Change' },
    }),
    cross: {
      foreign: (a) => [
        { params: { id: a.extra.shiftId }, body: { kind: 'pay_out', amount: 5, reason: 'Taken' } },
      ],
    },
  },
  'POST /shifts/:id/close': {
    valid: (w) => ({ params: { id: w.extra.shiftId }, body: { counts: [{ denomination: 20, count: 5 }] } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.shiftId }, body: { counts: [] } }] },
  },
  // ------------------------------------------------------------ stock (issue 20)
  'GET /ingredients': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /ingredients': {
    valid: () => ({
      body: { name: `Flour ${Date.now()}`, unit: 'kg', costPerUnit: 1.2, lowStock: 2, stock: 5 },
    }),
    cross: { own: OWN_ADD },
  },
  'GET /ingredients/:id': {
    valid: (w) => ({ params: { id: w.extra.ingredientId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.ingredientId } }] },
  },
  'PUT /ingredients/:id': {
    valid: (w) => ({
      params: { id: w.extra.ingredientId },
      body: { name: `Beef ${w.marker}`, unit: 'kg', costPerUnit: 13, lowStock: 2 },
    }),
    cross: {
      foreign: (a) => [
        {
          params: { id: a.extra.ingredientId },
          body: { name: 'Taken', unit: 'kg', costPerUnit: 0, lowStock: null },
        },
      ],
    },
  },
  'DELETE /ingredients/:id': {
    valid: (w) => ({ params: { id: w.extra.ingredientId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.ingredientId } }] },
  },
  'GET /ingredients/:id/movements': {
    valid: (w) => ({ params: { id: w.extra.ingredientId }, query: { limit: '50' } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.ingredientId } }] },
  },
  'POST /ingredients/:id/movements': {
    valid: (w) => ({
      params: { id: w.extra.ingredientId },
      body: { kind: 'purchase', quantity: 2.5, unitCost: 11.5, reason: 'Delivery' },
    }),
    cross: {
      foreign: (a) => [
        { params: { id: a.extra.ingredientId }, body: { kind: 'count', quantity: 0, reason: 'Taken' } },
      ],
    },
  },
  'GET /menu-items/:id/recipe': {
    valid: (w) => ({ params: { id: item(w) } }),
    cross: { foreign: (a) => [{ params: { id: item(a) } }] },
  },
  'PUT /menu-items/:id/recipe': {
    valid: (w) => ({
      params: { id: item(w) },
      body: { lines: [{ kind: 'item', ingredientId: w.extra.ingredientId, quantity: 0.2 }] },
    }),
    cross: {
      foreign: (a, b) => [
        { params: { id: item(a) }, body: { lines: [] } },
        {
          params: { id: item(b) },
          body: { lines: [{ kind: 'item', ingredientId: a.extra.ingredientId, quantity: 1 }] },
        },
        {
          params: { id: item(b) },
          body: {
            lines: [
              {
                kind: 'variant',
                targetId: a.menu.variants.double.id,
                ingredientId: b.extra.ingredientId,
                quantity: 1,
              },
            ],
          },
          expect: 'refused',
        },
      ],
    },
  },
  'GET /inventory/settings': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'PUT /inventory/settings': {
    valid: () => ({ body: { autoSoldOut: false } }),
    cross: { own: OWN_SETTINGS },
  },
  'GET /inventory/report': { valid: () => ({ query: { type: 'last_7days' } }), cross: { own: OWN_LIST } },
  'GET /inventory/alerts': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /availability': { valid: () => ({}), cross: { own: OWN_LIST } },
  // Issue 23: menu names per language, the store's languages, each user's own language.
  'GET /menu-items/:itemId/translations': {
    valid: (w) => ({ params: { itemId: item(w) } }),
    cross: { foreign: (a) => [{ params: { itemId: item(a) } }] },
  },
  'PUT /menu-items/:itemId/translations': {
    valid: (w) => ({
      params: { itemId: item(w) },
      body: {
        item: { es: { title: 'Hamburguesa' } },
        variants: [{ id: w.menu.variants.double.id, translations: { es: { title: 'Doble' } } }],
        addons: [{ id: w.menu.addons.bacon.id, translations: { fr: { title: 'Lard' } } }],
      },
    }),
    cross: {
      foreign: (a, b) => [
        { params: { itemId: item(a) }, body: { item: { es: { title: 'X' } } } },
        {
          params: { itemId: item(b) },
          body: {
            item: {},
            variants: [{ id: a.menu.variants.double.id, translations: { es: { title: 'X' } } }],
          },
        },
      ],
    },
  },
  'GET /settings/categories/:id/translations': {
    valid: (w) => ({ params: { id: w.menu.categories.mains.id } }),
    cross: { foreign: (a) => [{ params: { id: a.menu.categories.mains.id } }] },
  },
  'PUT /settings/categories/:id/translations': {
    valid: (w) => ({
      params: { id: w.menu.categories.mains.id },
      body: { translations: { es: { title: 'Principales' } } },
    }),
    cross: {
      foreign: (a) => [
        { params: { id: a.menu.categories.mains.id }, body: { translations: { es: { title: 'X' } } } },
      ],
    },
  },
  'GET /settings/language': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'PUT /settings/language': {
    valid: () => ({ body: { language: 'en', receipt_language: null } }),
    cross: { own: OWN_SETTINGS },
  },
  'GET /profile/language': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'PUT /profile/language': { valid: () => ({ body: { language: null } }), cross: { own: OWN_SETTINGS } },
  'PUT /availability': {
    valid: (w) => ({ body: { kind: 'item', id: item(w), soldOut: false, countLeft: 12 } }),
    cross: { foreign: (a) => [{ body: { kind: 'item', id: item(a), soldOut: true, countLeft: null } }] },
  },
  'GET /kitchen': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /kitchen/setup': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /kitchen/age-limits': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'PUT /kitchen/age-limits': {
    valid: () => ({ body: { waitingMinutes: 8, lateMinutes: 15 } }),
    cross: { own: OWN_SETTINGS },
  },
  'POST /kitchen/:id': {
    valid: (w) => ({ params: { id: w.extra.orderItemId }, body: { status: 'preparing' } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.orderItemId }, body: { status: 'preparing' } }] },
  },

  // ------------------------------------------------------------ customers and invoices
  'GET /customers': {
    valid: () => ({ query: { page: '1', perPage: '10', sort: 'created_at', filter: 'Customer' } }),
    cross: { own: OWN_LIST },
  },
  'GET /customers/search-by-phone-name/search': {
    valid: () => ({ query: { q: 'Customer' } }),
    cross: {
      foreign: (a) => [{ query: { q: String(a.extra.customerPhone) } }, { query: { q: a.marker } }],
      expect: 'no-effect',
    },
  },
  'POST /customers/add': {
    valid: () => ({
      body: { phone: `+4479${String(Date.now()).slice(-8)}`, name: 'New Customer', gender: 'female' },
    }),
    cross: { own: OWN_ADD },
  },
  'POST /customers/:id/update': {
    valid: (w) => ({
      params: { id: w.extra.customerPhone },
      body: { name: 'Renamed', birthDate: '1990-05-01' },
    }),
    cross: { foreign: (a) => [{ params: { id: a.extra.customerPhone }, body: { name: 'Taken over' } }] },
  },
  'DELETE /customers/:id/delete': {
    valid: (w) => ({ params: { id: w.extra.customerPhone } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.customerPhone } }] },
  },
  'GET /invoices': { valid: () => ({ query: { type: 'today' } }), cross: { own: OWN_LIST } },
  'GET /invoices/init': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'GET /invoices/search': {
    valid: () => ({ query: { q: '1' } }),
    cross: {
      foreign: (a) => [
        { query: { q: a.marker } },
        { query: { q: String(a.extra.customerPhone) } },
        { query: { q: String(a.extra.paidOrderId) } },
      ],
      expect: 'no-effect',
    },
  },
  'POST /invoices/orders': {
    valid: (w) => ({ body: { orderIds: [w.extra.paidOrderId] } }),
    cross: {
      foreign: (a, b) => [
        { body: { orderIds: [a.extra.paidOrderId] } },
        { body: { orderIds: [b.extra.paidOrderId, a.extra.paidOrderId] } },
      ],
      expect: 'no-effect',
    },
  },

  // ------------------------------------------------------------ reservations, reports, dashboard
  'GET /reservations/init': { valid: () => ({}), cross: { own: OWN_SETTINGS } },
  'GET /reservations': { valid: () => ({ query: { type: 'last_7days' } }), cross: { own: OWN_LIST } },
  'GET /reservations/search': {
    valid: () => ({ query: { q: 'Customer' } }),
    cross: {
      foreign: (a) => [{ query: { q: a.marker } }, { query: { q: String(a.extra.customerPhone) } }],
      expect: 'no-effect',
    },
  },
  'POST /reservations/add': {
    valid: (w) => ({ body: reservationBody(w) }),
    cross: {
      // B books A's customer, or its own customer at A's table.
      foreign: (a, b) => [
        { body: { ...reservationBody(b), customerId: String(a.extra.customerPhone) } },
        { body: { ...reservationBody(b), tableId: a.menu.tables.t1.id } },
      ],
      expect: 'refused',
    },
  },
  'POST /reservations/update/:id': {
    valid: (w) => {
      const { customerId: _customer, ...details } = reservationBody(w);
      return { params: { id: w.extra.reservationId }, body: details };
    },
    cross: {
      foreign: (a, b) => {
        const { customerId: _customer, ...details } = reservationBody(b);
        return [
          { params: { id: a.extra.reservationId }, body: details },
          {
            params: { id: b.extra.reservationId },
            body: { ...details, tableId: a.menu.tables.t2.id },
            expect: 'refused',
          },
        ];
      },
    },
  },
  'DELETE /reservations/delete/:id': {
    valid: (w) => ({ params: { id: w.extra.reservationId } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.reservationId } }] },
  },
  'GET /reports': { valid: () => ({ query: { type: 'today' } }), cross: { own: OWN_LIST } },
  'GET /dashboard': { valid: () => ({}), cross: { own: OWN_LIST } },

  // ------------------------------------------------------------ QR ordering
  'GET /pos/qrorders/count': { valid: () => ({}), cross: { own: OWN_LIST } },
  'GET /pos/qrorders': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /pos/qrorders/cancel-all': {
    valid: () => ({}),
    cross: { own: 'cancels the caller’s own open QR orders; names no id' },
  },
  'POST /pos/qrorders/update-status/:id': {
    valid: (w) => ({ params: { id: w.extra.qrOrderId }, body: { status: 'completed' } }),
    cross: { foreign: (a) => [{ params: { id: a.extra.qrOrderId }, body: { status: 'cancelled' } }] },
  },
  'GET /qrmenu/:qrcode': {
    valid: (w) => ({ params: { qrcode: w.extra.qrCode }, query: { tableId: String(w.extra.tableRef) } }),
    cross: {
      // A's menu is public by design (its own code); B's code with A's signed table names no table.
      foreign: (a, b) => [
        { params: { qrcode: b.extra.qrCode }, query: { tableId: String(a.extra.tableRef) } },
      ],
      expect: 'no-effect',
    },
    actor: 'anon',
  },
  'POST /qrmenu/:qrcode/place-order': {
    valid: (w) => ({ params: { qrcode: w.extra.qrCode }, body: qrOrderBody(w, w) }),
    cross: {
      foreign: (a, b) => [
        { params: { qrcode: b.extra.qrCode }, body: { ...qrOrderBody(b, b), tableId: a.extra.tableRef } },
        {
          params: { qrcode: b.extra.qrCode },
          body: { ...qrOrderBody(b, b), cartItems: [{ id: a.menu.items.burger.id, quantity: 1 }] },
          expect: 'refused',
        },
        {
          params: { qrcode: b.extra.qrCode },
          body: {
            ...qrOrderBody(b, b),
            cartItems: [{ id: b.menu.items.burger.id, quantity: 1, variant_id: a.menu.variants.single.id }],
          },
          expect: 'refused',
        },
      ],
      expect: 'no-effect',
    },
    actor: 'anon',
  },

  // ------------------------------------------------------------ the store's data, portable
  'GET /store-archive': {
    valid: () => ({}),
    cross: {
      own: 'downloads the caller’s own store (tenant from the session); names no id, A’s marker must not appear',
    },
  },

  // ------------------------------------------------------------ operator (superadmin)
  'GET /superadmin/dashboard': { valid: () => ({}), cross: { na: OPERATOR } },
  'GET /superadmin/tenantsData': { valid: () => ({}), cross: { na: OPERATOR } },
  'GET /superadmin/tenantsData/:status': {
    valid: () => ({ params: { status: 'all' } }),
    cross: { na: OPERATOR },
  },
  'GET /superadmin/tenants': {
    valid: () => ({ query: { page: '1', perPage: '5', status: 'all' } }),
    cross: { na: OPERATOR },
  },
  'POST /superadmin/tenants/add': {
    valid: () => ({
      body: { name: 'Operator Bistro', email: uniqueEmail('op'), password: 'long enough pw' },
    }),
    cross: { na: OPERATOR },
  },
  'PATCH /superadmin/tenants/update/:id': {
    valid: (w) => ({
      params: { id: victimTenant(w) },
      body: { name: 'Victim', email: uniqueEmail('victim') },
    }),
    cross: { na: OPERATOR },
  },
  'DELETE /superadmin/tenants/delete/:id': {
    valid: (w) => ({ params: { id: victimTenant(w) } }),
    cross: { na: OPERATOR },
  },
  'GET /superadmin/tenants/:id/subscription-history': {
    valid: (w) => ({ params: { id: w.tenantId } }),
    cross: { na: OPERATOR },
  },
  'POST /superadmin/tenants/import': {
    valid: () => ({
      // Not an archive: the inventory needs a well-formed upload, the archive tests a real one.
      multipart: {
        field: 'archive',
        filename: 'store.tar.gz',
        contentType: 'application/gzip',
        data: TINY_PNG,
      },
    }),
    cross: {
      na: 'operator area: creates a new store from an archive; tenant sessions get 403 (route inventory)',
    },
    input: 'multipart',
  },
  // ------------------------------------------------------------ CSV import and export (issue 20 §6)
  'GET /menu-items/export.csv': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /menu-items/import/preview': {
    valid: () => ({ multipart: csvUpload(MENU_CSV) }),
    cross: {
      // A preview writes nothing: B's file naming A's item shows that row as not found.
      foreign: (a) => [{ multipart: csvUpload(`id,${MENU_CSV_HEADER}\n${item(a)},Stolen,,1.00,,,`) }],
      expect: 'no-effect',
    },
    input: 'multipart',
  },
  'POST /menu-items/import': {
    valid: () => ({ multipart: csvUpload(MENU_CSV) }),
    cross: {
      foreign: (a) => [{ multipart: csvUpload(`id,${MENU_CSV_HEADER}\n${item(a)},Stolen,,1.00,,,`) }],
      expect: 'refused',
    },
    input: 'multipart',
  },
  'GET /ingredients/export.csv': { valid: () => ({}), cross: { own: OWN_LIST } },
  'POST /ingredients/import/preview': {
    valid: () => ({ multipart: csvUpload(INGREDIENTS_CSV) }),
    cross: {
      foreign: (a) => [
        { multipart: csvUpload(`id,${INGREDIENTS_CSV_HEADER}\n${a.extra.ingredientId},Stolen,g,0,1,`) },
      ],
      expect: 'no-effect',
    },
    input: 'multipart',
  },
  'POST /ingredients/import': {
    valid: () => ({ multipart: csvUpload(INGREDIENTS_CSV) }),
    cross: {
      foreign: (a) => [
        { multipart: csvUpload(`id,${INGREDIENTS_CSV_HEADER}\n${a.extra.ingredientId},Stolen,g,0,1,`) },
      ],
      expect: 'refused',
    },
    input: 'multipart',
  },
  'GET /superadmin/reports': { valid: () => ({ query: { type: 'today' } }), cross: { na: OPERATOR } },
  'GET /superadmin/exchange-rates': { valid: () => ({}), cross: { na: OPERATOR } },
  'POST /superadmin/exchange-rates': {
    valid: () => ({ body: { currency: 'EUR', usdPerUnit: '1.08', asOf: '2026-01-02' } }),
    cross: { na: OPERATOR },
  },
  'DELETE /superadmin/exchange-rates/:currency': {
    valid: () => ({ params: { currency: 'JPY' } }),
    cross: { na: OPERATOR },
  },
};

/** "POST /api/v1/x/:id" → "POST /x/:id", the catalogue's key. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/^\/api\/v1/, '')}`;
}

/** Fills a route's path template with params (URL-encoded) and appends a query string. */
export function buildUrl(template: string, req: Req): string {
  const path = template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = req.params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${template}`);
    return encodePathSegment(String(value));
  });
  const query = req.query ? `?${new URLSearchParams(req.query).toString()}` : '';
  return `${path}${query}`;
}

/** Percent-encodes a path segment; a lone surrogate (not encodable as text) goes as its raw bytes. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(file: NonNullable<Req['multipart']>) {
  const boundary = `----proof${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
