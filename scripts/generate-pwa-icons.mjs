// Renders the app icons of the web manifest from the brand mark with sharp (already a server
// dependency). The PNGs are committed; run again only when the mark changes:
//   node scripts/generate-pwa-icons.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'apps/web/public/icons');
const BRAND = '#c2410c';
const MARK =
  '<path d="M18 44V22l14 13 14-13v22" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>';

// "any": the rounded tile as in the favicon. "maskable": a full-bleed square with the mark inside
// the central 80% safe zone, so a launcher's circle or squircle mask never cuts it.
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(0.72) translate(-32 -33)">${MARK}</g></svg>`;

await mkdir(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(anyIcon), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
  await sharp(Buffer.from(maskableIcon), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-maskable-${size}.png`));
}
await sharp(Buffer.from(anyIcon), { density: 72 * (180 / 64) })
  .resize(180, 180)
  .flatten({ background: BRAND })
  .png()
  .toFile(path.join(out, 'apple-touch-icon.png'));
console.log(`icons written to ${path.relative(root, out)}`);
