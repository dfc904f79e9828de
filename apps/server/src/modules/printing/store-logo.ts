import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TPrintBlock } from '@mise/contracts';
import sharp from 'sharp';

/** 256 dots: fits 57 mm paper (384 dots) and 80 mm alike; a multiple of 8 as printers need. */
const LOGO_WIDTH = 256;
const STORE_IMAGE = /^\/uploads\/(\d+)\/([a-f0-9]{32})\.webp$/;
const cache = new Map<string, TPrintBlock | null>();

/**
 * The store's logo as a print block: scaled to the paper, flattened on white, as raw RGBA for the
 * bridge to dither. Only an image this server stored for the tenant is read. Kept in memory by its
 * URL (a new logo gets a new URL, its content hash).
 */
export async function storeLogo(
  uploadsDir: string,
  tenantId: number,
  url: string | null,
): Promise<TPrintBlock | null> {
  const match = url ? STORE_IMAGE.exec(url) : null;
  if (!match || Number(match[1]) !== tenantId) return null;
  const key = `${tenantId}/${match[2]}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let block: TPrintBlock | null = null;
  try {
    const file = await readFile(path.join(uploadsDir, String(tenantId), `${match[2]}.webp`));
    const { data, info } = await sharp(file)
      .resize({ width: LOGO_WIDTH, height: 160, fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    block = { type: 'image', width: info.width, height: info.height, rgba: data.toString('base64') };
  } catch {
    block = null; // A missing or unreadable logo prints no logo, never fails the receipt.
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, block);
  return block;
}
