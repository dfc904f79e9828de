import ImageData from '@canvas/image-data';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from './escpos-decode';

/**
 * A picture whose packed bytes count through every value, 0x0a (LF) and 0x1b (ESC) included, the
 * way each image mode packs them (raster: 8 dots across; column: 8 dots down, 3 bytes per column of
 * a 24-dot strip). The decoder must skip them as image data, not read them as text or commands.
 */
function everyByte(width: number, height: number, mode: 'column' | 'raster') {
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [index, bit] =
        mode === 'raster'
          ? [y * (width / 8) + Math.floor(x / 8), x % 8]
          : [(Math.floor(y / 24) * width + x) * 3 + Math.floor((y % 24) / 8), y % 8];
      if (index & 0xff & (0x80 >> bit)) pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return new ImageData(pixels, width, height);
}

/** Commands and text (Latin-1) as one byte stream. */
const stream = (...parts: Array<number[] | string>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('decodeEscPos', () => {
  it.each(['column', 'raster'] as const)('skips %s image data whatever bytes it holds', (imageMode) => {
    const encode = (image: ImageData) =>
      new ReceiptPrinterEncoder({ language: 'esc-pos', columns: 48, imageMode })
        .initialize()
        .line('before')
        .image(image, 64, 48, 'threshold')
        .line('after')
        .encode();
    const bytes = encode(everyByte(64, 48, imageMode));
    // More ESC and LF bytes than around a blank picture: those are image data.
    const blank = encode(new ImageData(new Uint8ClampedArray(64 * 48 * 4).fill(255), 64, 48));
    for (const look of [0x1b, 0x0a]) {
      const count = (of: Uint8Array) => of.filter((byte) => byte === look).length;
      expect(count(bytes)).toBeGreaterThan(count(blank));
    }
    const decoded = decodeEscPos(Buffer.from(bytes));
    expect(decoded.hasImage).toBe(true);
    expect(decoded.lines[0]).toBe('before');
    expect(decoded.lines.filter((line) => line !== '')).toEqual(['before', 'after']);
  });

  it('reads cuts with and without a feed count, drawer kicks and a real-time pulse', () => {
    const bytes = stream(
      [0x1b, 0x40],
      'A',
      [0x0a],
      [0x1d, 0x56, 0x00],
      [0x1d, 0x56, 0x42, 0x03],
      [0x1b, 0x70, 0x00, 0x19, 0xfa],
      [0x10, 0x14, 0x01, 0x00, 0x05],
      'B',
      [0x0a],
    );
    const decoded = decodeEscPos(bytes);
    expect(decoded.cuts).toBe(2);
    expect(decoded.drawerKicks).toBe(2);
    expect(decoded.lines).toEqual(['A', 'B']);
  });

  it('reads text sizes from GS ! and ESC !, and bold from ESC E', () => {
    const bytes = stream(
      [0x1d, 0x21, 0x11],
      'BIG',
      [0x1d, 0x21, 0x00, 0x0a],
      [0x1b, 0x21, 0x38],
      'BOTH',
      [0x1b, 0x21, 0x00, 0x0a],
      [0x1b, 0x45, 0x01],
      'bold',
      [0x1b, 0x45, 0x00, 0x0a],
    );
    const decoded = decodeEscPos(bytes);
    expect(decoded.large).toEqual(['BIG', 'BOTH']);
    expect(decoded.bold).toEqual(['BOTH', 'bold']);
  });

  it('fails loudly on a command it does not know or one cut short', () => {
    expect(() => decodeEscPos(Buffer.from([0x1b, 0xff]))).toThrow(/Unknown ESC\/POS command ESC 0xff/);
    expect(() => decodeEscPos(Buffer.from([0x1d, 0x28, 0x6b, 0x10, 0x00, 0x31]))).toThrow(/cut short/);
  });
});
