import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * Reads ESC/POS bytes back for tests: the printable text in the code page in effect, and what the
 * commands did (cuts, drawer kicks, QR codes, images, bold and large text). It knows the commands
 * the encoder emits and the common ones around them, and throws on anything else, so a test fails
 * loudly instead of reading command bytes as text.
 */

export interface DecodedEscPos {
  /** The printed lines joined by "\n", each without trailing spaces (table padding). */
  text: string;
  lines: string[];
  cuts: number;
  drawerKicks: number;
  hasQr: boolean;
  /** The data stored for each QR code. */
  qrCodes: string[];
  hasImage: boolean;
  /** Image commands (a tall column-mode image takes several). */
  imageCommands: number;
  /** Runs of text printed in bold, trimmed. */
  bold: string[];
  /** Runs of text printed double width and/or height, trimmed. */
  large: string[];
  /** Code pages selected with ESC t, in order. */
  codepages: string[];
  /** ESC @ seen. */
  initializations: number;
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;

let codepageTables: Map<number, { name: string; codepoints: number[] }> | null = null;

/**
 * ESC t numbers as the Epson mapping assigns them (the bridge renders with it). Taken from the
 * encoder itself so the two never disagree: select each code page and read the number it emits.
 */
function codepageByNumber() {
  if (codepageTables) return codepageTables;
  codepageTables = new Map();
  for (const name of CodepageEncoder.getEncodings()) {
    let bytes: Uint8Array;
    try {
      bytes = new ReceiptPrinterEncoder({ language: 'esc-pos', codepageMapping: 'epson' })
        .codepage(name)
        .text('A')
        .encode();
    } catch {
      continue; // not on Epson printers
    }
    const at = bytes.findIndex((byte, i) => byte === ESC && bytes[i + 1] === 0x74);
    const number = at >= 0 ? bytes[at + 2] : undefined;
    if (number === undefined || codepageTables.has(number)) continue;
    codepageTables.set(number, { name, codepoints: CodepageEncoder.getCodepoints(name as Codepage, true) });
  }
  return codepageTables;
}

export function decodeEscPos(input: Uint8Array): DecodedEscPos {
  const bytes = input;
  const tables = codepageByNumber();
  const result: DecodedEscPos = {
    text: '',
    lines: [],
    cuts: 0,
    drawerKicks: 0,
    hasQr: false,
    qrCodes: [],
    hasImage: false,
    imageCommands: 0,
    bold: [],
    large: [],
    codepages: [],
    initializations: 0,
  };

  let line = '';
  let codepage = tables.get(0)!;
  let isBold = false;
  let isLarge = false;
  let boldRun = '';
  let largeRun = '';
  const endRuns = () => {
    if (boldRun.trim()) result.bold.push(boldRun.trim());
    if (largeRun.trim()) result.large.push(largeRun.trim());
    boldRun = '';
    largeRun = '';
  };
  const setBold = (value: boolean) => {
    if (value !== isBold) endRuns();
    isBold = value;
  };
  const setLarge = (value: boolean) => {
    if (value !== isLarge) endRuns();
    isLarge = value;
  };
  const newline = () => {
    endRuns();
    result.lines.push(line.replace(/ +$/, ''));
    line = '';
  };
  const image = () => {
    result.hasImage = true;
    result.imageCommands += 1;
  };

  let i = 0;
  /** The `count` bytes after the command at `i`, failing if the stream ends first. */
  const take = (count: number) => {
    if (i + count > bytes.length) throw new Error(`ESC/POS command cut short at offset ${i}`);
    const taken = bytes.subarray(i, i + count);
    i += count;
    return taken;
  };
  const unknown = (prefix: string, command: number | undefined) => {
    throw new Error(`Unknown ESC/POS command ${prefix} 0x${(command ?? 0).toString(16)} at offset ${i}`);
  };

  while (i < bytes.length) {
    const byte = bytes[i++];

    if (byte === 0x0a) {
      newline();
    } else if (byte === 0x0d || byte === 0x00 || byte === 0x18) {
      // CR (the encoder ends lines with LF CR), NUL and CAN print nothing.
    } else if (byte === 0x09) {
      line += '\t';
    } else if (byte === 0x0c) {
      newline();
    } else if (byte === ESC) {
      const command = take(1)[0];
      switch (command) {
        case 0x40: // ESC @ initialise
          result.initializations += 1;
          setBold(false);
          setLarge(false);
          codepage = tables.get(0)!;
          break;
        case 0x74: {
          // ESC t n select code page
          const number = take(1)[0];
          const table = tables.get(number);
          if (!table) throw new Error(`ESC t ${number}: no such code page in the Epson mapping`);
          codepage = table;
          result.codepages.push(table.name);
          break;
        }
        case 0x45: // ESC E n bold
        case 0x47: // ESC G n double-strike, printed like bold
          setBold((take(1)[0] & 1) === 1);
          break;
        case 0x21: {
          // ESC ! n print mode: bold 0x08, double height 0x10, double width 0x20
          const mode = take(1)[0];
          setBold((mode & 0x08) !== 0);
          setLarge((mode & 0x30) !== 0);
          break;
        }
        case 0x64: {
          // ESC d n feed n lines
          const count = take(1)[0];
          for (let n = 0; n < count; n++) newline();
          break;
        }
        case 0x70: // ESC p m t1 t2 drawer kick
          take(3);
          result.drawerKicks += 1;
          break;
        case 0x2a: {
          // ESC * m nL nH data: column image, 1 byte per column (8-dot modes) or 3 (24-dot modes)
          const [mode, low, high] = take(3);
          const columns = low + high * 256;
          take(mode === 0 || mode === 1 ? columns : columns * 3);
          image();
          break;
        }
        case 0x69: // ESC i / ESC m: legacy full and partial cut
        case 0x6d:
          result.cuts += 1;
          break;
        case 0x32: // ESC 2 default line spacing
        case 0x3c: // ESC < return home
          break;
        case 0x61: // ESC a n align
        case 0x4d: // ESC M n font
        case 0x33: // ESC 3 n line spacing
        case 0x2d: // ESC - n underline
        case 0x34: // ESC 4 n italic
        case 0x4a: // ESC J n feed dots
        case 0x56: // ESC V n rotate
        case 0x72: // ESC r n colour
        case 0x7b: // ESC { n upside down
        case 0x52: // ESC R n international set
        case 0x20: // ESC SP n character spacing
        case 0x55: // ESC U n unidirectional
        case 0x3d: // ESC = n select peripheral
        case 0x25: // ESC % n user-defined characters
          take(1);
          break;
        case 0x24: // ESC $ nL nH absolute position
        case 0x5c: // ESC \ nL nH relative position
          take(2);
          break;
        case 0x63: // ESC c 3 n, ESC c 4 n, ESC c 5 n: paper sensors and panel buttons
          take(2);
          break;
        case 0x44: // ESC D n1 … NUL: tab stops
          while (take(1)[0] !== 0x00) {
            // skip to the terminating NUL
          }
          break;
        default:
          unknown('ESC', command);
      }
    } else if (byte === GS) {
      const command = take(1)[0];
      switch (command) {
        case 0x21: {
          // GS ! n: width multiplier in the high nibble, height in the low one
          const size = take(1)[0];
          setLarge(size !== 0);
          break;
        }
        case 0x56: {
          // GS V m [n] cut: m 0/1/48/49 alone, 65/66/97/98/103/104 with a feed count
          const mode = take(1)[0];
          if (![0, 1, 48, 49].includes(mode)) take(1);
          result.cuts += 1;
          break;
        }
        case 0x28: {
          // GS ( fn pL pH data: QR codes and PDF417 (fn k), graphics (fn L) and others
          const [fn, low, high] = take(3);
          const data = take(low + high * 256);
          if (fn === 0x6b && data[0] === 0x31 && data[1] === 0x50) {
            result.qrCodes.push(Buffer.from(data.subarray(3)).toString('utf8'));
          }
          if (fn === 0x6b && data[0] === 0x31 && data[1] === 0x51) result.hasQr = true;
          if (fn === 0x4c && (data[1] === 0x32 || data[1] === 0x70)) image();
          break;
        }
        case 0x76: {
          // GS v 0 m xL xH yL yH data: raster image, x bytes per row, y rows
          const [zero, , xLow, xHigh, yLow, yHigh] = take(6);
          if (zero !== 0x30) unknown('GS v', zero);
          take((xLow + xHigh * 256) * (yLow + yHigh * 256));
          image();
          break;
        }
        case 0x38: {
          // GS 8 L p1 p2 p3 p4 …: graphics with a 32-bit length
          const [l, p1, p2, p3, p4] = take(5);
          if (l !== 0x4c) unknown('GS 8', l);
          const data = take(p1 + p2 * 0x100 + p3 * 0x10000 + p4 * 0x1000000);
          if (data[1] === 0x70) image();
          break;
        }
        case 0x6b: {
          // GS k m …: barcode, NUL-terminated (m ≤ 6) or with a length byte
          const mode = take(1)[0];
          if (mode <= 6) {
            while (take(1)[0] !== 0x00) {
              // skip to the terminating NUL
            }
          } else {
            take(take(1)[0]);
          }
          break;
        }
        case 0x50: // GS P x y motion units
        case 0x4c: // GS L nL nH left margin
        case 0x57: // GS W nL nH print area width
        case 0x24: // GS $ nL nH absolute vertical position
          take(2);
          break;
        case 0x42: // GS B n reverse
        case 0x68: // GS h n barcode height
        case 0x77: // GS w n barcode width
        case 0x48: // GS H n barcode text
        case 0x66: // GS f n barcode font
        case 0x62: // GS b n smoothing
        case 0x61: // GS a n automatic status back
        case 0x72: // GS r n status
        case 0x49: // GS I n printer id
          take(1);
          break;
        default:
          unknown('GS', command);
      }
    } else if (byte === FS) {
      const command = take(1)[0];
      switch (command) {
        case 0x2e: // FS . cancel Kanji mode
        case 0x26: // FS & Kanji mode
          break;
        case 0x43: // FS C n Kanji code system
        case 0x21: // FS ! n Kanji print mode
        case 0x2d: // FS - n Kanji underline
        case 0x57: // FS W n Kanji double size
          take(1);
          break;
        case 0x70: // FS p n m: print NV bit image
          take(2);
          image();
          break;
        default:
          unknown('FS', command);
      }
    } else if (byte === DLE) {
      const command = take(1)[0];
      if (command === 0x04 || command === 0x05) {
        take(1); // DLE EOT n / DLE ENQ n real-time status
      } else if (command === 0x14) {
        // DLE DC4 fn …: fn 1 is a real-time drawer pulse (fn 1 m t)
        const [fn] = take(3);
        if (fn === 1) result.drawerKicks += 1;
      } else {
        unknown('DLE', command);
      }
    } else if (byte < 0x20) {
      throw new Error(`Unexpected control byte 0x${byte.toString(16)} at offset ${i - 1}`);
    } else {
      const codepoint = codepage.codepoints[byte];
      const char = codepoint === undefined ? '\ufffd' : String.fromCodePoint(codepoint);
      line += char;
      if (isBold) boldRun += char;
      if (isLarge) largeRun += char;
    }
  }
  if (line) newline();
  endRuns();
  result.text = result.lines.join('\n');
  return result;
}
