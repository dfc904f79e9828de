import { describe, expect, it } from 'vitest';
import { DamagedTarError, readTar, writeTar } from './tar';

describe('the store archive’s tar', () => {
  const files = [
    { name: 'manifest.json', data: Buffer.from('{"a":1}') },
    { name: 'tables/orders.jsonl', data: Buffer.from('x'.repeat(1500)) },
    { name: 'uploads/empty.webp', data: Buffer.alloc(0) },
  ];

  it('reads back what it wrote, byte for byte', () => {
    const read = readTar(writeTar(files));
    expect([...read.keys()]).toEqual(files.map((f) => f.name));
    for (const file of files) expect(read.get(file.name)!.equals(file.data)).toBe(true);
  });

  it('refuses one cut short or with a damaged header', () => {
    const tar = writeTar(files);
    for (const cut of [600, 1024, tar.length - 1024]) {
      expect(() => readTar(tar.subarray(0, cut)), `cut at ${cut}`).toThrow(DamagedTarError);
    }
    const damaged = Buffer.from(tar);
    damaged[10] ^= 0xff;
    expect(() => readTar(damaged)).toThrow(DamagedTarError);
  });
});
