/**
 * The few lines of tar (POSIX ustar) a store archive needs: regular files with short names, written
 * whole and read whole. The backups already read tar by hand (backups/backup-archive.ts); writing it
 * is as small, so the archive needs no new dependency.
 */
const BLOCK = 512;

export class DamagedTarError extends Error {}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100) throw new Error(`The tar entry name ${name} is longer than 100 bytes.`);
  nameBytes.copy(block, 0);
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** A tar archive of the given files, in order. */
export function writeTar(files: ReadonlyArray<{ name: string; data: Buffer }>, mtime = new Date()): Buffer {
  const seconds = Math.floor(mtime.getTime() / 1000);
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(header(file.name, file.data.length, seconds), file.data);
    const padding = (BLOCK - (file.data.length % BLOCK)) % BLOCK;
    if (padding) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return (end === -1 ? field : field.subarray(0, end)).toString('utf8').trim();
}

/** The regular files of a tar archive by name; DamagedTarError when it is not one or is cut short. */
export function readTar(tar: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  let ended = false;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) {
      ended = true;
      break;
    }
    const stored = Number.parseInt(text(block, 148, 8), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i];
    if (!Number.isFinite(stored) || stored !== sum) throw new DamagedTarError('a tar header is damaged');
    const size = Number.parseInt(text(block, 124, 12) || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) throw new DamagedTarError('a tar header is damaged');
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new DamagedTarError('a file in it is cut short');
    const type = String.fromCharCode(block[156]);
    const prefix = text(block, 257, 6).startsWith('ustar') ? text(block, 345, 155) : '';
    const name = (prefix ? `${prefix}/` : '') + text(block, 0, 100);
    if (type === '0' || type === '\0') {
      if (files.has(name)) throw new DamagedTarError(`it holds ${name} twice`);
      files.set(name, tar.subarray(start, start + size));
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (!ended) throw new DamagedTarError('it is cut short');
  return files;
}
