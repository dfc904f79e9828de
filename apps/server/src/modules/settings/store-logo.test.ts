import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, registerTenant, type TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOT_AN_IMAGE } from '../menu-items/photo-storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = (color: string) =>
  sharp({ create: { width: 300, height: 120, channels: 3, background: color } })
    .png()
    .toBuffer();
const upload = async (client: TestClient, data: Buffer, contentType = 'image/png') => {
  const file = multipart('image', 'logo.png', contentType, data);
  return client.post('/settings/store-setting/upload-logo', file.payload, file.headers);
};
const fileOf = (url: string) => path.join(t.app.deps.uploadsDir, url.replace('/uploads/', ''));

describe('the store logo', () => {
  it('is uploaded as a re-encoded image, replaced (the old file deleted) and removed', async () => {
    const { client } = await registerTenant(t.app, 'Logo Bistro');
    const first = await upload(client, await png('#c0392b'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstUrl = first.body.image as string;
    expect(firstUrl).toMatch(/^\/uploads\/\d+\/[a-f0-9]{32}\.webp$/);
    expect((await client.get('/settings/store-setting')).body.image).toBe(firstUrl);
    expect(existsSync(fileOf(firstUrl))).toBe(true);

    const second = await upload(client, await png('#2980b9'));
    const secondUrl = second.body.image as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(fileOf(firstUrl))).toBe(false);

    const refused = await upload(client, Buffer.from('not an image'), 'image/png');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(NOT_AN_IMAGE);
    expect((await client.get('/settings/store-setting')).body.image).toBe(secondUrl);

    expect((await client.post('/settings/store-setting/remove-logo')).status).toBe(200);
    expect((await client.get('/settings/store-setting')).body.image).toBeNull();
    expect(existsSync(fileOf(secondUrl))).toBe(false);
  });

  it('keeps a file a dish still shows when the logo moves on', async () => {
    const { client } = await registerTenant(t.app, 'Shared Picture Bistro');
    const picture = await png('#27ae60');
    const logo = (await upload(client, picture)).body.image as string;
    const dish = await client.post('/menu-items/add', { title: 'Salad', price: 9 });
    const file = multipart('image', 'salad.png', 'image/png', picture);
    const photo = await client.post(
      `/menu-items/update/${dish.body.id}/upload-photo`,
      file.payload,
      file.headers,
    );
    expect(photo.body.imageURL).toBe(logo);
    expect((await client.post('/settings/store-setting/remove-logo')).status).toBe(200);
    expect(existsSync(fileOf(logo))).toBe(true);
  });
});
