import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItemAddons, menuItems, menuItemVariants } from '../../db/schema';
import { multipart, registerTenant, type SignedInTenant, TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOT_AN_IMAGE } from './photo-storage';

let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Menu Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

async function addItem(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/menu-items/add', { title: 'Burger', price: 12.5, ...body });
  expect(res.status).toBe(200);
  return res.body.id as number;
}

function upload(client: TestClient, itemId: number, file: ReturnType<typeof multipart>) {
  return client.post(`/menu-items/update/${itemId}/upload-photo`, file.payload, file.headers);
}

const photo = (width: number, height: number, color = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const fileOf = (url: string) => path.join(t.app.deps.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('menu items', () => {
  it('adds an item and returns it with its category, tax, variants and addons', async () => {
    const { client } = await registerTenant(t.app);
    const category = (await client.post('/settings/categories/add', { title: 'Mains' })).body.id;
    const tax = (await client.post('/settings/taxes/add', { title: 'GST', rate: 7.25, type: 'exclusive' }))
      .body.id;
    const added = await client.post('/menu-items/add', {
      title: '  Cheeseburger ',
      price: '12.50',
      netPrice: 10,
      categoryId: category,
      taxId: String(tax),
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Menu item added!');
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, added.body.id));
    expect(row).toMatchObject({ title: 'Cheeseburger', price: 1250, netPrice: 1000 });

    await client.post(`/menu-items/variants/${added.body.id}/add`, { title: 'Double', price: 16.99 });
    await client.post(`/menu-items/addons/${added.body.id}/add`, { title: 'Bacon', price: 2.5 });
    const expected = {
      id: added.body.id,
      title: 'Cheeseburger',
      price: 12.5,
      net_price: 10,
      category_id: category,
      category_title: 'Mains',
      tax_id: tax,
      tax_title: 'GST',
      tax_rate: 7.25,
      tax_type: 'exclusive',
      image: null,
      variants: [{ id: expect.any(Number), title: 'Double', price: 16.99, group_id: expect.any(Number) }],
      addons: [{ id: expect.any(Number), title: 'Bacon', price: 2.5, group_id: expect.any(Number) }],
      // The spec's variants and addons come in groups (issue 18 §1), made as the first one is added.
      modifier_groups: [
        {
          id: expect.any(Number),
          kind: 'variant',
          title: 'Choose one',
          min_select: 0,
          max_select: 1,
          sort_order: 0,
        },
        {
          id: expect.any(Number),
          kind: 'addon',
          title: 'Extras',
          min_select: 0,
          max_select: null,
          sort_order: 1,
        },
      ],
      // Its own kitchen station (issue 18 §3): none, so its category's.
      station_id: null,
    };
    expect((await client.get(`/menu-items/${added.body.id}`)).body).toEqual(expected);
    expect((await client.get('/menu-items')).body).toEqual([expected]);
  });

  it('leaves net price, category and tax empty when sent blank', async () => {
    const id = await addItem(owner.client, { netPrice: '', categoryId: '', taxId: null });
    expect((await owner.client.get(`/menu-items/${id}`)).body).toMatchObject({
      net_price: null,
      category_id: null,
      tax_id: null,
    });
  });

  it.each([
    [{ title: '' }, 'Please enter title!'],
    [{ title: undefined }, 'Please enter title!'],
    [{ price: -1 }, 'Please provide valid price!'],
    [{ price: 1.234 }, 'Please provide valid price!'],
    [{ price: 'abc' }, 'Please provide valid price!'],
    [{ price: '' }, 'Please provide valid price!'],
    [{ price: undefined }, 'Please provide valid price!'],
    [{ price: 1e12 }, 'Please provide valid price!'],
    [{ netPrice: -5 }, 'Please provide valid net price!'],
    [{ categoryId: 'abc' }, 'Invalid request!'],
  ])('refuses %j with "%s" on add and update, changing nothing', async (change, message) => {
    const { client } = await registerTenant(t.app);
    const add = await client.post('/menu-items/add', { title: 'Soup', price: 5, ...change });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(message);
    expect((await client.get('/menu-items')).body).toEqual([]);
    const id = await addItem(client, { title: 'Soup', price: 5 });
    const update = await client.post(`/menu-items/update/${id}`, { title: 'Soup', price: 5, ...change });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(message);
    expect((await client.get(`/menu-items/${id}`)).body).toMatchObject({ title: 'Soup', price: 5 });
  });

  it('saves changes to an item', async () => {
    const id = await addItem(owner.client);
    const category = (await owner.client.post('/settings/categories/add', { title: 'Grill' })).body.id;
    const saved = await owner.client.post(`/menu-items/update/${id}`, {
      title: 'Smash burger',
      price: 14,
      netPrice: null,
      categoryId: category,
      taxId: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Menu item saved!');
    expect((await owner.client.get(`/menu-items/${id}`)).body).toMatchObject({
      title: 'Smash burger',
      price: 14,
      category_title: 'Grill',
    });
  });

  it("refuses another tenant's category, tax and item as not found", async () => {
    const theirCategory = (await other.client.post('/settings/categories/add', { title: 'Theirs' })).body.id;
    const theirTax = (
      await other.client.post('/settings/taxes/add', { title: 'Theirs', rate: 5, type: 'exclusive' })
    ).body.id;
    const theirItem = await addItem(other.client, { title: 'Their burger' });
    const mine = await addItem(owner.client, { title: 'My burger' });

    const withCategory = await owner.client.post('/menu-items/add', {
      title: 'X',
      price: 1,
      categoryId: theirCategory,
    });
    expect(withCategory.status).toBe(404);
    expect(withCategory.body.message).toBe('Category not found!');
    const withTax = await owner.client.post(`/menu-items/update/${mine}`, {
      title: 'X',
      price: 1,
      taxId: theirTax,
    });
    expect(withTax.status).toBe(404);
    expect(withTax.body.message).toBe('Tax not found!');

    expect((await owner.client.get(`/menu-items/${theirItem}`)).status).toBe(404);
    expect(
      (await owner.client.post(`/menu-items/update/${theirItem}`, { title: 'Mine', price: 1 })).status,
    ).toBe(404);
    expect((await owner.client.delete(`/menu-items/delete/${theirItem}`)).status).toBe(404);
    expect((await owner.client.post(`/menu-items/update/${theirItem}/remove-photo`)).status).toBe(404);
    expect((await owner.client.get('/menu-items')).body.some((i: { id: number }) => i.id === theirItem)).toBe(
      false,
    );
    expect((await other.client.get(`/menu-items/${theirItem}`)).body).toMatchObject({
      title: 'Their burger',
      price: 12.5,
    });
    expect((await owner.client.get(`/menu-items/${mine}`)).body).toMatchObject({
      title: 'My burger',
      tax_id: null,
    });
  });

  it('deletes an item with its variants and addons', async () => {
    const id = await addItem(owner.client);
    await owner.client.post(`/menu-items/variants/${id}/add`, { title: 'Large', price: 15 });
    await owner.client.post(`/menu-items/addons/${id}/add`, { title: 'Cheese', price: 1 });
    const deleted = await owner.client.delete(`/menu-items/delete/${id}`);
    expect(deleted.status).toBe(200);
    expect((await owner.client.get(`/menu-items/${id}`)).status).toBe(404);
    expect(
      await t.database.db.select().from(menuItemVariants).where(eq(menuItemVariants.itemId, id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(menuItemAddons).where(eq(menuItemAddons.itemId, id))).toEqual(
      [],
    );
    expect((await owner.client.delete(`/menu-items/delete/${id}`)).status).toBe(404);
  });

  it('needs the SETTINGS scope', async () => {
    expect((await new TestClient(t.app).get('/menu-items')).status).toBe(401);
    const username = `pos.${Date.now()}@example.com`;
    await owner.client.post('/users/add', {
      name: 'Cashier',
      username,
      password: 'cashier pass',
      userScopes: ['POS'],
    });
    const cashier = new TestClient(t.app);
    await cashier.post('/auth/signin', { username, password: 'cashier pass' });
    expect((await cashier.get('/menu-items')).status).toBe(403);
    expect((await cashier.post('/menu-items/add', { title: 'Free lunch', price: 0 })).status).toBe(403);
  });
});

describe.each([
  ['variants', 'variant', 'Variant'],
  ['addons', 'addon', 'Addon'],
] as const)('%s', (kind, word, label) => {
  const base = (itemId: number) => `/menu-items/${kind}/${itemId}`;

  it(`adds, updates and deletes ${kind}; an empty price is 0`, async () => {
    const itemId = await addItem(owner.client);
    const added = await owner.client.post(`${base(itemId)}/add`, { title: 'Large', price: 3.75 });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(`${label} added!`);
    const free = await owner.client.post(`${base(itemId)}/add`, { title: 'Plain', price: '' });
    expect(free.status).toBe(200);
    await owner.client.post(`${base(itemId)}/add`, { title: 'Missing price' });
    let options = (await owner.client.get(`/menu-items/${itemId}`)).body[kind];
    expect(options).toEqual([
      { id: added.body.id, title: 'Large', price: 3.75, group_id: expect.any(Number) },
      { id: free.body.id, title: 'Plain', price: 0, group_id: expect.any(Number) },
      { id: expect.any(Number), title: 'Missing price', price: 0, group_id: expect.any(Number) },
    ]);

    const updated = await owner.client.post(`${base(itemId)}/update/${added.body.id}`, {
      title: 'XL',
      price: 4,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(`${label} updated!`);
    const deleted = await owner.client.delete(`${base(itemId)}/delete/${free.body.id}`);
    expect(deleted.status).toBe(200);
    options = (await owner.client.get(`/menu-items/${itemId}`)).body[kind];
    expect(options.map((o: { title: string; price: number }) => [o.title, o.price])).toEqual([
      ['XL', 4],
      ['Missing price', 0],
    ]);
  });

  it.each([
    [{ title: '' }, `Please provide ${word} title!`],
    [{ title: undefined }, `Please provide ${word} title!`],
    [{ price: -1 }, `Please provide valid ${word} price!`],
    [{ price: 0.001 }, `Please provide valid ${word} price!`],
    [{ price: 'free' }, `Please provide valid ${word} price!`],
  ])('refuses %j with "%s"', async (change, message) => {
    const itemId = await addItem(owner.client);
    const add = await owner.client.post(`${base(itemId)}/add`, { title: 'Large', price: 1, ...change });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(message);
    const { id } = (await owner.client.post(`${base(itemId)}/add`, { title: 'Large', price: 1 })).body;
    const update = await owner.client.post(`${base(itemId)}/update/${id}`, {
      title: 'Large',
      price: 1,
      ...change,
    });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(message);
    expect((await owner.client.get(`/menu-items/${itemId}`)).body[kind]).toEqual([
      { id, title: 'Large', price: 1, group_id: expect.any(Number) },
    ]);
  });

  it(`accepts a ${word} id only under its own item and tenant`, async () => {
    const burger = await addItem(owner.client);
    const salad = await addItem(owner.client, { title: 'Salad' });
    const { id } = (await owner.client.post(`${base(burger)}/add`, { title: 'Large', price: 2 })).body;
    const theirItem = await addItem(other.client);
    const theirs = (await other.client.post(`${base(theirItem)}/add`, { title: 'Theirs', price: 2 })).body.id;

    expect(
      (await owner.client.post(`${base(salad)}/update/${id}`, { title: 'Moved', price: 0 })).status,
    ).toBe(404);
    expect((await owner.client.delete(`${base(salad)}/delete/${id}`)).status).toBe(404);
    expect(
      (await owner.client.post(`${base(burger)}/update/${theirs}`, { title: 'Mine', price: 0 })).status,
    ).toBe(404);
    expect(
      (await owner.client.post(`${base(theirItem)}/update/${theirs}`, { title: 'Mine', price: 0 })).status,
    ).toBe(404);
    expect((await owner.client.delete(`${base(theirItem)}/delete/${theirs}`)).status).toBe(404);
    const addToTheirs = await owner.client.post(`${base(theirItem)}/add`, { title: 'Injected', price: 0 });
    expect(addToTheirs.status).toBe(404);
    expect(addToTheirs.body.message).toBe('Menu item not found!');

    expect((await owner.client.get(`/menu-items/${burger}`)).body[kind]).toEqual([
      { id, title: 'Large', price: 2, group_id: expect.any(Number) },
    ]);
    expect((await owner.client.get(`/menu-items/${salad}`)).body[kind]).toEqual([]);
    expect((await other.client.get(`/menu-items/${theirItem}`)).body[kind]).toEqual([
      { id: theirs, title: 'Theirs', price: 2, group_id: expect.any(Number) },
    ]);
  });
});

describe('photos', () => {
  it('re-encodes an upload to a WebP of at most 512 px under the tenant, served with long caching', async () => {
    const itemId = await addItem(owner.client);
    const res = await upload(
      owner.client,
      itemId,
      multipart('image', 'dish.jpg', 'image/jpeg', await photo(1200, 800)),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Photo uploaded!');
    expect(res.body.imageURL).toMatch(new RegExp(`^/uploads/${owner.tenantId}/[a-f0-9]{32}\\.webp$`));
    expect((await owner.client.get(`/menu-items/${itemId}`)).body.image).toBe(res.body.imageURL);

    const served = await t.app.inject({ method: 'GET', url: res.body.imageURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(String(served.headers['cache-control'])).toMatch(/immutable/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
  });

  it('keeps small photos at their size', async () => {
    const itemId = await addItem(owner.client);
    const png = await sharp({ create: { width: 200, height: 300, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const res = await upload(owner.client, itemId, multipart('image', 'x.png', 'image/png', png));
    expect(res.status).toBe(200);
    expect(await sharp(fileOf(res.body.imageURL)).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it.each([
    ['a text file named like a photo', 'menu.jpg', 'image/jpeg', Buffer.from('not really a jpeg at all')],
    [
      'an SVG',
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
    ['a truncated JPEG', 'cut.jpg', 'image/jpeg', Buffer.from('\xff\xd8\xff\xe0\x00\x10JFIF', 'binary')],
    ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0)],
  ])('refuses %s and changes nothing', async (_what, filename, type, data) => {
    const itemId = await addItem(owner.client);
    const first = await upload(
      owner.client,
      itemId,
      multipart('image', 'ok.jpg', 'image/jpeg', await photo(50, 50)),
    );
    const res = await upload(owner.client, itemId, multipart('image', filename, type, data));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_AN_IMAGE);
    expect((await owner.client.get(`/menu-items/${itemId}`)).body.image).toBe(first.body.imageURL);
    expect(existsSync(fileOf(first.body.imageURL))).toBe(true);
  });

  it('refuses a request without the image field', async () => {
    const itemId = await addItem(owner.client);
    const wrongField = await upload(
      owner.client,
      itemId,
      multipart('photo', 'a.jpg', 'image/jpeg', await photo(10, 10)),
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Please choose an image to upload!');
    const json = await owner.client.post(`/menu-items/update/${itemId}/upload-photo`, {
      image: 'data:image/png;base64,AAAA',
    });
    expect(json.status).toBe(400);
    expect((await owner.client.get(`/menu-items/${itemId}`)).body.image).toBeNull();
  });

  it('refuses a file over 5 MB', async () => {
    const itemId = await addItem(owner.client);
    const res = await upload(
      owner.client,
      itemId,
      multipart('image', 'huge.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10)),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('deletes the old file when a photo is replaced or removed, and with its item', async () => {
    const itemId = await addItem(owner.client);
    const first = (
      await upload(owner.client, itemId, multipart('image', 'a.jpg', 'image/jpeg', await photo(60, 60)))
    ).body;
    const second = (
      await upload(
        owner.client,
        itemId,
        multipart('image', 'b.jpg', 'image/jpeg', await photo(60, 60, '#2980b9')),
      )
    ).body;
    expect(second.imageURL).not.toBe(first.imageURL);
    expect(existsSync(fileOf(first.imageURL))).toBe(false);
    expect(existsSync(fileOf(second.imageURL))).toBe(true);

    const removed = await owner.client.post(`/menu-items/update/${itemId}/remove-photo`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Photo removed!');
    expect((await owner.client.get(`/menu-items/${itemId}`)).body.image).toBeNull();
    expect(existsSync(fileOf(second.imageURL))).toBe(false);

    const third = (
      await upload(owner.client, itemId, multipart('image', 'c.jpg', 'image/jpeg', await photo(70, 70)))
    ).body;
    await owner.client.delete(`/menu-items/delete/${itemId}`);
    expect(existsSync(fileOf(third.imageURL))).toBe(false);
  });

  it('keeps a file two items share until neither shows it', async () => {
    const a = await addItem(owner.client, { title: 'A' });
    const b = await addItem(owner.client, { title: 'B' });
    const same = await photo(80, 80, '#8e44ad');
    const urlA = (await upload(owner.client, a, multipart('image', 'a.jpg', 'image/jpeg', same))).body
      .imageURL;
    const urlB = (await upload(owner.client, b, multipart('image', 'b.jpg', 'image/jpeg', same))).body
      .imageURL;
    expect(urlB).toBe(urlA);
    await owner.client.post(`/menu-items/update/${a}/remove-photo`);
    expect(existsSync(fileOf(urlA))).toBe(true);
    expect((await owner.client.get(`/menu-items/${b}`)).body.image).toBe(urlA);
    await owner.client.delete(`/menu-items/delete/${b}`);
    expect(existsSync(fileOf(urlA))).toBe(false);
  });

  it("refuses an upload to another tenant's item and stores nothing", async () => {
    const theirItem = await addItem(other.client);
    const folder = path.join(t.app.deps.uploadsDir, String(owner.tenantId));
    const before = existsSync(folder) ? readdirSync(folder).length : 0;
    const res = await upload(
      owner.client,
      theirItem,
      multipart('image', 'a.jpg', 'image/jpeg', await photo(90, 90, '#16a085')),
    );
    expect(res.status).toBe(404);
    expect(existsSync(folder) ? readdirSync(folder).length : 0).toBe(before);
    expect((await other.client.get(`/menu-items/${theirItem}`)).body.image).toBeNull();
  });
});
