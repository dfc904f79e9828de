import ImageData from '@canvas/image-data';
import type { TBridgePrinter, TPrintBlock, TPrintDocument, TPrinterCodepage } from '@mise/contracts/printing';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * Turns a printer-neutral document into ESC/POS bytes for one printer. All the byte-level work is
 * the encoder's: this module only decides layout (columns per paper width, where a row's value
 * goes, what a reprint looks like).
 */

type EncoderCodepage = Parameters<ReceiptPrinterEncoder['codepage']>[0];

/** Font A columns: 80 mm paper prints 48, 57/58 mm paper 32. */
export const columnsFor = (paperWidth: TBridgePrinter['paperWidth']) => (paperWidth === 57 ? 32 : 48);

/**
 * The store picks code pages by their DOS/Windows names; the encoder knows the Windows and ISO ones
 * under other names, and would refuse `iso88597` with the Epson mapping.
 */
const ENCODER_CODEPAGES: Partial<Record<TPrinterCodepage, EncoderCodepage>> = {
  cp1252: 'windows1252',
  cp1253: 'windows1253',
  cp1257: 'windows1257',
  iso88597: 'iso8859-7',
};

export const encoderCodepageOf = (codepage: TPrinterCodepage): EncoderCodepage | 'auto' =>
  ENCODER_CODEPAGES[codepage] ?? (codepage as EncoderCodepage | 'auto');

export const REPRINT_MARKER = '*** REPRINT ***';

// A row's value never gets less than this much room to its left: the label wraps instead.
const MIN_LABEL_COLUMNS = 8;
const MAX_FEED_LINES = 20;

export interface RenderOptions {
  /** The job was handed out before: mark the paper so the kitchen does not cook it twice. */
  isReprint?: boolean;
}

export function renderDocument(
  document: TPrintDocument,
  printer: Pick<TBridgePrinter, 'paperWidth' | 'codepage'>,
  options: RenderOptions = {},
): Uint8Array {
  const columns = columnsFor(printer.paperWidth);
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns,
    codepageMapping: 'epson',
    // Most cutters sit a few lines above the print head: without a feed the last lines are cut off.
    feedBeforeCut: document.cut ? 4 : 0,
  });
  encoder.initialize();
  try {
    encoder.codepage(encoderCodepageOf(printer.codepage));
  } catch {
    // A code page this encoder does not know (a newer server's list): the receipt still prints.
    encoder.codepage('auto');
  }

  if (options.isReprint && document.blocks.length > 0) {
    encoder.align('center').bold(true).size(2, 2).line(REPRINT_MARKER).size(1, 1).bold(false).align('left');
  }
  for (const block of document.blocks) renderBlock(encoder, block, columns);

  if (document.cut) encoder.cut();
  if (document.openDrawer) encoder.pulse();
  return encoder.encode();
}

function renderBlock(encoder: ReceiptPrinterEncoder, block: TPrintBlock, columns: number) {
  switch (block.type) {
    case 'text': {
      const isLarge = block.size === 'large';
      encoder.align(block.align ?? 'left').bold(Boolean(block.bold));
      if (isLarge) encoder.size(2, 2);
      // The encoder wraps long lines itself; explicit line breaks become separate lines.
      for (const line of block.text.split(/\r?\n/)) encoder.line(line);
      if (isLarge) encoder.size(1, 1);
      encoder.bold(false).align('left');
      return;
    }
    case 'row':
      renderRow(encoder, block, columns);
      return;
    case 'rule':
      encoder.rule();
      return;
    case 'qr':
      encoder.align('center').qrcode(block.value).align('left');
      return;
    case 'image': {
      const image = toImageData(block);
      // A logo that does not decode is left out rather than losing the whole receipt.
      if (image) encoder.align('center').image(image, block.width, block.height, 'threshold').align('left');
      return;
    }
    case 'feed':
      encoder.newline(Math.max(0, Math.min(MAX_FEED_LINES, Math.trunc(block.lines) || 0)));
      return;
  }
}

/** Label left, value flush right; the label wraps under itself so the value always fits. */
function renderRow(
  encoder: ReceiptPrinterEncoder,
  block: Extract<TPrintBlock, { type: 'row' }>,
  columns: number,
) {
  const valueColumns = Math.min(Math.max(block.right.length, 1), columns - MIN_LABEL_COLUMNS - 1);
  const labelColumns = columns - valueColumns - 1;
  encoder.bold(Boolean(block.bold));
  encoder.table(
    [
      { width: labelColumns, align: 'left', overflow: 'wrap' },
      { width: valueColumns, align: 'right', overflow: 'wrap', marginLeft: 1 },
    ],
    [[block.left, block.right]],
  );
  encoder.bold(false);
}

function toImageData(block: Extract<TPrintBlock, { type: 'image' }>) {
  const { width, height } = block;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return null;
  if (width % 8 !== 0) return null;
  const rgba = Buffer.from(block.rgba, 'base64');
  if (rgba.length !== width * height * 4) return null;
  return new ImageData(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), width, height);
}
