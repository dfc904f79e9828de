import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors';

/**
 * Menu photos. An upload is trusted only after sharp has decoded it: its name and declared type are
 * ignored. It is re-encoded (which drops metadata such as GPS positions and anything hidden after
 * the image data) to a WebP of at most 512 px, and stored as uploads/<tenant>/<content hash>.webp,
 * which app.ts serves with immutable caching: a changed photo is a new name.
 */
export const PHOTO_MAX_SIDE = 512;
export const NOT_AN_IMAGE = 'Please upload a valid image file (JPEG, PNG, WebP, GIF or AVIF)!';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// 40 megapixels is far above any phone camera; more is a decompression bomb, not a menu photo.
const MAX_INPUT_PIXELS = 40_000_000;
const PHOTO_URL = /^\/uploads\/(\d+)\/([a-f0-9]{32})\.webp$/;

export interface ProcessedPhoto {
  data: Buffer;
  hash: string;
}

/** Decodes, normalises and re-encodes an upload; a 400 with a message when it is not an image. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(NOT_AN_IMAGE);
  let data: Buffer;
  try {
    data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // apply the camera's orientation before the metadata that carries it is dropped
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return { data, hash };
}

export function photoUrl(tenantId: number, hash: string): string {
  return `/uploads/${tenantId}/${hash}.webp`;
}

/** Writes the photo under the tenant's folder (atomically, so a reader never sees half a file). */
export async function storePhoto(
  uploadsDir: string,
  tenantId: number,
  photo: ProcessedPhoto,
): Promise<string> {
  const dir = path.join(uploadsDir, String(tenantId));
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${photo.hash}.webp`);
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, photo.data);
  await rename(temporary, target);
  return photoUrl(tenantId, photo.hash);
}

/**
 * Deletes a stored photo of the tenant given its URL. Only URLs this module made for that tenant are
 * touched, so a value from elsewhere can never point the delete at another file.
 */
export async function deletePhoto(uploadsDir: string, tenantId: number, url: string | null): Promise<void> {
  const match = url ? PHOTO_URL.exec(url) : null;
  if (!match || Number(match[1]) !== tenantId) return;
  try {
    await unlink(path.join(uploadsDir, String(tenantId), `${match[2]}.webp`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
