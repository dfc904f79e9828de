import { describe, expect, it } from 'vitest';
import { qrDataUrl, qrFileName, tableMenuUrl } from './qr-code';

describe('QR codes', () => {
  it.each([
    ['T1', 'T1-qr.png'],
    ['Terrace 2', 'Terrace_2-qr.png'],
    ['Salle #3 (étage)', 'Salle__3___tage_-qr.png'],
  ])('names the file of %j %j', (title, name) => {
    expect(qrFileName(title)).toBe(name);
  });

  it('adds the signed table reference to the menu link, escaped', () => {
    expect(tableMenuUrl('https://pos.example/m/abc', 'eyJ0Ijo.x-Y_z')).toBe(
      'https://pos.example/m/abc?table=eyJ0Ijo.x-Y_z',
    );
    expect(tableMenuUrl('https://pos.example/m/abc', 'a+b=')).toBe(
      'https://pos.example/m/abc?table=a%2Bb%3D',
    );
  });

  it('makes a PNG data URL', async () => {
    expect(await qrDataUrl('https://pos.example/m/abc', 64)).toMatch(/^data:image\/png;base64,/);
  });
});
