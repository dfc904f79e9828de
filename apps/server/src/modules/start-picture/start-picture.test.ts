import { START_PICTURE_SCREENS_KEPT } from '@mise/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posStartPictures, users } from '../../db/schema';
import { registerTenant, signIn, uniqueEmail } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IMAGE = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

/** A picture as a till stores it, of `owner`'s screen. */
const picture = (owner: string, size = { phone: false, width: 1280, height: 800 }, source = 'first') => ({
  owner,
  stylesheet: '/assets/index-abc.css',
  language: '',
  ...size,
  background: 'rgb(250, 250, 249)',
  image: IMAGE,
  dishes: [[7, 10, 20, 150, 40]],
  cart: { dishes: { 7: ['Burger', 1000] }, money: { locale: null, currency: 'USD', symbol: '$' }, fade: [] },
  source,
});

describe('a till’s start picture kept on the server', () => {
  it('gives a user back the picture they kept for that screen, and nothing for another screen', async () => {
    const a = await registerTenant(t.app, 'Picture Bistro');
    const owner = `${a.tenantId}|${a.username}`;
    expect((await a.client.get('/pos/start-picture?screen=screen:1280x800')).status).toBe(204);

    const kept = await a.client.put('/pos/start-picture', picture(owner));
    expect(kept.status, JSON.stringify(kept.body)).toBe(204);
    const back = await a.client.get('/pos/start-picture?screen=screen:1280x800');
    expect(back.status).toBe(200);
    expect(back.body).toEqual(picture(owner));
    expect(back.headers['cache-control']).toBe('private, no-store');
    expect((await a.client.get('/pos/start-picture?screen=phone:1280x800')).status).toBe(204);
    expect((await a.client.get('/pos/start-picture?screen=screen:1280x801')).status).toBe(204);

    // Kept again for the same screen: replaced.
    await a.client.put('/pos/start-picture', picture(owner, undefined, 'second'));
    expect((await a.client.get('/pos/start-picture?screen=screen:1280x800')).body.source).toBe('second');
  });

  it('keeps each user’s own: another user of the store, or of another store, gets none of it', async () => {
    const a = await registerTenant(t.app, 'Own Bistro');
    const b = await registerTenant(t.app, 'Other Bistro');
    await a.client.put('/pos/start-picture', picture(`${a.tenantId}|${a.username}`));

    const staffName = uniqueEmail('cashier');
    const added = await a.client.post('/users/add', {
      name: 'Cashier',
      username: staffName,
      password: 'cashier password long',
      userScopes: ['POS'],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cashier = await signIn(t.app, staffName, 'cashier password long');
    expect((await cashier.get('/pos/start-picture?screen=screen:1280x800')).status).toBe(204);
    expect((await b.client.get('/pos/start-picture?screen=screen:1280x800')).status).toBe(204);

    // Nor can one keep a picture for someone else.
    const forged = await b.client.put(
      '/pos/start-picture',
      picture(`${a.tenantId}|${a.username}`, undefined, 'forged'),
    );
    expect([forged.status, forged.body.message]).toEqual([
      400,
      'This is not a start picture this till can keep!',
    ]);
    expect((await a.client.get('/pos/start-picture?screen=screen:1280x800')).body.source).toBe('first');
  });

  it('refuses what is not a picture with the message, keeping nothing', async () => {
    const a = await registerTenant(t.app, 'Bad Picture Bistro');
    const owner = `${a.tenantId}|${a.username}`;
    for (const bad of [
      { ...picture(owner), image: 'javascript:alert(1)' },
      { ...picture(owner), width: 5 },
      { ...picture(owner), dishes: 'all' },
      { ...picture(owner), phone: 'yes' },
      { ...picture(owner), image: `data:image/webp;base64,${'A'.repeat(1_300_000)}` },
      { ...picture(owner), padding: 'x'.repeat(400 * 1024) },
      { ...picture(owner), width: 10_000 },
      null,
    ]) {
      const response = await a.client.put('/pos/start-picture', bad);
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(response.body.message).toBe('This is not a start picture this till can keep!');
    }
    const badScreen = await a.client.get('/pos/start-picture?screen=../../etc');
    expect([badScreen.status, badScreen.body.message]).toEqual([
      400,
      'This is not a start picture this till can keep!',
    ]);
    const rows = await t.app.deps.db
      .select()
      .from(posStartPictures)
      .where(eq(posStartPictures.tenantId, a.tenantId));
    expect(rows).toEqual([]);
  });

  it(`keeps a user’s ${START_PICTURE_SCREENS_KEPT} most recent screens, and goes with the user`, async () => {
    const a = await registerTenant(t.app, 'Many Screens Bistro');
    const owner = `${a.tenantId}|${a.username}`;
    const widths = [800, 900, 1000, 1100, 1200, 1300];
    for (const width of widths) {
      const kept = await a.client.put(
        '/pos/start-picture',
        picture(owner, { phone: false, width, height: 700 }),
      );
      expect(kept.status).toBe(204);
    }
    const screens = async () =>
      (
        await t.app.deps.db
          .select({ screen: posStartPictures.screen })
          .from(posStartPictures)
          .where(eq(posStartPictures.tenantId, a.tenantId))
      )
        .map((row) => row.screen)
        .sort();
    expect(await screens()).toEqual(
      widths
        .slice(-START_PICTURE_SCREENS_KEPT)
        .map((w) => `screen:${w}x700`)
        .sort(),
    );

    // Deleting the user deletes their pictures (the database's cascade).
    const [owned] = await t.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, a.tenantId), eq(users.username, a.username)));
    await t.app.deps.db.delete(users).where(and(eq(users.tenantId, a.tenantId), eq(users.id, owned.id)));
    expect(await screens()).toEqual([]);
  });
});
