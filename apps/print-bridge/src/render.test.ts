import { PRINTER_CODEPAGES, type TPrintDocument, type TPrinterCodepage } from '@mise/contracts/printing';
import { describe, expect, it } from 'vitest';
import { REPRINT_MARKER, renderDocument } from './render';
import { decodeEscPos } from './testing/escpos-decode';

const printer80 = { paperWidth: 80, codepage: 'auto' } as const;
const printer57 = { paperWidth: 57, codepage: 'auto' } as const;

/** A width × height RGBA logo: a black frame on white, so thresholding keeps some dots. */
function logo(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x < 2 || y < 2 || x >= width - 2 || y >= height - 2)
        pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { type: 'image' as const, width, height, rgba: pixels.toString('base64') };
}

const receipt: TPrintDocument = {
  blocks: [
    logo(64, 32),
    { type: 'text', text: 'Crème brûlée', align: 'center', bold: true, size: 'large' },
    { type: 'text', text: 'Table 4 · Dine in', align: 'center' },
    { type: 'rule' },
    { type: 'row', left: '2 × Jalapeño poppers', right: '12.50' },
    { type: 'row', left: '1 × Großes Bier', right: '5.90' },
    { type: 'rule' },
    { type: 'row', left: 'Total', right: '18.40', bold: true },
    { type: 'feed', lines: 1 },
    { type: 'qr', value: 'https://example.test/r/abc123' },
    { type: 'text', text: 'Merci, à bientôt !' },
  ],
  cut: true,
  openDrawer: true,
};

describe('renderDocument', () => {
  it('prints accented text, rows, rules, a QR code and a logo, then cuts and kicks the drawer', () => {
    const decoded = decodeEscPos(Buffer.from(renderDocument(receipt, printer80)));

    for (const text of [
      'Crème brûlée',
      'Jalapeño poppers',
      'Großes Bier',
      'Merci, à bientôt !',
      'Table 4 · Dine in',
    ]) {
      expect(decoded.text).toContain(text);
    }
    expect(decoded.cuts).toBe(1);
    expect(decoded.drawerKicks).toBe(1);
    expect(decoded.hasQr).toBe(true);
    expect(decoded.qrCodes).toEqual(['https://example.test/r/abc123']);
    expect(decoded.hasImage).toBe(true);
    expect(decoded.large).toContain('Crème brûlée');
    expect(decoded.bold).toContain('Crème brûlée');
    expect(decoded.bold.some((run) => run.startsWith('Total') && run.endsWith('18.40'))).toBe(true);
    expect(decoded.text).not.toContain(REPRINT_MARKER);
  });

  it('puts a row value flush right on a 48-column line', () => {
    const { lines } = decodeEscPos(Buffer.from(renderDocument(receipt, printer80)));
    const row = lines.find((line) => line.startsWith('2 × Jalapeño poppers'));
    expect(row).toBeDefined();
    expect(row).toHaveLength(48);
    expect(row!.endsWith(' 12.50')).toBe(true);
    const rule = lines.find((line) => /^─+$/.test(line));
    expect(rule).toHaveLength(48);
  });

  it('wraps at 32 columns on 57 mm paper and keeps a row value at the end of its line', () => {
    const document: TPrintDocument = {
      blocks: [
        { type: 'text', text: 'Crème brûlée with salted caramel and a scoop of vanilla ice cream' },
        { type: 'row', left: '3 × Jalapeño poppers with extra cheese and sour cream', right: '1,234.50' },
        { type: 'row', left: 'Großes Bier', right: '5.90' },
        { type: 'rule' },
      ],
      cut: true,
      openDrawer: false,
    };
    const decoded = decodeEscPos(Buffer.from(renderDocument(document, printer57)));

    for (const line of decoded.lines) expect(line.length).toBeLessThanOrEqual(32);
    expect(decoded.text.replace(/\s+/g, ' ')).toContain(
      'Crème brûlée with salted caramel and a scoop of vanilla ice cream',
    );
    const first = decoded.lines.find((line) => line.startsWith('3 × Jalapeño'))!;
    expect(first).toHaveLength(32);
    expect(first.endsWith(' 1,234.50')).toBe(true);
    // The label goes on under itself, clear of the value's column.
    const rest = decoded.lines.slice(decoded.lines.indexOf(first) + 1, decoded.lines.indexOf(first) + 3);
    expect(rest.join(' ')).toContain('sour cream');
    for (const line of rest) expect(line.length).toBeLessThanOrEqual(32 - '1,234.50'.length - 1);
    const beer = decoded.lines.find((line) => line.startsWith('Großes Bier'))!;
    expect(beer).toHaveLength(32);
    expect(beer.endsWith(' 5.90')).toBe(true);
    expect(decoded.lines.find((line) => /^─+$/.test(line))).toHaveLength(32);
    expect(decoded.cuts).toBe(1);
    expect(decoded.drawerKicks).toBe(0);
  });

  it('marks a reprint with a bold, large, centred line at the top', () => {
    const decoded = decodeEscPos(Buffer.from(renderDocument(receipt, printer57, { isReprint: true })));
    const first = decoded.lines.find((line) => line.trim() !== '')!;
    expect(first.trim()).toBe(REPRINT_MARKER);
    expect(first.startsWith(' ')).toBe(true);
    expect(decoded.bold[0]).toBe(REPRINT_MARKER);
    expect(decoded.large[0]).toBe(REPRINT_MARKER);
    expect(decoded.text.split(REPRINT_MARKER)).toHaveLength(2);
  });

  it('sends a drawer kick alone as initialise and pulse, nothing printed or cut', () => {
    const bytes = renderDocument({ blocks: [], cut: false, openDrawer: true }, printer80, {
      isReprint: true,
    });
    const decoded = decodeEscPos(Buffer.from(bytes));
    expect(decoded.lines).toEqual([]);
    expect(decoded.initializations).toBe(1);
    expect(decoded.drawerKicks).toBe(1);
    expect(decoded.cuts).toBe(0);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect([...bytes.subarray(-5, -3)]).toEqual([0x1b, 0x70]);
  });

  it.each([
    ['cp437', 'cp437'],
    ['cp850', 'cp850'],
    ['cp858', 'cp858'],
    ['cp1252', 'windows1252'],
  ] as const)('prints Latin accents in the store code page %s', (codepage, selected) => {
    const text = 'Crème brûlée, Jalapeño, Großes Bier, Ça coûte';
    const bytes = renderDocument(
      { blocks: [{ type: 'text', text }], cut: false, openDrawer: false },
      { paperWidth: 80, codepage },
    );
    const decoded = decodeEscPos(Buffer.from(bytes));
    expect(decoded.text).toBe(text);
    expect(decoded.codepages).toEqual([selected]);
  });

  it('switches code pages by itself on auto (a euro sign and Greek on one receipt)', () => {
    const text = 'Καφές 3.50 € · Crème brûlée';
    const bytes = renderDocument(
      { blocks: [{ type: 'text', text }], cut: false, openDrawer: false },
      printer80,
    );
    const decoded = decodeEscPos(Buffer.from(bytes));
    expect(decoded.text).toBe(text);
    expect(decoded.codepages.length).toBeGreaterThan(1);
  });

  it('renders with every code page a store can choose', () => {
    const greek = 'Ελληνικά';
    for (const codepage of PRINTER_CODEPAGES) {
      const bytes = renderDocument(
        { blocks: [{ type: 'text', text: 'Crème' }], cut: false, openDrawer: false },
        { paperWidth: 57, codepage: codepage as TPrinterCodepage },
      );
      expect(decodeEscPos(Buffer.from(bytes)).lines).toHaveLength(1);
    }
    const bytes = renderDocument(
      { blocks: [{ type: 'text', text: greek }], cut: false, openDrawer: false },
      { paperWidth: 57, codepage: 'iso88597' },
    );
    expect(decodeEscPos(Buffer.from(bytes)).text).toBe(greek);
  });

  it('leaves out a logo that is not width × height RGBA, and prints the rest', () => {
    const broken = { ...logo(16, 8), rgba: Buffer.alloc(10).toString('base64') };
    const decoded = decodeEscPos(
      Buffer.from(
        renderDocument(
          { blocks: [broken, { type: 'text', text: 'Still here' }], cut: true, openDrawer: false },
          printer80,
        ),
      ),
    );
    expect(decoded.hasImage).toBe(false);
    expect(decoded.text).toContain('Still here');
  });

  it('keeps explicit line breaks and feeds blank lines', () => {
    const decoded = decodeEscPos(
      Buffer.from(
        renderDocument(
          {
            blocks: [
              { type: 'text', text: 'Note:\nno onions' },
              { type: 'feed', lines: 2 },
              { type: 'text', text: 'end', align: 'right' },
            ],
            cut: false,
            openDrawer: false,
          },
          printer57,
        ),
      ),
    );
    expect(decoded.lines).toEqual(['Note:', 'no onions', '', '', `${' '.repeat(29)}end`]);
  });
});
