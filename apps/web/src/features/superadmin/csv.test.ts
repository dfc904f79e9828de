import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Bar, Grill')).toBe('"Bar, Grill"');
    expect(csvCell('The "Best" Diner')).toBe('"The ""Best"" Diner"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes only the listed columns, in order', () => {
    const rows = [
      {
        name: 'A',
        email: 'a@x.co',
        is_active: 1,
        secret: 'hash',
        subscription_start: null,
        subscription_end: '2024-01-01',
      },
    ];
    expect(toCsv(rows, ['name', 'email', 'is_active', 'subscription_start', 'subscription_end'])).toBe(
      'name,email,is_active,subscription_start,subscription_end\r\nA,a@x.co,1,,2024-01-01\r\n',
    );
  });
});
